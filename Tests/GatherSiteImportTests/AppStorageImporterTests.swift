import Foundation
import Testing

@testable import GatherSiteCore
@testable import GatherSiteImport

@Suite struct AppStorageImporterTests {
  let storage = TestSupport.fixtureLeague.deletingLastPathComponent().appendingPathComponent(
    "app-storage.json")

  @Test func convertsPlayersAndGathersToTheExportFormat() throws {
    let converted = try AppStorageImporter.convert(
      Data(contentsOf: storage), file: "app-storage.json")
    // The latest gather, 737755200.5 s after 2001-01-01, is 2024-05-18T20:00:00.5Z.
    #expect(
      converted.summary
        == AppStorageImporter.Summary(
          players: 4, gathers: 2, latest: Date(timeIntervalSinceReferenceDate: 737_755_200.5)))
    #expect(converted.warnings.isEmpty)
    let players = try JSONSerialization.jsonObject(with: converted.players) as! [[String: Any]]
    #expect(players[0]["id"] as? Int == 1 && players[0]["name"] as? String == "Zoë Martin")
    #expect(
      players[0]["preferredPosition"] as? String == "striker"
        && players[0]["skill"] as? String == "beginner")
    #expect(players[2]["preferredPosition"] == nil && players[2]["skill"] == nil)
    // A player only found in a line-up (deleted since) keeps its name.
    #expect(players[3]["id"] as? Int == 4 && players[3]["name"] as? String == "Old Friend")
    let gathers = try JSONSerialization.jsonObject(with: converted.gathers) as! [[String: Any]]
    #expect(gathers[0]["id"] as? String == "6A1F0C3E-0000-4000-8000-000000000001")
    // 737150400 s after 2001-01-01 is 2024-05-11T20:00:00Z (Unix time 1715457600).
    #expect(gathers[0]["completedAt"] as? String == "2024-05-11T20:00:00Z")
    #expect(
      gathers[0]["winnerTeam"] as? String == "Team A"
        && gathers[1]["winnerTeam"] as? String == "None")
    let pivot = gathers[1]["players"] as! [[String: Any]]
    #expect(pivot.map { $0["playerId"] as! Int } == [3, 4])
    #expect(pivot.map { $0["team"] as! String } == ["Team A", "Team B"])
  }
  @Test func unknownPositionsAndSkillsAreLeftOutWithAWarning() throws {
    let storage =
      #"{"players": [{"id": "P", "name": "Ana", "position": "sweeper", "skill": "legend"}], "gathers": []}"#
    let converted = try AppStorageImporter.convert(Data(storage.utf8), file: "s.json")
    #expect(
      converted.warnings.map(\.description) == [
        "warning: s.json: players[0].position: \"sweeper\" is not a known position; left out",
        "warning: s.json: players[0].skill: \"legend\" is not a known skill; left out",
      ])
    let players = try JSONSerialization.jsonObject(with: converted.players) as! [[String: Any]]
    #expect(players[0]["preferredPosition"] == nil && players[0]["skill"] == nil)
    #expect(converted.summary.latest == nil)
  }

  /// A time beyond `Int` stopped the program on its way to an ISO 8601 text; one outside
  /// the years gathers.json can write is left out, with a warning.
  @Test func aTimeOutsideTheYears0To9999IsLeftOut() throws {
    let storage = """
      {"players": [], "gathers": [
        {"id": "a", "completedAt": 1e300, "teamAPlayers": [], "teamBPlayers": []},
        {"id": "b", "completedAt": -63200000000, "teamAPlayers": [], "teamBPlayers": []},
        {"id": "c", "completedAt": 252423993599, "teamAPlayers": [], "teamBPlayers": []},
        {"id": "d", "completedAt": 252423993600, "teamAPlayers": [], "teamBPlayers": []}]}
      """
    let converted = try AppStorageImporter.convert(Data(storage.utf8), file: "s.json")
    #expect(
      converted.warnings.map(\.description) == [
        "warning: s.json: gathers[0].completedAt: 1e+300 is not a time from the year 0 to 9999; left out (the gather is undated)",
        "warning: s.json: gathers[1].completedAt: -63200000000.0 is not a time from the year 0 to 9999; left out (the gather is undated)",
        "warning: s.json: gathers[3].completedAt: 252423993600.0 is not a time from the year 0 to 9999; left out (the gather is undated)",
      ])
    let gathers = try JSONSerialization.jsonObject(with: converted.gathers) as! [[String: Any]]
    #expect(
      gathers.map { $0["completedAt"] as? String } == [nil, nil, "9999-12-31T23:59:59Z", nil])
    // The latest match is the latest of those dated.
    #expect(converted.summary.latest == Date(timeIntervalSinceReferenceDate: 252_423_993_599))
  }

  @Test func badStorageFilesAreClearErrors() {
    #expect(
      throws: Diagnostic(
        .error, file: "s.json", position: "1:13", "invalid JSON: unexpected character")
    ) {
      _ = try AppStorageImporter.convert(Data(#"{"players": x}"#.utf8), file: "s.json")
    }
    #expect(throws: Diagnostic(.error, file: "s.json", path: "gathers[0].score", "expected text")) {
      _ = try AppStorageImporter.convert(
        Data(
          #"{"players": [], "gathers": [{"id": "G", "score": 3, "teamAPlayers": [], "teamBPlayers": []}]}"#
            .utf8),
        file: "s.json")
    }
    #expect(throws: Diagnostic(.error, file: "s.json", "the key \"gathers\" is missing")) {
      _ = try AppStorageImporter.convert(Data(#"{"players": []}"#.utf8), file: "s.json")
    }
  }

  /// The same gather twice is an error at import, naming both places (hostile input: it
  /// imported without a word, and the build then refused it).
  @Test func aGatherTwiceIsAnError() {
    let gather = #"{"id": "g-1", "score": "1-0", "teamAPlayers": [], "teamBPlayers": []}"#
    let twice = #"{"id": "G-1", "score": "2-0", "teamAPlayers": [], "teamBPlayers": []}"#
    #expect(
      throws: Diagnostic(
        .error, file: "s.json", path: "gathers[1].id",
        "\"G-1\" is already the id of gathers[0]: the same gather twice, which the site cannot show; is the file damaged? Export it again"
      )
    ) {
      _ = try AppStorageImporter.convert(
        Data(#"{"players": [], "gathers": [\#(gather), \#(twice)]}"#.utf8), file: "s.json")
    }
  }

  /// A storage file over the limit is refused without reading it whole, and nothing is
  /// written (hostile input: 500 MB took 2.9 GiB of memory).
  @Test func aFileOverTheLimitIsRefusedUnread() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let storage = root.appendingPathComponent("com.footballgather.storage")
    try Data(repeating: 0x20, count: 4096).write(to: storage)
    #expect(
      throws: Diagnostic(
        .error, file: storage.path,
        "is 4,096 bytes, more than the 1,024 bytes the app's data is allowed, where a thousand matches take a few MB; is it the app's storage file?"
      )
    ) {
      _ = try AppStorageImporter.run(
        file: storage, into: root.appendingPathComponent("data"), force: false, limit: 1024)
    }
    #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("data").path))
  }
}
