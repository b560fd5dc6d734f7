/// Escapes text for XML character data and attribute values.
enum XMLText {
  static func escape(_ text: String) -> String {
    // Nothing to escape (the common case): no markup character, control or U+FFFx.
    guard
      EscapeScanner.contains(
        text,
        where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 || $0 == 0xEF })
    else { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      default:
        // XML 1.0 forbids most control characters, even escaped.
        if scalar.value < 0x20 && scalar != "\n" && scalar != "\t"
          || (0xFFFE...0xFFFF).contains(scalar.value)
        {
          result += " "
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }
}
