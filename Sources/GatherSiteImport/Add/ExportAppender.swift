import Foundation
import GatherSiteCore

/// Adds one entry at the end of an export (a JSON array, `gathers.json` or `players.json`)
/// and changes no other byte of it.
///
/// It promises the file's own style for the new entry: its indentation (found from its
/// first entry: spaces or tabs, pretty-printed or all on one line), its line ends, the
/// spacing around its colons and commas, and keys in the order given; what follows the last
/// entry (the closing bracket, a line end) stays as it was. A file that is not a JSON array
/// is an error naming it.
enum ExportAppender {
  /// One value of an entry.
  enum Value: Sendable, Equatable {
    case string(String)
    case int(Int)
    case objects([[(String, Value)]])

    static func == (lhs: Value, rhs: Value) -> Bool {
      switch (lhs, rhs) {
      case (.string(let a), .string(let b)): a == b
      case (.int(let a), .int(let b)): a == b
      case (.objects(let a), .objects(let b)):
        a.count == b.count
          && zip(a, b).allSatisfy { x, y in
            x.count == y.count && zip(x, y).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
          }
      default: false
      }
    }
  }

  /// `data` (nil for no file: a new array) with `entry` added, read as `file`.
  static func append(_ entry: [(String, Value)], to data: Data?, file: String) throws(Diagnostic)
    -> Data
  {
    guard let data, !data.allSatisfy({ [0x20, 0x0A, 0x0D, 0x09].contains($0) }) else {
      let style = Style(indent: " ", colon: ": ", comma: ",", newline: "\n")
      return Data(("[\n" + (try write(entry, style: style, depth: 1, file: file)) + "\n]\n").utf8)
    }
    guard (try? JSONSerialization.jsonObject(with: data)) is [Any],
      let text = String(data: data, encoding: .utf8),
      let close = text.lastIndex(of: "]"),
      let last = text[..<close].lastIndex(where: { !$0.isWhitespace })
    else {
      throw Diagnostic(.error, file: file, "is not a JSON array; it is left as it is")
    }
    let style = Style(text)
    let isEmpty = text[last] == "["
    let body = try write(entry, style: style, depth: 1, file: file)
    let added =
      style.indent.isEmpty
      ? (isEmpty ? "" : style.comma) + body
      : (isEmpty ? "" : ",") + style.newline + body + (isEmpty ? style.newline : "")
    return Data((text[...last] + added + text[text.index(after: last)...]).utf8)
  }

  /// How a file writes its entries.
  private struct Style {
    /// One level of indentation; empty for a file on one line.
    var indent: String
    /// What stands between a key and its value: `": "`, `" : "` or `":"`.
    var colon: String
    /// What stands between the members of a file on one line: `","` or `", "`.
    var comma: String
    /// The file's line end: `"\n"`, or `"\r\n"` as Windows writes it.
    var newline: String

    init(indent: String, colon: String, comma: String, newline: String) {
      self.indent = indent
      self.colon = colon
      self.comma = comma
      self.newline = newline
    }

    init(_ text: String) {
      newline = text.contains("\r\n") ? "\r\n" : "\n"
      indent = Self.first(#"\[[ \t]*\r?\n([ \t]+)\{"#, in: text) ?? ""
      colon =
        Self.first(#""[ \t]*(:[ \t]*)"#, in: text).map { text.contains("\" :") ? " " + $0 : $0 }
        ?? (indent.isEmpty ? ":" : ": ")
      comma = text.contains("}, {") || text.contains("\", \"") ? ", " : ","
    }

    /// The first group of `pattern`'s first match in `text`.
    private static func first(_ pattern: String, in text: String) -> String? {
      guard let expression = try? NSRegularExpression(pattern: pattern),
        let found = expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
        let range = Range(found.range(at: 1), in: text)
      else { return nil }
      return String(text[range])
    }
  }

  private static func write(
    _ object: [(String, Value)], style: Style, depth: Int, file: String
  ) throws(Diagnostic) -> String {
    let pretty = !style.indent.isEmpty
    let pad = String(repeating: style.indent, count: depth)
    let inner = String(repeating: style.indent, count: depth + 1)
    var members: [String] = []
    for (key, value) in object {
      members.append(
        (pretty ? inner : "") + (try quote(key, file: file)) + style.colon
          + (try write(value, style: style, depth: depth + 1, file: file)))
    }
    guard pretty else { return "{" + members.joined(separator: style.comma) + "}" }
    return pad + "{" + style.newline + members.joined(separator: "," + style.newline)
      + style.newline + pad + "}"
  }

  private static func write(_ value: Value, style: Style, depth: Int, file: String)
    throws(Diagnostic) -> String
  {
    switch value {
    case .string(let text): return try quote(text, file: file)
    case .int(let number): return String(number)
    case .objects(let objects):
      guard !objects.isEmpty else { return "[]" }
      var written: [String] = []
      for object in objects {
        written.append(try write(object, style: style, depth: depth + 1, file: file))
      }
      guard !style.indent.isEmpty else { return "[" + written.joined(separator: style.comma) + "]" }
      let pad = String(repeating: style.indent, count: depth)
      return "[" + style.newline + written.joined(separator: "," + style.newline) + style.newline
        + pad + "]"
    }
  }

  /// `text` as a JSON string.
  private static func quote(_ text: String, file: String) throws(Diagnostic) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.withoutEscapingSlashes]
    guard let data = try? encoder.encode(text), let quoted = String(data: data, encoding: .utf8)
    else {
      throw Diagnostic(.error, file: file, "\(JSONValue.quote(text)) cannot be written as JSON")
    }
    return quoted
  }
}
