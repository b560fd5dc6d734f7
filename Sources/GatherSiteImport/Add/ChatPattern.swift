import Foundation
import GatherSiteCore

/// One text of the site's catalogue made into a pattern that reads it back, as a person
/// may type it: letter case, accents and runs of spaces ignored (`TypedText`), each value
/// (`{names}`, `{team}`) caught as a group.
struct ChatPattern: Sendable {
  private let expression: NSRegularExpression
  /// The names of the values, in the order of their groups.
  let values: [String]

  /// The text of `phrase` in `wording` (filled in with `count` for a text with plural
  /// forms), each value matched by `patterns[name]` (default: any text).
  init?(
    _ wording: Wording, _ phrase: Phrase, count: Int? = nil, values names: [String],
    patterns: [String: String] = [:]
  ) {
    let marker = "\u{1}"
    let filled =
      if let count {
        wording.count(phrase, count, names.map { ($0, marker + $0 + marker) })
      } else {
        wording.text(phrase, names.map { ($0, marker + $0 + marker) })
      }
    var pattern = "^"
    var order: [String] = []
    for (index, piece) in TypedText.fold(filled).components(separatedBy: marker).enumerated() {
      if index % 2 == 1, names.contains(piece) {
        order.append(piece)
        pattern += "(" + (patterns[piece] ?? ".+?") + ")"
      } else {
        var words = piece.split(separator: " ", omittingEmptySubsequences: false).map {
          NSRegularExpression.escapedPattern(for: String($0))
        }
        // "de Ana" may be written "d'Ana" (an elision, as French and Italian make).
        if words.count >= 2, words.last == "", let word = words.dropLast().last,
          (1...2).contains(word.count), word.allSatisfy(\.isLetter)
        {
          words.removeLast(2)
          words.append("(?:\(word) ?|\(word.prefix(1))')")
          pattern += words.joined(separator: " ?")
        } else {
          pattern += words.joined(separator: " ?")
        }
      }
    }
    // A full stop at the end may be left off.
    if pattern.hasSuffix("\\.") { pattern += "?" }
    guard let expression = try? NSRegularExpression(pattern: pattern + "$") else { return nil }
    self.expression = expression
    values = order
  }

  /// The values of `line` by name, as typed, or nil when the line is not this text.
  func match(_ line: TypedText.Line) -> [String: String]? {
    let folded = line.folded
    let range = NSRange(folded.startIndex..., in: folded)
    guard let found = expression.firstMatch(in: folded, range: range) else { return nil }
    var result: [String: String] = [:]
    for (index, name) in values.enumerated() {
      guard let group = Range(found.range(at: index + 1), in: folded) else { continue }
      result[name] = line.original(group)
    }
    return result
  }

  /// A pattern matching any of `names`, the longest tried first.
  static func alternatives(_ names: [String]) -> String {
    "(?:"
      + Set(names).sorted { ($0.count, $0) > ($1.count, $1) }.map {
        NSRegularExpression.escapedPattern(for: $0)
      }.joined(separator: "|") + ")"
  }
}

extension Wording {
  /// The text of `phrase` filled in with `values`.
  fileprivate func text(_ phrase: Phrase, _ values: [(String, String)]) -> String {
    switch values.count {
    case 0: self(phrase)
    case 1: self(phrase, values[0])
    case 2: self(phrase, values[0], values[1])
    default: self(phrase, values[0], values[1], values[2])
    }
  }
}
