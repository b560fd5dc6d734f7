import Foundation
import Testing

@testable import GatherSiteCore

/// What a site's own catalogue (`Templates/i18n/LANG.yml`) may not get wrong silently.
@Suite struct WordingLoaderTests {
  private func wording(_ language: String, site: [String: String], sidesNamed: Bool = false)
    -> (Wording?, [String])
  {
    var diagnostics = Diagnostics()
    let wording = WordingLoader(
      builtIn: WordingTests.theme.catalogues, site: site, siteFolder: "Templates"
    ).wording(language: language, sidesNamed: sidesNamed, into: &diagnostics)
    return (wording, diagnostics.all.map(\.description))
  }

  /// Plural forms where English has one text, and one text where English has plural forms,
  /// were taken without a word.
  @Test func pluralFormsThatEnglishDoesNotHaveAreAWarning() throws {
    let (english, messages) = wording(
      "en",
      site: [
        "en": """
        nav:
          home:
            one: Home
            other: Homes
        count:
          matches: "{count} matches"
        """
      ])
    #expect(
      messages == [
        "warning: Templates/i18n/en.yml: count.matches: is a single text, but the English text has plural forms (one, other); it is shown for every number",
        "warning: Templates/i18n/en.yml: nav.home: has plural forms (one, other), but the English text is a single text; only `other` is shown",
      ])
    let wording = try #require(english)
    #expect(wording[.navHome] == "Homes")
    #expect(wording.count(.countMatches, 1) == "1 matches")
  }

  /// `teamNames` in site.yml refuses two sides of one name; a catalogue is held to the same.
  @Test func aCatalogueGivingBothSidesOneNameIsAnError() {
    let (german, messages) = wording("de", site: ["de": "teams:\n  a: Team\n  b: \" Team \"\n"])
    #expect(german == nil)
    #expect(
      messages == [
        "error: Templates/i18n/de.yml: teams: gives both sides (teams.a and teams.b) the name \"Team\"; they must differ"
      ])
    // The file named is the one that made the names equal.
    let (english, found) = wording("en", site: ["en": "teams:\n  b: Team A\n"])
    #expect(english == nil)
    #expect(
      found == [
        "error: Templates/i18n/en.yml: teams: gives both sides (teams.a and teams.b) the name \"Team A\"; they must differ"
      ])
    #expect(wording("pl", site: ["pl": "teams:\n  a: Drużyna A\n"]).0 != nil)
    // With `teamNames` in site.yml, the catalogue's names are never shown.
    let (named, said) = wording("en", site: ["en": "teams:\n  b: Team A\n"], sidesNamed: true)
    #expect(named != nil && said.isEmpty)
  }

  /// Found by fuzz-yaml: a mapping whose keys were plural categories but for one that is no
  /// text stopped the program, and so did a locale ICU could not take.
  @Test func aPluralMappingWithAKeyThatIsNoTextAndABadLocaleAreNoCrash() {
    let (plural, said) = wording(
      "pl", site: ["pl": "site:\n  footer:\n    one: x\n    ? [a]\n    : y\n"])
    #expect(plural != nil)
    #expect(said.contains { $0.contains("site.footer") }, "\(said)")
    let (local, warned) = wording("it", site: ["it": "locale: \"it_\u{FFFD}\u{FFFD}\"\n"])
    #expect(local?.locale.identifier == "it_IT")
    #expect(
      warned.contains(
        "warning: Templates/i18n/it.yml: locale: \"it_\u{FFFD}\u{FFFD}\" is not a locale such as it_IT or pt_BR; it is ignored"
      ), "\(warned)")
  }
}
