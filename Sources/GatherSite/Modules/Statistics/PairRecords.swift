/// Records of pairs of players: as teammates and as opponents.
///
/// Counted per player from their appearances (or per season from its gathers) rather than
/// inside the one-pass tally, so that the work, linear in gathers × players per gather,
/// spreads over every core.
enum PairRecords {
  /// A player's record with each teammate and against each opponent.
  static func player(
    _ id: Int, appearances: [Appearance], lineups: [KnownLineup]
  ) -> (teammates: [Int: Record], opponents: [Int: Record]) {
    var teammates: [Int: Record] = [:]
    var opponents: [Int: Record] = [:]
    for appearance in appearances {
      let lineup = lineups[appearance.gatherIndex]
      let (result, scored, conceded) =
        (appearance.result, appearance.goalsFor, appearance.goalsAgainst)
      for mate in lineup.side(appearance.team) where mate != id {
        teammates[mate, default: Record()].add(result, scored: scored, conceded: conceded)
      }
      for opponent in lineup.side(appearance.team.other) {
        opponents[opponent, default: Record()].add(result, scored: scored, conceded: conceded)
      }
    }
    return (teammates, opponents)
  }

  /// Each pair of teammates once (the lower id first) with their record together, over
  /// the given gathers.
  static func partnerships(
    gatherIndices: [Int], league: League, lineups: [KnownLineup]
  ) -> [Int: [Int: Record]] {
    var pairs: [Int: [Int: Record]] = [:]
    for index in gatherIndices {
      let gather = league.gathers[index]
      guard Tally.counts(gather), let score = gather.score else { continue }
      for team in Team.allCases {
        let result = score.outcome.result(for: team)
        let (scored, conceded) = score.goals(for: team)
        let side = lineups[index].side(team)
        for player in side {
          for mate in side where mate > player {
            pairs[player, default: [:]][mate, default: Record()].add(
              result, scored: scored, conceded: conceded)
          }
        }
      }
    }
    return pairs
  }
}
