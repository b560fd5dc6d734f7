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
}
