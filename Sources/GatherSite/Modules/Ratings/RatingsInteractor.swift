/// Every player's rating history, replayed from the league's finished gathers.
public struct LeagueRatings: Sendable {
  /// Current ratings of every rated player.
  public var current: [Int: Rating] = [:]
  /// Rated matches by index into `League.gathers`.
  public var matches: [Int: MatchRating] = [:]
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
    ratings(
      for: league, lineups: league.gathers.map { KnownLineup($0, knownPlayers: league.players) })
  }

  /// The ratings from line-ups already stripped of deleted players, one per gather.
  static func ratings(for league: League, lineups: [KnownLineup]) -> LeagueRatings {
    var ratings = LeagueRatings()
    for (index, gather) in league.gathers.enumerated() {
      guard gather.completedAt != nil, gather.hasLineups, let outcome = gather.outcome else {
        continue
      }
      let (sideA, sideB) = (lineups[index].teamA, lineups[index].teamB)
      guard !sideA.isEmpty, !sideB.isEmpty else { continue }
      let beforeA = sideA.map { ratings.current[$0] ?? Rating() }
      let beforeB = sideB.map { ratings.current[$0] ?? Rating() }
      let probability = WengLin.winProbability(teamA: beforeA, teamB: beforeB)
      let after = WengLin.rate(teamA: beforeA, teamB: beforeB, outcome: outcome)
      let changes =
        zip(sideA, zip(beforeA, after.teamA)).map {
          RatingChange(gatherIndex: index, playerID: $0.0, before: $0.1.0, after: $0.1.1)
        }
        + zip(sideB, zip(beforeB, after.teamB)).map {
          RatingChange(gatherIndex: index, playerID: $0.0, before: $0.1.0, after: $0.1.1)
        }
      for change in changes {
        ratings.current[change.playerID] = change.after
        ratings.history[change.playerID, default: []].append(change)
      }
      ratings.matches[index] = MatchRating(
        gatherIndex: index, probabilityA: probability, changes: changes)
    }
    let current = ratings.current
    ratings.leaderboard = current.keys.sorted { l, r in
      let (a, b) = (current[l]!.ordinal, current[r]!.ordinal)
      return a != b ? a > b : l < r
    }
    ratings.rank = Dictionary(
      uniqueKeysWithValues: ratings.leaderboard.enumerated().map { ($0.element, $0.offset + 1) })
    return ratings
  }
}
