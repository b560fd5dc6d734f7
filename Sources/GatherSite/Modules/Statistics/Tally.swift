/// Accumulates records, streaks and pair records over finished gathers, in play order.
///
/// One pass, constant work per player pair in a gather: linear in gathers × players per gather.
struct Tally {
  var records: [Int: Record] = [:]
  var streaks: [Int: Streaks] = [:]
  var teammates: [Int: [Int: Record]] = [:]
  var opponents: [Int: [Int: Record]] = [:]
  var appearances: [Int: [Appearance]] = [:]
  /// Whether appearances, opponents and both directions of every teammate pair are kept
  /// (for player pages); a season's tally keeps only what its table and awards need.
  let keepsDetails: Bool
  private var lastAppearance: [Int: Int] = [:]
  private var counted = 0

  init(keepsDetails: Bool) {
    self.keepsDetails = keepsDetails
  }

  /// Whether a gather counts in any statistic: finished and with line-ups.
  static func counts(_ gather: Gather) -> Bool { gather.isFinished && gather.hasLineups }

  mutating func add(_ gather: Gather, index: Int, knownPlayers: [Int: Player]) {
    guard Self.counts(gather), let score = gather.score else { return }
    counted += 1
    for team in Team.allCases {
      let side = (team == .a ? gather.teamA : gather.teamB).filter { knownPlayers[$0] != nil }
      let others = (team == .a ? gather.teamB : gather.teamA).filter { knownPlayers[$0] != nil }
      let result = score.outcome.result(for: team)
      let (scored, conceded) = score.goals(for: team)
      for player in side {
        records[player, default: Record()].add(result, scored: scored, conceded: conceded)
        streaks[player, default: Streaks()].record(result)
        let consecutive = lastAppearance[player] == counted - 1
        streaks[player]!.appearances.current =
          consecutive ? streaks[player]!.appearances.current + 1 : 1
        streaks[player]!.appearances.best = max(
          streaks[player]!.appearances.best, streaks[player]!.appearances.current)
        lastAppearance[player] = counted
        guard keepsDetails else {
          // A season needs each pair once, for its best partnership.
          for mate in side where mate > player {
            teammates[player, default: [:]][mate, default: Record()].add(
              result, scored: scored, conceded: conceded)
          }
          continue
        }
        appearances[player, default: []].append(
          Appearance(
            gatherIndex: index, team: team, result: result, goalsFor: scored, goalsAgainst: conceded
          ))
        for mate in side where mate != player {
          teammates[player, default: [:]][mate, default: Record()].add(
            result, scored: scored, conceded: conceded)
        }
        for opponent in others {
          opponents[player, default: [:]][opponent, default: Record()].add(
            result, scored: scored, conceded: conceded)
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
