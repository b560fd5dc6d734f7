import Mustache

/// Escapes data placed in Markdown templates so that cmark shows it literally: every ASCII
/// punctuation character gets a backslash (CommonMark allows that for all of them), line
/// breaks and other control characters become spaces, and a leading space becomes `&#32;`
/// so that no text can start a code block, list, heading, HTML block or link of its own.
public struct MarkdownContentType: MustacheContentType {
  static let name = "MARKDOWN"

  public func escapeText(_ text: String) -> String {
    Self.escape(text)
  }

  public static func escape(_ text: String) -> String {
    guard
      text.utf8.first == 0x20
        || EscapeScanner.contains(text, where: EscapeScanner.isASCIIPunctuation)
    else { return text }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count + 16)
    appendEscaped(text, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends the escaped text's UTF-8 to `bytes`.
  static func append(_ text: String, to bytes: inout [UInt8]) {
    if text.utf8.first == 0x20
      || EscapeScanner.contains(text, where: EscapeScanner.isASCIIPunctuation)
    {
      appendEscaped(text, to: &bytes)
    } else {
      bytes += text.utf8
    }
  }

  private static func appendEscaped(_ text: String, to bytes: inout [UInt8]) {
    var isFirst = true
    EscapeScanner.scan(text) { byte, isControl in
      if isControl || (byte == 0x20 && isFirst) {
        bytes += isFirst ? Array("&#32;".utf8) : [0x20]
      } else if EscapeScanner.isASCIIPunctuation(byte) {
        bytes.append(0x5C)
        bytes.append(byte)
      } else {
        bytes.append(byte)
      }
      isFirst = false
    }
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
    guard EscapeScanner.contains(text, where: isSpecial) else { return text }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count + 16)
    escaped(text) { bytes += $0 }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends the escaped text's UTF-8 to `bytes`.
  static func append(_ text: String, to bytes: inout [UInt8]) {
    escaped(text) { bytes += $0 }
  }

  /// Calls `write` with the escaped text's UTF-8, a run of bytes that stay as they are or a
  /// replacement at a time.
  static func escaped(_ text: String, _ write: (UnsafeBufferPointer<UInt8>) -> Void) {
    func put(_ literal: StaticString) {
      write(UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }
    var text = text
    text.withUTF8 { utf8 in
      var index = 0
      var runStart = 0
      while index < utf8.count {
        let byte = utf8[index]
        guard needsCare(byte) else {
          index += 1
          continue
        }
        if index > runStart { write(UnsafeBufferPointer(rebasing: utf8[runStart..<index])) }
        switch byte {
        case UInt8(ascii: "&"): put("&amp;")
        case UInt8(ascii: "<"): put("&lt;")
        case UInt8(ascii: ">"): put("&gt;")
        case UInt8(ascii: "\""): put("&quot;")
        case UInt8(ascii: "'"): put("&#39;")
        case 0xC2:
          // U+0080 to U+009F, the C1 controls, are 0xC2 0x80 to 0xC2 0x9F; any other
          // character that starts with 0xC2 is kept.
          if index + 1 < utf8.count, (0x80...0x9F).contains(utf8[index + 1]) {
            put(" ")
            index += 1
          } else {
            runStart = index
            index += 1
            continue
          }
        default: put(" ")
        }
        index += 1
        runStart = index
      }
      if index > runStart { write(UnsafeBufferPointer(rebasing: utf8[runStart..<index])) }
    }
  }

  /// Whether a byte is escaped, or starts a character that may be (0xC2): the control
  /// characters, DEL, `&`, `<`, `>`, `"` and `'`, one bit each.
  private static func needsCare(_ byte: UInt8) -> Bool {
    let words: (UInt64, UInt64, UInt64, UInt64) = (
      0x5000_00C4_FFFF_FFFF, 0x8000_0000_0000_0000, 0, 0x0000_0000_0000_0004
    )
    let word =
      switch byte >> 6 {
      case 0: words.0
      case 1: words.1
      case 2: words.2
      default: words.3
      }
    return (word >> UInt64(byte & 63)) & 1 != 0
  }

  private static func isSpecial(_ byte: UInt8) -> Bool {
    byte == 0x26 || byte == 0x3C || byte == 0x3E || byte == 0x22 || byte == 0x27
  }
}
