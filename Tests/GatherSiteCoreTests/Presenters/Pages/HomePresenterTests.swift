import Testing

@testable import GatherSiteCore

/// What a reader sees on the home, all-time and players pages of the fixture league,
/// computed by hand from Tests/Fixtures/league.
@Suite struct HomePresenterTests {
  let context = TestSupport.fixtureContext()

  @Test func homeShowsTheLatestResultsAndTheSeasonsTopTen() throws {
    let home = HomePresenter(context: context).viewModel()
    #expect(home.title == "Fixture League")
    // Five finished matches (the 31 January gather never was); six players.
    #expect(home.matchCount == "5 matches played" && home.playerCount == "6 players")
    // The dated gathers, newest first; the undated 4–0 is not among the latest.
    let latest = try #require(home.latest)
    // As a sports app lists results: the date (linked), then each side's goals under its
    // name, the winner's in bold; the unfinished gather says so across both sides.
    #expect(latest.columns.map(\.label) == ["Date", "Team A", "Team B"])
    #expect(
      latest.rows.map { $0.cells.dropFirst().map(\.text) } == [
        ["Not finished"], ["0", "1"], ["2", "2"], ["3", "1"], ["1", "0"],
      ])
    #expect(latest.rows[0].cells[1].cssClass == "unfinished")
    #expect(latest.rows[0].cells[1].colspan == "2")
    #expect(latest.rows[1].cells.map(\.cssClass) == [nil, "side", "side won"])
    #expect(latest.rows[2].cells.map(\.cssClass) == [nil, "side", "side"])
    #expect(latest.rows.allSatisfy { $0.cells[0].header && $0.cells[0].href != nil })
    #expect(home.seasonHeading == "Season 2024")
    // 2024: Ben W2 D1 (7), Ana and Cleo 4 each (Ana's goal difference +1, Cleo's −1),
    // Zoë one win (3), Dev one draw (1).
    let table = try #require(home.table)
    #expect(
      table.rows.map { $0.cells[1].text } == [
        "Ben", "Ana", "Cleo", "*Zoë* <b>Ana</b> [x](javascript:alert(1))", "Dev",
      ])
    #expect(table.rows.map { $0.cells.last?.text ?? "" }.count == 5)
    #expect(home.seasonHref == "seasons/2024/index.html")
    #expect(home.feedHref == "feed.xml" && home.calendarHref == "calendar.ics")
    #expect(home.csvHref == "data/standings.csv")
  }

  @Test func allTimeTableRanksEveryPlayerWhoPlayed() {
    let allTime = AllTimePresenter(context: context).viewModel()
    // Ben 10 points, Ana 7, Zoë 6 (two wins), Cleo 4, Dev 1, ../../etc 0.
    #expect(
      allTime.standings.rows.map { [$0.cells[1].text, $0.cells[$0.cells.count - 2].text] } == [
        ["Ben", "10"], ["Ana", "7"], ["*Zoë* <b>Ana</b> [x](javascript:alert(1))", "6"],
        ["Cleo", "4"], ["Dev", "1"], ["../../etc", "0"],
      ])
    #expect(allTime.seasons.map(\.text) == ["Season 2024", "Season 2023"])
  }

  @Test func playersIndexListsEveryPlayerByNameWithTheirRecord() {
    let players = PlayersPresenter(context: context).viewModel()
    #expect(
      players.table.rows.map { $0.cells[0].text } == [
        "*Zoë* <b>Ana</b> [x](javascript:alert(1))", "../../etc", "Ana", "Ben", "Cleo", "Dev",
      ])
    let ben = players.table.rows.first { $0.cells[0].text == "Ben" }
    #expect(
      ben?.cells.map(\.text) == ["Ben", "GK", "4", "3", "1", "0", "10", "3", "+7", "10", "75.0%"])
    #expect(ben?.cells[0].href == "../players/2-ben/index.html")
  }
}
