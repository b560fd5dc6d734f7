import Foundation
import Testing

@testable import GatherSiteCore

/// The catalogues, plural rules and number formats of the site's languages.
@Suite struct WordingTests {
  static let theme = try! Theme.load(overriding: nil)
  static let bundled = ["de", "en", "es", "fr", "it", "nl", "pt-BR"]

  static func wording(_ language: String, site: [String: String] = [:]) -> (Wording?, Diagnostics) {
    var diagnostics = Diagnostics()
    let wording = WordingLoader(builtIn: theme.catalogues, site: site, siteFolder: "Templates")
      .wording(language: language, into: &diagnostics)
    return (wording, diagnostics)
  }

  /// English has every text the program asks for, and every bundled language has every
  /// English text, with no name it never fills in.
  @Test(arguments: bundled) func everyBundledCatalogueIsComplete(_ language: String) throws {
    #expect(Set(Self.theme.catalogues.keys) == Set(Self.bundled))
    let (wording, diagnostics) = Self.wording(language)
    #expect(diagnostics.all.isEmpty, "\(diagnostics.all)")
    let english = try #require(Self.wording("en").0)
    for phrase in Phrase.allCases {
      #expect(english[phrase] != phrase.rawValue, "en.yml lacks \(phrase.rawValue)")
      #expect(try #require(wording)[phrase] != phrase.rawValue, "\(language) lacks \(phrase)")
    }
  }

  /// A share or chance that is no number (the ratings of sides of 100,000 players were
  /// NaN) stopped the program on its way to an `Int`: it is written "–".
  @Test func aShareThatIsNoNumberIsADash() {
    let english = Wording.english
    #expect(english.percent(.nan) == "–" && english.percent(.infinity) == "–")
    #expect(english.percent(1e300) == "–")
    #expect(english.wholePercent(.nan) == "–" && english.wholePercent(-.infinity) == "–")
    #expect(english.percent(0.625) == "62.5%" && english.wholePercent(0.62) == "62%")
  }

  @Test func anUnknownLanguageIsAnErrorListingTheAvailableOnes() {
    let (wording, diagnostics) = Self.wording("pl")
    #expect(wording == nil)
    #expect(
      diagnostics.errors.map(\.description) == [
        "error: site.yml: language: \"pl\" has no catalogue; the available languages are de, en, es, fr, it, nl, pt-BR (or add Templates/i18n/pl.yml)"
      ])
  }

  /// A site's own file overrides single texts; a language of its own gets English for what
  /// it lacks, with a warning naming each key, and ICU's dates and numbers.
  @Test func aSiteOverridesTextsAndAddsLanguages() throws {
    let (german, germanFound) = Self.wording("de", site: ["de": "nav:\n  home: Übersicht\n"])
    #expect(germanFound.all.isEmpty)
    #expect(try #require(german)[.navHome] == "Übersicht")
    #expect(try #require(german)[.navResults] == "Ergebnisse")

    let (polish, found) = Self.wording(
      "pl", site: ["pl": "nav:\n  home: Strona główna\nnavv: x\nteams:\n  a: \"{druzyna} A\"\n"])
    let wording = try #require(polish)
    #expect(wording[.navHome] == "Strona główna")
    #expect(wording[.navResults] == "Results")
    let messages = found.warnings.map(\.description)
    #expect(
      messages.contains(
        "warning: Templates/i18n/pl.yml: nav.results: is missing for pl; the English text is used"))
    #expect(
      messages.contains(
        "warning: Templates/i18n/pl.yml: navv: is not a text of the theme; it is ignored"))
    #expect(messages.contains { $0.contains("teams.a: uses {druzyna}, which is never filled in") })
    let date = try #require(ISO8601DateFormatter().date(from: "2024-09-12T19:40:00Z"))
    let dates = DateText(timeZone: TimeZone(identifier: "UTC")!, wording: wording)
    #expect(dates.long(date, dateOnly: false) == "czwartek 12 września 2024, 19:40")
    #expect(wording.percent(0.625) == "62,5%")
  }

  @Test func datesAndNumbersFollowTheLanguage() throws {
    let date = try #require(ISO8601DateFormatter().date(from: "2024-05-12T20:40:00Z"))
    let london = TimeZone(identifier: "Europe/London")!
    let expected: [(String, String, String, String, String)] = [
      ("en", "Sunday 12 May 2024, 21:40", "12 May 2024", "62.5%", "1st"),
      ("pt-BR", "domingo, 12 de maio de 2024, 21:40", "12/05/2024", "62,5%", "1º"),
      ("de", "Sonntag, 12. Mai 2024, 21:40", "12.05.2024", "62,5\u{A0}%", "1."),
      ("es", "domingo, 12 de mayo de 2024, 21:40", "12 may 2024", "62,5\u{A0}%", "1.º"),
      ("fr", "dimanche 12 mai 2024, 21:40", "12 mai 2024", "62,5\u{A0}%", "1er"),
      ("it", "domenica 12 maggio 2024, 21:40", "12 mag 2024", "62,5%", "1º"),
      ("nl", "zondag 12 mei 2024, 21:40", "12 mei 2024", "62,5%", "1e"),
    ]
    for (language, long, short, percent, first) in expected {
      let wording = try #require(Self.wording(language).0)
      let dates = DateText(timeZone: london, wording: wording)
      #expect(dates.long(date, dateOnly: false) == long, "\(language)")
      // A date without a time shows no time.
      #expect(dates.long(date, dateOnly: true) == String(long.dropLast(", 21:40".count)))
      #expect(dates.short(date) == short, "\(language)")
      #expect(wording.percent(0.625) == percent, "\(language)")
      // Shares from 0 to 100% are written ahead; others are written when asked for.
      for (rate, number) in [(0.0, "0.0"), (1.0, "100.0"), (0.0004, "0.0"), (1.5, "150.0")] {
        #expect(
          wording.percent(rate)
            == percent.replacingOccurrences(of: "62.5", with: number).replacingOccurrences(
              of: "62,5", with: number.replacingOccurrences(of: ".", with: ",")),
          "\(language) \(rate)")
      }
      #expect(wording.ordinal(1) == first, "\(language)")
    }
    #expect(try #require(Self.wording("en").0).openGraphLocale == "en_GB")
    #expect(try #require(Self.wording("pt-BR").0).openGraphLocale == "pt_BR")
  }

  /// An organiser's own date patterns are ICU's, whatever fields they use: an offset, a
  /// three-digit day, quoted text.
  @Test func catalogueDatePatternsAreICUPatterns() throws {
    let date = try #require(ISO8601DateFormatter().date(from: "2024-06-26T18:45:00Z"))
    let wording = try #require(
      Self.wording(
        "en",
        site: [
          "en": "dates:\n  long: \"EEEE d MMMM y, HH:mm xxx\"\n  short: \"ddd 'o''clock' X\"\n"
        ]
      ).0)
    let dates = DateText(timeZone: TimeZone(identifier: "Europe/London")!, wording: wording)
    #expect(dates.long(date, dateOnly: false) == "Wednesday 26 June 2024, 19:45 +01:00")
    #expect(dates.short(date) == "026 o'clock +01")
  }

  /// CLDR: French and Brazilian Portuguese say "0 partida" and "1 match" in the singular,
  /// English and German "0 matches"; whole millions take `many` in the Romance languages.
  @Test func pluralsFollowTheCLDRCategories() throws {
    let cases: [(String, Int, String)] = [
      ("en", 0, "0 matches"), ("en", 1, "1 match"), ("en", 2, "2 matches"),
      ("de", 0, "0 Spiele"), ("de", 1, "1 Spiel"), ("de", 1_000_000, "1000000 Spiele"),
      ("fr", 0, "0 match"), ("fr", 1, "1 match"), ("fr", 2, "2 matchs"),
      ("fr", 1_000_000, "1000000 de matchs"),
      ("pt-BR", 0, "0 partida"), ("pt-BR", 1, "1 partida"), ("pt-BR", 5, "5 partidas"),
      ("es", 0, "0 partidos"), ("es", 1, "1 partido"), ("es", 2_000_000, "2000000 de partidos"),
      ("it", 1, "1 partita"), ("it", 3, "3 partite"), ("nl", 1, "1 wedstrijd"),
      ("nl", 0, "0 wedstrijden"),
    ]
    for (language, count, text) in cases {
      #expect(try #require(Self.wording(language).0).count(.countMatches, count) == text)
    }
  }

  /// French elides "de" before a name that starts with a vowel or an h, accented or not,
  /// or a y before a consonant ("Yves"), and keeps it before a consonant, a y before a vowel
  /// ("Yann") or an apostrophe.
  @Test(arguments: [
    ("Attallah", "Triplé d'Attallah (3 buts)"), ("Hugo", "Triplé d'Hugo (3 buts)"),
    ("Émile", "Triplé d'Émile (3 buts)"), ("Bruno", "Triplé de Bruno (3 buts)"),
    ("Yves", "Triplé d'Yves (3 buts)"), ("Yann", "Triplé de Yann (3 buts)"),
    ("[Ana](x)", "Triplé d'[Ana](x) (3 buts)"), ("'Ali", "Triplé de 'Ali (3 buts)"),
  ])
  func frenchElidesBeforeAVowelOrAnH(_ name: String, _ expected: String) throws {
    let french = try #require(Self.wording("fr").0)
    #expect(french(.notesHatTrick, ("name", name), ("goals", "3")) == expected)
    #expect(french(.notesFirstGoal, ("name", name)).hasPrefix("Premier but d"))
  }

  /// Italian writes "di Andrea", never "d'Andrea", in the theme's texts; a site's own text
  /// with an article before a name elides it ("l'Inter"), before an h too, not before a
  /// consonant; a capital stays a capital.
  @Test func italianElidesItsArticlesButNotDi() throws {
    let italian = try #require(Self.wording("it").0)
    #expect(italian(.notesFirstGoal, ("name", "Andrea")) == "Primo gol di Andrea")
    let (own, found) = Self.wording("it", site: ["it": "result:\n  won: \"Vince la {team}\"\n"])
    #expect(found.all.isEmpty, "\(found.all)")
    let site = try #require(own)
    #expect(site(.resultWon, ("team", "Inter")) == "Vince l'Inter")
    #expect(site(.resultWon, ("team", "Hellas")) == "Vince l'Hellas")
    #expect(site(.resultWon, ("team", "Juve")) == "Vince la Juve")
    let capital = try #require(
      Self.wording("it", site: ["it": "result:\n  won: \"La {team} vince\"\n"]).0)
    #expect(capital(.resultWon, ("team", "Udinese")) == "L'Udinese vince")
  }

  /// English has no elision: "of Ana" stays.
  @Test func englishElidesNothing() {
    #expect(Wording.english(.notesFirstGoal, ("name", "Ana")) == "First goal for Ana")
  }
}
