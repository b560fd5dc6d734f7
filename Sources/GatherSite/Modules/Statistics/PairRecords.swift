/// Records of pairs of players: as teammates and as opponents.
///
/// Counted per player from their appearances (or per season from its gathers) rather than
/// inside the one-pass tally, so that the work, linear in gathers × players per gather,
/// spreads over every core. Counted in arrays by player slot, then handed out by id.
enum PairRecords {
  /// A player's record with each teammate and against each opponent.
  static func player(
    _ id: Int, appearances: [Appearance], lineups: [KnownLineup], slots: PlayerSlots
  ) -> (teammates: [Int: Record], opponents: [Int: Record]) {
    var teammates = Array(repeating: Record(), count: slots.count)
    var opponents = Array(repeating: Record(), count: slots.count)
    let own = slots.slot(id)
    for appearance in appearances {
      let lineup = lineups[appearance.gatherIndex]
      let (result, scored, conceded) =
        (appearance.result, appearance.goalsFor, appearance.goalsAgainst)
      for mate in lineup.slots(appearance.team) where mate != own {
        teammates[mate].add(result, scored: scored, conceded: conceded)
      }
      for opponent in lineup.slots(appearance.team.other) {
        opponents[opponent].add(result, scored: scored, conceded: conceded)
      }
    }
    return (byID(teammates, slots), byID(opponents, slots))
  }

  private static func byID(_ records: [Record], _ slots: PlayerSlots) -> [Int: Record] {
    var result: [Int: Record] = [:]
    for (slot, record) in records.enumerated() where record.played > 0 {
      result[slots.ids[slot]] = record
    }
    return result
  }

  /// Each pair of teammates once (the lower id first) with their record together, over
  /// the given gathers, in no particular order.
  static func partnerships(
    gatherIndices: [Int], league: League, lineups: [KnownLineup], slots: PlayerSlots
  ) -> [Partnership] {
    // One key per pair of slots, the lower first.
    var pairs: [Int: Record] = [:]
    for index in gatherIndices {
      let gather = league.gathers[index]
      guard Tally.counts(gather), let score = gather.score else { continue }
      for team in Team.allCases {
        let result = score.outcome.result(for: team)
        let (scored, conceded) = score.goals(for: team)
        let side = lineups[index].slots(team)
        for player in side {
          for mate in side where mate > player {
            pairs[player * slots.count + mate, default: Record()].add(
              result, scored: scored, conceded: conceded)
          }
        }
      }
    }
    return pairs.map { key, record in
      Partnership(
        first: slots.ids[key / slots.count], second: slots.ids[key % slots.count], record: record)
    }
  }
}
