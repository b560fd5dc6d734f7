/// `data/ratings.json`: current ratings and every rating change.
struct PublishedRatings: Encodable {
  /// One player's current rating.
  struct Player: Encodable {
    var playerId: Int
    var mu, sigma, ordinal: Double
    var matches: Int
  }

  /// One player's rating before and after one match.
  struct Change: Encodable {
    var gatherId: String
    var playerId: Int
    var muBefore, sigmaBefore, muAfter, sigmaAfter: Double
  }

  var players: [Player]
  var history: [Change]

  init(_ ratings: LeagueRatings, league: League) {
    players = ratings.leaderboard.map { id in
      let rating = ratings.current[id]!
      return Player(
        playerId: id, mu: rating.mu, sigma: rating.sigma, ordinal: rating.ordinal,
        matches: ratings.history[id]?.count ?? 0)
    }
    history = ratings.allChanges.map {
      Change(
        gatherId: league.gathers[$0.gatherIndex].id, playerId: $0.playerID, muBefore: $0.before.mu,
        sigmaBefore: $0.before.sigma, muAfter: $0.after.mu, sigmaAfter: $0.after.sigma)
    }
  }
}
