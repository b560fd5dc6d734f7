import Foundation

/// A value decoded as `T` when it has `T`'s shape, and kept as the JSON it is (to be
/// reported with its path and value) when it has another. Decoding the exports through
/// typed rows costs a fraction of the time and memory of a generic JSON tree, which matters
/// for archives of 100,000 gathers; only a value of the wrong shape becomes a `JSONValue`.
public enum Lenient<T: Decodable & Sendable>: Decodable, Sendable {
  case value(T)
  case other(JSONValue)

  public init(from decoder: Decoder) throws {
    if let value = try? T(from: decoder) {
      self = .value(value)
    } else {
      self = .other(try JSONValue(from: decoder))
    }
  }
}

extension Lenient: Equatable where T: Equatable {}

extension Lenient {
  /// A text or a number as a message shows it (`JSONValue.quoted`): text quoted.
  var quoted: String {
    switch self {
    case .value(let text as String): JSONValue.quote(text)
    case .value(let value): "\(value)"
    case .other(let json): json.quoted
    }
  }
}

extension KeyedDecodingContainer {
  /// The value at `key` as `T` when it has `T`'s shape, as raw JSON when it has another,
  /// `nil` when the key is missing or null. Reading a typed value straight from the
  /// container (instead of decoding a `Lenient` through a decoder of its own) makes loading
  /// an archive about twice as fast; only a value of the wrong shape pays for a second try.
  func lenient<T: Decodable & Sendable>(_ type: T.Type, forKey key: Key) throws -> Lenient<T>? {
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
  mutating func lenient<T: Decodable & Sendable>(_ type: T.Type) throws -> Lenient<T> {
    if let value = try? decode(T.self) { return .value(value) }
    return .other(try decode(JSONValue.self))
  }
}

/// A gather row of `gathers.json`, with the keys Gather Site reads (others are ignored).
/// A row that decodes is a JSON object; a field is `nil` when its key is missing or null.
public struct GatherRow: Decodable, Sendable, Equatable {
  public var id, score, winnerTeam, completedAt: Lenient<String>?
  public var players: Lenient<PivotRows>?

  private enum CodingKeys: String, CodingKey {
    case id, score, winnerTeam, completedAt, players
  }

  /// A row without fields.
  public init() {}

  public init(from decoder: Decoder) throws {
    let row = try decoder.container(keyedBy: CodingKeys.self)
    id = try row.lenient(String.self, forKey: .id)
    score = try row.lenient(String.self, forKey: .score)
    winnerTeam = try row.lenient(String.self, forKey: .winnerTeam)
    completedAt = try row.lenient(String.self, forKey: .completedAt)
    players = try row.lenient(PivotRows.self, forKey: .players)
  }
}

/// A gather's `players` array, each element decoded as a pivot row when it is one. Read
/// element by element rather than as an array of `Lenient` rows, which costs a decoder and
/// generic lookups per element.
public struct PivotRows: Decodable, Sendable, Equatable {
  public var rows: [Lenient<PivotRow>] = []

  public init(rows: [Lenient<PivotRow>] = []) {
    self.rows = rows
  }

  public init(from decoder: Decoder) throws {
    var list = try decoder.unkeyedContainer()
    rows.reserveCapacity(list.count ?? 0)
    while !list.isAtEnd { rows.append(try list.lenient(PivotRow.self)) }
  }
}

/// A pivot row of a gather's `players`: which player played for which team.
public struct PivotRow: Decodable, Sendable, Equatable {
  public var playerId: Lenient<Int>?
  public var team: Lenient<String>?

  private enum CodingKeys: String, CodingKey {
    case playerId, team
  }

  /// A row without fields.
  public init() {}

  public init(from decoder: Decoder) throws {
    let row = try decoder.container(keyedBy: CodingKeys.self)
    playerId = try row.lenient(Int.self, forKey: .playerId)
    team = try row.lenient(String.self, forKey: .team)
  }
}

/// A player row of `players.json`, with the keys Gather Site reads (others are ignored).
/// A row that decodes is a JSON object; a field is `nil` when its key is missing or null.
public struct PlayerRow: Decodable, Sendable, Equatable {
  public var id, age: Lenient<Int>?
  public var name, skill, preferredPosition, favouriteTeam: Lenient<String>?

  private enum CodingKeys: String, CodingKey {
    case id, age, name, skill, preferredPosition, favouriteTeam
  }

  /// A row without fields.
  public init() {}

  public init(from decoder: Decoder) throws {
    let row = try decoder.container(keyedBy: CodingKeys.self)
    id = try row.lenient(Int.self, forKey: .id)
    age = try row.lenient(Int.self, forKey: .age)
    name = try row.lenient(String.self, forKey: .name)
    skill = try row.lenient(String.self, forKey: .skill)
    preferredPosition = try row.lenient(String.self, forKey: .preferredPosition)
    favouriteTeam = try row.lenient(String.self, forKey: .favouriteTeam)
  }
}
