/// The rating honours of a season.
public struct RatingAwards: Sendable {
  /// Index into `League.gathers` of the win least expected before kick-off (below 50%).
  public var biggestUpset: Int?
  /// The player whose ordinal rose most over the season, with the rise; the lower id when
  /// two rose exactly as much (`mostImprovedHolders` lists them all).
  public var mostImproved: (playerID: Int, gain: Double)?
  public var mostImprovedHolders: [Int] = []
}

extension RatingsInteractor {
  /// The biggest upset and the most improved player (at least `minimumGames` rated games)
  /// among the rated matches of `gatherIndices`.
  static func awards(
    _ ratings: LeagueRatings, gatherIndices: [Int], league: League, lineups: KnownLineups,
    slots: PlayerSlots, minimumGames: Int, unlisted: Set<Int> = []
  ) -> RatingAwards {
    var awards = RatingAwards()
    var lowest = 0.5
    // Each player's rating before the first of these matches and after the last, by slot.
    var first: [Rating?] = Array(repeating: nil, count: slots.count)
    var last: [Rating?] = Array(repeating: nil, count: slots.count)
    var games = Array(repeating: 0, count: slots.count)
    for index in gatherIndices {
      guard let match = ratings.matches[index], let outcome = league.gathers[index].outcome
      else { continue }
      if let probability = match.winnerProbability(outcome), probability < lowest {
        lowest = probability
        awards.biggestUpset = index
      }
      // A match's changes come in the order of its line-ups, Team A first.
      for (position, change) in zip(lineups.positions(index), match.changeRange) {
        let slot = lineups.slots[position]
        if first[slot] == nil { first[slot] = ratings.changes[change].before }
        last[slot] = ratings.changes[change].after
        games[slot] += 1
      }
    }
    let gains = slots.ids.indices.lazy
      .filter { games[$0] >= max(minimumGames, 1) && !unlisted.contains(slots.ids[$0]) }
      .map { (playerID: slots.ids[$0], gain: last[$0]!.ordinal - first[$0]!.ordinal) }
      .filter { $0.gain > 0 }
    awards.mostImproved = gains.max {
      $0.gain != $1.gain ? $0.gain < $1.gain : $0.playerID > $1.playerID
    }
    if let best = awards.mostImproved?.gain {
      awards.mostImprovedHolders = gains.filter { $0.gain == best }.map(\.playerID).sorted()
    }
    return awards
  }
}
