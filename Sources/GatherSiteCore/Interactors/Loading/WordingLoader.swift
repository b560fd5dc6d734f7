import Foundation
import Yams

/// Makes the site's `Wording` from the theme's catalogues (`i18n/LANG.yml`): English, then
/// the built-in catalogue of the language, then the site's own file of the same name, each
/// text of a later one taking the place of the earlier one's. A site can so override
/// single texts, or add a language the theme lacks; its dates and numbers then come from
/// ICU's data for the language.
public struct WordingLoader {
  /// The built-in theme's catalogues and the site's own, by language, as text.
  public var builtIn: [String: String]
  public var site: [String: String]
  /// How the site's templates folder is named in messages ("Templates").
  public var siteFolder: String

  public init(builtIn: [String: String], site: [String: String], siteFolder: String) {
    self.builtIn = builtIn
    self.site = site
    self.siteFolder = siteFolder
  }

  /// The languages there is a catalogue for, sorted.
  public var languages: [String] { Set(builtIn.keys).union(site.keys).sorted() }

  /// The wording of `language`, or `nil` (with an error) when there is no catalogue for it,
  /// a catalogue cannot be read, or the catalogues give both sides the same name. A text
  /// the language's catalogues lack is taken from English, with a warning naming it; a text
  /// with plural forms where English has a single text, or the other way round, gets a
  /// warning too. With `sidesNamed` (`teamNames` in site.yml names the sides), the
  /// catalogues' names of the sides are never shown, and may be the same.
  public func wording(
    language: String, sidesNamed: Bool = false, into diagnostics: inout Diagnostics
  ) -> Wording? {
    guard languages.contains(language) else {
      diagnostics.error(
        "site.yml", "language",
        "\(JSONValue.quote(language)) has no catalogue; the available languages are \(languages.joined(separator: ", ")) (or add \(siteFolder)/i18n/\(language).yml)"
      )
      return nil
    }
    guard let english = builtIn["en"].flatMap({ read($0, file: "i18n/en.yml", &diagnostics) })
    else { return nil }
    var entries = english.entries
    var locale = language == "en" ? english.locale : nil
    var elisions = language == "en" ? english.elisions : [:]
    var layers: [(text: String, file: String)] = []
    if language != "en", let text = builtIn[language] {
      layers.append((text, "i18n/\(language).yml"))
    }
    if let text = site[language] { layers.append((text, "\(siteFolder)/i18n/\(language).yml")) }
    var given = Set<String>()
    // The file that last gave a name of the two sides.
    var teamsGivenIn = "i18n/en.yml"
    for (text, file) in layers {
      guard let catalogue = read(text, file: file, &diagnostics) else { return nil }
      locale = catalogue.locale ?? locale
      elisions.merge(catalogue.elisions) { $1 }
      for (key, entry) in catalogue.entries.sorted(by: { $0.key < $1.key }) {
        guard let base = english.entries[key] else {
          diagnostics.warning(file, key, "is not a text of the theme; it is ignored")
          continue
        }
        let known =
          Self.names(base) + (Phrase(rawValue: key).flatMap { Phrase.alsoFilled[$0] } ?? [])
        let unknown = Set(Self.names(entry)).subtracting(known)
        if let name = unknown.sorted().first {
          diagnostics.warning(
            file, key,
            "uses {\(name)}, which is never filled in (the English text has \(known.map { "{\($0)}" }.joined(separator: ", ")))"
          )
        }
        switch (base, entry) {
        case (.text, .plural(let forms)):
          diagnostics.warning(
            file, key,
            "has plural forms (\(Self.categories(forms))), but the English text is a single text; only `other` is shown"
          )
        case (.plural(let forms), .text):
          diagnostics.warning(
            file, key,
            "is a single text, but the English text has plural forms (\(Self.categories(forms))); it is shown for every number"
          )
        default: break
        }
        entries[key] = entry
        given.insert(key)
        if key == "teams.a" || key == "teams.b" { teamsGivenIn = file }
      }
      if language == "en" { given = Set(english.entries.keys) }
    }
    if language != "en" {
      let file = layers.last?.file ?? "i18n/\(language).yml"
      for key in english.entries.keys.sorted() where !given.contains(key) {
        diagnostics.warning(file, key, "is missing for \(language); the English text is used")
      }
    }
    let identifier =
      locale ?? (language == "en" ? "en_GB" : language.replacingOccurrences(of: "-", with: "_"))
    let wording = Wording(
      language: language, locale: Locale(identifier: identifier), entries: entries,
      elisions: elisions)
    // As `teamNames` in site.yml, the catalogue must tell the sides apart.
    let (a, b) = (wording[.teamsA], wording[.teamsB])
    if !sidesNamed, Self.trimmed(a) == Self.trimmed(b) {
      diagnostics.error(
        teamsGivenIn, "teams",
        "gives both sides (teams.a and teams.b) the name \(JSONValue.quote(Self.trimmed(a))); they must differ"
      )
      return nil
    }
    return wording
  }

  /// A text without the spaces and line breaks at its ends, as `teamNames` compares names.
  private static func trimmed(_ text: String) -> String {
    text.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// "one, other": the plural categories of a text, in CLDR's order.
  private static func categories(_ forms: [PluralRule.Category: Wording.Pattern]) -> String {
    PluralRule.Category.allCases.filter { forms[$0] != nil }.map(\.rawValue).joined(
      separator: ", ")
  }

  /// The names a text is filled in with, in all its forms.
  private static func names(_ entry: Wording.Entry) -> [String] {
    switch entry {
    case .text(let pattern): pattern.names
    case .plural(let forms): forms.values.flatMap(\.names)
    }
  }

  /// "it_IT", "pt_BR", "sr_Latn_RS": a language of 2 to 8 letters, then parts of 1 to 8
  /// letters and digits joined by `_` or `-`.
  static func isLocaleIdentifier(_ text: String) -> Bool {
    SiteConfigLoader.isLanguageTag(text.replacingOccurrences(of: "_", with: "-"))
  }

  /// A catalogue's locale, texts by dotted key, and the words that elide before a vowel
  /// (`elision: {"de": "d'"}`).
  private func read(_ text: String, file: String, _ diagnostics: inout Diagnostics)
    -> (locale: String?, entries: [String: Wording.Entry], elisions: [String: String])?
  {
    let root: Node?
    switch BoundedYAML.read(text, as: .catalogue, file: file) {
    case .success(let node): root = node
    case .failure(let error):
      diagnostics.append(error)
      return nil
    }
    guard case .mapping(let mapping)? = root else {
      diagnostics.error(file, nil, "expected a mapping of texts (key: text)")
      return nil
    }
    var locale: String?
    var entries: [String: Wording.Entry] = [:]
    var elisions: [String: String] = [:]
    func walk(_ mapping: Node.Mapping, prefix: String) {
      for (keyNode, value) in mapping {
        let key = prefix + (keyNode.string ?? "")
        if key == "locale", case .scalar(let scalar) = value {
          // ICU's data is looked up by it: only a well-formed identifier is passed on.
          if Self.isLocaleIdentifier(scalar.string) {
            locale = scalar.string
          } else {
            diagnostics.warning(
              file, key,
              "\(JSONValue.quote(scalar.string)) is not a locale such as it_IT or pt_BR; it is ignored"
            )
          }
          continue
        }
        if key == "elision" {
          readElisions(value, file: file, into: &elisions, &diagnostics)
          continue
        }
        switch value {
        case .scalar(let scalar):
          entries[key] = .text(Wording.Pattern(scalar.string))
        case .mapping(let inner):
          // Plural forms: every key a plural category (as text), every value a text.
          let pairs = inner.compactMap { category, form -> (PluralRule.Category, String)? in
            guard let name = category.string, let category = PluralRule.Category(rawValue: name),
              let text = form.scalar?.string
            else { return nil }
            return (category, text)
          }
          if !inner.isEmpty, pairs.count == inner.count {
            var forms: [PluralRule.Category: Wording.Pattern] = [:]
            for (category, text) in pairs { forms[category] = Wording.Pattern(text) }
            guard forms[.other] != nil else {
              diagnostics.error(file, key, "a text with plural forms needs `other`")
              continue
            }
            entries[key] = .plural(forms)
          } else {
            walk(inner, prefix: key + ".")
          }
        default:
          diagnostics.error(file, key, "expected a text or a mapping of texts")
        }
      }
    }
    walk(mapping, prefix: "")
    return (locale, entries, elisions)
  }

  /// The `elision` section: each word (letters only) and its elided form (letters and an
  /// apostrophe, "d'"); anything else is warned about and ignored.
  private func readElisions(
    _ node: Node, file: String, into elisions: inout [String: String],
    _ diagnostics: inout Diagnostics
  ) {
    guard case .mapping(let mapping) = node else {
      diagnostics.warning(
        file, "elision", "expected words and their elided forms (de: \"d'\"); it is ignored")
      return
    }
    for (wordNode, formNode) in mapping {
      guard let word = wordNode.string, !word.isEmpty, word.allSatisfy(\.isLetter),
        let form = formNode.scalar?.string, !form.isEmpty, form.count <= 16
      else {
        diagnostics.warning(
          file, "elision.\(wordNode.string ?? "")",
          "expected a word and its elided form (de: \"d'\"); it is ignored")
        continue
      }
      elisions[word] = form
    }
  }
}
