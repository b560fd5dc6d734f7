/// Which plural form a language uses for a whole number, by the CLDR plural rules of the
/// bundled languages (unicode.org/cldr, "Language Plural Rules"): `one` and `other` in
/// English, German, Dutch, Italian and Spanish, with `one` for 0 and 1 in French and
/// Brazilian Portuguese, and `many` for whole millions in French, Italian, Portuguese and
/// Spanish. Another language gets `one` for 1 and `other` for the rest.
///
/// Written out because Foundation offers no plural rules on Linux, and the rules of the
/// bundled languages are a line each.
struct PluralRule: Sendable {
  /// The CLDR plural categories.
  enum Category: String, Sendable, CaseIterable {
    case zero, one, two, few, many, other
  }

  private enum Kind {
    /// one for 1.
    case oneForOne
    /// one for 1, many for whole millions (es, it).
    case oneForOneManyForMillions
    /// one for 0 and 1, many for whole millions (fr, pt-BR).
    case oneForZeroAndOneManyForMillions
    /// one for 1, many for whole millions (pt-PT).
    case portugal
  }

  private let kind: Kind

  init(language: String) {
    let tag = language.lowercased()
    let base = tag.split(separator: "-").first.map(String.init) ?? tag
    kind =
      switch base {
      case "fr": .oneForZeroAndOneManyForMillions
      case "pt": tag == "pt-pt" ? .portugal : .oneForZeroAndOneManyForMillions
      case "es", "it", "ca": .oneForOneManyForMillions
      default: .oneForOne
      }
  }

  func category(_ n: Int) -> Category {
    let millions = n != 0 && n % 1_000_000 == 0
    switch kind {
    case .oneForOne: return n == 1 ? .one : .other
    case .oneForOneManyForMillions, .portugal: return n == 1 ? .one : millions ? .many : .other
    case .oneForZeroAndOneManyForMillions:
      return n == 0 || n == 1 ? .one : millions ? .many : .other
    }
  }
}
