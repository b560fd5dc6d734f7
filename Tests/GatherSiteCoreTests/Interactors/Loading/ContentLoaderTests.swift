import Foundation
import Testing

@testable import GatherSiteCore

@Suite struct ContentLoaderTests {
  @Test func loadsPagesWriteUpsAndStaticFiles() {
    let (input, _) = TestSupport.fixtureInput()
    #expect(input.pages.map(\.name) == ["about"])
    #expect(input.pages[0].title == "About the fixture" && input.pages[0].menuOrder == 1)
    let opening = input.league.gathers.firstIndex {
      $0.id == "11111111-1111-4111-8111-111111111111"
    }
    #expect(input.writeUps.count == 1 && input.writeUps[opening!]?.title == "Opening night")
    #expect(Array(input.staticFiles.keys) == ["CNAME"])
    #expect(input.config.title == "Fixture League")
  }

  /// Write-ups are kept by the gather's place in play order, which is not its place in the
  /// file when the export lists the gathers newest first.
  @Test func aWriteUpGoesWithItsGatherWhateverTheOrderOfTheExport() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let content = try TestSupport.copyOfFixtureLeague(in: root)
    let file = content.appendingPathComponent("data/gathers.json")
    let rows = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as! [Any]
    try JSONSerialization.data(withJSONObject: Array(rows.reversed())).write(to: file)
    var diagnostics = Diagnostics()
    let input = ContentLoader(contentDirectory: content).load(into: &diagnostics)
    #expect(!diagnostics.all.contains { $0.file.hasPrefix("matches/") })
    #expect(input.writeUps.count == 1)
    for (index, page) in input.writeUps {
      #expect(input.league.gathers[index].id == "11111111-1111-4111-8111-111111111111")
      #expect(page.title == "Opening night")
    }
    #expect(input.league.gathers.map(\.fileIndex) != Array(input.league.gathers.indices))
  }

  @Test func writeUpForAnUnknownGatherAndUnknownFrontMatterKeyAreWarnings() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let content = try TestSupport.copyOfFixtureLeague(in: root)
    try Data("Lost match\n".utf8).write(to: content.appendingPathComponent("matches/NOPE.md"))
    try Data("---\ntitle: Rules\nlayout: wide\n---\nBe nice\n".utf8).write(
      to: content.appendingPathComponent("pages/rules.md"))
    var diagnostics = Diagnostics()
    _ = ContentLoader(contentDirectory: content).load(into: &diagnostics)
    let messages = diagnostics.all.filter { $0.file != "data/gathers.json" }.map(\.description)
    #expect(
      messages == [
        "warning: pages/rules.md: layout: unknown front matter key is ignored",
        "warning: matches/NOPE.md: \"NOPE\" is not the id of a gather in data/gathers.json; ignored",
      ])
  }

  /// A title or description given as YAML null was published as the text "null": a
  /// field given as null is absent, in pages and write-ups alike. A quoted "null" is text.
  @Test func aNullFrontMatterFieldIsAbsent() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let content = try TestSupport.copyOfFixtureLeague(in: root)
    try Data("---\ntitle: ~\ndescription: null\nmenu: ~\n---\nRules\n".utf8).write(
      to: content.appendingPathComponent("pages/rules.md"))
    try Data("---\ntitle: \"null\"\ndescription:\n---\nText\n".utf8).write(
      to: content.appendingPathComponent("pages/quoted.md"))
    try Data("---\ntitle: NULL\ndescription: ~\n---\nA match\n".utf8).write(
      to: content.appendingPathComponent("matches/11111111-1111-4111-8111-111111111111.md"))
    var diagnostics = Diagnostics()
    let input = ContentLoader(contentDirectory: content).load(into: &diagnostics)
    #expect(
      !diagnostics.all.contains { $0.file.hasPrefix("pages/") || $0.file.hasPrefix("matches/") })
    let pages = Dictionary(uniqueKeysWithValues: input.pages.map { ($0.name, $0) })
    let rules = try #require(pages["rules"])
    #expect(rules.title == nil && rules.description == nil && rules.menuOrder == nil)
    let quoted = try #require(pages["quoted"])
    #expect(quoted.title == "null" && quoted.description == nil)
    let writeUp = try #require(input.writeUps.values.first)
    #expect(writeUp.title == nil && writeUp.description == nil)
  }

  /// A menu place that Yams would read as base 60 overflowed there and stopped the program.
  @Test func aBase60MenuPlaceIsAWarning() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let content = try TestSupport.copyOfFixtureLeague(in: root)
    try Data("---\nmenu: 1:0:0:0:0:0:0:0:0:0:0\n---\nRules\n".utf8).write(
      to: content.appendingPathComponent("pages/rules.md"))
    var diagnostics = Diagnostics()
    _ = ContentLoader(contentDirectory: content).load(into: &diagnostics)
    #expect(
      diagnostics.all.filter { $0.file == "pages/rules.md" }.map(\.description) == [
        "warning: pages/rules.md: menu: \"1:0:0:0:0:0:0:0:0:0:0\" is not a whole number; the page is left out of the menu"
      ])
  }

  /// `--base-url` is refused as `baseURL` in site.yml is, naming the option and the value.
  @Test func aBaseURLOverrideWithAQueryOrFragmentIsAnError() {
    var (input, _) = TestSupport.fixtureInput()
    let before = input.config.baseURL
    var diagnostics = Diagnostics()
    input.overrideBaseURL("https://example.org/?utm=1#top", &diagnostics)
    input.overrideBaseURL("https://ana@example.org/league", &diagnostics)
    input.overrideBaseURL("ftp://example.org/", &diagnostics)
    #expect(input.config.baseURL == before)
    #expect(
      diagnostics.all.map(\.description) == [
        "error: --base-url: \"https://example.org/?utm=1#top\" has a query and a fragment; give the site's address without them",
        "error: --base-url: \"https://ana@example.org/league\" has a user name; give the site's address without it",
        "error: --base-url: \"ftp://example.org/\" is not an absolute http(s) URL",
      ])
    input.overrideBaseURL("https://example.org/league", &diagnostics)
    #expect(input.config.baseURL.absoluteString == "https://example.org/league/")
  }

  @Test func pageNamedLikeASectionOfTheSiteIsAnError() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let content = try TestSupport.copyOfFixtureLeague(in: root)
    try Data("# Mine\n".utf8).write(to: content.appendingPathComponent("pages/Players.md"))
    var diagnostics = Diagnostics()
    let input = ContentLoader(contentDirectory: content).load(into: &diagnostics)
    diagnostics = Diagnostics()
    input.checkPageNames(reserved: PageRegistry.reservedSegments, &diagnostics)
    #expect(
      diagnostics.errors.map(\.description) == [
        "error: pages/Players.md: \"players\" is a section of the site; rename the page"
      ])
  }
}
