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
/// are not rated; a player listed twice counts once; deleted players are not rated. Each
/// guest appearance joins its side as a fresh player at the starting rating, for that
/// match only: a side with a guest is not rated as if it were a player short.
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
    var ratings = LeagueRatings()
    ratings.matches = Array(repeating: nil, count: league.gathers.count)
    ratings.changes.reserveCapacity(lineups.slots.count)
    var current: [Rating?] = Array(repeating: nil, count: slots.count)
    // Where each slot's changes are in `ratings.changes`.
    var positions: [[Int32]] = Array(repeating: [], count: slots.count)
    for index in league.gathers.indices {
      let (sideA, sideB) = (lineups.side(index, .a), lineups.side(index, .b))
      guard league.gathers[index].completedAt != nil, league.gathers[index].hasLineups,
        let outcome = league.gathers[index].outcome, !sideA.isEmpty, !sideB.isEmpty
      else { continue }
      let guests = league.gathers[index].guests
      let teamA =
        sideA.map { current[$0] ?? Rating() } + Array(repeating: Rating(), count: guests.teamA)
      let teamB =
        sideB.map { current[$0] ?? Rating() } + Array(repeating: Rating(), count: guests.teamB)
      let rated = WengLin.rate(teamA: teamA, teamB: teamB, outcome: outcome)
      let start = ratings.changes.count
      func record(_ side: ArraySlice<Int>, _ before: [Rating], _ after: [Rating]) {
        // Guests come after the side's players, and are not kept.
        for (slot, (before, after)) in zip(side, zip(before, after)) {
          current[slot] = after
          positions[slot].append(Int32(ratings.changes.count))
          ratings.changes.append(
            RatingChange(
              gatherIndex: index, playerID: slots.ids[slot], before: before, after: after))
        }
      }
      record(sideA, teamA, rated.teamA)
      record(sideB, teamB, rated.teamB)
      ratings.matches[index] = MatchRating(
        gatherIndex: index, probabilityA: WengLin.winProbability(teamA: teamA, teamB: teamB),
        changeRange: start..<ratings.changes.count)
    }
    for (slot, rating) in current.enumerated() {
      guard let rating else { continue }
      ratings.current[slots.ids[slot]] = rating
      ratings.positions[slots.ids[slot]] = positions[slot]
    }
    // Best ordinal first, ties by id (slots are in id order).
    let leaderboard = current.indices.filter { current[$0] != nil }.sorted { l, r in
      let (a, b) = (current[l]!.ordinal, current[r]!.ordinal)
      return a != b ? a > b : l < r
    }
    ratings.leaderboard = leaderboard.map { slots.ids[$0] }
    ratings.rank = Dictionary(
      uniqueKeysWithValues: ratings.leaderboard.enumerated().map { ($0.element, $0.offset + 1) })
    return ratings
  }
}
