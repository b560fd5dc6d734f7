import Foundation
import Testing

@testable import GatherSiteCore

@Suite struct SearchIndexPresenterTests {
  /// The fixture league's search index, with player 2 (Ben) unlisted, read back as JSON.
  private func index() throws -> [String: Any] {
    var (input, _) = TestSupport.fixtureInput()
    input.config.unlisted = [2]
    let facts = LeagueFactsInteractor.facts(for: input.league, config: input.config)
    let context = PresentationContext(
      facts: facts, router: Router(facts: facts, pages: input.pages), wording: .english)
    let script = String(
      decoding: SearchIndexPresenter(
        site: SitePresenters(
          context: context, pages: input.pages, themeAssets: [], staticFiles: [:])
      ).script(),
      as: UTF8.self)
    let prefix = "window.gatherSearch = "
    #expect(script.hasPrefix(prefix))
    #expect(script.hasSuffix("};\n"))
    let json = script.dropFirst(prefix.count).dropLast(2)
    return try #require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
  }

  @Test func listsListedPlayersByNameWithTheirPermanentAddresses() throws {
    let players = try #require(try index()["players"] as? [[String]])
    // Ben is unlisted; the hostile names stay as they are, data in a JSON string. Each links
    // to the player's permanent address, which lasts when the name changes.
    #expect(
      players == [
        ["*Zoë* <b>Ana</b> [x](javascript:alert(1))", "players/5/index.html"],
        ["../../etc", "players/6/index.html"],
        ["Ana", "players/1/index.html"],
        ["Cleo", "players/3/index.html"],
        ["Dev", "players/4/index.html"],
      ])
  }

  /// A match is its page's path (the Router's), its day, its headline and its goals.
  @Test func listsMatchesNewestFirstWithScoresAndDays() throws {
    let index = try index()
    let matches = try #require(index["matches"] as? [[Any]])
    let headlines = try #require(index["headlines"] as? [String])
    let days = try #require(index["days"] as? [String: String])
    #expect(
      matches.map { $0[0] as? String } == [
        "matches/undated-55555555/index.html", "matches/2024-01-31-44444444/index.html",
        "matches/2024-01-24-33333333/index.html", "matches/2024-01-17-22222222/index.html",
        "matches/2024-01-10-11111111/index.html", "matches/2023-12-20-66666666/index.html",
      ])
    #expect(
      matches.map { $0[1] as? String } == [
        "", "2024-01-31", "2024-01-24", "2024-01-17", "2024-01-10", "2023-12-20",
      ])
    #expect(
      matches.map { $0.dropFirst(3).compactMap { $0 as? Int } } == [
        [4, 0], [], [0, 1], [2, 2], [3, 1], [1, 0],
      ])
    #expect(
      matches.compactMap { ($0[2] as? Int).map { headlines[$0] } } == [
        "Team A 4–0 Team B", "Team A v Team B (not finished)", "Team A 0–1 Team B",
        "Team A 2–2 Team B", "Team A 3–1 Team B", "Team A 1–0 Team B",
      ])
    // Each headline once.
    #expect(Set(headlines).count == headlines.count)
    #expect(days["2024-01-10"] == "10 Jan 2024")
    #expect(days.count == 5)
    #expect(index["undated"] as? String == "Undated")
  }

  @Test func listsTheSitesPagesWithTitles() throws {
    let pages = try #require(try index()["pages"] as? [[String]])
    // The site's sections first, then the seasons, newest first, then the organiser's pages.
    #expect(
      pages.prefix(7).map { $0[1] } == [
        "index.html", "results/index.html", "players/index.html", "all-time/index.html",
        "ratings/index.html", "predictions/index.html", "pairs/index.html",
      ])
    #expect(pages.first == ["Home", "index.html"])
    #expect(pages.contains(["Season 2024", "seasons/2024/index.html"]))
    #expect(pages.contains(["Partners and rivals", "pairs/index.html"]))
    #expect(pages.contains { $0[1] == "about/index.html" })
  }
}
