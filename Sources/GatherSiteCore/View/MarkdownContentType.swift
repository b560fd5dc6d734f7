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
    appendEscaped(text, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends the escaped text's UTF-8 to `bytes`.
  static func append(_ text: String, to bytes: inout [UInt8]) {
    if EscapeScanner.contains(text, where: isSpecial) {
      appendEscaped(text, to: &bytes)
    } else {
      bytes += text.utf8
    }
  }

  private static func appendEscaped(_ text: String, to bytes: inout [UInt8]) {
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
  }

  private static func isSpecial(_ byte: UInt8) -> Bool {
    byte == 0x26 || byte == 0x3C || byte == 0x3E || byte == 0x22 || byte == 0x27
  }
}
