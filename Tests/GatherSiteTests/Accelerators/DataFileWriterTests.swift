import Foundation
import Testing

@testable import GatherSite
@testable import GatherSiteCore

/// The build's writer of the data files writes what `JSONEncoder` writes (the core's
/// `DataPresenter.json`), byte for byte.
@Suite struct DataFileWriterTests {
  /// Every data file of `content`, written both ways.
  private func expectEveryFileWrittenAsTheEncoderWritesIt(_ content: URL) throws {
    var diagnostics = Diagnostics()
    let input = ContentLoader(contentDirectory: content).load(into: &diagnostics)
    #expect(diagnostics.errors.isEmpty, "\(diagnostics.errors)")
    let facts = LeagueFactsInteractor.facts(for: input.league, config: input.config)
    let context = PresentationContext(
      facts: facts, router: Router(facts: facts, pages: input.pages), wording: .english)
    let encoder = DataPresenter(context: context)
    // Only the files the writer writes itself, or the encoder would be compared with
    // itself: `data/predictions.json`, a few lines, is left to the encoder.
    let writer = DataPresenter(context: context) { value in
      value is any WritesJSON ? DataFileWriter.bytes(value) : Data("left to the encoder".utf8)
    }
    let files: [(String, (DataPresenter) -> Data)] =
      [
        ("players", { $0.players() }), ("matches", { $0.matches() }),
        ("standings", { $0.standings() }), ("ratings", { $0.ratings() }),
        ("pairs", { $0.pairs() }), ("awards", { $0.awards() }),
      ]
      + encoder.ratedSeasons().map { season in
        ("ratings/\(season?.name ?? "undated")", { $0.ratingsHistory(season) })
      }
    #expect(files.count > 7)
    for (name, file) in files {
      let (written, encoded) = (file(writer), file(encoder))
      #expect(written == encoded, "\(content.lastPathComponent): data/\(name).json")
    }
  }

  @Test func writesTheSampleLeaguesFilesAsTheEncoderDoes() throws {
    try expectEveryFileWrittenAsTheEncoderWritesIt(
      TestSupport.repository.appendingPathComponent("Content"))
    try expectEveryFileWrittenAsTheEncoderWritesIt(TestSupport.fixtureLeague)
  }

  /// Leagues of both bench shapes, from the bench's generator, and a league that records
  /// only who won (its goal figures all null) with write-ups of details.
  @Test(arguments: [
    ["--shape", "groups"], ["--shape", "free-mix"], ["--results-only", "--details"],
  ])
  func writesGeneratedLeaguesFilesAsTheEncoderDoes(_ options: [String]) throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let content = root.appendingPathComponent("league")
    let generator = Process()
    generator.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    generator.arguments =
      [
        "python3",
        TestSupport.repository.appendingPathComponent("Benchmarks/generate_league.py").path,
        "1200", content.path,
      ] + options
    generator.standardOutput = FileHandle.nullDevice
    try generator.run()
    generator.waitUntilExit()
    try #require(generator.terminationStatus == 0)
    try expectEveryFileWrittenAsTheEncoderWritesIt(content)
  }

  /// Every control character, quotes, backslashes, slashes, markup and non-ASCII text.
  static let oddText: String = {
    var text = ""
    for byte in 0..<0x20 { text.unicodeScalars.append(Unicode.Scalar(UInt8(byte))) }
    return text + "\"\\/ <script>*bold*</script> ../../etc \u{7F}\u{85}\u{2028} Zoë 🙂"
  }()

  private func expectWrittenAsTheEncoderWrites(_ value: some Encodable) {
    let written = String(decoding: DataFileWriter.bytes(value), as: UTF8.self)
    let encoded = String(decoding: DataPresenter.json(value), as: UTF8.self)
    #expect(written == encoded, "\(written)\n\(encoded)")
  }

  /// Numbers of every kind, and what is not a number.
  @Test func numbersAreWrittenAsTheEncoderWritesThem() {
    let integers = [0, 7, -7, 10, -10, 1_000_000, Int.max, Int.min, Int.max - 1, Int.min + 1]
    let doubles = [
      0, -0.0, 25, -25, 0.5, 28.182543378573833, 1e-7, 1e20, 1e21, 1.5e300, -2.5e-300,
      Double.leastNonzeroMagnitude, Double.greatestFiniteMagnitude, 100, 0.1 + 0.2, .nan,
      .infinity, -.infinity,
    ]
    for value in integers {
      var out = JSONBytes()
      out.int(value)
      #expect(Data(out.bytes) == DataPresenter.json(value), "\(value)")
    }
    for value in doubles {
      var out = JSONBytes()
      out.double(value)
      #expect(Data(out.bytes) == DataPresenter.json(value), "\(value)")
    }
  }

  private static func record(_ seed: Int) -> PublishedRecord {
    var record = Record(
      played: seed, won: seed / 2, drawn: seed / 3, lost: seed - seed / 2 - seed / 3,
      goalsFor: 3 * seed, goalsAgainst: 2 * seed + 1)
    (record.goals, record.assists) = (seed + 5, seed * 7)
    (record.playerOfTheMatch, record.recordedMatches) = (seed / 4, seed - 1)
    return PublishedRecord(record, points: record.points(PointsRule(win: 3, draw: 1, loss: 0)))
  }

  /// Odd text, absent values, negative and fractional numbers, empty lists and objects.
  @Test func oddValuesAreWrittenAsTheEncoderWritesThem() {
    expectWrittenAsTheEncoderWrites([
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
    expectWrittenAsTheEncoderWrites([
      PublishedAward(
        season: "2024-25", final: true, award: "bestWinRate", playerIds: [3, 9], gatherId: nil,
        value: 0.6666666666666666),
      PublishedAward(
        season: nil, final: true, award: "biggestUpset", playerIds: [], gatherId: Self.oddText,
        value: 0.125),
      PublishedAward(
        season: "2024", final: false, award: "mostAppearances", playerIds: [1], gatherId: nil,
        value: .nan),
    ])
    expectWrittenAsTheEncoderWrites(
      PublishedPairs(
        partnerships: [
          PublishedPair(
            PlayerPair(
              first: -2, second: 5,
              record: Record(played: 4, won: 1, drawn: 2, lost: 1, goalsFor: 0, goalsAgainst: 0)))
        ], rivalries: []))
    expectWrittenAsTheEncoderWrites([
      PublishedMatch(
        id: Self.oddText, completedAt: "2024-01-10T19:00:00Z", season: "2023-24", finished: true,
        scoreA: 3, scoreB: -1, winner: "Team A", teamA: [1, -2, nil], teamB: [],
        scorers: [
          .init(key: "goals", playerId: 1, count: 2), .init(key: "goals", playerId: nil, count: 1),
        ],
        assists: [.init(key: "assists", playerId: -2, count: 3)], playerOfTheMatch: [1, 4],
        venue: Self.oddText, photo: "https://x/p \\ \"q\".jpg",
        url: "https://x/m/",
        notes: [
          PublishedNote(MatchNote(kind: .debut, playerID: 4, value: 1)),
          PublishedNote(MatchNote(kind: .milestone, playerID: -4, value: 50)),
          PublishedNote(MatchNote(kind: .return, playerID: 4, value: 42)),
          PublishedNote(MatchNote(kind: .streakEnded, playerID: 9, value: 7)),
          PublishedNote(MatchNote(kind: .firstGoal, playerID: 9, value: 1)),
          PublishedNote(MatchNote(kind: .hatTrick, playerID: 9, value: 4)),
        ]),
      PublishedMatch(
        id: "", completedAt: nil, season: nil, finished: false, scoreA: nil, scoreB: nil,
        winner: nil, teamA: [], teamB: [3], scorers: [], assists: [], playerOfTheMatch: [],
        venue: nil, photo: nil, url: "", notes: []),
    ])
    let row = StandingRow(
      position: 1, playerID: 7, name: Self.oddText,
      record: Record(played: 3, won: 2, drawn: 1, lost: 0, goalsFor: 5, goalsAgainst: 9),
      points: 7)
    expectWrittenAsTheEncoderWrites(
      PublishedStandings(
        allTime: [PublishedStanding(row), PublishedStanding(row)],
        seasons: ["2025-26": [PublishedStanding(row)], "2024-25": [], "B": [], "a": []]))
    expectWrittenAsTheEncoderWrites(PublishedStandings(allTime: [], seasons: [:]))
    expectWrittenAsTheEncoderWrites(
      PublishedRatings(
        model: .init(
          mu: 25, sigma: 8.333333333333334, beta: 47.14045207910318, tau: 0.08333333333333333,
          kappa: 0.0001, fitted: true, matches: 1475,
          schedule: [
            .init(after: 0, beta: 47.14045207910318), .init(after: 50, beta: 33.333333333333336),
            .init(after: 1475, beta: 1e-7),
          ]),
        players: [
          .init(playerId: 4, mu: 25, sigma: 8.333333333333334, ordinal: -0.000000001, matches: 0),
          .init(playerId: -1, mu: 1e-300, sigma: 123456789.125, ordinal: 1e21, matches: 12),
        ],
        historyFiles: [
          .init(season: "2024", url: "https://x/data/ratings/2024.json"),
          .init(season: nil, url: "https://x/data/ratings/undated.json"),
        ]))
    expectWrittenAsTheEncoderWrites(
      PublishedRatings(
        model: .init(
          mu: 25, sigma: 1e-300, beta: 0.01, tau: 0, kappa: 0.0001, fitted: false, matches: 0,
          schedule: [.init(after: 0, beta: 0.01)]),
        players: [], historyFiles: []))
    expectWrittenAsTheEncoderWrites(
      PublishedRatingHistory(
        season: nil,
        history: [
          .init(
            gatherId: Self.oddText, playerId: 3, muBefore: 25, sigmaBefore: 8.275810319338106,
            muAfter: 24.567579143756948, sigmaAfter: -.infinity)
        ]))
    expectWrittenAsTheEncoderWrites(PublishedRatingHistory(season: "2024", history: []))
  }
}
