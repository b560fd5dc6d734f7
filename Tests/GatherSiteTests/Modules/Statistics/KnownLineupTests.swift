import Testing

@testable import GatherSite

@Suite struct KnownLineupTests {
  /// Three gathers: one with a deleted player (99) on each side, one without line-ups, one
  /// whose Team B has only the deleted player.
  let gathers = #"""
    [{"id": "G1", "score": "2-1", "completedAt": "2024-01-01T18:00:00Z",
      "players": [{"playerId": 3, "team": "Team A"}, {"playerId": 99, "team": "Team A"},
                  {"playerId": 1, "team": "Team A"}, {"playerId": 2, "team": "Team B"},
                  {"playerId": 99, "team": "Team B"}]},
     {"id": "G2", "score": "0-0", "completedAt": "2024-01-08T18:00:00Z"},
     {"id": "G3", "completedAt": "2024-01-15T18:00:00Z",
      "players": [{"playerId": 2, "team": "Team A"}, {"playerId": 99, "team": "Team B"}]}]
    """#
  let players = #"[{"id": 1, "name": "A"}, {"id": 2, "name": "B"}, {"id": 3, "name": "C"}]"#

  @Test func eachGathersSidesBySlotInLineUpOrderWithoutDeletedPlayers() {
    let (league, _) = TestSupport.load(players: players, gathers: gathers)
    let slots = PlayerSlots(league.players)
    let sides = slots.lineups(league).withView { view in
      league.gathers.indices.map { (Array(view[$0].a), Array(view[$0].b)) }
    }
    // Slots are the players' places in id order: 1 → 0, 2 → 1, 3 → 2.
    #expect(sides.map(\.0) == [[2, 0], [], [1]])
    #expect(sides.map(\.1) == [[1], [], []])
    #expect(slots.lineups(league).withView { Array($0[0].slots(.b)) } == [1])
  }
}
