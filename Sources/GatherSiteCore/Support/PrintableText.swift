/// Text from the input made safe to print on a terminal. It promises that what it returns
/// holds no control character (C0, DEL, C1) and no invisible format character (such as a
/// right-to-left override): each is shown as `\u{1B}`, a line break as `\n` and a tab as
/// `\t`, as `JSONValue.quote` shows them in quoted values. A file named
/// `pages/ESC]0;pwned BEL.md` can so neither retitle the window nor move the cursor.
public enum PrintableText {
  /// `text` with its control and format characters made visible, and cut with a `…` after
  /// `limit` scalars when given; nothing else changes.
  public static func escaped(_ text: some StringProtocol, limit: Int? = nil) -> String {
    let scalars = text.unicodeScalars
    let isCut = limit.map { scalars.count > $0 } ?? false
    guard isCut || scalars.contains(where: needsEscape) else { return String(text) }
    var shown = ""
    for scalar in scalars.prefix(limit ?? Int.max) { append(scalar, to: &shown) }
    return isCut ? shown + "…" : shown
  }

  /// `scalars` ready to go between double quotes: `"` and `\` escaped and control and
  /// format characters made visible (as `JSONValue.quote` does, but without cutting).
  public static func quotable(_ scalars: some Sequence<Unicode.Scalar>) -> String {
    var shown = ""
    for scalar in scalars {
      switch scalar {
      case "\"": shown += "\\\""
      case "\\": shown += "\\\\"
      default: append(scalar, to: &shown)
      }
    }
    return shown
  }

  /// How many characters `scalar` takes once quotable (1, 2 for `\n`, or up to 10).
  static func width(_ scalar: Unicode.Scalar) -> Int {
    if scalar == "\"" || scalar == "\\" { return 2 }
    var shown = ""
    append(scalar, to: &shown)
    return shown.unicodeScalars.count
  }

  private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    let category = scalar.properties.generalCategory
    return category == .control || category == .format
  }

  private static func append(_ scalar: Unicode.Scalar, to shown: inout String) {
    switch scalar {
    case "\n": shown += "\\n"
    case "\t": shown += "\\t"
    default:
      if needsEscape(scalar) {
        shown += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      } else {
        shown.unicodeScalars.append(scalar)
      }
    }
  }
}
