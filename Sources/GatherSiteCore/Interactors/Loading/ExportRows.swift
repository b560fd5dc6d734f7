import Foundation

/// A value decoded as `T` when it has `T`'s shape, and kept as raw JSON (to be reported
/// with its path and value) when it does not. Decoding the exports through typed rows
/// costs a fraction of the time and memory of a generic JSON tree, which matters for
/// archives of 100,000 gathers; each row becomes JSON again only while it is checked.
enum Lenient<T: Decodable & JSONConvertible & Sendable>: Decodable, JSONConvertible, Sendable {
  case value(T)
  case other(JSONValue)

  init(from decoder: Decoder) throws {
    if let value = try? T(from: decoder) {
      self = .value(value)
    } else {
      self = .other(try JSONValue(from: decoder))
    }
  }

  var json: JSONValue {
    switch self {
    case .value(let value): value.json
    case .other(let raw): raw
    }
  }
}

extension KeyedDecodingContainer {
  /// The value at `key` as `T` when it has `T`'s shape, as raw JSON when it has another,
  /// `nil` when the key is missing or null. Reading a typed value straight from the
  /// container (instead of decoding a `Lenient` through a decoder of its own) makes loading
  /// an archive about twice as fast; only a value of the wrong shape pays for a second try.
  func lenient<T: Decodable & JSONConvertible & Sendable>(_ type: T.Type, forKey key: Key) throws
    -> Lenient<T>?
  {
    do {
      return try decodeIfPresent(T.self, forKey: key).map(Lenient.value)
    } catch {
      return try decodeIfPresent(JSONValue.self, forKey: key).map(Lenient.other)
    }
  }
}

extension UnkeyedDecodingContainer {
  /// The next element as `T` when it has `T`'s shape, as raw JSON when it has another (a
  /// failed decode does not move past the element, so it is read again).
  mutating func lenient<T: Decodable & JSONConvertible & Sendable>(_ type: T.Type) throws
    -> Lenient<T>
  {
    if let value = try? decode(T.self) { return .value(value) }
    return .other(try decode(JSONValue.self))
  }
}

/// Something that can be checked as the JSON it was decoded from.
protocol JSONConvertible {
  var json: JSONValue { get }
}

/// A row of an export file: decoded by `JSONDecoder`, or read straight from its text by
/// `ExportRowScanner` into the same value when it has the usual shape.
protocol ExportRow: Decodable, JSONConvertible, Sendable {
  /// The row `scanner` reads, or `nil` when it refuses the text.
  init?(scanning scanner: inout ExportRowScanner)
}

extension String: JSONConvertible {
  var json: JSONValue { .string(self) }
}

extension Int: JSONConvertible {
  var json: JSONValue { .int(self) }
}

extension Array: JSONConvertible where Element: JSONConvertible {
  var json: JSONValue { .array(map(\.json)) }
}

/// Builds the JSON object of a row from the keys it had.
private func object(_ fields: [(String, (any JSONConvertible)?)]) -> JSONValue {
  var members: [String: JSONValue] = [:]
  for case (let key, let value?) in fields { members[key] = value.json }
  return .object(members)
}

/// A gather row of `gathers.json`, with the keys Gather Site reads (others are ignored).
struct GatherRow: ExportRow {
  var id, score, winnerTeam, completedAt: Lenient<String>?
  var players: Lenient<PivotRows>?

  private enum CodingKeys: String, CodingKey {
    case id, score, winnerTeam, completedAt, players
  }

  init(from decoder: Decoder) throws {
    let row = try decoder.container(keyedBy: CodingKeys.self)
    id = try row.lenient(String.self, forKey: .id)
    score = try row.lenient(String.self, forKey: .score)
    winnerTeam = try row.lenient(String.self, forKey: .winnerTeam)
    completedAt = try row.lenient(String.self, forKey: .completedAt)
    players = try row.lenient(PivotRows.self, forKey: .players)
  }

  init?(scanning scanner: inout ExportRowScanner) {
    var (id, score, winnerTeam, completedAt):
      (Lenient<String>?, Lenient<String>?, Lenient<String>?, Lenient<String>?)
    var players: Lenient<PivotRows>?
    let read = scanner.object { scanner, key in
      switch key {
      case "id": return scanner.optionalString(&id)
      case "score": return scanner.optionalString(&score)
      case "winnerTeam": return scanner.optionalString(&winnerTeam)
      case "completedAt": return scanner.optionalString(&completedAt)
      case "players":
        if scanner.null() { return true }
        guard let rows = PivotRows(scanning: &scanner) else { return false }
        players = .value(rows)
        return true
      default: return scanner.skipValue()
      }
    }
    guard read else { return nil }
    (self.id, self.score, self.winnerTeam, self.completedAt) = (id, score, winnerTeam, completedAt)
    self.players = players
  }

  var json: JSONValue {
    object([
      ("id", id), ("score", score), ("winnerTeam", winnerTeam), ("completedAt", completedAt),
      ("players", players),
    ])
  }
}

/// A gather's `players` array, each element decoded as a pivot row when it is one. Read
/// element by element rather than as an array of `Lenient` rows, which costs a decoder and
/// generic lookups per element.
struct PivotRows: Decodable, JSONConvertible, Sendable {
  var rows: [Lenient<PivotRow>] = []

  init(from decoder: Decoder) throws {
    var list = try decoder.unkeyedContainer()
    rows.reserveCapacity(list.count ?? 0)
    while !list.isAtEnd { rows.append(try list.lenient(PivotRow.self)) }
  }

  /// The rows of an array of pivot objects; refuses any other element.
  init?(scanning scanner: inout ExportRowScanner) {
    var rows: [Lenient<PivotRow>] = []
    let read = scanner.array { scanner in
      guard let row = PivotRow(scanning: &scanner) else { return false }
      rows.append(.value(row))
      return true
    }
    guard read else { return nil }
    self.rows = rows
  }

  var json: JSONValue { .array(rows.map(\.json)) }
}

/// A pivot row of a gather's `players`: which player played for which team.
struct PivotRow: Decodable, JSONConvertible, Sendable {
  var playerId: Lenient<Int>?
  var team: Lenient<String>?

  private enum CodingKeys: String, CodingKey {
    case playerId, team
  }

  init(from decoder: Decoder) throws {
    let row = try decoder.container(keyedBy: CodingKeys.self)
    playerId = try row.lenient(Int.self, forKey: .playerId)
    team = try row.lenient(String.self, forKey: .team)
  }

  init?(scanning scanner: inout ExportRowScanner) {
    var playerId: Lenient<Int>?
    var team: Lenient<String>?
    let read = scanner.object { scanner, key in
      switch key {
      case "playerId": return scanner.optionalInteger(&playerId)
      case "team": return scanner.optionalString(&team)
      default: return scanner.skipValue()
      }
    }
    guard read else { return nil }
    (self.playerId, self.team) = (playerId, team)
  }

  var json: JSONValue { object([("playerId", playerId), ("team", team)]) }
}

/// A player row of `players.json`, with the keys Gather Site reads (others are ignored).
struct PlayerRow: ExportRow {
  var id, age: Lenient<Int>?
  var name, skill, preferredPosition, favouriteTeam: Lenient<String>?

  private enum CodingKeys: String, CodingKey {
    case id, age, name, skill, preferredPosition, favouriteTeam
  }

  init(from decoder: Decoder) throws {
    let row = try decoder.container(keyedBy: CodingKeys.self)
    id = try row.lenient(Int.self, forKey: .id)
    age = try row.lenient(Int.self, forKey: .age)
    name = try row.lenient(String.self, forKey: .name)
    skill = try row.lenient(String.self, forKey: .skill)
    preferredPosition = try row.lenient(String.self, forKey: .preferredPosition)
    favouriteTeam = try row.lenient(String.self, forKey: .favouriteTeam)
  }

  init?(scanning scanner: inout ExportRowScanner) {
    var id: Lenient<Int>?
    var age: Lenient<Int>?
    var name: Lenient<String>?
    var skill: Lenient<String>?
    var position: Lenient<String>?
    var team: Lenient<String>?
    let read = scanner.object { scanner, key in
      switch key {
      case "id": return scanner.optionalInteger(&id)
      case "age": return scanner.optionalInteger(&age)
      case "name": return scanner.optionalString(&name)
      case "skill": return scanner.optionalString(&skill)
      case "preferredPosition": return scanner.optionalString(&position)
      case "favouriteTeam": return scanner.optionalString(&team)
      default: return scanner.skipValue()
      }
    }
    guard read else { return nil }
    (self.id, self.age, self.name, self.skill) = (id, age, name, skill)
    (preferredPosition, favouriteTeam) = (position, team)
  }

  var json: JSONValue {
    object([
      ("id", id), ("name", name), ("age", age), ("skill", skill),
      ("preferredPosition", preferredPosition),
      ("favouriteTeam", favouriteTeam),
    ])
  }
}

/// A gather row's fields as the JSON values the checks report, read straight from the
/// typed row (without rebuilding the row as a JSON object) when it decoded as one.
struct GatherFields {
  /// A gather's `players`: missing (or null), an array of pivot rows, or something else.
  enum Players {
    case missing
    case rows([PivotFields])
    case other(JSONValue)
  }

  var id, score, winnerTeam, completedAt: JSONValue?
  var players: Players

  /// `nil` when the row is not a JSON object.
  init?(_ row: Lenient<GatherRow>) {
    switch row {
    case .value(let row):
      (id, score, winnerTeam, completedAt) =
        (row.id?.json, row.score?.json, row.winnerTeam?.json, row.completedAt?.json)
      switch row.players {
      case nil: players = .missing
      case .value(let pivot)?: players = .rows(pivot.rows.map(PivotFields.init))
      case .other(let other)?: players = Self.players(other)
      }
    case .other(let json):
      guard case .object = json else { return nil }
      (id, score, winnerTeam, completedAt) =
        (json["id"], json["score"], json["winnerTeam"], json["completedAt"])
      players = json["players"].map(Self.players) ?? .missing
    }
  }

  private static func players(_ json: JSONValue) -> Players {
    switch json {
    case .null: .missing
    case .array(let rows):
      .rows(rows.map { PivotFields(playerId: $0["playerId"], team: $0["team"]) })
    default: .other(json)
    }
  }
}

/// A pivot row's fields as JSON values, for the checks.
struct PivotFields {
  var playerId, team: JSONValue?

  init(playerId: JSONValue?, team: JSONValue?) {
    (self.playerId, self.team) = (playerId, team)
  }

  init(_ row: Lenient<PivotRow>) {
    switch row {
    case .value(let row): (playerId, team) = (row.playerId?.json, row.team?.json)
    case .other(let json): (playerId, team) = (json["playerId"], json["team"])
    }
  }
}
