import Foundation
import Testing

@testable import GatherSiteCore

/// The files under `data/` as a tool reading them sees them, from the fixture league.
@Suite struct PublishedDataTests {
  let context = TestSupport.fixtureContext()

  private func objects(_ data: Data) throws -> [[String: Any]] {
    try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
  }

  /// Every gather in play order; what is absent (the score of an unfinished match, the date
  /// of an undated one) is null, so that every object has the same keys.
  @Test func matchesListEveryGatherWithNullsForWhatIsAbsent() throws {
    let matches = try objects(DataPresenter(context: context).matches())
    #expect(matches.count == 6)
    let keys: Set<String> = [
      "id", "completedAt", "season", "finished", "scoreA", "scoreB", "winner", "teamA", "teamB",
      "url", "notes",
    ]
    #expect(matches.allSatisfy { Set($0.keys) == keys })
    let unfinished = try #require(
      matches.first { $0["id"] as? String == "44444444-4444-4444-8444-444444444444" })
    #expect(unfinished["finished"] as? Bool == false)
    #expect(unfinished["scoreA"] is NSNull && unfinished["winner"] is NSNull)
    let first = try #require(
      matches.first { $0["id"] as? String == "11111111-1111-4111-8111-111111111111" })
    #expect(first["scoreA"] as? Int == 3 && first["scoreB"] as? Int == 1)
    #expect(first["winner"] as? String == "Team A" && first["season"] as? String == "2024")
    #expect(
      first["url"] as? String
        == "https://league.example.org/fixture/matches/2024-01-10-11111111/")
  }

  /// ratings.json keeps its list of players and names a file of changes per rated season;
  /// each file holds the changes of its season's matches, and a player's count of rated
  /// matches is their count of changes.
  @Test func ratingChangesAreSplitBySeason() throws {
    let data = DataPresenter(context: context)
    let ratings = try #require(
      try JSONSerialization.jsonObject(with: data.ratings()) as? [String: Any])
    let players = try #require(ratings["players"] as? [[String: Any]])
    #expect(!players.isEmpty)
    #expect(Set(players[0].keys) == ["playerId", "mu", "sigma", "ordinal", "matches"])
    let files = try #require(ratings["historyFiles"] as? [[String: Any]])
    let seasons = data.ratedSeasons()
    #expect(files.map { $0["season"] as? String } == seasons.map { $0?.name })
    #expect(
      files.map { $0["url"] as? String }
        == seasons.map {
          "https://league.example.org/fixture/data/ratings/\($0?.name ?? "undated").json"
        })
    let seasonOf = Dictionary(
      uniqueKeysWithValues: try objects(data.matches()).map {
        ($0["id"] as! String, $0["season"] as? String)
      })
    var changes: [Int: Int] = [:]
    for season in seasons {
      let file = try #require(
        try JSONSerialization.jsonObject(with: data.ratingsHistory(season)) as? [String: Any])
      #expect(file["season"] as? String == season?.name)
      for change in try #require(file["history"] as? [[String: Any]]) {
        #expect(seasonOf[change["gatherId"] as! String] == season?.name)
        changes[change["playerId"] as! Int, default: 0] += 1
      }
    }
    for player in players {
      #expect(changes[player["playerId"] as! Int] == player["matches"] as? Int)
    }
  }

  /// Every control character, quotes, backslashes, slashes, markup and non-ASCII text.
  static let oddText: String = {
    var text = ""
    for byte in 0..<0x20 { text.unicodeScalars.append(Unicode.Scalar(UInt8(byte))) }
    return text + "\"\\/ <script>*bold*</script> ../../etc \u{7F}\u{85}\u{2028} Zoë 🙂"
  }()

  private func expectWrittenAsTheEncoderWrites(_ value: some PublishedJSON) throws {
    var out = JSONText()
    value.write(to: &out)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let written = String(decoding: out.bytes, as: UTF8.self)
    let encoded = String(decoding: try encoder.encode(value), as: UTF8.self)
    #expect(written == encoded, "\(written)\n\(encoded)")
  }

  /// Numbers of every kind are written as the encoder writes them.
  @Test func numbersAreWrittenAsTheEncoderWritesThem() throws {
    let integers = [0, 7, -7, 10, -10, 1_000_000, Int.max, Int.min, Int.max - 1, Int.min + 1]
    let doubles = [
      0, -0.0, 25, -25, 0.5, 28.182543378573833, 1e-7, 1e20, 1e21, 1.5e300, -2.5e-300,
      Double.leastNonzeroMagnitude, Double.greatestFiniteMagnitude, 100, 0.1 + 0.2,
    ]
    let encoder = JSONEncoder()
    for value in integers {
      var out = JSONText()
      out.int(value)
      #expect(out.bytes == (try encoder.encode(value)), "\(value)")
    }
    for value in doubles {
      var out = JSONText()
      out.double(value)
      let encoded = String(decoding: try encoder.encode(value), as: UTF8.self)
      #expect(String(decoding: out.bytes, as: UTF8.self) == encoded, "\(value)")
    }
  }

  private static func record(_ seed: Int) -> PublishedRecord {
    PublishedRecord(
      Record(
        played: seed, won: seed / 2, drawn: seed / 3, lost: seed - seed / 2 - seed / 3,
        goalsFor: 3 * seed, goalsAgainst: 2 * seed + 1), rule: PointsRule(win: 3, draw: 1, loss: 0))
  }

  /// The files are written by hand, byte for byte as `JSONEncoder` with sorted keys and
  /// unescaped slashes writes them: odd text, absent values, negative and fractional
  /// numbers, empty lists and objects.
  @Test func everyFileIsWrittenAsTheEncoderWritesIt() throws {
    try expectWrittenAsTheEncoderWrites([
      PublishedPlayer(
        id: 7, name: Self.oddText, url: "https://example.org/players/7-odd/",
        allTime: Self.record(12),
        seasons: ["2024": Self.record(5), "1999-00": Self.record(7), "10000": Self.record(0)],
        awards: [PublishedCabinetEntry(season: "2024", award: "champion")],
        attendance: [
          PublishedAttendance(season: "1999-00", played: 3, of: 40),
          PublishedAttendance(season: Self.oddText, played: 0, of: 0),
        ], bestPartnerId: 12, toughestOpponentId: -4),
      PublishedPlayer(
        id: -3, name: "", url: "https://example.org/players/n3/", allTime: Self.record(0),
        seasons: [:], awards: [], attendance: [], bestPartnerId: nil, toughestOpponentId: nil),
    ])
    try expectWrittenAsTheEncoderWrites([
      PublishedAward(
        season: "2024-25", final: true, award: "bestWinRate", playerIds: [3, 9], gatherId: nil,
        value: 0.6666666666666666),
      PublishedAward(
        season: nil, final: true, award: "biggestUpset", playerIds: [], gatherId: Self.oddText,
        value: 0.125),
      PublishedAward(
        season: "2024", final: false, award: "mostAppearances", playerIds: [1], gatherId: nil,
        value: 30),
    ])
    try expectWrittenAsTheEncoderWrites(
      PublishedPairs(
        partnerships: [
          PublishedPair(
            PlayerPair(
              first: -2, second: 5,
              record: Record(played: 4, won: 1, drawn: 2, lost: 1, goalsFor: 0, goalsAgainst: 0)))
        ], rivalries: []))
    try expectWrittenAsTheEncoderWrites([
      PublishedMatch(
        id: Self.oddText, completedAt: "2024-01-10T19:00:00Z", season: "2023-24", finished: true,
        scoreA: 3, scoreB: -1, winner: "Team A", teamA: [1, -2, nil], teamB: [],
        url: "https://x/m/",
        notes: [
          PublishedNote(MatchNote(kind: .debut, playerID: 4, value: 1)),
          PublishedNote(MatchNote(kind: .milestone, playerID: -4, value: 50)),
          PublishedNote(MatchNote(kind: .return, playerID: 4, value: 42)),
          PublishedNote(MatchNote(kind: .streakEnded, playerID: 9, value: 7)),
        ]),
      PublishedMatch(
        id: "", completedAt: nil, season: nil, finished: false, scoreA: nil, scoreB: nil,
        winner: nil, teamA: [], teamB: [3], url: "", notes: []),
    ])
    let row = StandingRow(
      position: 1, playerID: 7, name: Self.oddText,
      record: Record(played: 3, won: 2, drawn: 1, lost: 0, goalsFor: 5, goalsAgainst: 9),
      points: 7)
    try expectWrittenAsTheEncoderWrites(
      PublishedStandings(
        allTime: [PublishedStanding(row), PublishedStanding(row)],
        seasons: ["2025-26": [PublishedStanding(row)], "2024-25": [], "B": [], "a": []]))
    try expectWrittenAsTheEncoderWrites(PublishedStandings(allTime: [], seasons: [:]))
    try expectWrittenAsTheEncoderWrites(
      PublishedRatings(
        players: [
          .init(playerId: 4, mu: 25, sigma: 8.333333333333334, ordinal: -0.000000001, matches: 0),
          .init(playerId: -1, mu: 1e-300, sigma: 123456789.125, ordinal: 1e21, matches: 12),
        ],
        historyFiles: [
          .init(season: "2024", url: "https://x/data/ratings/2024.json"),
          .init(season: nil, url: "https://x/data/ratings/undated.json"),
        ]))
    try expectWrittenAsTheEncoderWrites(
      PublishedRatingHistory(
        season: nil,
        history: [
          .init(
            gatherId: Self.oddText, playerId: 3, muBefore: 25, sigmaBefore: 8.275810319338106,
            muAfter: 24.567579143756948, sigmaAfter: 0.1)
        ]))
    try expectWrittenAsTheEncoderWrites(PublishedRatingHistory(season: "2024", history: []))
  }
}
