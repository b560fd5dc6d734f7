import Foundation

/// Text as a person types it on a phone, made comparable: `fold` ignores letter case,
/// accents, the width of East Asian letters and runs of spaces, so that "zoe  MARTIN" and
/// "Zoë Martin" are one text.
enum TypedText {
  /// Letters that accents-off does not take apart, and what they are typed as.
  private static let plain: [Character: String] = [
    "ł": "l", "ø": "o", "đ": "d", "ß": "ss", "æ": "ae", "œ": "oe", "ı": "i", "þ": "th",
    "’": "'", "‘": "'", "ʼ": "'", "º": "o", "ª": "a",
  ]

  static func fold(_ text: String) -> String { Line(text).folded }

  /// A line folded, with the place in the original text of each folded letter, so that a
  /// part found in the folded text is given back as it was typed.
  struct Line: Sendable {
    let original: String
    let folded: String
    /// For each letter of `folded`, the original letter it comes from.
    private let origin: [String.Index]

    init(_ text: String) {
      original = text
      var folded = ""
      var origin: [String.Index] = []
      var space = false
      for index in text.indices {
        let character = text[index]
        if character.isWhitespace {
          space = !folded.isEmpty
          continue
        }
        if space {
          folded.append(" ")
          origin.append(index)
        }
        space = false
        for letter in TypedText.foldLetter(character) {
          folded.append(letter)
          origin.append(index)
        }
      }
      self.folded = folded
      self.origin = origin
    }

    /// The original text of a range of `folded`, trimmed.
    func original(_ range: Range<String.Index>) -> String {
      let start = folded.distance(from: folded.startIndex, to: range.lowerBound)
      let end = folded.distance(from: folded.startIndex, to: range.upperBound)
      guard start < end else { return "" }
      let upper = original.index(after: origin[end - 1])
      return original[origin[start]..<upper].trimmingCharacters(in: .whitespaces)
    }
  }

  private static let posix = Locale(identifier: "en_US_POSIX")

  /// One letter as typed without case or accents.
  private static func foldLetter(_ character: Character) -> String {
    if character.isASCII { return character.lowercased() }
    let folded = String(character).folding(
      options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: posix)
    return folded.map { plain[$0] ?? String($0) }.joined()
  }

  /// How many letters must change, or two neighbours swap, to turn `a` into `b` (the
  /// optimal string alignment distance).
  static func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
    var rows = [Array(0...b.count)]
    for i in 1...a.count {
      var row = [i] + Array(repeating: 0, count: b.count)
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        row[j] = min(rows[i - 1][j] + 1, row[j - 1] + 1, rows[i - 1][j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          row[j] = min(row[j], rows[i - 2][j - 2] + 1)
        }
      }
      rows.append(row)
    }
    return rows[a.count][b.count]
  }
}
