import Mustache

/// Escapes data placed in Markdown templates so that cmark shows it literally: every ASCII
/// punctuation character gets a backslash (CommonMark allows that for all of them), line
/// breaks and control characters become spaces, and a leading space becomes `&#32;` so that
/// no text can start a code block, list, heading, HTML block or link of its own.
struct MarkdownContentType: MustacheContentType {
  static let name = "MARKDOWN"

  func escapeText(_ text: String) -> String {
    Self.escape(text)
  }

  static func escape(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count + 8)
    for scalar in text.unicodeScalars {
      if scalar.isASCII, scalar.properties.generalCategory.isPunctuationOrSymbol {
        result.unicodeScalars.append("\\")
        result.unicodeScalars.append(scalar)
      } else if scalar.properties.generalCategory == .control {
        result += result.isEmpty ? "&#32;" : " "
      } else if scalar == " " && result.isEmpty {
        result += "&#32;"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
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
    var result = ""
    result.reserveCapacity(text.utf8.count + 8)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      default:
        if scalar.properties.generalCategory == .control {
          result += " "
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }
}

extension Unicode.GeneralCategory {
  var isPunctuationOrSymbol: Bool {
    switch self {
    case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
      .initialPunctuation, .finalPunctuation, .otherPunctuation, .mathSymbol, .currencySymbol,
      .modifierSymbol, .otherSymbol:
      true
    default: false
    }
  }
}
