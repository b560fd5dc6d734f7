/// `data/players.json` rows: a record as published.
struct PublishedRecord: Encodable {
  var played, won, drawn, lost, goalsFor, goalsAgainst, points: Int

  init(_ record: Record, rule: PointsRule) {
    played = record.played
    won = record.won
    drawn = record.drawn
    lost = record.lost
    goalsFor = record.goalsFor
    goalsAgainst = record.goalsAgainst
    points = record.points(rule)
  }
}

/// One entry of `data/players.json`.
struct PublishedPlayer: Encodable {
  var id: Int
  var name: String
  var url: String
  var allTime: PublishedRecord
  var seasons: [String: PublishedRecord]
}

/// One entry of `data/matches.json`; absent values are written as null, so that every
/// object has the same keys.
struct PublishedMatch: Encodable {
  var id: String
  var completedAt: String?
  var season: String?
  var finished: Bool
  var scoreA: Int?
  var scoreB: Int?
  var winner: String?
  var teamA: [Int]
  var teamB: [Int]
  var url: String

  private enum CodingKeys: String, CodingKey {
    case id, completedAt, season, finished, scoreA, scoreB, winner, teamA, teamB, url
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(completedAt, forKey: .completedAt)
    try container.encode(season, forKey: .season)
    try container.encode(finished, forKey: .finished)
    try container.encode(scoreA, forKey: .scoreA)
    try container.encode(scoreB, forKey: .scoreB)
    try container.encode(winner, forKey: .winner)
    try container.encode(teamA, forKey: .teamA)
    try container.encode(teamB, forKey: .teamB)
    try container.encode(url, forKey: .url)
  }
}

/// One row of `data/standings.json`.
struct PublishedStanding: Encodable {
  var position, playerId: Int
  var name: String
  var played, won, drawn, lost, goalsFor, goalsAgainst, goalDifference, points: Int

  init(_ row: StandingRow) {
    position = row.position
    playerId = row.playerID
    name = row.name
    played = row.record.played
    won = row.record.won
    drawn = row.record.drawn
    lost = row.record.lost
    goalsFor = row.record.goalsFor
    goalsAgainst = row.record.goalsAgainst
    goalDifference = row.record.goalDifference
    points = row.points
  }
}

/// `data/standings.json`.
struct PublishedStandings: Encodable {
  var allTime: [PublishedStanding]
  var seasons: [String: [PublishedStanding]]
}

/// `data/ratings.json`: every rated player's current rating, best first, and where each
/// season's rating changes are.
struct PublishedRatings: Encodable {
  /// One player's current rating.
  struct Player: Encodable {
    var playerId: Int
    var mu, sigma, ordinal: Double
    /// How many rated matches the rating comes from.
    var matches: Int
  }

  /// Where a season's rating changes are published.
  struct HistoryFile: Encodable {
    /// The season's name; `nil` for the undated matches.
    var season: String?
    var url: String

    private enum CodingKeys: String, CodingKey { case season, url }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(season, forKey: .season)
      try container.encode(url, forKey: .url)
    }
  }

  var players: [Player]
  var historyFiles: [HistoryFile]
}

/// `data/ratings/SEASON.json`: the rating changes of one season's rated matches, in play
/// order, a change per player per match.
struct PublishedRatingHistory: Encodable {
  struct Change: Encodable {
    var gatherId: String
    var playerId: Int
    var muBefore, sigmaBefore, muAfter, sigmaAfter: Double
  }

  /// The season's name; `nil` for the undated matches.
  var season: String?
  var history: [Change]

  private enum CodingKeys: String, CodingKey { case season, history }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(season, forKey: .season)
    try container.encode(history, forKey: .history)
  }
}
