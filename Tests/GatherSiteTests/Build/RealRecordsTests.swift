import Foundation
import Testing

@testable import GatherSite
@testable import GatherSiteCore

/// The records real groups keep, built into a site: a result without a score, dates
/// without times, guests and a slip, each checked where a reader meets it.
@Suite struct RealRecordsTests {
  static let players = #"""
    [{"id": 1, "name": "Ana Lima"}, {"id": 2, "name": "Ben Okafor"}, {"id": 3, "name": "Chloé Dubois"},
     {"id": 4, "name": "Dan Hughes"}, {"id": 5, "name": "Eva Costa"}, {"id": 6, "name": "Farid Demir"},
     {"id": 99, "name": "Random"}]
    """#
  /// R1 is a result without a score; D1 and D2 are dated without a time, D2 on the day of
  /// G1 and after it in the file; G1 has guests on both sides and Eva Costa on both sides.
  static let gathers = #"""
    [{"id": "R1", "winnerTeam": "Team B", "completedAt": "2024-05-12T18:00:00Z",
      "players": [{"playerId": 1, "team": "Team A"}, {"playerId": 2, "team": "Team A"},
                  {"playerId": 3, "team": "Team B"}, {"playerId": 4, "team": "Team B"}]},
     {"id": "D1", "score": "2-1", "winnerTeam": "Team A", "completedAt": "2024-05-19",
      "players": [{"playerId": 1, "team": "Team A"}, {"playerId": 3, "team": "Team A"},
                  {"playerId": 2, "team": "Team B"}, {"playerId": 4, "team": "Team B"}]},
     {"id": "G1", "score": "4-2", "winnerTeam": "Team A", "completedAt": "2024-05-26",
      "players": [{"playerId": 1, "team": "Team A"}, {"playerId": 99, "team": "Team A"},
                  {"playerId": 99, "team": "Team A"}, {"playerId": 5, "team": "Team A"},
                  {"playerId": 2, "team": "Team B"}, {"playerId": 99, "team": "Team B"},
                  {"playerId": 6, "team": "Team B"}, {"playerId": 5, "team": "Team B"}]},
     {"id": "D2", "score": "1-0", "winnerTeam": "Team A", "completedAt": "2024-05-26",
      "players": [{"playerId": 3, "team": "Team A"}, {"playerId": 4, "team": "Team B"}]}]
    """#

  /// Every text file of the site built in `language`, by path, and the build's messages.
  static func site(language: String = "en") async throws -> (
    files: [String: String], messages: [String]
  ) {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let content = root.appendingPathComponent("Content")
    try FileManager.default.createDirectory(
      at: content.appendingPathComponent("data"), withIntermediateDirectories: true)
    try "title: Real records\ntimeZone: Europe/London\nguests: [99]\nlanguage: \(language)\n"
      .write(to: content.appendingPathComponent("site.yml"), atomically: true, encoding: .utf8)
    try players.write(
      to: content.appendingPathComponent("data/players.json"), atomically: true, encoding: .utf8)
    try gathers.write(
      to: content.appendingPathComponent("data/gathers.json"), atomically: true, encoding: .utf8)
    let output = root.appendingPathComponent("_site")
    let (diagnostics, result) = await SiteBuilder().build(
      TestSupport.options(content: content, output: output))
    _ = try result.get()
    var files: [String: String] = [:]
    for path in try #require(FileManager.default.subpaths(atPath: output.path))
    where !path.hasSuffix(".png") {
      files[path] = try? String(
        contentsOf: output.appendingPathComponent(path), encoding: .utf8)
    }
    return (files, diagnostics.all.map(\.description))
  }

  static func json(_ text: String?) throws -> Any {
    try JSONSerialization.jsonObject(with: Data(try #require(text).utf8))
  }

  @Test func aSlipIsTheOnlyWarningAndGuestsAreNone() async throws {
    let (_, messages) = try await Self.site()
    #expect(
      messages == [
        "warning: data/gathers.json: gathers[2].players[7].playerId: 5 (\"Eva Costa\") is listed for both teams (Team A at gathers[2].players[3], Team B here); counted for neither"
      ])
  }

  @Test func aResultWithoutAScoreSaysWhoWonAndShowsNoScoreline() async throws {
    let (files, _) = try await Self.site()
    let page = try #require(files["matches/2024-05-12-r1/index.html"])
    #expect(page.contains(#"<h1>Team A <span class="score">–</span> Team B</h1>"#))
    #expect(page.contains("<strong>Team B won</strong>"))
    #expect(page.contains("<title>Team A v Team B: Team B won"))
    #expect(!page.contains("not finished"))
    let matches = try #require(try Self.json(files["data/matches.json"]) as? [[String: Any]])
    let r1 = try #require(matches.first { $0["id"] as? String == "R1" })
    #expect(r1["finished"] as? Bool == true)
    #expect(r1["scoreA"] is NSNull && r1["scoreB"] is NSNull)
    #expect(r1["winner"] as? String == "Team B")
    // Chloé won all three of her games, 2–1 and 1–0 with scores: the result adds no goals.
    let standings = try #require(try Self.json(files["data/standings.json"]) as? [String: Any])
    let rows = try #require(standings["allTime"] as? [[String: Any]])
    let chloe = try #require(rows.first { $0["playerId"] as? Int == 3 })
    #expect(chloe["played"] as? Int == 3 && chloe["won"] as? Int == 3)
    #expect(chloe["goalsFor"] as? Int == 3 && chloe["goalsAgainst"] as? Int == 1)
    let calendar = try #require(files["calendar.ics"])
    #expect(calendar.contains("SUMMARY:Team A v Team B: Team B won"))
  }

  @Test func aDateWithoutATimeShowsNoTimeAndIsAnAllDayEvent() async throws {
    let (files, _) = try await Self.site()
    let page = try #require(files["matches/2024-05-19-d1/index.html"])
    #expect(page.contains("Sunday 19 May 2024 ·"))
    #expect(!page.contains("Sunday 19 May 2024,"))
    let calendar = try #require(files["calendar.ics"])
    #expect(calendar.contains("DTSTART;VALUE=DATE:20240519\r\nDTEND;VALUE=DATE:20240520\r\n"))
    #expect(calendar.contains("DTSTART:20240512T170000Z\r\nDTEND:20240512T180000Z\r\n"))
    let matches = try #require(try Self.json(files["data/matches.json"]) as? [[String: Any]])
    // Play order within a day is file order.
    #expect(matches.map { $0["id"] as? String } == ["R1", "D1", "G1", "D2"])
    #expect(
      matches.map { $0["completedAt"] as? String }
        == ["2024-05-12T18:00:00Z", "2024-05-19", "2024-05-26", "2024-05-26"])
  }

  @Test func guestsAreShownInLineUpsAndCountForNoOne() async throws {
    let (files, _) = try await Self.site()
    let page = try #require(files["matches/2024-05-26-g1/index.html"])
    #expect(page.components(separatedBy: "<th scope=\"row\">Guest</th>").count - 1 == 3)
    #expect(page.components(separatedBy: "3 players").count - 1 == 2)
    #expect(page.contains("Listed for both sides, so counted for neither: Eva Costa."))
    #expect(page.contains("Team A: Ana Lima, Guest, Guest"))
    let matches = try #require(try Self.json(files["data/matches.json"]) as? [[String: Any]])
    let g1 = try #require(matches.first { $0["id"] as? String == "G1" })
    #expect((g1["teamA"] as? [Any])?.map { $0 as? Int } == [1, nil, nil])
    #expect((g1["teamB"] as? [Any])?.map { $0 as? Int } == [2, 6, nil])
    let players = try #require(try Self.json(files["data/players.json"]) as? [[String: Any]])
    #expect(players.compactMap { $0["id"] as? Int }.sorted() == [1, 2, 3, 4, 5, 6])
    #expect(files.keys.filter { $0.hasPrefix("players/99") }.isEmpty)
    #expect(files["players/index.html"]?.contains("Random") == false)
  }

  @Test func inGermanTheGuestIsAGastAndTheDateHasNoTime() async throws {
    let (files, _) = try await Self.site(language: "de")
    let guests = try #require(files["matches/2024-05-26-g1/index.html"])
    #expect(guests.components(separatedBy: "<th scope=\"row\">Gast</th>").count - 1 == 3)
    #expect(guests.contains("Sonntag, 26. Mai 2024 ·"))
    let result = try #require(files["matches/2024-05-12-r1/index.html"])
    #expect(result.contains("<strong>Team B gewinnt</strong>"))
  }
}
