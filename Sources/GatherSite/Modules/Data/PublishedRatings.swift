import Foundation

/// `data/ratings.json`: current ratings and every rating change,
/// `{"players": [{playerId, mu, sigma, ordinal, matches}], "history": [{gatherId, playerId,
/// muBefore, sigmaBefore, muAfter, sigmaAfter}]}`.
///
/// Written directly rather than through `JSONEncoder`: the history has an entry per player
/// per match (1.2 million for 100,000 gathers) and the encoder's intermediate tree for it
/// took more memory than the rest of the build.
enum PublishedRatings {
  static func json(_ ratings: LeagueRatings, league: League) -> Data {
    // Reserved up front (about 190 bytes an entry): growing by doubling would briefly hold
    // two copies of a file that reaches hundreds of megabytes.
    let entries = ratings.matches.values.reduce(0) { $0 + $1.changes.count }
    var out = JSONText(capacity: entries * 200 + ratings.current.count * 128 + 64)
    out.raw("{\"history\":[")
    var first = true
    for match in ratings.matches.keys.sorted() {
      for change in ratings.matches[match]!.changes {
        if !first { out.raw(",") }
        first = false
        out.raw("{\"gatherId\":")
        out.string(league.gathers[change.gatherIndex].id)
        out.raw(
          ",\"muAfter\":\(change.after.mu),\"muBefore\":\(change.before.mu),\"playerId\":\(change.playerID)"
        )
        out.raw(",\"sigmaAfter\":\(change.after.sigma),\"sigmaBefore\":\(change.before.sigma)}")
      }
    }
    out.raw("],\"players\":[")
    for (index, id) in ratings.leaderboard.enumerated() {
      let rating = ratings.current[id]!
      if index > 0 { out.raw(",") }
      out.raw(
        "{\"matches\":\(ratings.history[id]?.count ?? 0),\"mu\":\(rating.mu),\"ordinal\":\(rating.ordinal)"
      )
      out.raw(",\"playerId\":\(id),\"sigma\":\(rating.sigma)}")
    }
    out.raw("]}")
    return out.bytes
  }
}

/// Builds JSON text: raw pieces and escaped strings.
struct JSONText {
  /// The text so far; handed over as a file's contents without a copy.
  var bytes: Data

  init(capacity: Int = 0) {
    bytes = Data(capacity: capacity)
  }

  mutating func raw(_ text: String) { append(text) }

  /// Copies a string's UTF-8 in one go (`append(contentsOf:)` goes byte by byte).
  private mutating func append(_ text: String) {
    var text = text
    text.withUTF8 { utf8 in
      if let base = utf8.baseAddress { bytes.append(base, count: utf8.count) }
    }
  }

  /// A JSON string literal, or `null`.
  mutating func optionalString(_ text: String?) {
    if let text { string(text) } else { raw("null") }
  }

  /// A JSON string literal: quotes, backslashes and control characters escaped.
  mutating func string(_ text: String) {
    bytes.append(0x22)
    if !EscapeScanner.contains(text, where: { $0 == 0x22 || $0 == 0x5C }) {
      append(text)
      bytes.append(0x22)
      return
    }
    for byte in text.utf8 {
      switch byte {
      case 0x22: bytes.append(contentsOf: [0x5C, 0x22])
      case 0x5C: bytes.append(contentsOf: [0x5C, 0x5C])
      case 0x0A: bytes.append(contentsOf: [0x5C, 0x6E])
      case ..<0x20:
        let hex = Array("0123456789abcdef".utf8)
        bytes.append(contentsOf: [
          0x5C, 0x75, 0x30, 0x30, hex[Int(byte >> 4)], hex[Int(byte & 0xF)],
        ])
      default: bytes.append(byte)
      }
    }
    bytes.append(0x22)
  }
}
