import Foundation

/// Any JSON document, decoded with `JSONDecoder` so that each value can be checked by hand
/// and reported with its exact JSON path.
public enum JSONValue: Decodable, Sendable, Equatable {
  case null
  case bool(Bool)
  case int(Int)
  case double(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  public init(from decoder: Decoder) throws {
    // The most common kinds in exports are tried first: every failed attempt throws.
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode(Int.self) {
      self = .int(value)
    } else if let value = try? container.decode([String: JSONValue].self) {
      self = .object(value)
    } else if let value = try? container.decode([JSONValue].self) {
      self = .array(value)
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else {
      self = .double(try container.decode(Double.self))
    }
  }

  package subscript(key: String) -> JSONValue? {
    if case .object(let members) = self { return members[key] }
    return nil
  }

  /// The value as it should appear in a message: strings quoted, containers named.
  package var quoted: String {
    switch self {
    case .null: "null"
    case .bool(let value): String(value)
    case .int(let value): String(value)
    case .double(let value): String(value)
    case .string(let value): Self.quote(value)
    case .array: "an array"
    case .object: "an object"
    }
  }

  /// Quotes text for a diagnostic, with control characters made visible
  /// (`PrintableText.quotable`) and text of more than 80 characters cut.
  package static func quote(_ text: String) -> String {
    let scalars = text.unicodeScalars
    let shown = PrintableText.quotable(scalars.prefix(80))
    return "\"\(shown)\(scalars.count > 80 ? "…" : "")\""
  }
}

/// A value written back as it was read, so that an import keeps every key of the players
/// it already had (`ImportRoster`).
extension JSONValue: Encodable {
  public func encode(to encoder: Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .null: try container.encodeNil()
    case .bool(let value): try container.encode(value)
    case .int(let value): try container.encode(value)
    case .double(let value): try container.encode(value)
    case .string(let value): try container.encode(value)
    case .array(let values): try container.encode(values)
    case .object(let members): try container.encode(members)
    }
  }
}
