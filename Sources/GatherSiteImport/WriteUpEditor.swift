import Foundation
import GatherSiteCore
import Yams

/// Sets the keys of `WriteUpDetails` in the front matter of a match's write-up, and nothing
/// else.
///
/// It promises:
/// - every line but those of the keys set stays byte for byte: the other keys, comments, the
///   body, a byte order mark and the line ends (a line it writes ends as the front matter's
///   first line does, or as the file's first line when it adds a front matter);
/// - a key is replaced where it stands, with all its lines (a value in block style spans
///   several; comment and blank lines at the start of a line after it are not its), and a
///   key the front matter lacks is added at its end; a new write-up is its front matter
///   alone, and a write-up without front matter gets one above its body;
/// - a front matter left with no line at all once keys are removed is removed, `---` lines
///   and all, and a file left with nothing is removed;
/// - the front matter is read as a build reads it (`BoundedYAML`), before and after: one it
///   cannot edit so (not YAML, not a mapping, a mapping in flow style or indented, or one
///   whose other keys would read otherwise) is an error naming the file, and nothing is
///   changed.
enum WriteUpEditor {
  /// What becomes of the file.
  enum Outcome: Sendable, Equatable {
    /// Its bytes would not change (or there is no file, and none is needed).
    case unchanged
    /// The new bytes of the file.
    case write(Data)
    /// Nothing would be left in it.
    case remove
  }

  private typealias Line = ArraySlice<UInt8>

  /// The write-up `existing` (nil when there is none), named `file` in messages, with the
  /// keys of `details` set.
  static func edit(_ existing: Data?, file: String, details: WriteUpDetails) throws(Diagnostic)
    -> Outcome
  {
    guard let existing else {
      guard details.hasValues else { return .unchanged }
      return .write(Data(frontMatter(details.keys, lineEnd: [0x0A], around: [])))
    }
    guard !details.keys.isEmpty else { return .unchanged }
    guard String(data: existing, encoding: .utf8) != nil else {
      throw Diagnostic(.error, file: file, "cannot be read as UTF-8 text")
    }
    var bytes = [UInt8](existing)
    let byteOrderMark: [UInt8] = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? [0xEF, 0xBB, 0xBF] : []
    bytes.removeFirst(byteOrderMark.count)
    let lines = split(bytes)
    var edited: [UInt8]
    if let opening = lines.first, text(of: opening) == "---", opening.last == 0x0A {
      guard let closing = lines.indices.dropFirst().first(where: { text(of: lines[$0]) == "---" })
      else {
        throw Diagnostic(
          .error, file: file, position: "1:1", "front matter starts with --- but never ends")
      }
      let body = lines[(closing + 1)...].flatMap { $0 }
      let yaml = try editYAML(
        Array(lines[1..<closing]), file: file, details: details, lineEnd: Array(end(of: opening)))
      if let yaml {
        edited = Array(opening) + yaml.flatMap { $0 } + Array(lines[closing]) + body
      } else {
        edited = body
      }
    } else {
      guard details.hasValues else { return .unchanged }
      let lineEnd = lines.first.map { Array(end(of: $0)) } ?? []
      edited = frontMatter(details.keys, lineEnd: lineEnd.isEmpty ? [0x0A] : lineEnd, around: bytes)
    }
    edited = byteOrderMark + edited
    if edited == [UInt8](existing) { return .unchanged }
    return edited.count == byteOrderMark.count ? .remove : .write(Data(edited))
  }

  /// `around` after a front matter of the keys that have a value.
  private static func frontMatter(_ keys: [WriteUpDetails.Key], lineEnd: [UInt8], around: [UInt8])
    -> [UInt8]
  {
    let rule = Array("---".utf8) + lineEnd
    return rule + keys.flatMap { line($0, lineEnd) } + rule + around
  }

  /// `name: value` and its line end; nothing for a key to remove.
  private static func line(_ key: WriteUpDetails.Key, _ lineEnd: [UInt8]) -> [UInt8] {
    guard let value = key.value else { return [] }
    return Array("\(key.name): \(value)".utf8) + lineEnd
  }

  /// The lines of the front matter `lines` with the keys set; nil when keys were removed
  /// and no line is left, so that the `---` lines go too.
  private static func editYAML(
    _ lines: [Line], file: String, details: WriteUpDetails, lineEnd: [UInt8]
  ) throws(Diagnostic) -> [Line]? {
    let before = try mapping(of: lines, file: file)
    let set = Set(details.keys.map(\.name))
    var keyLines: [(name: String?, line: Int)] = []
    for (key, _) in before {
      guard let mark = key.mark, mark.column == 1, before.style != .flow else {
        throw Diagnostic(
          .error, file: file,
          "its front matter cannot be edited: write each key at the start of a line of its own (key: value), not as one {…} mapping or indented"
        )
      }
      keyLines.append((key.string, mark.line - 1))
    }
    // The lines of each key set: from its own to the next key's, without the comment and
    // blank lines at the start of a line just before that.
    var spans: [String: Range<Int>] = [:]
    for (index, key) in keyLines.enumerated() {
      guard let name = key.name, set.contains(name) else { continue }
      var end = index + 1 < keyLines.count ? keyLines[index + 1].line : lines.count
      while end > key.line + 1, isLoose(lines[end - 1]) { end -= 1 }
      spans[name] = key.line..<end
    }
    var edited: [Line] = []
    var index = 0
    while index < lines.count {
      if let (name, span) = spans.first(where: { $0.value.lowerBound == index }) {
        let key = details.keys.first { $0.name == name }!
        if key.value != nil { edited.append(Line(line(key, lineEnd))) }
        index = span.upperBound
      } else {
        edited.append(lines[index])
        index += 1
      }
    }
    for key in details.keys where spans[key.name] == nil && key.value != nil {
      edited.append(Line(line(key, lineEnd)))
    }
    let removed = details.keys.contains { $0.value == nil && spans[$0.name] != nil }
    if removed, edited.isEmpty { return nil }
    try check(edited, against: before, details: details, file: file)
    return edited
  }

  /// The mapping the front matter `lines` holds, as a build reads it (an empty one for an
  /// empty front matter).
  private static func mapping(of lines: [Line], file: String) throws(Diagnostic) -> Node.Mapping {
    let yaml = lines.map(text(of:)).joined(separator: "\n")
    switch BoundedYAML.read(yaml, as: .frontMatter, file: file) {
    case .failure(let error): throw error
    case .success(nil): return Node.Mapping([])
    case .success(.mapping(let mapping)?): return mapping
    case .success(_?):
      throw Diagnostic(.error, file: file, "front matter must be a mapping (key: value)")
    }
  }

  /// An error unless the edited front matter reads as the old one, with each key set to
  /// its value (or gone) and every other key as it was, in its place.
  private static func check(
    _ edited: [Line], against before: Node.Mapping, details: WriteUpDetails, file: String
  ) throws(Diagnostic) {
    let refused = Diagnostic(
      .error, file: file,
      "its front matter cannot be edited without changing other keys; set \(details.keys.map(\.name).joined(separator: ", ")) by hand"
    )
    let set = Set(details.keys.map(\.name))
    let after: Node.Mapping
    do {
      after = try mapping(of: edited, file: file)
    } catch {
      throw refused
    }
    let others = { (mapping: Node.Mapping) in
      mapping.filter { !set.contains($0.key.string ?? "") }.map { [$0.key, $0.value] }
    }
    guard others(after) == others(before) else { throw refused }
    for key in details.keys {
      let expected = key.value.flatMap { try? Yams.compose(yaml: $0) }
      guard after[key.name] == expected else { throw refused }
    }
  }

  /// The lines of `bytes`, each with its line end (`\n` or `\r\n`; the last may have none).
  private static func split(_ bytes: [UInt8]) -> [Line] {
    var lines: [Line] = []
    var start = 0
    for (index, byte) in bytes.enumerated() where byte == 0x0A {
      lines.append(bytes[start...index])
      start = index + 1
    }
    if start < bytes.count { lines.append(bytes[start...]) }
    return lines
  }

  /// A line's line end: `\r\n`, `\n` or nothing.
  private static func end(of line: Line) -> Line {
    guard line.last == 0x0A else { return line[line.endIndex...] }
    let start = line.index(line.endIndex, offsetBy: line.dropLast().last == 0x0D ? -2 : -1)
    return line[start...]
  }

  /// A line without its line end, as text.
  private static func text(of line: Line) -> String {
    String(decoding: line.dropLast(end(of: line).count), as: UTF8.self)
  }

  /// A blank line, or a comment at the start of a line.
  private static func isLoose(_ line: Line) -> Bool {
    let text = text(of: line)
    return text.hasPrefix("#") || text.allSatisfy(\.isWhitespace)
  }
}
