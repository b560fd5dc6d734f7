import Foundation

/// The site's words in its language: every label, phrase and abbreviation a reader sees,
/// and how its numbers are written. Made by `WordingLoader` from the theme's catalogue of
/// the language, with English wherever that catalogue lacks a text.
///
/// Texts are filled in by name (`{team}`), and a text with plural forms is chosen by its
/// `{count}` under the language's CLDR plural rules (`PluralRule`).
public struct Wording: Sendable {
  /// A text of the catalogue, split at the names it is filled in with.
  struct Pattern: Sendable {
    enum Piece: Sendable {
      case literal(String)
      case value(String)
    }

    var pieces: [Piece]

    init(_ text: String) {
      var pieces: [Piece] = []
      var rest = Substring(text)
      while let open = rest.firstIndex(of: "{"),
        let close = rest[open...].firstIndex(of: "}"),
        rest[rest.index(after: open)..<close].allSatisfy({ $0.isLetter || $0.isNumber })
      {
        if open > rest.startIndex { pieces.append(.literal(String(rest[..<open]))) }
        pieces.append(.value(String(rest[rest.index(after: open)..<close])))
        rest = rest[rest.index(after: close)...]
      }
      if !rest.isEmpty { pieces.append(.literal(String(rest))) }
      self.pieces = pieces
    }

    /// The names the text is filled in with.
    var names: [String] {
      pieces.compactMap {
        if case .value(let name) = $0 { name } else { nil }
      }
    }

    func fill(_ values: [(String, String)], elisions: Elisions = Elisions()) -> String {
      if pieces.count == 1, case .literal(let literal) = pieces[0] { return literal }
      var text = ""
      for piece in pieces {
        switch piece {
        case .literal(let literal): text += literal
        case .value(let name):
          let value = values.first { $0.0 == name }?.1 ?? "{\(name)}"
          elisions.elide(&text, before: value)
          text += value
        }
      }
      return text
    }
  }

  /// The words of a language that lose their vowel before a value that starts with a vowel
  /// or an h, from the catalogue's `elision` section: French "de" + "Attallah" is
  /// "d'Attallah", Italian "la" + "Inter" is "l'Inter".
  struct Elisions: Sendable {
    /// The elided form of each word, by the word in lower case ("de": "d'").
    var forms: [String: String] = [:]

    /// Replaces the word and the space at the end of `text` by the word's elided form
    /// when `value` starts with a vowel or an h ("Triplé de " + "Hugo": "Triplé d'").
    /// The elided form takes the case of the word's first letter ("De " gives "D'").
    func elide(_ text: inout String, before value: String) {
      guard !forms.isEmpty, text.last == " ",
        let start = value.firstIndex(where: { !"[*_«\"“„(".contains($0) }),
        Self.startsElision(value[start...])
      else { return }
      let beforeSpace = text.dropLast()
      let wordStart =
        beforeSpace.lastIndex(where: { !$0.isLetter }).map { beforeSpace.index(after: $0) }
        ?? beforeSpace.startIndex
      let word = beforeSpace[wordStart...]
      guard let initial = word.first, var form = forms[word.lowercased()] else { return }
      if initial.isUppercase, let letter = form.first {
        form = letter.uppercased() + form.dropFirst()
      }
      text.replaceSubrange(wordStart..., with: form)
    }

    /// A vowel (accented or not) or an h; a y before a consonant ("Yves", not "Yann").
    private static func startsElision(_ text: Substring) -> Bool {
      func plain(_ character: Character?) -> String {
        character.map {
          String($0).folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil)
        } ?? ""
      }
      let vowels: Set<String> = ["a", "e", "i", "o", "u", "œ", "æ"]
      let first = plain(text.first)
      if first == "y" {
        let next = plain(text.dropFirst().first)
        return !next.isEmpty && next.first!.isLetter && !vowels.contains(next) && next != "y"
      }
      return vowels.contains(first) || first == "h"
    }
  }

  /// One entry of the catalogue: a text, or a text per plural category.
  enum Entry: Sendable {
    case text(Pattern)
    case plural([PluralRule.Category: Pattern])
  }

  /// The BCP 47 tag of the language, as `site.yml` gives it ("pt-BR").
  public let language: String
  /// The ICU locale of the language's dates and numbers.
  public let locale: Locale
  /// The catalogue's entries.
  private let entries: [Phrase: Entry]
  /// The words that elide before a value that starts with a vowel or an h.
  private let elisions: Elisions
  private let plurals: PluralRule
  private let decimalSeparator: String
  /// What comes before and after the number in a percentage ("", "%"; "", " %").
  private let percentAffixes: (prefix: String, suffix: String)
  /// ICU's ordinal numbers in the language ("1st", "3.", "2º"). Foundation's formatter
  /// may be used by many threads at once.
  private let ordinals: NumberFormatter

  init(
    language: String, locale: Locale, entries: [String: Entry], elisions: [String: String] = [:]
  ) {
    self.language = language
    self.elisions = Elisions(
      forms: Dictionary(
        elisions.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { $1 }))
    self.locale = locale
    self.entries = Dictionary(
      uniqueKeysWithValues: Phrase.allCases.compactMap { phrase in
        entries[phrase.rawValue].map { (phrase, $0) }
      })
    self.plurals = PluralRule(language: language)
    decimalSeparator = locale.decimalSeparator ?? "."
    let percent = (0.5).formatted(.percent.precision(.fractionLength(0)).locale(locale))
    if let range = percent.range(of: "50") {
      percentAffixes = (String(percent[..<range.lowerBound]), String(percent[range.upperBound...]))
    } else {
      percentAffixes = ("", "%")
    }
    ordinals = NumberFormatter()
    ordinals.locale = locale
    ordinals.numberStyle = .ordinal
    let code = locale.language.languageCode?.identifier ?? "en"
    openGraphLocale = locale.region.map { "\(code)_\($0.identifier)" } ?? code
  }

  /// "en_GB", "pt_BR": the locale as Open Graph writes it.
  public let openGraphLocale: String

  /// The text of `phrase` (the `other` form of a text with plural forms).
  public subscript(_ phrase: Phrase) -> String { self(phrase) }

  /// The text of `phrase` filled in with `values`, given as (name, value).
  public func callAsFunction(_ phrase: Phrase, _ values: (String, String)...) -> String {
    text(phrase, count: nil, values)
  }

  /// The form of `phrase` for `count` under the language's plural rules, with `{count}`
  /// and `values` filled in.
  public func count(_ phrase: Phrase, _ count: Int, _ values: (String, String)...) -> String {
    self.count(phrase, count, values)
  }

  /// The same, with the values as an array.
  public func count(_ phrase: Phrase, _ count: Int, _ values: [(String, String)]) -> String {
    text(phrase, count: count, values + [("count", String(count))])
  }

  private func text(_ phrase: Phrase, count: Int?, _ values: [(String, String)]) -> String {
    switch entries[phrase] {
    case .text(let pattern)?: return pattern.fill(values, elisions: elisions)
    case .plural(let forms)?:
      let category = count.map(plurals.category) ?? .other
      return (forms[category] ?? forms[.other] ?? forms.first!.value).fill(
        values, elisions: elisions)
    case nil: return phrase.rawValue
    }
  }

  /// A number written by the program with a full stop ("18.42", "-0.5"), with the
  /// language's decimal separator.
  public func decimal(_ text: String) -> String {
    decimalSeparator == "." ? text : text.replacingOccurrences(of: ".", with: decimalSeparator)
  }

  /// "62.5%", "62,5 %": a share to one decimal; "–" for no number (NaN, or too large to
  /// be a share), which would stop the program on its way to an `Int`.
  public func percent(_ rate: Double) -> String {
    let scaled = (rate * 1000).rounded()
    guard scaled.magnitude < 1e15 else { return "–" }
    let tenths = Int(scaled)
    return percentAffixes.prefix + "\(tenths / 10)\(decimalSeparator)\(tenths % 10)"
      + percentAffixes.suffix
  }

  /// "62%": a probability to a whole percent; "–" for no number, as `percent` writes it.
  public func wholePercent(_ probability: Double) -> String {
    let scaled = (probability * 100).rounded()
    guard scaled.magnitude < 1e15 else { return "–" }
    return percentAffixes.prefix + "\(Int(scaled))" + percentAffixes.suffix
  }

  /// "1st", "3.", "2º": a rank.
  public func ordinal(_ n: Int) -> String {
    ordinals.string(from: NSNumber(value: n)) ?? String(n)
  }
}

extension Wording {
  /// The built-in English wording: the command line's own messages use it.
  public static let english: Wording = {
    var ignored = Diagnostics()
    let english = DefaultTheme.files["i18n/en.yml"].flatMap { Data(base64Encoded: $0) }
      .map { String(decoding: $0, as: UTF8.self) }
    return WordingLoader(builtIn: ["en": english ?? ""], site: [:], siteFolder: "Templates")
      .wording(language: "en", into: &ignored)!
  }()
}
