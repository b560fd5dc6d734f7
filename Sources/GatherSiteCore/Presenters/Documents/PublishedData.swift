// The values of the files under `data/`, written by `JSONEncoder` with sorted keys and
// unescaped slashes (`DataPresenter`). A value with an optional that the file writes as
// `null` encodes itself: the synthesized conformance would leave the key out.

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
  /// The trophy cabinet: player awards won in finished seasons.
  var awards: [PublishedCabinetEntry]
  /// "Played X of Y" for each season the player played in, in season order.
  var attendance: [PublishedAttendance]
  /// `PlayerStats.bestPartner` and `toughestOpponent`; `null` when there is none.
  var bestPartnerId: Int?
  var toughestOpponentId: Int?

  private enum CodingKeys: String, CodingKey {
    case id, name, url, allTime, seasons, awards, attendance, bestPartnerId, toughestOpponentId
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(name, forKey: .name)
    try container.encode(url, forKey: .url)
    try container.encode(allTime, forKey: .allTime)
    try container.encode(seasons, forKey: .seasons)
    try container.encode(awards, forKey: .awards)
    try container.encode(attendance, forKey: .attendance)
    try container.encode(bestPartnerId, forKey: .bestPartnerId)
    try container.encode(toughestOpponentId, forKey: .toughestOpponentId)
  }
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
  /// Player ids; `null` for a player who asked not to appear.
  var teamA: [Int?]
  var teamB: [Int?]
  var url: String
  var notes: [PublishedNote]

  private enum CodingKeys: String, CodingKey {
    case id, completedAt, season, finished, scoreA, scoreB, winner, teamA, teamB, url, notes
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
    try container.encode(notes, forKey: .notes)
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
  /// One player's rating before and after one match.
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

/// `data/predictions.json`.
struct PublishedPredictions: Encodable {
  /// The tally of a season (`season` set) or of all time.
  struct Tally: Encodable {
    var season: String?
    var rated, even, favouriteWon, drawn, favouriteLost: Int
    /// `null` when no match was rated.
    var brier: Double?
    /// Whether `season` is written: the all-time tally has none.
    var inSeason: Bool

    init(_ tally: PredictionRecord.Tally, season: String?) {
      self.season = season
      inSeason = season != nil
      (rated, even, favouriteWon, drawn, favouriteLost) = (
        tally.rated, tally.even, tally.favouriteWon, tally.drawn, tally.favouriteLost
      )
      brier = tally.brier
    }

    private enum CodingKeys: String, CodingKey {
      case season, rated, even, favouriteWon, drawn, favouriteLost, brier
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      if inSeason { try container.encode(season, forKey: .season) }
      try container.encode(rated, forKey: .rated)
      try container.encode(even, forKey: .even)
      try container.encode(favouriteWon, forKey: .favouriteWon)
      try container.encode(drawn, forKey: .drawn)
      try container.encode(favouriteLost, forKey: .favouriteLost)
      try container.encode(brier, forKey: .brier)
    }
  }

  /// A calibration bucket.
  struct Bucket: Encodable {
    var from, to: Double
    var matches: Int
    var predicted, actual: Double
  }

  var allTime: Tally
  var seasons: [Tally]
  var calibration: [Bucket]
}

/// One entry of `data/pairs.json`: two players (the lower id first) and their record, from
/// the first player's side.
struct PublishedPair: Encodable {
  var playerIds: [Int]
  var played, won, drawn, lost: Int

  init(_ pair: PlayerPair) {
    playerIds = [pair.first, pair.second]
    played = pair.record.played
    won = pair.record.won
    drawn = pair.record.drawn
    lost = pair.record.lost
  }
}

/// `data/pairs.json`: `{"partnerships": [pairs], "rivalries": [pairs]}`.
struct PublishedPairs: Encodable {
  var partnerships: [PublishedPair]
  var rivalries: [PublishedPair]
}

/// A note of `data/matches.json`: `{"kind", "playerId"}` and, by kind, `appearances`
/// (debut, milestone), `daysAway` (return) or `length` (streakEnded).
struct PublishedNote: Encodable {
  var kind: String
  var playerId: Int
  var valueKey: String
  var value: Int

  init(_ note: MatchNote) {
    kind = note.kind.rawValue
    playerId = note.playerID
    valueKey =
      switch note.kind {
      case .debut, .milestone: "appearances"
      case .return: "daysAway"
      case .streakEnded: "length"
      }
    value = note.value
  }

  private struct Key: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Key.self)
    try container.encode(kind, forKey: Key(stringValue: "kind"))
    try container.encode(playerId, forKey: Key(stringValue: "playerId"))
    try container.encode(value, forKey: Key(stringValue: valueKey))
  }
}

/// One season of a player's attendance in `data/players.json`: played `played` of the
/// season's `of` counted gathers.
struct PublishedAttendance: Encodable {
  var season: String
  var played: Int
  var of: Int
}

/// A trophy in a player's cabinet in `data/players.json`.
struct PublishedCabinetEntry: Encodable {
  var season: String
  var award: String
}

/// One entry of `data/awards.json`; absent values are null, so that every object has the
/// same keys.
struct PublishedAward: Encodable {
  var season: String?
  var final: Bool
  var award: String
  var playerIds: [Int]
  var gatherId: String?
  var value: Double

  private enum CodingKeys: String, CodingKey {
    case season, final, award, playerIds, gatherId, value
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(season, forKey: .season)
    try container.encode(final, forKey: .final)
    try container.encode(award, forKey: .award)
    try container.encode(playerIds, forKey: .playerIds)
    try container.encode(gatherId, forKey: .gatherId)
    try container.encode(value, forKey: .value)
  }
}
