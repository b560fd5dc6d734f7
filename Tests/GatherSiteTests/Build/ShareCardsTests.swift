import Foundation
import Testing

@testable import GatherSite
@testable import GatherSiteCore

/// Share cards in a built site: linked from their pages' Open Graph tags at absolute
/// addresses, present as files, renamed when what they say changes, and only for the
/// latest matches.
@Suite struct ShareCardsTests {
  private static func meta(_ property: String, in page: String) -> String? {
    let pattern = try! Regex(#"<meta (?:property|name)=""# + property + #"" content="([^"]*)">"#)
    return page.firstMatch(of: pattern).map { String($0.output[1].substring!) }
  }

  /// The address of player `id`'s card drawn in `fonts`.
  private static func playerCardURL(_ content: URL, id: Int, fonts: String) throws -> String {
    var diagnostics = Diagnostics()
    let input = ContentLoader(contentDirectory: content).load(into: &diagnostics)
    let facts = LeagueFactsInteractor.facts(for: input.league, config: input.config)
    let router = Router(facts: facts, pages: input.pages)
    let context = PresentationContext(
      facts: facts, router: router, wording: .english, cardFonts: fonts)
    let file = try #require(ShareCardPresenter(context: context).file(for: .player(id: id)))
    return router.url(file.route)
  }

  @Test func pagesLinkTheirCardsAndTheCardsFollowTheData() async throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let content = try TestSupport.copyOfFixtureLeague(in: root)
    let settings = content.appendingPathComponent("site.yml")
    try (String(contentsOf: settings, encoding: .utf8) + "\nshareCardMatches: 2\n").write(
      to: settings, atomically: true, encoding: .utf8)
    let site = root.appendingPathComponent("_site")
    let options = TestSupport.options(content: content, output: site)
    _ = try await SiteBuilder().build(options).result.get()

    // The home page, 2 seasons, 6 players and the 2 latest matches of each season and of
    // the undated ones: the one match of 2023, the last two of 2024 and the undated one.
    let cards = try FileManager.default.contentsOfDirectory(
      atPath: site.appendingPathComponent("cards").path)
    #expect(cards.count == 13)
    let matchCards = cards.filter { $0.hasPrefix("match-") }.sorted()
    #expect(
      matchCards.map { String($0.prefix(22)) } == [
        "match-2023-12-20-66666", "match-2024-01-24-33333", "match-2024-01-31-44444",
        "match-undated-55555555",
      ])

    let base = "https://league.example.org/fixture/"
    let player = try TestSupport.read("players/1-ana/index.html", in: site)
    let image = try #require(Self.meta("og:image", in: player))
    #expect(image.hasPrefix(base + "cards/player-1-ana-"))
    #expect(image.hasSuffix(".png"))
    #expect(
      FileManager.default.fileExists(
        atPath: site.appendingPathComponent(String(image.dropFirst(base.count))).path))
    // Its name is the one the Router gives the card drawn in the fonts installed here.
    #expect(
      try Self.playerCardURL(content, id: 1, fonts: FontCoverage.installed.fingerprint) == image)
    #expect(try Self.playerCardURL(content, id: 1, fonts: "") != image)
    #expect(Self.meta("og:image:width", in: player) == "1200")
    #expect(Self.meta("og:image:height", in: player) == "630")
    #expect(Self.meta("og:image:alt", in: player)?.hasPrefix("Ana · ") == true)
    #expect(Self.meta("twitter:card", in: player) == "summary_large_image")
    #expect(Self.meta("twitter:image", in: player) == image)

    // An older match has no card of its own.
    let older = try TestSupport.read("matches/2024-01-10-11111111/index.html", in: site)
    #expect(Self.meta("og:image", in: older) == nil)
    #expect(Self.meta("twitter:card", in: older) == "summary")

    // Renamed, Ana's card gets a new address; the old file goes.
    let playersURL = content.appendingPathComponent("data/players.json")
    let players = try String(contentsOf: playersURL, encoding: .utf8)
    try players.replacingOccurrences(of: "\"Ana\"", with: "\"Anna\"").write(
      to: playersURL, atomically: true, encoding: .utf8)
    _ = try await SiteBuilder().build(options).result.get()
    let renamed = try TestSupport.read("players/1-anna/index.html", in: site)
    let newImage = try #require(Self.meta("og:image", in: renamed))
    #expect(newImage.hasPrefix(base + "cards/player-1-anna-"))
    #expect(
      !FileManager.default.fileExists(
        atPath: site.appendingPathComponent(String(image.dropFirst(base.count))).path))
    #expect(
      FileManager.default.fileExists(
        atPath: site.appendingPathComponent(String(newImage.dropFirst(base.count))).path))
  }
}
