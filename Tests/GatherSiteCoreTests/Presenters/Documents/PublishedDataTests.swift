import Foundation
import Testing

@testable import GatherSiteCore

@Suite struct PublishedDataTests {
  /// Every control character, quotes, backslashes, slashes, markup and non-ASCII text.
  static let oddText: String = {
    var text = ""
    for byte in 0..<0x20 { text.unicodeScalars.append(Unicode.Scalar(UInt8(byte))) }
    return text + "\"\\/ <script>*bold*</script> ../../etc \u{7F}\u{85}\u{2028} Zoë 🙂"
  }()

  private static func encoded(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(value), as: UTF8.self)
  }

  private static func record(_ seed: Int) -> PublishedRecord {
    PublishedRecord(
      Record(
        played: seed, won: seed / 2, drawn: seed / 3, lost: seed - seed / 2 - seed / 3,
        goalsFor: 3 * seed, goalsAgainst: 2 * seed + 1), rule: PointsRule(win: 3, draw: 1, loss: 0))
  }

  /// players.json and standings.json are written by hand, byte for byte as `JSONEncoder`
  /// with sorted keys would write them.
  @Test func playersAndStandingsAreWrittenAsTheEncoderWritesThem() throws {
    let players = [
      PublishedPlayer(
        id: 7, name: Self.oddText, url: "https://example.org/players/7-odd/",
        allTime: Self.record(12),
        seasons: ["2024": Self.record(5), "1999-00": Self.record(7), "10000": Self.record(0)]),
      PublishedPlayer(
        id: -3, name: "", url: "https://example.org/players/n3/", allTime: Self.record(0),
        seasons: [:]),
    ]
    var out = JSONText()
    out.raw("[")
    for (offset, player) in players.enumerated() {
      if offset > 0 { out.raw(",") }
      player.write(to: &out)
    }
    out.raw("]")
    #expect(String(decoding: out.bytes, as: UTF8.self) == (try Self.encoded(players)))

    let row = StandingRow(
      position: 1, playerID: 7, name: Self.oddText,
      record: Record(played: 3, won: 2, drawn: 1, lost: 0, goalsFor: 5, goalsAgainst: 9),
      points: 7)
    let standings = PublishedStandings(
      allTime: [PublishedStanding(row), PublishedStanding(row)],
      seasons: ["2025-26": [PublishedStanding(row)], "2024-25": [], "B": [], "a": []])
    var table = JSONText()
    standings.write(to: &table)
    #expect(String(decoding: table.bytes, as: UTF8.self) == (try Self.encoded(standings)))

    var empty = JSONText()
    PublishedStandings(allTime: [], seasons: [:]).write(to: &empty)
    #expect(String(decoding: empty.bytes, as: UTF8.self) == #"{"allTime":[],"seasons":{}}"#)
  }

  /// Strings are escaped as the encoder escapes them: short forms for \b \t \n \f \r.
  @Test func stringsAreEscapedAsTheEncoderEscapesThem() throws {
    var out = JSONText()
    out.string(Self.oddText)
    #expect(String(decoding: out.bytes, as: UTF8.self) == (try Self.encoded(Self.oddText)))
  }
}
