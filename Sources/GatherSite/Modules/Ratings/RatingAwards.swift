/// The rating honours of a season.
public struct RatingAwards: Sendable {
  /// Index into `League.gathers` of the win least expected before kick-off (below 50%).
  public var biggestUpset: Int?
  /// The player whose ordinal rose most over the season, with the rise.
  public var mostImproved: (playerID: Int, gain: Double)?

}

extension RatingsInteractor {
  /// The biggest upset and the most improved player (at least `minimumGames` rated games)
  /// among the rated matches of `gatherIndices`.
  static func awards(
    _ ratings: LeagueRatings, gatherIndices: [Int], league: League, minimumGames: Int
  ) -> RatingAwards {
    var awards = RatingAwards()
    var lowest = 0.5
    var first: [Int: Rating] = [:]
    var last: [Int: Rating] = [:]
    var games: [Int: Int] = [:]
    for index in gatherIndices {
      guard let match = ratings.matches[index], let outcome = league.gathers[index].outcome else {
        continue
      }
      if let probability = match.winnerProbability(outcome), probability < lowest {
        lowest = probability
        awards.biggestUpset = index
      }
      for change in match.changes {
        if first[change.playerID] == nil { first[change.playerID] = change.before }
        last[change.playerID] = change.after
        games[change.playerID, default: 0] += 1
      }
    }
    awards.mostImproved = last.keys.filter { games[$0]! >= max(minimumGames, 1) }
      .map { (playerID: $0, gain: last[$0]!.ordinal - first[$0]!.ordinal) }
      .filter { $0.gain > 0 }
      .max { $0.gain != $1.gain ? $0.gain < $1.gain : $0.playerID > $1.playerID }
    return awards
  }
}
