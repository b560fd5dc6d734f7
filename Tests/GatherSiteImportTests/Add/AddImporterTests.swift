import Foundation
import GatherSiteCore
import Testing

@testable import GatherSiteImport

/// `add` on a copy of the fixture league: what it reads from a text, what it refuses, and
/// that it writes all or nothing.
@Suite struct AddImporterTests {
  /// A copy of the fixture league, removed by the caller.
  private func league() throws -> URL {
    let root = try TestSupport.temporaryDirectory()
    let content = root.appendingPathComponent("Content")
    try FileManager.default.copyItem(at: TestSupport.fixtureLeague, to: content)
    return content
  }

  private func plan(_ text: String, in content: URL, newPlayers: [String] = [])
    -> (AddImporter.Plan?, [Diagnostic])
  {
    var request = AddImporter.Request(text: text, source: "result.txt", content: content.path)
    request.newPlayers = newPlayers
    request.now = ISO8601DateFormatter().date(from: "2026-11-28T12:00:00Z")!
    return AddImporter.plan(request)
  }

  private func messages(_ found: [Diagnostic]) -> [String] { found.map(\.description) }

  @Test func theChatTextGivesTheMatchAndItsDetails() throws {
    let content = try league()
    defer { try? FileManager.default.removeItem(at: content.deletingLastPathComponent()) }
    let before = try Data(contentsOf: content.appendingPathComponent("data/gathers.json"))
    let (plan, found) = plan(
      """
      Team A 3–2 Team B · 27 Nov 2026, 20:00
      Team A: Ana, Ben.
      Team B: Cleo, Dev.
      Goals: Ana 2, Ben, Cleo (2)
      Assists: Ben
      Player of the match: Ana
      Venue: Parc des Sports
      Debut for Dev
      https://league.example.org/fixture/matches/whatever/
      """, in: content)
    #expect(messages(found) == [])
    let made = try #require(plan)
    #expect(made.preview.first == "Team A 3–2 Team B · 27 Nov 2026, 20:00")
    #expect(made.preview.contains("Goals: Ana 2, Cleo 2, Ben"))
    #expect(made.preview.contains("Venue: Parc des Sports"))
    #expect(AddImporter.write(made).isEmpty)
    let after = try Data(contentsOf: content.appendingPathComponent("data/gathers.json"))
    let gathers = try #require(try JSONSerialization.jsonObject(with: after) as? [[String: Any]])
    let added = try #require(gathers.last)
    #expect(added["id"] as? String == made.matchID)
    // Europe/Paris: 20:00 there is 19:00 UTC.
    #expect(added["completedAt"] as? String == "2026-11-27T19:00:00Z")
    #expect(added["score"] as? String == "3-2")
    #expect(added["winnerTeam"] as? String == "Team A")
    let players = try #require(added["players"] as? [[String: Any]])
    #expect(players.map { $0["playerId"] as? Int } == [1, 2, 3, 4])
    #expect(players.map { $0["team"] as? String } == ["Team A", "Team A", "Team B", "Team B"])
    // Every byte that was there is kept.
    #expect(after.prefix(before.count - 3) == before.prefix(before.count - 3))
    let writeUp = try String(
      contentsOf: content.appendingPathComponent("matches/\(made.matchID).md"), encoding: .utf8)
    #expect(
      writeUp
        == "---\nscorers: {1: 2, 2: 1, 3: 2}\nassists: {2: 1}\nplayerOfTheMatch: 1\nvenue: \"Parc des Sports\"\n---\n"
    )
  }

  @Test func aTextTypedInAHurryGivesTheSameMatch() throws {
    let content = try league()
    defer { try? FileManager.default.removeItem(at: content.deletingLastPathComponent()) }
    let (neat, _) = plan(
      "Team A 1–1 Team B · 27 Nov 2026, 20:00\nTeam A: Ana, Ben.\nTeam B: Cleo, Dev.",
      in: content)
    let (hurried, found) = plan(
      "a 1 x 1 b\nyesterday 8pm\nA: ana , BEN\nb: cleo, dev", in: content)
    #expect(messages(found) == [])
    #expect(hurried?.preview.dropLast() == neat?.preview.dropLast())
  }

  @Test func badTextIsAnErrorNamingTheLineAndNothingIsWritten() throws {
    let content = try league()
    defer { try? FileManager.default.removeItem(at: content.deletingLastPathComponent()) }
    let before = try TestSupport.files(under: content)
    let cases: [(String, [String])] = [
      (
        "A 3-2 B · today\nA: Ana, Bne\nB: Cleo",
        [
          "error: result.txt:2: no player is called \"Bne\"; the closest names are Ben. A new player is added when the text writes \"Bne (new)\" in a line-up, or with --new-player \"Bne\""
        ]
      ),
      (
        "A 3-2 B · today\nA: Ana, Ben 2\nB: Cleo",
        [
          "error: result.txt:2: \"Ben 2\": a line-up lists each player once, without a count; write \"Guest\" once for each guest"
        ]
      ),
      (
        "A 3-2 B · today\nA: Ana, Ben\nB: Cleo, Ben",
        [
          "error: result.txt:3: Ben is on both sides: in Team A's line-up (line 2) and in Team B's"
        ]
      ),
      (
        "A 3-two B · today\nA: Ana\nB: Cleo",
        [
          "error: result.txt:1: \"A 3-two B · today\" is not a result, a date, a line-up or a detail of the match; write it as a match page's text for the group chat does, or leave it out"
        ]
      ),
      (
        "A 3-2 B · 32 Jan 2026\nA: Ana\nB: Cleo",
        [
          "error: result.txt:1: \"32 jan 2026\" after the result is not a date; write it as the site does (\"19 Jan 2026, 20:00\"), or as 2026-01-19, today or yesterday"
        ]
      ),
      (
        "A 3-2 B · today\nA: Ana\nB: Cleo\nGaols: Ana 2",
        [
          "error: result.txt:4: \"Gaols: Ana 2\" is not a result, a date, a line-up or a detail of the match; write it as a match page's text for the group chat does, or leave it out"
        ]
      ),
      (
        "A 3-2 B · 99999999999999999999\nA: Ana\nB: Cleo",
        [
          "error: result.txt:1: \"99999999999999999999\" after the result is not a date; write it as the site does (\"19 Jan 2026, 20:00\"), or as 2026-01-19, today or yesterday"
        ]
      ),
      (
        "A 3-2 B · today\nA: Ana\nB: Cleo\nVenue: Park\u{2028}--- x",
        [
          "error: result.txt:4: holds a control character (U+2028), which no match's text has; type the line again"
        ]
      ),
      (
        "  \n\n",
        [
          "error: result.txt: is empty; give the match's result, date and line-ups, as its page's text for the group chat does"
        ]
      ),
      (
        "A 1-0 B · today\nA: Ana\u{7}\nB: Cleo",
        [
          "error: result.txt:2: holds a control character (U+7), which no match's text has; type the line again"
        ]
      ),
      (
        String(repeating: "A 1-0 B\n", count: 10_000),
        [
          "error: result.txt: is 80000 bytes long; a match's text is a few lines (at most 65536 bytes)"
        ]
      ),
      // The fixture's match of 24 Jan 2024: Ana and Dev against Ben, Cleo and player 5.
      (
        "A 2-0 B · 24 Jan 2024\nA: Ana, Dev\nB: Ben, Cleo, 5",
        [
          "error: result.txt:3: no player is called \"5\". A new player is added when the text writes \"5 (new)\" in a line-up, or with --new-player \"5\""
        ]
      ),
    ]
    for (text, expected) in cases {
      let (plan, found) = plan(text, in: content)
      #expect(plan == nil, "\(text)")
      #expect(messages(found) == expected)
    }
    #expect(try TestSupport.files(under: content) == before)
  }

  @Test func aLikelyDuplicateIsRefused() throws {
    let content = try league()
    defer { try? FileManager.default.removeItem(at: content.deletingLastPathComponent()) }
    let (first, _) = plan("A 2-0 B · 24 Nov 2026\nA: Ana, Dev\nB: Ben, Cleo", in: content)
    #expect(AddImporter.write(try #require(first)).isEmpty)
    let (second, found) = plan("A 1-1 B · 24 Nov 2026\nA: Dev, Ana\nB: Cleo, Ben", in: content)
    #expect(second == nil)
    #expect(
      messages(found) == [
        "error: result.txt:1: looks like a match already there: Team A 2–0 Team B · 24 Nov 2026 (https://league.example.org/fixture/matches/2026-11-24-\(first!.matchID.prefix(8).lowercased())/), with the same day and the same line-ups; if it is another match, add it with --allow-duplicate"
      ])
  }

  @Test func aNewPlayerOnlyWhenMarked() throws {
    let content = try league()
    defer { try? FileManager.default.removeItem(at: content.deletingLastPathComponent()) }
    let (plan, found) = plan(
      "A 2-0 B · 24 Nov 2026\nA: Ana, Eve (new)\nB: Ben, Finn\nGoals: Eve 2", in: content,
      newPlayers: ["Finn"])
    #expect(messages(found) == [])
    let made = try #require(plan)
    #expect(made.newPlayers == ["Eve", "Finn"])
    #expect(made.preview[1] == "Team A: Ana, Eve.")
    #expect(AddImporter.write(made).isEmpty)
    let players = try JSONSerialization.jsonObject(
      with: Data(contentsOf: content.appendingPathComponent("data/players.json")))
    let names = (players as? [[String: Any]])?.compactMap { $0["name"] as? String }
    #expect(names?.suffix(2) == ["Eve", "Finn"])
  }

  @Test func notesAndAwkwardVenuesReadBack() throws {
    let content = try league()
    defer { try? FileManager.default.removeItem(at: content.deletingLastPathComponent()) }
    let venue = "Parc \"des\" Sports \\ #1: 🏳️‍🌈 "
    let (plan, found) = plan(
      "Team A 1–0 Team B · 2 Nov 2026\nTeam A: Ana.\nTeam B: Ben.\nVenue: \(venue)\nAna is back after 14 days away\nBen's winning run of 3 matches has ended",
      in: content)
    #expect(messages(found) == [])
    let made = try #require(plan)
    #expect(AddImporter.write(made).isEmpty)
    // The build reads the venue back as it was typed (ends trimmed).
    var diagnostics = Diagnostics()
    let input = ContentLoader(contentDirectory: content).load(into: &diagnostics)
    let index = try #require(input.league.gathers.firstIndex { $0.id == made.matchID })
    #expect(input.league.details[index]?.venue == "Parc \"des\" Sports \\ #1: 🏳️‍🌈")
  }

  @Test func aNewPlayersIdIsAfterEveryIdInUse() throws {
    let content = try league()
    defer { try? FileManager.default.removeItem(at: content.deletingLastPathComponent()) }
    // The fixture's gathers name player 99, who is not in players.json (6 players).
    let (plan, _) = plan("A 1-0 B · 2 Nov 2026\nA: Ana, Eve (new)\nB: Ben", in: content)
    #expect(AddImporter.write(try #require(plan)).isEmpty)
    let players = try JSONSerialization.jsonObject(
      with: Data(contentsOf: content.appendingPathComponent("data/players.json")))
    #expect((players as? [[String: Any]])?.last?["id"] as? Int == 100)
  }

  @Test func anIssueFormBodyKeepsItsLineNumbers() {
    let body = "### Result\n\nA 1-0 B · today\n\n### Venue\n\n_No response_\n"
    #expect(IssueFormBody.text(body) == "\n\nA 1-0 B · today\n\n\n\n\n")
    #expect(IssueFormBody.text("just text") == nil)
  }
}
