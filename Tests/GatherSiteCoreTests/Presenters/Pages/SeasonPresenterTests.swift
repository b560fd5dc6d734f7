import Testing

@testable import GatherSiteCore

@Suite struct SeasonPresenterTests {
  let context = TestSupport.fixtureContext()

  @Test func standingsAwardsAndResults() {
    let season = SeasonPresenter(context: context).viewModel(
      Season(startYear: 2024, spansNewYear: false))
    #expect(season.title == "Season 2024")
    #expect(season.summary == "3 of 4 matches finished, 5 players")
    #expect(
      season.standings.rows[0].cells.map(\.text) == [
        "1", "Ben", "3", "2", "1", "0", "6", "3", "+3", "7", "66.7%",
      ])
    #expect(season.awards.map(\.label).contains("Best win rate"))
    #expect(
      season.awards.first { $0.label == "Best win rate" }?.text == "Ben (66.7%, 2 of 3 games)")
    #expect(
      season.awards.first { $0.label == "Biggest win" }?.text == "Team A 3–1 Team B, 10 Jan 2024")
    #expect(
      season.results.rows.map { $0.cells.dropFirst().map(\.text) } == [
        ["Not finished"], ["0", "1"], ["2", "2"], ["3", "1"],
      ])
    #expect(season.previous?.text == "← Season 2023")
  }

  @Test func resultsArchiveIsNewestSeasonFirstThenUndated() {
    let results = ResultsPresenter(context: context).viewModel()
    #expect(results.groups.map(\.heading) == ["Season 2024", "Season 2023"])
    #expect(results.undated?.heading == "Undated" && results.earlier.isEmpty)
  }

  @Test func largeResultsArchiveLinksTheEarlierSeasons() throws {
    // With room for a single match, the newest season is still listed in full; the
    // earlier one links to its season page, and the undated matches stay listed.
    var presenter = ResultsPresenter(context: context)
    presenter.listedMatches = 1
    let results = presenter.viewModel()
    #expect(results.groups.map(\.heading) == ["Season 2024"])
    #expect(results.groups[0].table.rows.count == 4)
    let earlier = try #require(results.earlier.first)
    #expect(results.earlier.count == 1 && results.hasEarlier)
    #expect(earlier.text == "Season 2023" && earlier.matches == "1 match")
    #expect(earlier.href == "../seasons/2023/index.html")
    #expect(results.undated?.table.rows.count == 1)
    let templates = try TemplateLibrary(
      theme: Theme.load(overriding: TestSupport.templates), wording: .english)
    let page = CommonMark.html(templates.render("results", results), allowRawHTML: true)
    #expect(
      page.contains("<li><a href=\"../seasons/2023/index.html\">Season 2023</a>: 1 match</li>"))
    #expect(page.contains("<h2>Undated</h2>"))
  }
}
