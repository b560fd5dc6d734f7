/// The lines to print for a build's diagnostics. It promises that no file floods the
/// terminal: of each kind of diagnostic in a file (the same severity and the same message
/// once its quoted values and numbers are left out) the first `shownPerKind` are printed,
/// and where the next would have been, one line says how many more of that kind there are:
/// `warning: Templates/i18n/pl.yml: and 943,690 more warnings (is not a text of the theme;
/// it is ignored)`. Nothing else changes: each line shown is the diagnostic's description,
/// and what is counted (errors, warnings, `--strict`) is counted from the diagnostics.
public enum DiagnosticSummary {
  /// How many diagnostics of one kind in one file are printed before the rest are counted.
  public static let shownPerKind = 20

  /// The lines for `diagnostics`, in their order; with `strict`, warnings are shown as errors.
  public static func lines(_ diagnostics: [Diagnostic], strict: Bool = false) -> [String] {
    struct Kind {
      var count = 0
      /// Where the "and N more" line goes, once there is one.
      var summaryLine: Int?
      var text = ""
    }
    var lines: [String] = []
    var kinds: [String: Kind] = [:]
    var summaries: [String] = []
    for var diagnostic in diagnostics {
      if strict { diagnostic.severity = .error }
      let text = kindText(diagnostic.message)
      let key = "\(diagnostic.severity.rawValue)\u{0}\(diagnostic.file)\u{0}\(text)"
      var kind = kinds[key] ?? Kind(text: text)
      kind.count += 1
      if kind.count <= shownPerKind {
        lines.append(diagnostic.description)
      } else if kind.summaryLine == nil {
        kind.summaryLine = lines.count
        lines.append("")
        summaries.append(key)
      }
      kinds[key] = kind
    }
    for key in summaries {
      guard let kind = kinds[key], let index = kind.summaryLine else { continue }
      let parts = key.split(separator: "\u{0}", maxSplits: 2, omittingEmptySubsequences: false)
      let more = kind.count - shownPerKind
      let noun = "\(parts[0] == "error" ? "error" : "warning")\(more == 1 ? "" : "s")"
      lines[index] =
        "\(parts[0]): \(PrintableText.escaped(parts[1])): and \(grouped(more)) more \(noun) (\(kind.text))"
    }
    return lines
  }

  /// The message with each quoted value shown as `"…"` and each number as `…`: what the
  /// diagnostics of one kind share.
  package static func kindText(_ message: String) -> String {
    var text = ""
    var scalars = message.unicodeScalars.makeIterator()
    var inNumber = false
    while let scalar = scalars.next() {
      if scalar == "\"" {
        // A quoted value (`JSONValue.quote`): up to the next quote that is not escaped.
        while let inner = scalars.next(), inner != "\"" {
          if inner == "\\" { _ = scalars.next() }
        }
        text += "\"…\""
        inNumber = false
      } else if ("0"..."9").contains(scalar) {
        if !inNumber { text += "…" }
        inNumber = true
      } else {
        text.unicodeScalars.append(scalar)
        inNumber = false
      }
    }
    return text
  }

  /// 1234567 as "1,234,567" and -1000 as "-1,000", as numbers are written in messages.
  package static func grouped(_ number: Int) -> String {
    var digits = String(number.magnitude)
    var index = digits.endIndex
    while digits.distance(from: digits.startIndex, to: index) > 3 {
      index = digits.index(index, offsetBy: -3)
      digits.insert(",", at: index)
    }
    return (number < 0 ? "-" : "") + digits
  }
}
