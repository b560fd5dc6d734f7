// The files are written directly, byte for byte as `JSONEncoder` with sorted keys and
// unescaped slashes would write them (the tests compare the two): the encoder took a
// large league's build longer than the rest of these files together.

/// `data/players.json` rows: a record as published.
struct PublishedRecord: Encodable {
  var played, won, drawn, lost, goalsFor, goalsAgainst, points: Int

  func write(to out: inout JSONText) {
    out.int("{\"drawn\":", drawn)
    out.int(",\"goalsAgainst\":", goalsAgainst)
    out.int(",\"goalsFor\":", goalsFor)
    out.int(",\"lost\":", lost)
    out.int(",\"played\":", played)
    out.int(",\"points\":", points)
    out.int(",\"won\":", won)
    out.literal("}")
  }

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

  func write(to out: inout JSONText) {
    out.literal("{\"allTime\":")
    allTime.write(to: &out)
    out.int(",\"id\":", id)
    out.literal(",\"name\":")
    out.string(name)
    out.literal(",\"seasons\":")
    out.object(seasons) { $1.write(to: &$0) }
    out.literal(",\"url\":")
    out.string(url)
    out.literal("}")
  }

}

/// One entry of `data/matches.json`, written directly (an archive has one per gather);
/// absent values are written as null, so every object has the same keys.
struct PublishedMatch {
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

  func write(to out: inout JSONText) {
    out.raw("{\"completedAt\":")
    out.optionalString(completedAt)
    out.raw(",\"finished\":\(finished),\"id\":")
    out.string(id)
    out.raw(
      ",\"scoreA\":\(scoreA.map(String.init) ?? "null"),\"scoreB\":\(scoreB.map(String.init) ?? "null"),\"season\":"
    )
    out.optionalString(season)
    out.raw(",\"teamA\":[\(teamA.map(String.init).joined(separator: ","))]")
    out.raw(",\"teamB\":[\(teamB.map(String.init).joined(separator: ","))],\"url\":")
    out.string(url)
    out.raw(",\"winner\":")
    out.optionalString(winner)
    out.raw("}")
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

  func write(to out: inout JSONText) {
    out.int("{\"drawn\":", drawn)
    out.int(",\"goalDifference\":", goalDifference)
    out.int(",\"goalsAgainst\":", goalsAgainst)
    out.int(",\"goalsFor\":", goalsFor)
    out.int(",\"lost\":", lost)
    out.literal(",\"name\":")
    out.string(name)
    out.int(",\"played\":", played)
    out.int(",\"playerId\":", playerId)
    out.int(",\"points\":", points)
    out.int(",\"position\":", position)
    out.int(",\"won\":", won)
    out.literal("}")
  }
}

/// `data/standings.json`.
struct PublishedStandings: Encodable {
  var allTime: [PublishedStanding]
  var seasons: [String: [PublishedStanding]]

  func write(to out: inout JSONText) {
    out.literal("{\"allTime\":")
    out.array(allTime) { $1.write(to: &$0) }
    out.literal(",\"seasons\":")
    out.object(seasons) { out, rows in out.array(rows) { $1.write(to: &$0) } }
    out.literal("}")
  }
}
