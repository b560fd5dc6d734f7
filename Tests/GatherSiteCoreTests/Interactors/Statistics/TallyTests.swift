import Foundation
import Testing

@testable import GatherSiteCore

@Suite struct TallyTests {
  /// Four finished gathers of players 1 to 3; the third belongs to another season.
  let gathers = #"""
    [{"id": "G1", "score": "2-1", "completedAt": "2024-01-01T18:00:00Z",
      "players": [{"playerId": 1, "team": "Team A"}, {"playerId": 2, "team": "Team B"}]},
     {"id": "G2", "score": "1-1", "completedAt": "2024-01-08T18:00:00Z",
      "players": [{"playerId": 1, "team": "Team A"}, {"playerId": 3, "team": "Team B"}]},
     {"id": "G3", "score": "0-3", "completedAt": "2024-01-15T18:00:00Z",
      "players": [{"playerId": 2, "team": "Team A"}, {"playerId": 3, "team": "Team B"}]},
     {"id": "G4", "score": "4-0", "completedAt": "2024-01-22T18:00:00Z",
      "players": [{"playerId": 1, "team": "Team A"}, {"playerId": 2, "team": "Team B"}]}]
    """#
  let players = #"[{"id": 1, "name": "A"}, {"id": 2, "name": "B"}, {"id": 3, "name": "C"}]"#

  /// A season whose gathers are not all in one run is counted on from where it stopped, as
  /// if its gathers had come one after the other.
  @Test func aSeasonResumedAfterAnotherCountsAsIfUninterrupted() {
    let (league, _) = TestSupport.load(players: players, gathers: gathers)
    let slots = PlayerSlots(league.players)
    let lineups = slots.lineups(league)
    var counter = TallyCounter(slots: slots, keepsDetails: false)
    func add(_ index: Int) {
      counter.add(Tally.counted(league.gathers[index]), index: index, lineups: lineups)
    }
    for index in [0, 1, 3] { add(index) }
    let straight = counter.finish()

    for index in [0, 1] { add(index) }
    let firstPart = counter.finish()
    add(2)
    let other = counter.finish()
    counter.resume(firstPart)
    add(3)
    let resumed = counter.finish()

    #expect(resumed.records == straight.records)
    #expect(resumed.streaks == straight.streaks)
    #expect(resumed.finalStreaks == straight.finalStreaks)
    #expect(
      straight.records[1]
        == Record(played: 3, won: 2, drawn: 1, lost: 0, goalsFor: 7, goalsAgainst: 2))
    // Player 3 missed the last of the season's gathers: no current run of appearances.
    #expect(straight.finalStreaks[3]?.appearances == Streak(current: 0, best: 1))
    #expect(straight.finalStreaks[1]?.appearances == Streak(current: 3, best: 3))
    // The other season's count started from nothing.
    #expect(other.records.keys.sorted() == [2, 3])
    #expect(other.records[2]?.played == 1)
  }

  /// A counted gather needs a known player: a finished gather whose only players were
  /// deleted, or whose line-ups are empty, breaks no run of appearances.
  @Test func aGatherWithoutAKnownPlayerBreaksNoRunOfAppearances() {
    let gathers = #"""
      [{"id": "G1", "score": "2-1", "completedAt": "2024-01-01T18:00:00Z",
        "players": [{"playerId": 1, "team": "Team A"}, {"playerId": 2, "team": "Team B"}]},
       {"id": "G2", "score": "1-1", "completedAt": "2024-01-08T18:00:00Z",
        "players": [{"playerId": 98, "team": "Team A"}, {"playerId": 99, "team": "Team B"}]},
       {"id": "G3", "score": "0-0", "completedAt": "2024-01-10T18:00:00Z", "players": []},
       {"id": "G4", "score": "0-3", "completedAt": "2024-01-15T18:00:00Z",
        "players": [{"playerId": 1, "team": "Team A"}, {"playerId": 3, "team": "Team B"}]}]
      """#
    let (league, _) = TestSupport.load(players: players, gathers: gathers)
    let facts = LeagueFactsInteractor.facts(for: league, config: SiteConfig())
    #expect(facts.players[1]?.streaks.appearances == Streak(current: 2, best: 2))
    #expect(facts.players[2]?.streaks.appearances == Streak(current: 0, best: 1))
    #expect(facts.allTimeAwards.mostConsecutiveAppearances?.playerIDs == [1])
  }
}
