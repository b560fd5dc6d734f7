import Foundation
import Testing

@testable import ExportScanning
@testable import GatherSiteCore

/// The scanner reads rows exactly as `JSONDecoder` does, and refuses what it cannot read
/// so, above all any text that is not valid JSON.
@Suite struct ExportRowScannerTests {
  private func scanned<Row: ScannableRow>(_ text: String, as row: Row.Type) -> Row? {
    Array(text.utf8).withUnsafeBufferPointer { ExportRowScanner.row($0, as: Row.self) }
  }

  /// What `JSONDecoder` makes of the row; `nil` when the text is not JSON.
  private func decoded<Row: ScannableRow>(_ text: String, as row: Row.Type) -> Lenient<Row>? {
    (try? JSONDecoder().decode([Lenient<Row>].self, from: Data(("[" + text + "]").utf8)))?.first
  }

  @Test func readsUsualRowsAsTheDecoderDoes() throws {
    let gathers = [
      #"{"id": "96E47BB8-1", "score": "3-2", "winnerTeam": "Team A", "completedAt": "2024-05-12T19:00:00Z", "players": [{"playerId": 1, "team": "Team A"}, {"playerId": -0, "team": null}, {"team": "Team B"}]}"#,
      #" {"players": null, "id": null, "extra": {"a": [1, -2.5e+3, 0.25, true, false, null, "x"], "b": {}}, "list": []} "#,
      #"{"id": "a\"b\\c\/d\u00e9\ud83d\ude00\n\t\b\f\r\u0000", "score": "Zoë – Ζωή"}"#,
      #"{"players": [], "notes": "\u2028", "n": 1E5, "m": 0}"#,
      #"{}"#,
    ]
    for text in gathers {
      let row = try #require(scanned(text, as: GatherRow.self), "\(text)")
      #expect(.value(row) == decoded(text, as: GatherRow.self), "\(text)")
    }
    let id = scanned(gathers[2], as: GatherRow.self)?.id
    #expect(id == .value("a\"b\\c/d\u{E9}\u{1F600}\n\t\u{8}\u{C}\r\u{0}"))
    let players = [
      #"{"id": 9223372036854775807, "age": -9223372036854775808, "name": "Ana", "skill": "pro", "preferredPosition": "GK", "favouriteTeam": "x"}"#,
      #"{"id": 0, "name": "\u0041na", "unknown": [[[[1]]]]}"#,
    ]
    for text in players {
      let row = try #require(scanned(text, as: PlayerRow.self), "\(text)")
      #expect(.value(row) == decoded(text, as: PlayerRow.self), "\(text)")
    }
  }

  /// Rows the decoder reads, but into other values than the usual ones: the scanner
  /// leaves them to it.
  @Test func refusesRowsOfAnotherShape() {
    let texts = [
      #"{"id": 5}"#, #"{"score": ["3-2"]}"#, #"{"players": {"playerId": 1}}"#,
      #"{"players": [1]}"#, #"{"players": [{"playerId": "1"}]}"#,
      #"{"players": [{"playerId": 1.0}]}"#, #"{"players": [{"playerId": 1e2}]}"#,
      #"{"players": [{"playerId": 99999999999999999999}]}"#, #"{"id": "a", "id": "b"}"#,
      #"{"x": 1, "x": 2}"#, #"{"i\u0064": "a"}"#, #""text""#, "null", "[]",
      String(repeating: "[", count: 40) + String(repeating: "]", count: 40),
      #"{"deep": "# + String(repeating: "[", count: 40) + String(repeating: "]", count: 40) + "}",
    ]
    for text in texts { #expect(scanned(text, as: GatherRow.self) == nil, "\(text)") }
  }

  /// Text that is not JSON is never read as a row (the decoder then says what it makes of
  /// it).
  @Test func refusesEveryTextThatIsNotJSON() {
    let texts = [
      #"{"x": tru}"#, #"{"x": nul}"#, #"{"x": 1.}"#, #"{"x": .5}"#, #"{"x": 01}"#, #"{"x": +1}"#,
      #"{"x": 1e}"#, #"{"x": -}"#, #"{"x": 1x}"#, #"{"x": "\u12"}"#, #"{"x": "\q"}"#,
      "{\"x\": \"a\u{1}\"}", #"{"x": [1,]}"#, #"{"x": {"a" 1}}"#, #"{"a": 1,}"#, #"{"a" 1}"#,
      #"{"id": "a""#, #"{"id": "a"} x"#, #"{"id": "a"}}"#, #"{a: 1}"#, #"{'a': 1}"#,
      #"{"id": "\ud800"}"#, #"{"id": "\udc00"}"#, #"{"x": [1 2]}"#, #"{"x": NaN}"#,
      #"{"players": [{"playerId": 1, "team": "A"},]}"#, #"{"players": [{"playerId": 1}"#,
      #"{"x": truefalse}"#, "{\"x\": 1} // note",
    ]
    // The decoder checks only what it reads, so it takes some of these (`1.`, `"\q"`, a
    // comma before `}`) in a key no row reads; the scanner takes none.
    for text in texts {
      #expect(scanned(text, as: GatherRow.self) == nil, "not JSON, yet scanned: \(text)")
    }
    // Invalid UTF-8 inside a string.
    let bytes: [UInt8] = Array(#"{"id": "a"#.utf8) + [0xFF] + Array(#""}"#.utf8)
    #expect(bytes.withUnsafeBufferPointer { ExportRowScanner.row($0, as: GatherRow.self) } == nil)
  }

  /// Rows of every kind mixed in one file: scanned where usual, decoded where not, the
  /// same rows as the decoder's reading of the whole file.
  @Test func aFileReadsAsTheDecoderReadsIt() throws {
    let rows = (0..<3000).map { index -> String in
      switch index % 4 {
      case 0:
        #"{"id": "G\#(index)", "score": "\#(index % 7)-\#(index % 5)", "players": [{"playerId": \#(index % 13), "team": "Team A"}]}"#
      case 1: #"{"id": "G\#(index)", "players": [{"playerId": "x", "team": 1}]}"#
      case 2: #"[\#(index)]"#
      default: #"{"id": \#(index), "completedAt": "2024-01-0\#(index % 9 + 1)"}"#
      }
    }
    let data = Data(("[" + rows.joined(separator: ",\n") + "]").utf8)
    let read = try #require(ScannedExports.rows(data, as: GatherRow.self))
    let whole = try JSONDecoder().decode([Lenient<GatherRow>].self, from: data)
    #expect(read.count == 3000)
    #expect(read == whole)
    #expect(ScannedExports.rows(Data(" [ ] ".utf8), as: GatherRow.self)?.isEmpty == true)
    #expect(ScannedExports.rows(Data("[1,]".utf8), as: GatherRow.self) == nil)
  }

  /// Usual rows with a byte changed, dropped or added, at random: whatever the scanner
  /// reads, the decoder reads into the same row.
  @Test func whatItReadsOfMangledRowsTheDecoderReadsTheSame() {
    var random = SplitMix(state: 7)
    let seeds = [
      #"{"id": "G1", "score": "3-2", "winnerTeam": "Team A", "completedAt": "2024-05-12T19:00:00Z", "players": [{"playerId": 10, "team": "Team A"}, {"playerId": 2, "team": "Team B"}], "x": [0.5, -1e3, true, null, {"a": "\u00e9\n"}]}"#,
      #"{"id": 1, "name": "Zo\u00eb \"Z\"", "age": 30, "skill": "pro", "preferredPosition": "GK", "favouriteTeam": null}"#,
    ]
    let pieces: [UInt8] = Array(#"{}[]",:\/-+.0123456789eEunltrfasbxq "#.utf8) + [0x01, 0xC3, 0xFF]
    var read = 0
    for _ in 0..<20_000 {
      var bytes = Array(seeds.randomElement(using: &random)!.utf8)
      for _ in 0..<Int.random(in: 1...3, using: &random) {
        let at = Int.random(in: 0..<bytes.count, using: &random)
        switch Int.random(in: 0..<3, using: &random) {
        case 0: bytes[at] = pieces.randomElement(using: &random)!
        case 1: bytes.remove(at: at)
        default: bytes.insert(pieces.randomElement(using: &random)!, at: at)
        }
      }
      let text = String(decoding: bytes, as: UTF8.self)
      let data = Data([UInt8(ascii: "[")] + bytes + [UInt8(ascii: "]")])
      if let row = bytes.withUnsafeBufferPointer({ ExportRowScanner.row($0, as: GatherRow.self) }) {
        read += 1
        let decoded = try? JSONDecoder().decode([Lenient<GatherRow>].self, from: data)
        #expect(decoded == [.value(row)], "\(text)")
      }
      if let row = bytes.withUnsafeBufferPointer({ ExportRowScanner.row($0, as: PlayerRow.self) }) {
        read += 1
        let decoded = try? JSONDecoder().decode([Lenient<PlayerRow>].self, from: data)
        #expect(decoded == [.value(row)], "\(text)")
      }
    }
    // Enough of them are read to mean something.
    #expect(read > 2000)
  }

  /// A small seeded generator, so that every run mangles the same rows.
  struct SplitMix: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }
}
