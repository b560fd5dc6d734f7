/// Records of pairs of players: as teammates and as opponents.
///
/// Counted per player from their appearances (or per season from its gathers) rather than
/// inside the one-pass tally: each is a step of its own, which a build may run beside
/// others.
enum PairRecords {
  /// A player's record with each teammate and against each opponent, counted by slot.
  static func player(
    _ id: Int, appearances: [Appearance], lineups: KnownLineups, slots: PlayerSlots
  ) -> (teammates: PairRecordList, opponents: PairRecordList) {
    let own = slots.slot(id)
    var teammates = Array(repeating: PairCount(), count: slots.count)
    var opponents = Array(repeating: PairCount(), count: slots.count)
    for appearance in appearances {
      let (gather, team) = (appearance.gatherIndex, appearance.team)
      let (result, goals) = (appearance.result, appearance.goals)
      for position in lineups.positions(gather, team) where lineups.slots[position] != own {
        teammates[lineups.slots[position]].add(result, goals: goals)
      }
      for position in lineups.positions(gather, team.other) {
        opponents[lineups.slots[position]].add(result, goals: goals)
      }
    }
    return (list(teammates, slots), list(opponents, slots))
  }

  /// The records of the players met, in id order (slots are in id order).
  private static func list(_ counts: [PairCount], _ slots: PlayerSlots) -> PairRecordList {
    let met = counts.indices.filter { counts[$0].played > 0 }
    return PairRecordList(sortedKeys: met.map { slots.ids[$0] }, counts: met.map { counts[$0] })
  }

  /// Each pair of teammates once (the lower id first) with their record together, over
  /// the given gathers, in no particular order. Counted player by player, as `player`
  /// counts: each player's games with each teammate of a higher slot, in an array by slot.
  static func partnerships(
    gatherIndices: [Int], league: League, lineups: KnownLineups, slots: PlayerSlots
  ) -> [Partnership] {
    // Each player's counted games: their side's positions in `lineups`, and how it went.
    var games = Array(
      repeating: [(side: Range<Int>, result: MatchResult, goals: (scored: Int, conceded: Int)?)](),
      count: slots.count)
    for index in gatherIndices {
      guard let counted = Tally.counted(league.gathers[index]) else { continue }
      for team in Team.allCases {
        let side = lineups.positions(index, team)
        let goals = counted.goals(for: team)
        for position in side {
          games[lineups.slots[position]].append(
            (side, counted.outcome.result(for: team), goals))
        }
      }
    }
    var partnerships: [Partnership] = []
    var counts = Array(repeating: PairCount(), count: slots.count)
    for (player, games) in games.enumerated() {
      var mates: [Int] = []
      for game in games {
        for position in game.side where lineups.slots[position] > player {
          let mate = lineups.slots[position]
          if counts[mate].played == 0 { mates.append(mate) }
          counts[mate].add(game.result, goals: game.goals)
        }
      }
      for mate in mates {
        partnerships.append(
          Partnership(
            first: slots.ids[player], second: slots.ids[mate], record: counts[mate].record))
        counts[mate] = PairCount()
      }
    }
    return partnerships
  }
}
