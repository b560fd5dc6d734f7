import Mustache

/// Escapes data placed in Markdown templates so that cmark shows it literally: every ASCII
/// punctuation character gets a backslash (CommonMark allows that for all of them), control
/// characters become spaces, and a leading space (or control character) becomes `&#32;`
/// so that no text can start a code block, list, heading, HTML block or link of its own.
public struct MarkdownContentType: MustacheContentType {
  static let name = "MARKDOWN"

  public func escapeText(_ text: String) -> String {
    Self.escape(text)
  }

  public static func escape(_ text: String) -> String {
    guard
      text.utf8.first == UInt8(ascii: " ")
        || text.utf8.contains(where: { ControlCharacters.mayStart($0) || isASCIIPunctuation($0) })
    else { return text }
    var escaped: [UInt8] = []
    escaped.reserveCapacity(text.utf8.count + 16)
    for byte in ControlCharacters.spaced(text) {
      if isASCIIPunctuation(byte) { escaped.append(UInt8(ascii: "\\")) }
      escaped.append(byte)
    }
    if escaped.first == UInt8(ascii: " ") {
      escaped.replaceSubrange(0..<1, with: "&#32;".utf8)
    }
    return String(decoding: escaped, as: UTF8.self)
  }

  /// ASCII punctuation and symbols: what CommonMark lets a backslash escape.
  static func isASCIIPunctuation(_ byte: UInt8) -> Bool {
    (0x21...0x2F).contains(byte) || (0x3A...0x40).contains(byte) || (0x5B...0x60).contains(byte)
      || (0x7B...0x7E).contains(byte)
  }
}

/// Escapes data placed in HTML: `& < > " '`, and control characters become spaces so that
/// a line break can never end an HTML block inside Markdown.
public struct HTMLEscapingContentType: MustacheContentType {
  static let name = "HTML"

  public func escapeText(_ text: String) -> String {
    Self.escape(text)
  }

  public static func escape(_ text: String) -> String {
    guard text.utf8.contains(where: { ControlCharacters.mayStart($0) || isSpecial($0) }) else {
      return text
    }
    var escaped: [UInt8] = []
    escaped.reserveCapacity(text.utf8.count + 16)
    for byte in ControlCharacters.spaced(text) {
      switch byte {
      case UInt8(ascii: "&"): escaped += "&amp;".utf8
      case UInt8(ascii: "<"): escaped += "&lt;".utf8
      case UInt8(ascii: ">"): escaped += "&gt;".utf8
      case UInt8(ascii: "\""): escaped += "&quot;".utf8
      case UInt8(ascii: "'"): escaped += "&#39;".utf8
      default: escaped.append(byte)
      }
    }
    return String(decoding: escaped, as: UTF8.self)
  }

  private static func isSpecial(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""),
      UInt8(ascii: "'"):
      true
    default: false
    }
  }
}

/// The control characters (C0, DEL and C1), which both escapers make spaces.
enum ControlCharacters {
  /// Whether a byte of UTF-8 is a control character or may start one: 0xC2 starts the C1
  /// controls, U+0080 to U+009F (0xC2 0x80 to 0xC2 0x9F), and other characters.
  static func mayStart(_ byte: UInt8) -> Bool {
    byte < 0x20 || byte == 0x7F || byte == 0xC2
  }

  /// The text's UTF-8 with each control character made one space.
  static func spaced(_ text: String) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count + 16)
    for byte in text.utf8 {
      if byte < 0x20 || byte == 0x7F {
        bytes.append(UInt8(ascii: " "))
      } else if (0x80...0x9F).contains(byte), bytes.last == 0xC2 {
        bytes[bytes.count - 1] = UInt8(ascii: " ")
      } else {
        bytes.append(byte)
      }
    }
    return bytes
  }
}
