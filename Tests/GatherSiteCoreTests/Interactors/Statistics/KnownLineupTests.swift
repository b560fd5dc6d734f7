import Testing

@testable import GatherSiteCore

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

  /// Ids close together are looked up in a table, ids far apart in a dictionary: both give
  /// each player's place in id order, and no slot for an id without a player.
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

  /// A league larger than one run of gathers: every gather's sides, in order, across the
  /// runs made on different cores.
  @Test func sidesStayInGatherOrderAcrossRuns() {
    let count = 9_000
    let gathers = (0..<count).map { index in
      let a = (0..<(index % 5)).map { #"{"playerId": \#((index + $0) % 7 + 1), "team": "Team A"}"# }
      let b = [#"{"playerId": \#(index % 3 + 1), "team": "Team B"}"#]
      return
        #"{"id": "G\#(index)", "score": "1-0", "players": [\#((a + b).joined(separator: ","))]}"#
    }
    let players = (1...6).map { #"{"id": \#($0), "name": "P\#($0)"}"# }
    let (league, _) = TestSupport.load(
      players: "[\(players.joined(separator: ","))]", gathers: "[\(gathers.joined(separator: ","))]"
    )
    #expect(league.gathers.count == count)
    let slots = PlayerSlots(league.players)
    let sides = slots.lineups(league).withView { view in
      league.gathers.indices.map { (Array(view[$0].a), Array(view[$0].b)) }
    }
    // Player 7 is not in players.json: left out.
    let expected = league.gathers.map { gather in
      (gather.teamA.compactMap(slots.slot), gather.teamB.compactMap(slots.slot))
    }
    #expect(sides.map(\.0) == expected.map(\.0))
    #expect(sides.map(\.1) == expected.map(\.1))
    // Gather 4: players 5, 6, 7 and 1 in Team A, 2 in Team B.
    #expect(sides[4].0 == [4, 5, 0])
    #expect(sides[4].1 == [1])
  }
}
