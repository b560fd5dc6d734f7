import Mustache

/// Escapes data placed in Markdown templates so that cmark shows it literally: every ASCII
/// punctuation character gets a backslash (CommonMark allows that for all of them), line
/// breaks and other control characters become spaces, and a leading space becomes `&#32;`
/// so that no text can start a code block, list, heading, HTML block or link of its own.
struct MarkdownContentType: MustacheContentType {
  static let name = "MARKDOWN"

  func escapeText(_ text: String) -> String {
    Self.escape(text)
  }

  static func escape(_ text: String) -> String {
    guard
      text.utf8.first == 0x20
        || EscapeScanner.contains(text, where: EscapeScanner.isASCIIPunctuation)
    else { return text }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count + 16)
    EscapeScanner.scan(text) { byte, isControl in
      if isControl || (byte == 0x20 && bytes.isEmpty) {
        bytes += bytes.isEmpty ? Array("&#32;".utf8) : [0x20]
      } else if EscapeScanner.isASCIIPunctuation(byte) {
        bytes.append(0x5C)
        bytes.append(byte)
      } else {
        bytes.append(byte)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}

/// Escapes data placed in HTML: `& < > " '`, and control characters become spaces so that
/// a line break can never end an HTML block inside Markdown.
struct HTMLEscapingContentType: MustacheContentType {
  static let name = "HTML"

  func escapeText(_ text: String) -> String {
    Self.escape(text)
  }

  static func escape(_ text: String) -> String {
    guard EscapeScanner.contains(text, where: isSpecial) else { return text }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count + 16)
    EscapeScanner.scan(text) { byte, isControl in
      switch byte {
      case _ where isControl: bytes.append(0x20)
      case 0x26: bytes += Array("&amp;".utf8)
      case 0x3C: bytes += Array("&lt;".utf8)
      case 0x3E: bytes += Array("&gt;".utf8)
      case 0x22: bytes += Array("&quot;".utf8)
      case 0x27: bytes += Array("&#39;".utf8)
      default: bytes.append(byte)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  private static func isSpecial(_ byte: UInt8) -> Bool {
    byte == 0x26 || byte == 0x3C || byte == 0x3E || byte == 0x22 || byte == 0x27
  }
}

/// Walks a string's UTF-8 bytes, reporting control characters (C0, DEL and C1) as one
/// byte each, without looking up Unicode properties.
enum EscapeScanner {
  static func scan(_ text: String, _ visit: (UInt8, Bool) -> Void) {
    var utf8 = text.utf8.makeIterator()
    var pending: UInt8?
    while let byte = pending ?? utf8.next() {
      pending = nil
      if byte < 0x20 || byte == 0x7F {
        visit(byte, true)
      } else if byte == 0xC2, let next = utf8.next() {
        // U+0080 to U+009F, the C1 controls, are 0xC2 0x80 to 0xC2 0x9F.
        if (0x80...0x9F).contains(next) {
          visit(next, true)
        } else {
          visit(byte, false)
          pending = next
        }
      } else {
        visit(byte, false)
      }
    }
  }

  /// Whether the text has a byte `special` picks out or a control character: when it has
  /// neither, escaping would change nothing.
  static func contains(_ text: String, where special: (UInt8) -> Bool) -> Bool {
    var previous: UInt8 = 0
    for byte in text.utf8 {
      if byte < 0x20 || byte == 0x7F || special(byte) || (previous == 0xC2 && byte < 0xA0) {
        return true
      }
      previous = byte
    }
    return false
  }

  /// ASCII punctuation and symbols: what CommonMark lets a backslash escape.
  static func isASCIIPunctuation(_ byte: UInt8) -> Bool {
    (0x21...0x2F).contains(byte) || (0x3A...0x40).contains(byte) || (0x5B...0x60).contains(byte)
      || (0x7B...0x7E).contains(byte)
  }
}
