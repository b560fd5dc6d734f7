/// Every player's rating history, replayed from the league's finished gathers.
public struct LeagueRatings: Sendable {
  /// Current ratings of every rated player.
  public var current: [Int: Rating] = [:]
  /// Each gather's rating by index into `League.gathers`: `nil` for a gather not rated.
  /// An array rather than a dictionary: pages and keys look a gather's rating up by index a
  /// hundred thousand times a build.
  public var matches: [MatchRating?] = []
  /// Every change of every rated match, in play order (a match's Team A first): kept once,
  /// and read as a match's `changes` and as each player's history.
  public var changes: [RatingChange] = []
  /// Where each player's changes are in `changes`, in play order.
  var positions: [Int: [Int32]] = [:]
  /// Rated players, best ordinal first (ties by id).
  public internal(set) var leaderboard: [Int] = []
  /// Each rated player's place on the leaderboard, from 1.
  public internal(set) var rank: [Int: Int] = [:]

  /// The match's changes, Team A first.
  public func changes(of match: MatchRating) -> ArraySlice<RatingChange> {
    changes[match.changeRange]
  }

  /// The player's changes, in play order (none for a player never rated).
  public func history(of id: Int) -> RatingHistory {
    RatingHistory(changes: changes, positions: positions[id] ?? [])
  }
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
    // Each change is kept once, in play order; a player's history is where its changes are.
    // (A history and a match each with their own copies held a million changes twice, and a
    // hundred thousand arrays.)
    var changes: [RatingChange] = []
    changes.reserveCapacity(appearances.reduce(0, +))
    var positions: [[Int32]] = appearances.map { count in
      var positions: [Int32] = []
      positions.reserveCapacity(count)
      return positions
    }
    // Each rated match's probability and where its changes start, by gather index.
    var rated: [(index: Int, probabilityA: Double, start: Int)] = []
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
        rated.append((index, probability, changes.count))
        var offset = 0
        func record(_ side: Slice<UnsafeBufferPointer<Int>>) {
          for slot in side {
            let change = RatingChange(
              gatherIndex: index, playerID: slots.ids[slot], before: before[offset],
              after: after[offset])
            current[slot] = change.after
            positions[slot].append(Int32(changes.count))
            changes.append(change)
            offset += 1
          }
        }
        record(lineup.a)
        record(lineup.b)
      }
    }
    var matches: [MatchRating?] = Array(repeating: nil, count: league.gathers.count)
    for (position, match) in rated.enumerated() {
      let end = position + 1 < rated.count ? rated[position + 1].start : changes.count
      matches[match.index] = MatchRating(
        gatherIndex: match.index, probabilityA: match.probabilityA,
        changeRange: match.start..<end)
    }
    var ratings = LeagueRatings()
    ratings.matches = matches
    ratings.changes = changes
    for (slot, rating) in current.enumerated() {
      guard let rating else { continue }
      ratings.current[slots.ids[slot]] = rating
      ratings.positions[slots.ids[slot]] = positions[slot]
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
