import Foundation
import GatherSiteCore

/// Adds one entry at the end of an export (a JSON array, `gathers.json` or `players.json`)
/// and changes no other byte of it.
///
/// It promises the file's own style for the new entry: its indentation (found from its
/// first entry: spaces or tabs, pretty-printed or all on one line), the spacing around its
/// colons, and keys in the order given; what follows the last entry (the closing bracket,
/// a line end) stays as it was. A file that is not a JSON array is an error naming it.
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
      return Data(
        ("[\n" + write(entry, style: Style(indent: " ", colon: ": "), depth: 1) + "\n]\n").utf8)
    }
    guard (try? JSONSerialization.jsonObject(with: data)) is [Any],
      let text = String(data: data, encoding: .utf8),
      let close = text.lastIndex(of: "]")
    else {
      throw Diagnostic(.error, file: file, "is not a JSON array; it is left as it is")
    }
    let style = Style(text)
    let head = text[..<close]
    guard let last = head.lastIndex(where: { !$0.isWhitespace }) else {
      throw Diagnostic(.error, file: file, "is not a JSON array; it is left as it is")
    }
    let isEmpty = head[last] == "["
    let body = write(entry, style: style, depth: 1)
    let added: String
    if style.indent.isEmpty {
      added = (isEmpty ? "" : ",") + body
    } else {
      added = (isEmpty ? "" : ",") + "\n" + body + (isEmpty ? "\n" : "")
    }
    let before = text[...last]
    let after = text[text.index(after: last)...]
    return Data((before + added + after).utf8)
  }

  /// How a file writes its entries.
  private struct Style {
    /// One level of indentation; empty for a file on one line.
    var indent: String
    /// What stands between a key and its value: `": "`, `" : "` or `":"`.
    var colon: String

    init(indent: String, colon: String) {
      self.indent = indent
      self.colon = colon
    }

    init(_ text: String) {
      if let range = text.range(of: #"\[[ \t]*\r?\n([ \t]+)\{"#, options: .regularExpression) {
        let line = text[range].split(separator: "\n").last ?? ""
        indent = String(line.prefix { $0 == " " || $0 == "\t" })
      } else {
        indent = ""
      }
      if let range = text.range(of: #""[ \t]*:[ \t]*"#, options: .regularExpression) {
        colon = String(text[range].dropFirst())
      } else {
        colon = indent.isEmpty ? ":" : ": "
      }
    }
  }

  private static func write(_ object: [(String, Value)], style: Style, depth: Int) -> String {
    let pad = String(repeating: style.indent, count: depth)
    let inner = String(repeating: style.indent, count: depth + 1)
    let newline = style.indent.isEmpty ? "" : "\n"
    let members = object.map { key, value in
      (style.indent.isEmpty ? "" : inner) + quote(key) + style.colon
        + write(value, style: style, depth: depth + 1)
    }
    return (style.indent.isEmpty ? "" : pad) + "{" + newline
      + members.joined(separator: "," + newline) + newline + (style.indent.isEmpty ? "" : pad)
      + "}"
  }

  private static func write(_ value: Value, style: Style, depth: Int) -> String {
    switch value {
    case .string(let text): return quote(text)
    case .int(let number): return String(number)
    case .objects(let objects):
      guard !objects.isEmpty else { return "[]" }
      let newline = style.indent.isEmpty ? "" : "\n"
      let pad = String(repeating: style.indent, count: depth)
      return "[" + newline
        + objects.map { write($0, style: style, depth: depth + 1) }.joined(separator: "," + newline)
        + newline + pad + "]"
    }
  }

  /// `text` as a JSON string.
  private static func quote(_ text: String) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.withoutEscapingSlashes]
    return (try? encoder.encode(text)).flatMap { String(data: $0, encoding: .utf8) } ?? "\"\""
  }
}
