/// Normalises free text from the exports for display on one line.
enum TextCleaner {
  /// Replaces line breaks, tabs and other control characters by spaces, collapses runs of
  /// spaces and trims the ends. Everything else (Markdown, HTML, any script) is kept as it is.
  static func singleLine(_ text: String) -> String {
    var result = ""
    var pendingSpace = false
    for scalar in text.unicodeScalars {
      let isSpace =
        scalar.properties.generalCategory == .control || scalar.properties.isWhitespace
      if isSpace {
        pendingSpace = !result.isEmpty
      } else {
        if pendingSpace { result.unicodeScalars.append(" ") }
        pendingSpace = false
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// The text without the spaces and tabs at its ends: the characters of Foundation's
  /// `CharacterSet.whitespaces` (U+0009, Unicode's space separators and U+200B, a space
  /// separator in older Unicode), trimmed scalar by scalar as
  /// `trimmingCharacters(in: .whitespaces)` trims them.
  static func trimmingSpaces(_ text: String) -> String {
    trimmingSpaces(text[...])
  }

  static func trimmingSpaces(_ text: Substring) -> String {
    let scalars = text.unicodeScalars
    guard let first = scalars.first, let last = scalars.last,
      isSpace(first) || isSpace(last)
    else { return String(text) }
    guard let start = scalars.firstIndex(where: { !isSpace($0) }) else { return "" }
    let end = scalars.lastIndex(where: { !isSpace($0) })!
    return String(scalars[start...end])
  }

  private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09, 0x20, 0x200B: true
    case 0x21..<0xA0: false
    default: scalar.properties.generalCategory == .spaceSeparator
    }
  }
}
