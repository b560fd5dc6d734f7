import Foundation
import Testing

@testable import GatherSiteCore

/// Figures of the fixture league, computed by hand (see Fixtures/league/data).
@Suite struct LeagueFactsInteractorTests {
  let facts: LeagueFacts = {
    let (input, _) = TestSupport.fixtureInput()
    return LeagueFactsInteractor.facts(for: input.league, config: input.config)
  }()

  @Test func allTimeRecordsCountUndatedButNotUnfinishedMatches() {
    // Ana: W 3-1, D 2-2, L 0-1, W 4-0 (undated); the unfinished gather counts nowhere.
    #expect(
      facts.players[1]?.allTime
        == Record(played: 4, won: 2, drawn: 1, lost: 1, goalsFor: 9, goalsAgainst: 4))
    #expect(
      facts.players[2]?.allTime
        == Record(played: 4, won: 3, drawn: 1, lost: 0, goalsFor: 10, goalsAgainst: 3))
    // Cleo is listed twice in the 2-2 draw and counts once.
    #expect(
      facts.players[3]?.allTime
        == Record(played: 4, won: 1, drawn: 1, lost: 2, goalsFor: 4, goalsAgainst: 9))
    #expect(
      facts.players[4]?.allTime
        == Record(played: 3, won: 0, drawn: 1, lost: 2, goalsFor: 3, goalsAgainst: 6))
  }

  @Test func seasonRecordsLeaveOutUndatedMatches() {
    let season2024 = Season(startYear: 2024, spansNewYear: false)
    #expect(facts.seasons.map(\.name) == ["2023", "2024"])
    #expect(
      facts.players[1]?.seasons[season2024]
        == Record(played: 3, won: 1, drawn: 1, lost: 1, goalsFor: 5, goalsAgainst: 4))
    #expect(facts.players[5]?.seasons.count == 2)
  }

  @Test func standingsOrderByPointsThenGoalDifference() {
    #expect(
      facts.allTimeStandings.map(\.name) == [
        "Ben", "Ana", "*Zoë* <b>Ana</b> [x](javascript:alert(1))", "Cleo", "Dev", "../../etc",
      ])
    #expect(facts.allTimeStandings.map(\.points) == [10, 7, 6, 4, 1, 0])
    let season = facts.seasonStandings[Season(startYear: 2024, spansNewYear: false)]!
    // Ana and Cleo both have 4 points; Ana's goal difference (+1) beats Cleo's (-1).
    #expect(
      season.map(\.name) == [
        "Ben", "Ana", "Cleo", "*Zoë* <b>Ana</b> [x](javascript:alert(1))", "Dev",
      ])
    #expect(season.map(\.position) == [1, 2, 3, 4, 5])
  }

  @Test func formAndStreaksFollowPlayOrder() {
    let ana = facts.players[1]!
    #expect(ana.form == [.win, .draw, .loss, .win])
    #expect(ana.streaks.wins == Streak(current: 1, best: 1))
    #expect(ana.streaks.unbeaten == Streak(current: 1, best: 2))
    #expect(ana.streaks.losses == Streak(current: 0, best: 1))
    // Counted gathers: 20 Dec (without Ana), 10, 17, 24 Jan, undated: four in a row.
    #expect(ana.streaks.appearances == Streak(current: 4, best: 4))
    // Dev missed the last counted gather, so his current run of appearances is over.
    #expect(facts.players[4]!.streaks.appearances == Streak(current: 0, best: 3))
  }

  @Test func teammatesAndOpponents() {
    let ana = facts.players[1]!
    #expect(
      ana.teammates[2] == Record(played: 2, won: 2, drawn: 0, lost: 0, goalsFor: 7, goalsAgainst: 1)
    )
    #expect(
      ana.opponents[2] == Record(played: 2, won: 0, drawn: 1, lost: 1, goalsFor: 2, goalsAgainst: 3)
    )
    #expect(ana.teammates[99] == nil)
  }

  @Test func tieBreaksAfterPointsAndGoalDifference() {
    let players = [
      1: Player(id: 1, name: "Zed"), 2: Player(id: 2, name: "Amy"), 3: Player(id: 3, name: "Bob"),
      4: Player(id: 4, name: "Cat"),
    ]
    let rows = Standings.table(
      [
        // Same points (3) and goal difference (0): more wins first, then fewer games, then name.
        1: Record(played: 3, won: 1, drawn: 0, lost: 2, goalsFor: 3, goalsAgainst: 3),
        2: Record(played: 3, won: 0, drawn: 3, lost: 0, goalsFor: 2, goalsAgainst: 2),
        3: Record(played: 4, won: 1, drawn: 0, lost: 3, goalsFor: 5, goalsAgainst: 5),
        4: Record(played: 3, won: 0, drawn: 3, lost: 0, goalsFor: 1, goalsAgainst: 1),
      ], players: players, rule: PointsRule(win: 3, draw: 1, loss: 0))
    #expect(rows.map(\.name) == ["Zed", "Bob", "Amy", "Cat"])
  }

  @Test func seasonsStartOnTheConfiguredDayInTheSiteTimeZone() {
    let august = SeasonStart(month: 8, day: 1)
    let london = TimeZone(identifier: "Europe/London")!
    // 31 July 23:30 UTC is already 1 August in London (BST).
    let date = ISODate.parse("2024-07-31T23:30:00Z")!
    #expect(SeasonCalendar.season(of: date, start: august, in: london).name == "2024-25")
    #expect(
      SeasonCalendar.season(of: date, start: august, in: TimeZone(identifier: "UTC")!).name
        == "2023-24")
    #expect(
      SeasonCalendar.season(of: date, start: SeasonStart(month: 1, day: 1), in: london).name
        == "2024")
    #expect(Season(startYear: 1999, spansNewYear: true).name == "1999-00")
  }

  @Test func awardsOfASeason() {
    let awards = facts.seasonAwards[Season(startYear: 2024, spansNewYear: false)]!
    #expect(awards.mostAppearances == Leader(playerIDs: [1, 2, 3, 4], value: 3))
    #expect(awards.bestWinRate?.playerID == 2)
    #expect(
      awards.biggestWin.map { facts.league.gathers[$0].id }
        == "11111111-1111-4111-8111-111111111111")
    #expect(awards.bestPartnership.map { [$0.first, $0.second] } == nil)
    #expect(
      awards.highestScoring.map { facts.league.gathers[$0].id }
        == "11111111-1111-4111-8111-111111111111")
  }
}
