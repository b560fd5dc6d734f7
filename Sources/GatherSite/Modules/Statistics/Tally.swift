/// Accumulates records and streaks (and, for all time, appearances) over finished
/// gathers, in play order.
///
/// One pass, constant work per player in a gather. Pair records (teammates, opponents)
/// are counted afterwards per player by `PairRecords`, which can run on every core.
struct Tally {
  var records: [Int: Record] = [:]
  var streaks: [Int: Streaks] = [:]
  var appearances: [Int: [Appearance]] = [:]
  /// Whether appearances are kept (for player pages); a season's tally keeps only what
  /// its table and awards need.
  let keepsDetails: Bool
  private var lastAppearance: [Int: Int] = [:]
  private var counted = 0

  init(keepsDetails: Bool) {
    self.keepsDetails = keepsDetails
  }

  /// Whether a gather counts in any statistic: finished and with line-ups.
  static func counts(_ gather: Gather) -> Bool { gather.isFinished && gather.hasLineups }

  /// Counts a gather whose line-ups, without deleted players, are `lineup`.
  mutating func add(_ gather: Gather, index: Int, lineup: KnownLineup) {
    guard Self.counts(gather), let score = gather.score else { return }
    counted += 1
    for team in Team.allCases {
      let result = score.outcome.result(for: team)
      let (scored, conceded) = score.goals(for: team)
      for player in lineup.side(team) {
        records[player, default: Record()].add(result, scored: scored, conceded: conceded)
        let consecutive = lastAppearance.updateValue(counted, forKey: player) == counted - 1
        streaks[player, default: Streaks()].record(result, consecutiveAppearance: consecutive)
        if keepsDetails {
          appearances[player, default: []].append(
            Appearance(
              gatherIndex: index, team: team, result: result, goalsFor: scored,
              goalsAgainst: conceded))
        }
      }
    }
  }

  /// Streaks with the current appearance run ended for players who missed the last gather.
  var finalStreaks: [Int: Streaks] {
    var result = streaks
    for (player, last) in lastAppearance where last != counted {
      result[player]?.appearances.current = 0
    }
    return result
  }
}
