import Foundation
import Testing

@testable import GatherSiteCore

/// What a season's book says, for the fixture league: the season page's standings, the
/// champion of a finished season and the leader of the one in progress, every match with
/// its line-ups, each player's season, in the settings' paper; nothing of the build's time.
@Suite struct SeasonBookPresenterTests {
  static let context = TestSupport.fixtureContext()

  static func book(_ name: String) throws -> SeasonBookViewModel {
    let season = try #require(context.facts.seasons.first { $0.name == name })
    return SeasonBookPresenter(context: context).viewModel(season)
  }

  static func section(_ title: String, of book: SeasonBookViewModel) throws
    -> [SeasonBookViewModel.Block]
  {
    try #require(book.sections.first { $0.title == title }).blocks
  }

  @Test func aFinishedSeasonNamesItsChampionAndIsFinal() throws {
    let book = try Self.book("2023")
    #expect(book.title == "Season 2023")
    #expect(book.league == "Fixture League")
    #expect(book.documentTitle == "Season 2023 · Fixture League")
    #expect(book.language == "en")
    #expect(book.paper == .a4)
    #expect(
      book.coverLines == [
        "20 Dec 2023", "Champion: *Zoë* <b>Ana</b> [x](javascript:alert(1))",
        "1 match played",
      ])
    #expect(book.status == "Final: this season is over.")
    // The metadata's date is the season's last match's day, never the time of the build.
    #expect(book.date == "2023-12-20T00:00:00Z")
    #expect(book.pageNumber == "Page {page} of {pages}")
    #expect(
      book.sections.map(\.title) == [
        "Standings", "Awards", "Results", "Attendance", "Player by player",
        "How good were the predictions?",
      ])
  }

  @Test func theSeasonInProgressNamesItsLeaderAndSaysSo() throws {
    let book = try Self.book("2024")
    #expect(book.coverLines.contains { $0.hasPrefix("Top of the table so far: ") })
    #expect(!book.coverLines.contains { $0.hasPrefix("Champion") })
    #expect(book.status.hasPrefix("In progress: up to "))
    #expect(try Self.section("Awards so far", of: book).isEmpty == false)
  }

  @Test func theStandingsAreTheSeasonPagesAndEveryMatchIsThere() throws {
    let season = try #require(Self.context.facts.seasons.first { $0.name == "2024" })
    let page = SeasonPresenter(context: Self.context).viewModel(season)
    let book = try Self.book("2024")
    guard case .table(let standings) = try Self.section("Standings", of: book).first else {
      Issue.record("no standings table")
      return
    }
    #expect(standings.columns.map(\.label) == page.standings.columns.map(\.label))
    #expect(standings.rows == page.standings.rows.map { $0.cells.map(\.text) })
    #expect(standings.columns.map(\.numeric) == [true, false] + Array(repeating: true, count: 9))
    let entries = try Self.section("Results", of: book).compactMap { block in
      if case .entry(let title, let lines) = block { (title, lines) } else { nil }
    }
    let indices = Self.context.facts.gatherIndices(in: season)
    #expect(entries.count == indices.count)
    let chat = ChatText(
      wording: Self.context.wording, results: Self.context.results, dates: Self.context.dates)
    for (entry, index) in zip(entries, indices) {
      let lines = chat.lines(
        Self.context.league.gathers[index], details: Self.context.league.details[index],
        name: Self.context.name)
      #expect(entry.0 == lines[0])
      #expect(entry.1 == Array(lines.dropFirst()))
    }
  }

  /// A season with scorers has them in its book under the season page's heading, every
  /// one of them (the page shows the first).
  @Test func theTopScorersAreHeadedAsOnTheSeasonPage() throws {
    var (input, _) = TestSupport.fixtureInput()
    // A scorer in every match with players, so that every season has top scorers.
    for (index, gather) in input.league.gathers.enumerated() {
      guard let scorer = gather.teamA.first else { continue }
      var details = MatchDetails()
      details.scorers = [MatchDetails.Count(playerID: scorer, count: 1)]
      input.league.details[index] = details
    }
    let facts = LeagueFactsInteractor.facts(for: input.league, config: input.config)
    let context = PresentationContext(
      facts: facts, router: Router(facts: facts, pages: input.pages), wording: .english)
    var checked = 0
    for season in facts.seasons {
      let presenter = SeasonPresenter(context: context)
      let page = presenter.viewModel(season)
      let book = SeasonBookPresenter(context: context).viewModel(season)
      guard page.scorers != nil else { continue }
      guard case .table(let table) = try Self.section(page.scorersHeading, of: book).first
      else {
        Issue.record("no table of scorers in \(season.name)")
        continue
      }
      #expect(page.scorersHeading == "Top scorers")
      #expect(table.rows.count == presenter.scorerRows(season).count)
      checked += 1
    }
    #expect(checked == facts.seasons.count)
  }

  @Test func eachPlayersSeasonLineHasTheirRecordAndRating() throws {
    let season = try #require(Self.context.facts.seasons.first { $0.name == "2024" })
    let book = try Self.book("2024")
    guard case .table(let players) = try Self.section("Player by player", of: book).first else {
      Issue.record("no players table")
      return
    }
    #expect(players.columns.map(\.label).first == "Player")
    #expect(players.columns.map(\.label).last == "Rating")
    let rows = Self.context.facts.seasonStandings[season] ?? []
    #expect(players.rows.count == rows.count)
    for row in rows {
      let line = try #require(players.rows.first { $0[0] == Self.context.name(row.playerID) })
      #expect(
        Array(line[1...5])
          == [row.record.played, row.record.won, row.record.drawn, row.record.lost, row.points]
          .map(String.init))
    }
  }

  /// Players level on points, goal difference, wins and games are champions together,
  /// on the cover as in the awards.
  @Test func playersLevelAtTheTopAreChampionsTogether() throws {
    let (league, _) = TestSupport.load(
      players: #"[{"id": 1, "name": "Ana"}, {"id": 2, "name": "Ben"}, {"id": 3, "name": "Cleo"}]"#,
      gathers: #"""
        [{"id": "G1", "completedAt": "2023-05-01T19:00:00Z", "score": "1-1",
          "players": [{"playerId": 1, "team": "Team A"}, {"playerId": 2, "team": "Team B"}]},
         {"id": "G2", "completedAt": "2024-05-01T19:00:00Z", "score": "2-0",
          "players": [{"playerId": 3, "team": "Team A"}, {"playerId": 1, "team": "Team B"}]}]
        """#)
    let context = TestSupport.context(league)
    let season = try #require(context.facts.seasons.first)
    let book = SeasonBookPresenter(context: context).viewModel(season)
    #expect(book.coverLines.contains("Champion: Ana, Ben"))
  }

  @Test func letterPaperIsASetting() throws {
    var config = Self.context.config
    config.bookPaper = .letter
    let (input, _) = TestSupport.fixtureInput()
    let facts = LeagueFactsInteractor.facts(for: input.league, config: config)
    let context = PresentationContext(
      facts: facts, router: Router(facts: facts, pages: input.pages), wording: .english)
    let season = try #require(facts.seasons.first)
    #expect(SeasonBookPresenter(context: context).viewModel(season).paper == .letter)
  }
}
