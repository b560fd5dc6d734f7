internal import YAMLEvents
import Yams

/// What to tell a user about a YAML error, written from Yams' `YamlError`: the problem, the
/// line and column where it is, and at most an excerpt of about 200 characters of that line
/// around the column, quoted with its control characters made visible. It promises never to
/// echo a whole line or file, and to place a duplicate key at the duplicate itself (Yams
/// gives the first of the two).
struct YAMLErrorText {
  /// `line:column` in the file, when known.
  var position: String?
  /// The message, without the file or the position.
  var message: String

  /// How many characters of the offending line an excerpt shows at most (with its `…`).
  static let excerptLength = 200

  /// The text of `error` in `yaml`, whose first line is line `1 + lineOffset` of its file.
  init(_ error: YamlError, in yaml: String, lineOffset: Int = 0) {
    func place(_ line: Int, _ column: Int) -> String { "\(line + lineOffset):\(column)" }
    switch error {
    case .scanner(let context, let problem, let mark, _),
      .parser(let context, let problem, let mark, _),
      .composer(let context, let problem, let mark, _):
      position = place(mark.line, mark.column)
      guard !problem.hasPrefix("Maximum nesting level reached") else {
        // libyaml's own limit (1,000), met ahead of `BoundedYAML`'s in a run of `[`.
        message = BoundedYAML.tooDeep
        return
      }
      let excerpt = Self.excerpt(of: yaml, line: mark.line, column: mark.column)
      if problem == "but found another document" {
        message = "found a second document; a single one is expected"
      } else if let context {
        // "(while parsing a flow sequence at 1:8)", with that line when the problem's own
        // line is blank (as at the end of the text).
        var origin = "\(context.text) at \(place(context.mark.line, context.mark.column))"
        if excerpt == nil,
          let line = Self.excerpt(of: yaml, line: context.mark.line, column: context.mark.column)
        {
          origin += ": \(line)"
        }
        message = "\(problem) (\(origin))"
      } else {
        message = problem
      }
      if let excerpt { message += ": \(excerpt)" }
    case .reader(let problem, let offset, let value, _):
      let code = String(value, radix: 16, uppercase: true)
      message =
        problem
        + (value >= 0 ? " (U+\(String(repeating: "0", count: max(0, 4 - code.count)) + code))" : "")
      if let offset, let (line, column) = Self.lineAndColumn(ofCharacter: offset, in: yaml) {
        position = place(line, column)
        if let excerpt = Self.excerpt(of: yaml, line: line, column: column) {
          message += ": \(excerpt)"
        }
      }
    case .duplicatedKeysInMapping(let duplicates, let context):
      let names = Set(duplicates)
      if let found = Self.duplicate(of: names, in: yaml) {
        position = place(found.line, found.column)
        message =
          "duplicate key \(JSONValue.quote(found.name)) (the first is at \(place(found.firstLine, found.firstColumn)))"
      } else {
        position = place(context.mark.line, context.mark.column)
        message = "duplicate key \(JSONValue.quote(duplicates.sorted().first ?? ""))"
      }
    case .memory:
      message = "not enough memory to read it"
    default:
      message = PrintableText.escaped(String("\(error)".prefix(Self.excerptLength)))
    }
  }

  /// At most `excerptLength` characters of line `line` of `text` around `column` (both
  /// 1-based, the column in Unicode scalars as libyaml counts it), quoted; `nil` for a blank
  /// or missing line. Lines end as libyaml ends them: at LF, CR, CR LF, NEL, LS or PS.
  static func excerpt(of text: String, line: Int, column: Int) -> String? {
    var scalars = text.unicodeScalars[...]
    if scalars.first == "\u{FEFF}" { scalars = scalars.dropFirst() }  // libyaml skips it
    var current = 1
    var start = scalars.startIndex
    var index = scalars.startIndex
    while current < line, index < scalars.endIndex {
      let scalar = scalars[index]
      scalars.formIndex(after: &index)
      guard Self.isBreak(scalar) else { continue }
      if scalar == "\r", index < scalars.endIndex, scalars[index] == "\n" {
        scalars.formIndex(after: &index)
      }
      current += 1
      start = index
    }
    guard current == line else { return nil }
    let end = scalars[start...].firstIndex(where: isBreak) ?? scalars.endIndex
    let content = Array(scalars[start..<end])
    guard content.contains(where: { !$0.properties.isWhitespace }) else { return nil }
    // Up to 80 characters before the column, then what follows, then more before if room.
    let focus = min(max(column - 1, 0), content.count)
    let budget = excerptLength - 2  // room for a `…` at either end
    var (lower, upper, used) = (focus, focus, 0)
    func widen(_ index: Int) -> Bool {
      let width = PrintableText.width(content[index])
      guard used + width <= budget else { return false }
      used += width
      return true
    }
    while lower > 0, focus - lower < 80, widen(lower - 1) { lower -= 1 }
    while upper < content.count, widen(upper) { upper += 1 }
    while lower > 0, widen(lower - 1) { lower -= 1 }
    return "\"" + (lower > 0 ? "…" : "") + PrintableText.quotable(content[lower..<upper])
      + (upper < content.count ? "…" : "") + "\""
  }

  private static func isBreak(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "\n" || scalar == "\r" || scalar == "\u{85}" || scalar == "\u{2028}"
      || scalar == "\u{2029}"
  }

  /// The 1-based line and column of the character `offset` characters into `text` (Yams
  /// counts a reader error's offset in characters).
  private static func lineAndColumn(ofCharacter offset: Int, in text: String) -> (Int, Int)? {
    guard
      let index = text.index(text.startIndex, offsetBy: offset, limitedBy: text.endIndex)?
        .samePosition(in: text.unicodeScalars)
    else { return nil }
    var (line, column) = (1, 1)
    var previous: Unicode.Scalar?
    for scalar in text.unicodeScalars[..<index] {
      if isBreak(scalar), !(scalar == "\n" && previous == "\r") {
        (line, column) = (line + 1, 1)
      } else if !isBreak(scalar), !(line == 1 && column == 1 && scalar == "\u{FEFF}") {
        column += 1
      }
      previous = scalar
    }
    return (line, column)
  }

  /// The first duplicate scalar key named in `names`, in the first mapping to end that has
  /// one (the mapping Yams stopped at), with where the key first appears in that mapping.
  private static func duplicate(of names: Set<String>, in text: String) -> (
    name: String, line: Int, column: Int, firstLine: Int, firstColumn: Int
  )? {
    struct Frame {
      var isMapping: Bool
      var children = 0
      var keys: [String: (line: Int, column: Int)] = [:]
      var found: (name: String, line: Int, column: Int, firstLine: Int, firstColumn: Int)?
    }
    var frames: [Frame] = []
    var result: (name: String, line: Int, column: Int, firstLine: Int, firstColumn: Int)?
    YAMLEventScanner(readsValues: true).scan(text) { event in
      switch event.kind {
      case .scalar, .alias:
        if let last = frames.indices.last, frames[last].isMapping,
          frames[last].children % 2 == 0, frames[last].found == nil, let key = event.value
        {
          if let first = frames[last].keys[key] {
            if names.contains(key) {
              frames[last].found = (key, event.line, event.column, first.line, first.column)
            }
          } else {
            frames[last].keys[key] = (event.line, event.column)
          }
        }
        if let last = frames.indices.last { frames[last].children += 1 }
      case .sequenceStart, .mappingStart:
        frames.append(Frame(isMapping: event.kind == .mappingStart))
      case .sequenceEnd, .mappingEnd:
        let frame = frames.removeLast()
        if let found = frame.found {
          result = found
          return false
        }
        if let last = frames.indices.last { frames[last].children += 1 }
      }
      return true
    }
    return result
  }
}
