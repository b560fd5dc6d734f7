import Foundation
import Testing

@testable import GatherSiteCore

@Suite struct RatingsPresenterTests {
  let context = TestSupport.fixtureContext()

  @Test func leaderboardByOrdinalWithProvisionalPlayersApart() throws {
    let model = RatingsPresenter(context: context).viewModel()
    let ratings = context.facts.ratings
    let ordinals = ratings.leaderboard.map { ratings.current[$0]!.ordinal }
    #expect(ordinals == ordinals.sorted(by: >))
    // Fewer than five rated matches each: every fixture player is provisional, listed
    // apart and unranked, none on the leaderboard.
    #expect(!model.table.hasRows)
    let provisional = try #require(model.provisional)
    #expect(provisional.caption == "Provisional ratings")
    #expect(provisional.rows.map { $0.cells[0].text } == ratings.leaderboard.map(context.name))
    #expect(provisional.columns.map(\.label) == ["Player", "Rating", "Last 5", "Rated", "μ", "σ"])
    #expect(model.provisionalNote == "A rating is provisional until 5 rated matches.")
    // A player page says the rating is provisional, and when it will be ranked.
    let ana = PlayerPresenter(context: context).viewModel(id: 1)
    #expect(ana.rating?.hasSuffix("provisional: ranked after 5 rated matches") == true)
  }

  /// With two rated matches needed, the players with two or more are ranked 1, 2, … in
  /// the leaderboard's order, and those with one are listed after them, apart.
  @Test func rankedPlayersComeFirstAndProvisionalOnesAfter() throws {
    var (input, _) = TestSupport.fixtureInput()
    input.config.provisionalGames = 2
    let facts = LeagueFactsInteractor.facts(for: input.league, config: input.config)
    let context = PresentationContext(
      facts: facts, router: Router(facts: facts, pages: input.pages), wording: .english)
    let model = RatingsPresenter(context: context).viewModel()
    let ratings = facts.ratings
    let games = { (id: Int) in ratings.history(of: id).count }
    let ranked = ratings.leaderboard.filter { games($0) >= 2 }
    let unranked = ratings.leaderboard.filter { games($0) < 2 }
    #expect(!ranked.isEmpty && !unranked.isEmpty)
    #expect(model.table.rows.map { $0.cells[0].text } == ranked.indices.map { String($0 + 1) })
    #expect(model.table.rows.map { $0.cells[1].text } == ranked.map(context.name))
    #expect(model.provisional?.rows.map { $0.cells[0].text } == unranked.map(context.name))
    // The player pages rank among the ranked players only.
    let first = PlayerPresenter(context: context).viewModel(id: ranked[0])
    #expect(first.rating?.hasSuffix("1st of \(ranked.count) ranked players") == true)
  }

  @Test func upsetIsMarkedWhenTheOutsiderWins() {
    let players = [
      1: Player(id: 1, name: "Solo"), 2: Player(id: 2, name: "B"), 3: Player(id: 3, name: "C"),
      4: Player(id: 4, name: "D"),
    ]
    let league = League(
      players: players,
      gathers: [
        Gather(
          id: "G", completedAt: ISODate.parse("2024-05-12T19:00:00Z"),
          score: Score(teamA: 1, teamB: 0), teamA: [1],
          teamB: [2, 3, 4], fileIndex: 0)
      ])
    let context = TestSupport.context(league)
    let match = MatchPresenter(context: context).viewModel(index: 0)
    // One player against three, with the pickup default β = 47.14: openskill's
    // PlackettLuce(beta=25/6*2**3.5).predict_win gives 0.23342713541136273.
    #expect(match.probabilities == "Team A 23% · Team B 77%")
    #expect(match.upset == "Upset: Team A won, given only 23% before kick-off")
    let awards = context.facts.seasonRatingAwards[Season(startYear: 2024, spansNewYear: false)]!
    #expect(awards.biggestUpset == 0)
  }

  @Test func mostImprovedPlayerOfASeason() throws {
    let awards = try #require(
      context.facts.seasonRatingAwards[Season(startYear: 2024, spansNewYear: false)])
    // Minimum two games: Ben (W, D, W) rose most among the players rated in 2024.
    #expect(awards.mostImproved?.playerID == 2)
  }

  @Test func chartCoordinatesStayInsideThePlot() throws {
    let history = context.facts.ratings.history(of: 1)
    let chart = try #require(
      ChartPresenter(context: context).viewModel(name: "Ana", history: history))
    #expect(chart.title == "Rating of Ana over time")
    let points = chart.line.split(separator: " ").map {
      $0.split(separator: ",").map { Double($0)! }
    }
    #expect(points.count == 3)
    #expect(points.allSatisfy { $0[0] >= 44 && $0[0] <= 624 && $0[1] >= 12 && $0[1] <= 230 })
    #expect(chart.xTicks.first?.label == "Jan 2024" && chart.xTicks.first?.anchor == "start")
    #expect(
      ChartPresenter.niceStep(3.2) == 5 && ChartPresenter.niceStep(0.7) == 1
        && ChartPresenter.niceStep(12) == 20)
  }

  @Test func chartNumbersAreTheValueToOneDecimalAsSwiftPrintsIt() {
    #expect(ChartPresenter.number(12.04) == "12")
    #expect(ChartPresenter.number(12.26) == "12.3")
    #expect(ChartPresenter.number(-0.46) == "-0.5")
    #expect(ChartPresenter.number(-0.04) == "0")
    #expect(ChartPresenter.number(-7.25) == "-7.3")
    #expect(ChartPresenter.number(1e300) == "1e+300")
    #expect(ChartPresenter.number(.nan) == "nan")
    // The same text as printing the rounded Double, for every tenth from -1000 to 1000 and
    // values between them.
    for step in -20_000...20_000 {
      let value = Double(step) / 20 + 0.013 * Double(step % 7)
      let rounded = (value * 10).rounded() / 10
      let printed = rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
      #expect(ChartPresenter.number(value) == printed, "\(value)")
    }
  }
}
