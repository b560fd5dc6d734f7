import Foundation

/// `data/ratings.json`: current ratings and every rating change,
/// `{"players": [{playerId, mu, sigma, ordinal, matches}], "history": [{gatherId, playerId,
/// muBefore, sigmaBefore, muAfter, sigmaAfter}]}`.
///
/// Written directly rather than through `JSONEncoder`: the history has an entry per player
/// per match (1.2 million for 100,000 gathers) and the encoder's intermediate tree for it
/// took more memory than the rest of the build.
enum PublishedRatings {
  /// The whole file: the history in play order, then the current ratings.
  static func file(_ ratings: LeagueRatings, league: League) -> Data {
    var file = Data("{\"history\":[".utf8)
    file.append(
      history(ratings, league: league, range: league.gathers.indices, afterAnother: false))
    file.append(current(ratings))
    return file
  }

  /// The rating changes of the rated matches among the gathers in `range`, each after a
  /// comma unless it is the first of all (none came before: not `afterAnother`).
  private static func history(
    _ ratings: LeagueRatings, league: League, range: Range<Int>, afterAnother: Bool
  ) -> Data {
    // Reserved up front (about 190 bytes an entry).
    let entries = range.reduce(0) { $0 + (ratings.matches[$1]?.changeRange.count ?? 0) }
    var out = JSONText(capacity: entries * 200)
    var first = !afterAnother
    for match in range {
      guard let rating = ratings.matches[match] else { continue }
      for change in ratings.changes[rating.changeRange] {
        if !first { out.raw(",") }
        first = false
        out.literal("{\"gatherId\":")
        out.string(league.gathers[change.gatherIndex].id)
        out.double(",\"muAfter\":", change.after.mu)
        out.double(",\"muBefore\":", change.before.mu)
        out.int(",\"playerId\":", change.playerID)
        out.double(",\"sigmaAfter\":", change.after.sigma)
        out.double(",\"sigmaBefore\":", change.before.sigma)
        out.literal("}")
      }
    }
    return out.bytes
  }

  /// The end of the history and the current ratings, best first.
  private static func current(_ ratings: LeagueRatings) -> Data {
    var out = JSONText(capacity: ratings.current.count * 128 + 64)
    out.raw("],\"players\":[")
    for (index, id) in ratings.leaderboard.enumerated() {
      let rating = ratings.current[id]!
      if index > 0 { out.raw(",") }
      out.raw(
        "{\"matches\":\(ratings.history(of: id).count),\"mu\":\(rating.mu),\"ordinal\":\(rating.ordinal)"
      )
      out.raw(",\"playerId\":\(id),\"sigma\":\(rating.sigma)}")
    }
    out.raw("]}")
    return out.bytes
  }
}

/// Builds JSON text: raw pieces, numbers and escaped strings, as bytes (a large archive's
/// published data runs to hundreds of megabytes).
struct JSONText {
  private var buffer: [UInt8] = []

  /// The text so far.
  var bytes: Data { Data(buffer) }

  init(capacity: Int = 0) {
    buffer.reserveCapacity(capacity)
  }

  mutating func raw(_ text: String) { append(text) }

  /// A piece of JSON known when the program was built: `{"won":`.
  mutating func literal(_ text: StaticString) {
    text.withUTF8Buffer { buffer.append(contentsOf: $0) }
  }

  /// An integer, as Swift prints it.
  mutating func int(_ value: Int) {
    if value < 0 { buffer.append(UInt8(ascii: "-")) }
    let start = buffer.count
    var rest = value.magnitude
    repeat {
      buffer.append(UInt8(ascii: "0") + UInt8(rest % 10))
      rest /= 10
    } while rest > 0
    buffer[start...].reverse()
  }

  /// `key` (a piece of JSON such as `,"won":`), then the integer.
  mutating func int(_ key: StaticString, _ value: Int) {
    literal(key)
    int(value)
  }

  /// A number, as Swift prints it (the shortest text that reads back as the same value).
  mutating func double(_ value: Double) { append(value.description) }

  /// `key`, then the number.
  mutating func double(_ key: StaticString, _ value: Double) {
    literal(key)
    double(value)
  }

  /// Copies a string's UTF-8 in one go (`append(contentsOf:)` goes byte by byte).
  private mutating func append(_ text: String) {
    var text = text
    text.withUTF8 { buffer.append(contentsOf: $0) }
  }

  /// A JSON array of `items`, each written by `write`.
  mutating func array<Items: Sequence>(
    _ items: Items, _ write: (inout JSONText, Items.Element) -> Void
  ) {
    literal("[")
    var first = true
    for item in items {
      if !first { literal(",") }
      first = false
      write(&self, item)
    }
    literal("]")
  }

  /// A JSON object of `members` in ascending order of their keys, each value written by
  /// `write` (as `JSONEncoder` with sorted keys orders them).
  mutating func object<Value>(_ members: [String: Value], _ write: (inout JSONText, Value) -> Void)
  {
    literal("{")
    for (offset, key) in members.keys.sorted().enumerated() {
      if offset > 0 { literal(",") }
      string(key)
      literal(":")
      write(&self, members[key]!)
    }
    literal("}")
  }

  /// A JSON string literal, or `null`.
  mutating func optionalString(_ text: String?) {
    if let text { string(text) } else { raw("null") }
  }

  /// A JSON string literal escaped as `JSONEncoder` escapes it: quotes, backslashes and
  /// control characters (`\b \t \n \f \r` short, the others as `\u00XX`).
  mutating func string(_ text: String) {
    buffer.append(0x22)
    if !EscapeScanner.contains(text, where: { $0 == 0x22 || $0 == 0x5C }) {
      append(text)
      buffer.append(0x22)
      return
    }
    for byte in text.utf8 {
      switch byte {
      case 0x22: buffer.append(contentsOf: [0x5C, 0x22])
      case 0x5C: buffer.append(contentsOf: [0x5C, 0x5C])
      case 0x08: buffer.append(contentsOf: [0x5C, UInt8(ascii: "b")])
      case 0x09: buffer.append(contentsOf: [0x5C, UInt8(ascii: "t")])
      case 0x0A: buffer.append(contentsOf: [0x5C, UInt8(ascii: "n")])
      case 0x0C: buffer.append(contentsOf: [0x5C, UInt8(ascii: "f")])
      case 0x0D: buffer.append(contentsOf: [0x5C, UInt8(ascii: "r")])
      case ..<0x20:
        let hex = Array("0123456789abcdef".utf8)
        buffer.append(contentsOf: [
          0x5C, 0x75, 0x30, 0x30, hex[Int(byte >> 4)], hex[Int(byte & 0xF)],
        ])
      default: buffer.append(byte)
      }
    }
    buffer.append(0x22)
  }
}
