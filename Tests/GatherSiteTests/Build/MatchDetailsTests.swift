import Foundation
import Testing

@testable import GatherSite
@testable import GatherSiteCore

/// The details organisers add in write-ups, built into a site: what the match page, the
/// season's top-scorer table and the checks' warnings show a reader.
@Suite struct MatchDetailsTests {
  static let players = #"""
    [{"id": 1, "name": "Ana Lima"}, {"id": 2, "name": "Ben Okafor"}, {"id": 3, "name": "Chloé Dubois"},
     {"id": 4, "name": "Dan Hughes"}]
    """#
  static let gathers = #"""
    [{"id": "M1", "score": "3-1", "completedAt": "2024-05-12T18:00:00Z",
      "players": [{"playerId": 1, "team": "Team A"}, {"playerId": 2, "team": "Team A"},
                  {"playerId": 3, "team": "Team B"}, {"playerId": 4, "team": "Team B"}]},
     {"id": "M2", "score": "2-2", "completedAt": "2024-05-19T18:00:00Z",
      "players": [{"playerId": 1, "team": "Team A"}, {"playerId": 3, "team": "Team A"},
                  {"playerId": 2, "team": "Team B"}, {"playerId": 4, "team": "Team B"}]},
     {"id": "M3", "completedAt": "2024-05-26T18:00:00Z",
      "players": [{"playerId": 1, "team": "Team A"}, {"playerId": 2, "team": "Team B"}]}]
    """#
  /// M1: Ana 2 and Ben for Team A, Chloé for Team B, one assist each way, Ana the player of
  /// the match; a player who did not play and a count of 0 are warnings. M2: Dan 2 and
  /// Chloé 1, one more than Team A scored. M3 is not finished.
  static let writeUps = [
    "M1":
      "---\nscorers: {1: 2, 2: 1, 3: 1, 9: 1}\nassists: {2: 1, 4: 0}\nplayerOfTheMatch: 1\nvenue: Hackney Marshes\n---\n",
    "M2": "---\nscorers: {4: 2, 1: 3}\n---\nA draw.\n",
    "m3": "---\nvenue: Nowhere\n---\n",
  ]

  static func site() async throws -> (files: [String: String], messages: [String]) {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let content = root.appendingPathComponent("Content")
    for folder in ["data", "matches"] {
      try FileManager.default.createDirectory(
        at: content.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
    try "title: Details\nshareCards: false\n".write(
      to: content.appendingPathComponent("site.yml"), atomically: true, encoding: .utf8)
    try players.write(
      to: content.appendingPathComponent("data/players.json"), atomically: true, encoding: .utf8)
    try gathers.write(
      to: content.appendingPathComponent("data/gathers.json"), atomically: true, encoding: .utf8)
    for (id, text) in writeUps {
      try text.write(
        to: content.appendingPathComponent("matches/\(id).md"), atomically: true, encoding: .utf8)
    }
    let output = root.appendingPathComponent("_site")
    let (diagnostics, result) = await SiteBuilder().build(
      TestSupport.options(content: content, output: output))
    _ = try result.get()
    var files: [String: String] = [:]
    for path in try #require(FileManager.default.subpaths(atPath: output.path)) {
      files[path] = try? String(contentsOf: output.appendingPathComponent(path), encoding: .utf8)
    }
    return (files, diagnostics.all.map(\.description))
  }

  @Test func theChecksWarnNamingTheFileAndKey() async throws {
    let (_, messages) = try await Self.site()
    #expect(messages.count == 4)
    #expect(
      Set(messages) == [
        "warning: matches/M1.md: assists.4: \"0\" is not a positive whole number of assists; ignored",
        "warning: matches/M1.md: scorers.9: 9 did not play in this match; ignored",
        "warning: matches/M2.md: scorers: Team A's players have 3 goals listed, more than its score of 2",
        "warning: matches/m3.md: venue: the match is not finished; its details are ignored",
      ])
  }

  @Test func theMatchPageNamesScorersAssistsThePlayerOfTheMatchAndTheVenue() async throws {
    let (files, _) = try await Self.site()
    let page = try #require(files["matches/2024-05-12-m1/index.html"])
    #expect(page.contains("Sunday 12 May 2024, 18:00 · Hackney Marshes ·"))
    #expect(page.contains("<p>Player of the match: Ana Lima</p>"))
    #expect(page.contains("<p>Goals: Ana Lima 2, Ben Okafor</p>"))
    #expect(page.contains("<p>Goals: Chloé Dubois</p>"))
    #expect(page.contains("<p>Assists: Ben Okafor</p>"))
    #expect(page.contains(">Ana Lima ★</a>"))
    // The chat text names the scorers, all sides together.
    #expect(page.contains("Goals: Ana Lima 2, Ben Okafor, Chloé Dubois\n"))
    // A write-up that only gives details has no report section.
    #expect(!page.contains("write-up-heading"))
    #expect(files["matches/2024-05-19-m2/index.html"]?.contains("write-up-heading") == true)
  }

  @Test func theSeasonsTopScorersGoByGoalsThenFewerMatches() async throws {
    let (files, _) = try await Self.site()
    let season = try #require(files["seasons/2024/index.html"])
    let table = try #require(
      season.range(of: "<table class=\"scorers\">[\\s\\S]*?</table>", options: .regularExpression)
    )
    let names = season[table].matches(of: #/<th scope="row"><a [^>]*>([^<]*)</a></th>/#).map {
      String($0.output.1)
    }
    // Ana 5 goals in 2 recorded matches; Dan 2 in 2; Ben and Chloé 1 in 2 each (then name).
    #expect(names == ["Ana Lima", "Dan Hughes", "Ben Okafor", "Chloé Dubois"])
    let awards = try #require(files["data/awards.json"])
    #expect(
      awards.contains(
        #"{"award":"topScorer","final":false,"gatherId":null,"playerIds":[1],"season":"2024","value":5}"#
      ))
    let matches = try #require(files["data/matches.json"])
    #expect(matches.contains(#"{"goals":3,"kind":"hatTrick","playerId":1}"#))
  }
}
