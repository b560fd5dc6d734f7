/// Every player's rating history, replayed from the league's finished gathers.
public struct LeagueRatings: Sendable {
  /// The parameters the ratings and chances were computed with.
  public var model: RatingModel
  /// The Brier score the standard settings' chances (`RatingModel.standard`) would have
  /// had on the same matches; `nil` when none was rated.
  public var standardBrier: Double?
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
  /// Each ranked player's place on the leaderboard, from 1: every rated player here; in
  /// the league's facts, the listed players whose rating is no longer provisional
  /// (`ranked(provisionalGames:)`).
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

/// Replays the rated matches (`RatedMatches`) in play order through the Weng-Lin model,
/// with the league's own parameters (`RatingModelFit`), each β from the step that chose it.
public enum RatingsInteractor {
  /// The league's ratings, with the model `settings` fix or the league's results fit.
  public static func ratings(for league: League, settings: RatingSettings) -> LeagueRatings {
    let slots = PlayerSlots(league.players)
    let matches = RatedMatches(league, slots: slots, lineups: slots.lineups(league))
    return ratings(
      matches, gathers: league.gathers.count, slots: slots,
      model: RatingModelFit.model(matches, settings: settings))
  }

  /// The ratings of the rated matches of a league of `gathers` gathers, with `model`; the
  /// current ratings and histories are kept by player slot until the end.
  static func ratings(
    _ matches: RatedMatches, gathers: Int, slots: PlayerSlots, model: RatingModel
  ) -> LeagueRatings {
    var ratings = LeagueRatings(model: model)
    ratings.standardBrier = RatingModelFit.brier(matches, .standard)
    ratings.matches = Array(repeating: nil, count: gathers)
    // Where each slot's changes are in `ratings.changes`.
    var positions: [[Int32]] = Array(repeating: [], count: slots.count)
    let current = matches.replay(model.eras.map { ($0.after, WengLin($0.model)) }) { rated in
      let start = ratings.changes.count
      func record(_ side: ArraySlice<Int>, _ before: [Rating], _ after: [Rating]) {
        // Guests come after the side's players, and are not kept.
        for (slot, (before, after)) in zip(side, zip(before, after)) {
          positions[slot].append(Int32(ratings.changes.count))
          ratings.changes.append(
            RatingChange(
              gatherIndex: rated.match.gatherIndex, playerID: slots.ids[slot], before: before,
              after: after))
        }
      }
      record(rated.match.sideA, rated.before.teamA, rated.after.teamA)
      record(rated.match.sideB, rated.before.teamB, rated.after.teamB)
      ratings.matches[rated.match.gatherIndex] = MatchRating(
        gatherIndex: rated.match.gatherIndex, probabilityA: rated.probabilityA,
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

extension LeagueRatings {
  /// The ratings with `rank` given to the players of the leaderboard with at least
  /// `provisionalGames` rated matches, in its order: a provisional rating is not ranked.
  func ranked(provisionalGames: Int) -> LeagueRatings {
    var ratings = self
    let ranked = leaderboard.filter { history(of: $0).count >= provisionalGames }
    ratings.rank = Dictionary(
      uniqueKeysWithValues: ranked.enumerated().map { ($0.element, $0.offset + 1) })
    return ratings
  }
}
