import Testing

@testable import GatherSiteCore

@Suite struct KnownLineupsTests {
  /// Three gathers: one with a deleted player (99) on each side, one without line-ups, one
  /// whose Team A has only the deleted player.
  let gathers = #"""
    [{"id": "G1", "score": "2-1", "completedAt": "2024-01-01T18:00:00Z",
      "players": [{"playerId": 3, "team": "Team A"}, {"playerId": 99, "team": "Team A"},
                  {"playerId": 1, "team": "Team A"}, {"playerId": 2, "team": "Team B"},
                  {"playerId": 99, "team": "Team B"}]},
     {"id": "G2", "score": "0-0", "completedAt": "2024-01-08T18:00:00Z"},
     {"id": "G3", "completedAt": "2024-01-15T18:00:00Z",
      "players": [{"playerId": 99, "team": "Team A"}, {"playerId": 2, "team": "Team B"}]}]
    """#
  let players = #"[{"id": 1, "name": "A"}, {"id": 2, "name": "B"}, {"id": 3, "name": "C"}]"#

  @Test func eachGathersSidesBySlotInLineUpOrderWithoutDeletedPlayers() {
    let (league, _) = TestSupport.load(players: players, gathers: gathers)
    let slots = PlayerSlots(league.players)
    let lineups = slots.lineups(league)
    // Slots are the players' places in id order: 1 → 0, 2 → 1, 3 → 2.
    #expect(league.gathers.indices.map { Array(lineups.side($0, .a)) } == [[2, 0], [], []])
    #expect(league.gathers.indices.map { Array(lineups.side($0, .b)) } == [[1], [], [1]])
    #expect(lineups.positions(0, .b).map { lineups.slots[$0] } == [1])
    #expect(league.gathers.indices.map(lineups.hasKnownPlayer) == [true, false, true])
  }

  /// Ids close together or far apart: each player's place in id order, and no slot for an
  /// id without a player.
  @Test(arguments: [[4, 5, 7, -2], [1, 1_000_000, -5_000_000_000, 42]])
  func slotsArePlacesInIdOrderAndNoneForOtherIds(_ ids: [Int]) {
    let players = Dictionary(uniqueKeysWithValues: ids.map { ($0, Player(id: $0, name: "P\($0)")) })
    let slots = PlayerSlots(players)
    let sorted = ids.sorted()
    for (place, id) in sorted.enumerated() { #expect(slots.slot(id) == place) }
    for other in [6, -3, 8, 0, Int.min, Int.max, 999_999] where !ids.contains(other) {
      #expect(slots.slot(other) == nil, "id \(other)")
    }
  }
}
