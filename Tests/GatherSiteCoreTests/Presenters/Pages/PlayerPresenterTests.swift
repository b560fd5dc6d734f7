import Foundation
import Testing

@testable import GatherSiteCore

@Suite struct PlayerPresenterTests {
  let context = TestSupport.fixtureContext()

  @Test func profileRecordAndForm() {
    let ana = PlayerPresenter(context: context).viewModel(id: 1)
    #expect(ana.title == "Ana · Striker")
    // The header: the avatar's initials and the record in a line.
    #expect(ana.initials == "A")
    #expect(ana.summary == "4 matches played · 2 W · 1 D · 1 L")
    #expect(
      ana.facts.map { "\($0.label): \($0.value)" } == [
        "Age: 27", "Position: Striker", "Skill: Professional", "Favourite team: Flamengo",
      ])
    #expect(
      ana.record.rows[0].cells.map(\.text) == ["4", "2", "1", "1", "9", "4", "+5", "7", "50.0%"])
    #expect(ana.form.map(\.letter) == ["W", "D", "L", "W"])
    #expect(ana.form.map(\.result) == ["win", "draw", "loss", "win"])
    // Every gather listing Ana, newest first: undated, unfinished, then 24, 17, 10 January;
    // the date links to the match, then her side and her result.
    #expect(ana.appearances.columns.map(\.label) == ["Date", "Team", "Result"])
    #expect(
      ana.appearances.rows.map { $0.cells[2].text } == [
        "W 4–0", "Not finished", "L 0–1", "D 2–2", "W 3–1",
      ])
  }

  /// The text for the group chat names the player and the league, gives the record and
  /// the rating, and ends with the permanent address, which lasts when the name changes.
  @Test func shareTextEndsWithThePermanentAddress() throws {
    let ana = PlayerPresenter(context: context).viewModel(id: 1)
    let lines = ana.share.lines.map(\.text)
    #expect(lines.first == "Ana · Fixture League")
    #expect(lines.contains("4 matches played · 2 W · 1 D · 1 L"))
    #expect(lines.contains { $0.hasPrefix("Rating: ") })
    #expect(lines.last == "https://league.example.org/fixture/players/1/")
    #expect(ana.share.scriptHref == "../../assets/share.js")
  }

  @Test func teammatesTableSortedByGamesTogether() {
    let ana = PlayerPresenter(context: context).viewModel(id: 1)
    #expect(ana.teammates.rows.map { $0.cells[0].text } == ["Ben", "Cleo", "Dev"])
    #expect(ana.teammates.rows[0].cells.map(\.text) == ["Ben", "2", "2", "0", "0", "+6", "100.0%"])
  }

  /// The page of P1 in a league of `matches`, each given as its two sides' player ids
  /// (P1 to P70; 1-0 to Team A, the first side).
  private func pageOfP1(_ matches: [([Int], [Int])], minimum: Int) -> PlayerViewModel {
    func side(_ ids: [Int], _ team: String) -> [String] {
      ids.map { #"{"playerId": \#($0), "team": "\#(team)"}"# }
    }
    let gathers = matches.enumerated().map { n, match in
      let players = side(match.0, "Team A") + side(match.1, "Team B")
      return
        #"{"id": "G\#(n)", "score": "1-0", "completedAt": "2024-03-0\#(n + 1)T18:00:00Z", "players": [\#(players.joined(separator: ", "))]}"#
    }
    let players = (1...70).map { #"{"id": \#($0), "name": "P\#($0)"}"# }
    let (league, _) = TestSupport.load(
      players: "[\(players.joined(separator: ", "))]",
      gathers: "[\(gathers.joined(separator: ", "))]")
    var config = SiteConfig()
    config.minimumSharedGames = minimum
    return PlayerPresenter(context: TestSupport.context(league, config: config)).viewModel(id: 1)
  }

  /// A page lists at most 30 teammates and 30 opponents, those with the most shared games
  /// (then by name), and says so when a table is cut. P1 wins with 2 to 33 against 34 to
  /// 67, then loses alone against 67 and 68: 32 teammates of one game; 67 is the opponent
  /// of two, 34 others of one.
  @Test func atMostThirtyWithTheMostSharedGamesAreListed() {
    let page = pageOfP1(
      [([1] + Array(2...33), Array(34...67)), ([67, 68], [1])], minimum: 1)
    #expect(page.teammates.rows.count == 30 && page.opponents.rows.count == 30)
    // Most games first, then by name: P67 (one win, one loss), then P34, P35, … as names sort.
    #expect(page.opponents.rows[0].cells.map(\.text).prefix(5) == ["P67", "2", "1", "0", "1"])
    #expect(
      page.opponents.rows.dropFirst().prefix(3).map { $0.cells[0].text } == ["P34", "P35", "P36"])
    #expect(page.teammates.rows.prefix(3).map { $0.cells[0].text } == ["P10", "P11", "P12"])
    #expect(
      page.sharedNote
        == "Teammates and opponents from at least 1 shared game. Each table shows at most 30 players, those with the most shared games."
    )
    // Thirty teammates exactly: nothing is cut, and the note does not say so.
    let thirty = pageOfP1([([1] + Array(2...31), Array(32...34))], minimum: 1)
    #expect(thirty.teammates.rows.count == 30)
    #expect(thirty.sharedNote == "Teammates and opponents from at least 1 shared game.")
    // Thirty-one teammates and three opponents: the one table cut is enough for the note.
    let one = pageOfP1([([1] + Array(2...32), Array(33...35))], minimum: 1)
    #expect(one.teammates.rows.count == 30 && one.opponents.rows.count == 3)
    #expect(
      one.sharedNote.hasSuffix(
        "Each table shows at most 30 players, those with the most shared games."))
  }

  /// A player page charts the whole rating history, not only the current rating: a change
  /// of the first rating change changes the page's chart.
  @Test func pageChangesWithAnyRatingChangeOfTheHistory() throws {
    let id = 1
    func key(_ context: PresentationContext) throws -> [String] {
      let chart = try #require(PlayerPresenter(context: context).viewModel(id: id).chart)
      return [chart.band, chart.line, chart.summary]
    }
    let history = context.facts.ratings.history(of: id)
    #expect(history.count >= 2)
    // The player's first change, in the league's changes (the current rating is the last).
    var facts = context.facts
    facts.ratings.changes[Int(history.positions[0])].after.mu += 0.5
    let changed = PresentationContext(facts: facts, router: context.router, wording: .english)
    #expect(try key(changed) != key(context))
    #expect(
      try key(PresentationContext(facts: context.facts, router: context.router, wording: .english))
        == key(context))
  }

  /// A season without a match with recorded scorers is "not recorded", not 0 goals: the
  /// goals table leaves out a season with nothing recorded, and shows no goals for one with
  /// only a player-of-the-match award.
  @Test func goalsTableShowsNoGoalsWhereNoneWereRecorded() throws {
    var (input, _) = TestSupport.fixtureInput()
    // Player 5 played one match in 2023 and one in 2024.
    let in2024 = try #require(
      input.league.gathers.firstIndex { $0.id == "33333333-3333-4333-8333-333333333333" })
    let in2023 = try #require(
      input.league.gathers.firstIndex { $0.teamA.contains(5) && $0.teamB.contains(6) })
    func rows() throws -> [[String]] {
      let facts = LeagueFactsInteractor.facts(for: input.league, config: input.config)
      let context = PresentationContext(
        facts: facts, router: Router(facts: facts, pages: input.pages), wording: .english)
      let goals = try #require(PlayerPresenter(context: context).viewModel(id: 5).goals)
      return goals.rows.map { $0.cells.map(\.text) }
    }
    var scored = MatchDetails()
    scored.scorers = [MatchDetails.Count(playerID: 5, count: 1)]
    input.league.details[in2024] = scored
    // Scorers only: no column of assists or player-of-the-match awards, none given.
    #expect(try rows() == [["2024", "1", "1", "1.00"], ["All time", "1", "1", "1.00"]])
    var starred = MatchDetails()
    starred.playerOfTheMatch = [5]
    input.league.details[in2023] = starred
    #expect(
      try rows() == [
        ["2024", "1", "1", "1.00", "0"], ["2023", "–", "0", "–", "1"],
        ["All time", "1", "1", "1.00", "1"],
      ])
  }

  /// A player whose matches all lack a score has no goal figures: no GF, GA or GD column
  /// in the record, the seasons or the teammates, rather than zeros.
  @Test func aPlayerWithoutScoresShowsNoGoalColumns() throws {
    var (input, _) = TestSupport.fixtureInput()
    for index in input.league.gathers.indices where input.league.gathers[index].score != nil {
      input.league.gathers[index].score = nil
    }
    let facts = LeagueFactsInteractor.facts(for: input.league, config: input.config)
    let context = PresentationContext(
      facts: facts, router: Router(facts: facts, pages: input.pages), wording: .english)
    let ana = PlayerPresenter(context: context).viewModel(id: 1)
    #expect(ana.record.columns.map(\.label) == ["Pld", "W", "D", "L", "Pts", "Win%"])
    #expect(ana.record.rows[0].cells.map(\.text) == ["4", "2", "1", "1", "7", "50.0%"])
    #expect(
      ana.seasons.columns.map(\.label) == ["Season", "Pld", "W", "D", "L", "Pts", "Win%", "Att."])
    #expect(ana.teammates.columns.map(\.label) == ["With", "Pld", "W", "D", "L", "Win%"])
  }

  @Test(arguments: [
    ("Ana Lima", "AL"), ("Richard", "R"), ("Fatima Zahra El Idrissi", "FI"), ("山田 太郎", "山太"),
    ("  zoë  martin ", "ZM"), ("", ""), ("<script> x", "<X"),
  ])
  func initialsAreTheFirstLettersOfTheFirstAndLastWords(_ name: String, _ initials: String) {
    #expect(PlayerPresenter.initials(name) == initials)
  }
}
