// The values of the files under `data/`, written by `JSONEncoder` with sorted keys and
// unescaped slashes (`DataPresenter`), or by the build's faster writer held equal to it.
// An optional that the file writes as `null` when it is absent is marked `@Null`: the
// synthesized conformance would leave its key out.

/// `data/players.json` rows: a record as published; goals for and against are null when
/// none of its matches had a score.
package struct PublishedRecord: Encodable {
  package var played, won, drawn, lost, points: Int
  @Null package var goalsFor: Int?
  @Null package var goalsAgainst: Int?
  /// The write-ups' details: the player's goals (null without a match with recorded
  /// scorers), assists and player-of-the-match awards, and their matches with recorded
  /// scorers.
  @Null package var goals: Int?
  package var assists, playerOfTheMatch, recordedMatches: Int

  init(_ record: Record, points: Int) {
    goals = record.recordedMatches == 0 ? nil : record.goals
    assists = record.assists
    playerOfTheMatch = record.playerOfTheMatch
    recordedMatches = record.recordedMatches
    played = record.played
    won = record.won
    drawn = record.drawn
    lost = record.lost
    goalsFor = record.recordedGoals?.for
    goalsAgainst = record.recordedGoals?.against
    self.points = points
  }
}

/// One entry of `data/players.json`.
package struct PublishedPlayer: Encodable {
  package var id: Int
  package var name: String
  /// The player's permanent address, which leads to their page wherever it is.
  package var url: String
  package var allTime: PublishedRecord
  package var seasons: [String: PublishedRecord]
  /// The trophy cabinet: player awards won in finished seasons.
  package var awards: [PublishedCabinetEntry]
  /// "Played X of Y" for each season the player played in, in season order.
  package var attendance: [PublishedAttendance]
  /// `PlayerStats.bestPartner` and `toughestOpponent`; `null` when there is none.
  @Null package var bestPartnerId: Int?
  @Null package var toughestOpponentId: Int?
}

/// One entry of `data/matches.json`; absent values are written as null, so that every
/// object has the same keys.
package struct PublishedMatch: Encodable {
  package var id: String
  @Null package var completedAt: String?
  @Null package var season: String?
  package var finished: Bool
  @Null package var scoreA: Int?
  @Null package var scoreB: Int?
  @Null package var winner: String?
  /// Player ids; `null` for a player who asked not to appear.
  package var teamA: [Int?]
  package var teamB: [Int?]
  /// The write-up's details: scorers and assists by player id (unlisted players last, as
  /// `null`), the players of the match (listed ones), the venue and the photo's address.
  package var scorers: [PublishedCount]
  package var assists: [PublishedCount]
  package var playerOfTheMatch: [Int]
  @Null package var venue: String?
  @Null package var photo: String?
  package var url: String
  package var notes: [PublishedNote]
}

/// One row of `data/standings.json`; the goal figures are null when none of the player's
/// matches in the table had a score.
package struct PublishedStanding: Encodable {
  package var position, playerId: Int
  package var name: String
  package var played, won, drawn, lost, points: Int
  @Null package var goalsFor: Int?
  @Null package var goalsAgainst: Int?
  @Null package var goalDifference: Int?

  init(_ row: StandingRow) {
    position = row.position
    playerId = row.playerID
    name = row.name
    played = row.record.played
    won = row.record.won
    drawn = row.record.drawn
    lost = row.record.lost
    goalsFor = row.record.recordedGoals?.for
    goalsAgainst = row.record.recordedGoals?.against
    goalDifference = row.record.recordedGoals?.difference
    points = row.points
  }
}

/// `data/standings.json`.
package struct PublishedStandings: Encodable {
  package var allTime: [PublishedStanding]
  package var seasons: [String: [PublishedStanding]]
}

/// `data/ratings.json`: the model the ratings were computed with, every rated player's
/// current rating, best first, and where each season's rating changes are.
package struct PublishedRatings: Encodable {
  /// The parameters of openskill's `PlackettLuce` that reproduce every rating and chance.
  package struct Model: Encodable {
    package var mu, sigma, beta, tau, kappa: Double
    /// Whether β was fitted to the league's results.
    package var fitted: Bool
    /// The rated matches the fit used; 0 when nothing was fitted.
    package var matches: Int
    /// Each β and the number of rated matches before it took over (docs/RATINGS.md).
    package var schedule: [RatingModel.Step]
  }

  package var model: Model
  /// One player's current rating.
  package struct Player: Encodable {
    package var playerId: Int
    package var mu, sigma, ordinal: Double
    /// How many rated matches the rating comes from.
    package var matches: Int
  }

  /// Where a season's rating changes are published.
  package struct HistoryFile: Encodable {
    /// The season's name; `nil` for the undated matches.
    @Null package var season: String?
    package var url: String
  }

  package var players: [Player]
  package var historyFiles: [HistoryFile]
}

/// `data/ratings/SEASON.json`: the rating changes of one season's rated matches, in play
/// order, a change per player per match.
package struct PublishedRatingHistory: Encodable {
  /// One player's rating before and after one match.
  package struct Change: Encodable {
    package var gatherId: String
    package var playerId: Int
    package var muBefore, sigmaBefore, muAfter, sigmaAfter: Double
  }

  /// The season's name; `nil` for the undated matches.
  @Null package var season: String?
  package var history: [Change]
}

/// `data/predictions.json`.
package struct PublishedPredictions: Encodable {
  /// The tally of a season (`season` set) or of all time.
  package struct Tally: Encodable {
    package var season: String?
    package var rated, even, favouriteWon, drawn, favouriteLost: Int
    /// `null` when no match was rated.
    package var brier: Double?
    /// Whether `season` is written: the all-time tally has none.
    package var inSeason: Bool

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

    package func encode(to encoder: any Encoder) throws {
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
  package struct Bucket: Encodable {
    package var from, to: Double
    package var matches: Int
    package var predicted, actual: Double
  }

  /// The Brier score the standard settings (openskill's defaults) would have had on the
  /// same matches; `null` when no match was rated.
  package var standardBrier: Double?
  package var allTime: Tally
  package var seasons: [Tally]
  package var calibration: [Bucket]
}

/// One entry of `data/pairs.json`: two players (the lower id first) and their record, from
/// the first player's side.
package struct PublishedPair: Encodable {
  package var playerIds: [Int]
  package var played, won, drawn, lost: Int

  init(_ pair: PlayerPair) {
    playerIds = [pair.first, pair.second]
    played = pair.record.played
    won = pair.record.won
    drawn = pair.record.drawn
    lost = pair.record.lost
  }
}

/// `data/pairs.json`: `{"partnerships": [pairs], "rivalries": [pairs]}`.
package struct PublishedPairs: Encodable {
  package var partnerships: [PublishedPair]
  package var rivalries: [PublishedPair]
}

/// A note of `data/matches.json`: `{"kind", "playerId"}` and, by kind, `appearances`
/// (debut, milestone), `daysAway` (return) or `length` (streakEnded).
package struct PublishedNote: Encodable {
  package var kind: String
  package var playerId: Int
  /// The key of the note's number; `nil` for a note without one (a first goal).
  package var valueKey: String?
  package var value: Int

  init(_ note: MatchNote) {
    kind = note.kind.rawValue
    playerId = note.playerID
    valueKey =
      switch note.kind {
      case .debut, .milestone: "appearances"
      case .return: "daysAway"
      case .streakEnded: "length"
      case .hatTrick: "goals"
      case .firstGoal: nil
      }
    value = note.value
  }

  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: NamedKey.self)
    try container.encode(kind, forKey: NamedKey(stringValue: "kind"))
    try container.encode(playerId, forKey: NamedKey(stringValue: "playerId"))
    if let valueKey { try container.encode(value, forKey: NamedKey(stringValue: valueKey)) }
  }
}

/// A player's goals or assists in a match in `data/matches.json`:
/// `{"goals": 2, "playerId": 12}` or `{"assists": 1, "playerId": 4}`.
package struct PublishedCount: Encodable {
  /// `goals` or `assists`, the key of the count (both sort before `playerId`).
  package var key: String
  package var playerId: Int?
  package var count: Int

  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: NamedKey.self)
    try container.encode(count, forKey: NamedKey(stringValue: key))
    try container.encode(playerId, forKey: NamedKey(stringValue: "playerId"))
  }
}

/// A coding key named at run time: a key that depends on the value it holds.
private struct NamedKey: CodingKey {
  var stringValue: String
  var intValue: Int? { nil }
  init(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { nil }
}

/// One season of a player's attendance in `data/players.json`: played `played` of the
/// season's `of` counted gathers.
package struct PublishedAttendance: Encodable {
  package var season: String
  package var played: Int
  package var of: Int
}

/// A trophy in a player's cabinet in `data/players.json`.
package struct PublishedCabinetEntry: Encodable {
  package var season: String
  package var award: String
}

/// One entry of `data/awards.json`; absent values are null, so that every object has the
/// same keys.
package struct PublishedAward: Encodable {
  @Null package var season: String?
  package var final: Bool
  package var award: String
  package var playerIds: [Int]
  @Null package var gatherId: String?
  package var value: Double
}
