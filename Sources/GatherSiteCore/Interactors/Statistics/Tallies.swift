/// The all-time and per-season tallies, and every player's gathers, filled in one pass over
/// the gathers in play order.
public struct Tallies: Sendable {
  var allTime: Tally
  /// The all-time streaks, with the current run of appearances ended for players who missed
  /// the last counted gather.
  var finalStreaks: [Int: Streaks]
  var seasons: [Season: Tally] = [:]
  /// Each season's gathers, by index into `League.gathers`, in play order.
  var seasonGathers: [Season: [Int]] = [:]
  /// Every gather (finished or not) listing each known player, in play order, and whether
  /// the player was in Team A there.
  var gatherIndices: [Int: (indices: [Int], inTeamA: [Bool])] = [:]

  init(league: League, slots: PlayerSlots, seasonOfGather: [Season?], lineups: KnownLineups) {
    var allTime = TallyCounter(slots: slots, keepsDetails: true)
    // A season's gathers come one after the other in play order (seasons follow the date),
    // so one counter serves every season in turn.
    var seasonal = TallyCounter(slots: slots, keepsDetails: false)
    var current: Season?
    var gathersOf = Array(repeating: (indices: [Int](), inTeamA: [Bool]()), count: slots.count)
    for index in league.gathers.indices {
      let result = Tally.counted(league.gathers[index])
      let details = league.details[index]
      allTime.add(result, index: index, lineups: lineups, details: details)
      for team in Team.allCases {
        for position in lineups.positions(index, team) {
          let slot = lineups.slots[position]
          gathersOf[slot].indices.append(index)
          gathersOf[slot].inTeamA.append(team == .a)
        }
      }
      guard let season = seasonOfGather[index] else { continue }
      seasonGathers[season, default: []].append(index)
      if season != current {
        if let current { seasons[current] = seasonal.finish() }
        if let earlier = seasons[season] { seasonal.resume(earlier) }
        current = season
      }
      seasonal.add(result, index: index, lineups: lineups, details: details)
    }
    if let current { seasons[current] = seasonal.finish() }
    self.allTime = allTime.finish()
    finalStreaks = self.allTime.finalStreaks
    for (slot, gathers) in gathersOf.enumerated() where !gathers.indices.isEmpty {
      gatherIndices[slots.ids[slot]] = gathers
    }
  }
}
