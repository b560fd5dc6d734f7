/// Every player's rating history, replayed from the league's finished gathers.
public struct LeagueRatings: Sendable {
  /// Current ratings of every rated player.
  public var current: [Int: Rating] = [:]
  /// Each gather's rating by index into `League.gathers`: `nil` for a gather not rated.
  /// An array rather than a dictionary: pages and keys look a gather's rating up by index a
  /// hundred thousand times a build.
  public var matches: [MatchRating?] = []
  /// Each player's changes, in play order.
  public var history: [Int: [RatingChange]] = [:]
  /// Rated players, best ordinal first (ties by id).
  public internal(set) var leaderboard: [Int] = []
  /// Each rated player's place on the leaderboard, from 1.
  public internal(set) var rank: [Int: Int] = [:]
}

/// Replays finished, dated gathers in play order through the Weng-Lin model.
///
/// Undated gathers, gathers without line-ups and gathers with no known player on one side
/// are not rated; a player listed twice counts once; deleted players are not rated.
public enum RatingsInteractor {
  public static func ratings(for league: League) -> LeagueRatings {
    let slots = PlayerSlots(league.players)
    return ratings(for: league, slots: slots, lineups: slots.lineups(league))
  }

  /// The ratings from line-ups already stripped of deleted players, one per gather; the
  /// current ratings and histories are kept by player slot until the end.
  static func ratings(for league: League, slots: PlayerSlots, lineups: KnownLineups)
    -> LeagueRatings
  {
    lineups.withView { ratings(for: league, slots: slots, lineups: $0) }
  }

  private static func ratings(
    for league: League, slots: PlayerSlots, lineups: KnownLineups.View
  ) -> LeagueRatings {
    var current: [Rating?] = Array(repeating: nil, count: slots.count)
    // Sized up front: growing a hundred thousand matches and a million changes step by step
    // spent most of the time copying them and touching fresh memory.
    var appearances = Array(repeating: 0, count: slots.count)
    for index in league.gathers.indices {
      for slot in lineups[index].a { appearances[slot] += 1 }
      for slot in lineups[index].b { appearances[slot] += 1 }
    }
    var history: [[RatingChange]] = appearances.map { count in
      var changes: [RatingChange] = []
      changes.reserveCapacity(count)
      return changes
    }
    var matches: [MatchRating?] = Array(repeating: nil, count: league.gathers.count)
    // One match's ratings before it (Team A, then Team B), and after: reused from match to
    // match instead of four arrays each.
    var before: [Rating] = []
    var after: [Rating] = []
    league.gathers.withUnsafeBufferPointer { gathers in
      for index in gathers.indices {
        guard gathers[index].completedAt != nil, gathers[index].hasLineups,
          let outcome = gathers[index].score?.outcome
        else { continue }
        let lineup = lineups[index]
        guard !lineup.a.isEmpty, !lineup.b.isEmpty else { continue }
        before.removeAll(keepingCapacity: true)
        for slot in lineup.a { before.append(current[slot] ?? Rating()) }
        for slot in lineup.b { before.append(current[slot] ?? Rating()) }
        // Refilled rather than assigned: an assigned copy shares `before`'s storage, and
        // rating it in place would copy it anew for every match.
        after.removeAll(keepingCapacity: true)
        after += before
        let sizeA = lineup.a.count
        let probability = before.withUnsafeBufferPointer {
          WengLin.winProbability(
            UnsafeBufferPointer(rebasing: $0[..<sizeA]),
            UnsafeBufferPointer(rebasing: $0[sizeA...]))
        }
        after.withUnsafeMutableBufferPointer {
          WengLin.rate(
            UnsafeMutableBufferPointer(rebasing: $0[..<sizeA]),
            UnsafeMutableBufferPointer(rebasing: $0[sizeA...]), outcome: outcome)
        }
        var changes: [RatingChange] = []
        changes.reserveCapacity(before.count)
        var offset = 0
        func record(_ side: Slice<UnsafeBufferPointer<Int>>) {
          for slot in side {
            let change = RatingChange(
              gatherIndex: index, playerID: slots.ids[slot], before: before[offset],
              after: after[offset])
            current[slot] = change.after
            history[slot].append(change)
            changes.append(change)
            offset += 1
          }
        }
        record(lineup.a)
        record(lineup.b)
        matches[index] = MatchRating(
          gatherIndex: index, probabilityA: probability, changes: changes)
      }
    }
    var ratings = LeagueRatings()
    ratings.matches = matches
    for (slot, rating) in current.enumerated() {
      guard let rating else { continue }
      ratings.current[slots.ids[slot]] = rating
      ratings.history[slots.ids[slot]] = history[slot]
    }
    let ordinals = current.map { $0?.ordinal }
    let leaderboard = current.indices.filter { current[$0] != nil }.sorted { l, r in
      let (a, b) = (ordinals[l]!, ordinals[r]!)
      return a != b ? a > b : l < r
    }
    ratings.leaderboard = leaderboard.map { slots.ids[$0] }
    ratings.rank = Dictionary(
      uniqueKeysWithValues: ratings.leaderboard.enumerated().map { ($0.element, $0.offset + 1) })
    return ratings
  }
}
