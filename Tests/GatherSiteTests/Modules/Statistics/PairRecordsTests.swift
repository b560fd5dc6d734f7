import Foundation
import Testing

@testable import GatherSite

@Suite struct PairRecordsTests {
  /// Three finished gathers: 1 and 2 together twice (a win and a draw), against 3 once.
  let gathers = #"""
    [{"id": "G1", "score": "2-1", "completedAt": "2024-01-01T18:00:00Z",
      "players": [{"playerId": 1, "team": "Team A"}, {"playerId": 2, "team": "Team A"},
                  {"playerId": 3, "team": "Team B"}, {"playerId": 4, "team": "Team B"}]},
     {"id": "G2", "score": "0-0", "completedAt": "2024-01-08T18:00:00Z",
      "players": [{"playerId": 1, "team": "Team B"}, {"playerId": 2, "team": "Team B"},
                  {"playerId": 4, "team": "Team A"}, {"playerId": 99, "team": "Team A"}]},
     {"id": "G3", "completedAt": "2024-01-15T18:00:00Z",
      "players": [{"playerId": 1, "team": "Team A"}, {"playerId": 2, "team": "Team A"}]}]
    """#
  let players =
    #"[{"id": 1, "name": "A"}, {"id": 2, "name": "B"}, {"id": 3, "name": "C"}, {"id": 4, "name": "D"}]"#

  @Test func countsTeammatesAndOpponentsOfAPlayerFromTheirAppearances() {
    let (league, _) = TestSupport.load(players: players, gathers: gathers)
    let facts = LeagueFactsInteractor.facts(for: league, config: SiteConfig())
    let one = facts.players[1]!
    #expect(
      one.teammates[2] == Record(played: 2, won: 1, drawn: 1, lost: 0, goalsFor: 2, goalsAgainst: 1)
    )
    #expect(
      one.opponents[3] == Record(played: 1, won: 1, drawn: 0, lost: 0, goalsFor: 2, goalsAgainst: 1)
    )
    #expect(
      one.opponents[4] == Record(played: 2, won: 1, drawn: 1, lost: 0, goalsFor: 2, goalsAgainst: 1)
    )
    // The deleted player 99 and the unfinished G3 count for nobody.
    #expect(one.opponents[99] == nil)
    #expect(Set(one.teammates.keys) == [2])
    #expect(facts.players[4]!.teammates[3]?.played == 1)
  }

  @Test func partnershipsListEachPairOnceLowerIdFirst() {
    let (league, _) = TestSupport.load(players: players, gathers: gathers)
    let slots = PlayerSlots(league.players)
    let lineups = slots.lineups(league)
    let pairs = PairRecords.partnerships(
      gatherIndices: Array(league.gathers.indices), league: league, lineups: lineups,
      slots: slots)
    #expect(
      pairs.map { [$0.first, $0.second] }.sorted { $0.lexicographicallyPrecedes($1) } == [
        [1, 2], [3, 4],
      ])
    #expect(pairs.first { $0.first == 1 }?.record.played == 2)
    #expect(pairs.first { $0.first == 3 }?.record.lost == 1)
  }
}
