import Foundation
import Testing

/// Runs `gather-site teams` on the fixture league.
@Suite struct TeamsCommandTests {
  let content = TestSupport.fixtureLeague.path

  @Test func printsTheSplitAsJSON() throws {
    let run = try BuildCommandTests.run(
      ["teams", "--content", content, "--json", "1", "Ben", "cleo", "Dev"],
      in: TestSupport.repository)
    #expect(run.status == 0, "\(run.stderr)")
    let output = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as! [String: Any]
    let teamA = output["teamA"] as! [[String: Any]]
    let teamB = output["teamB"] as! [[String: Any]]
    #expect(Set((teamA + teamB).map { $0["playerId"] as! Int }) == [1, 2, 3, 4])
    #expect(teamA.count == 2 && teamB.count == 2)
    #expect(teamA[0].keys.sorted() == ["mu", "name", "playerId", "sigma"])
    let probability = output["probabilityA"] as! Double
    #expect(probability > 0.3 && probability < 0.7)
    // Four rated matches are too few to fit: the pickup default, as data/ratings.json says.
    let model = output["model"] as! [String: Any]
    #expect(model["beta"] as! Double == 25.0 / 6.0 * pow(2, 3.5))
    #expect(model["fitted"] as! Bool == false && model["matches"] as! Int == 0)
  }

  /// "Team A 52 %": how sure the split is, and the model the chances come from.
  @Test func saysHowSureTheSplitIs() throws {
    let run = try BuildCommandTests.run(
      ["teams", "--content", content, "Ana", "Ben", "Cleo", "Dev"], in: TestSupport.repository)
    #expect(run.status == 0)
    let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    let match = try #require(lines.first?.wholeMatch(of: /Team A (\d+) %, Team B (\d+) %/))
    #expect(Int(match.1)! + Int(match.2)! == 100)
    #expect(
      lines[1]
        == "(chances with a performance spread β of 47.14, the default for pickup football)")
    #expect(run.stdout.contains("Team A \(match.1) %: 2 players"))
  }

  /// A β fixed in site.yml is the one the split is weighed with.
  @Test func aBetaFixedInTheSettingsIsUsed() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "teams-beta-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.copyItem(at: TestSupport.fixtureLeague, to: folder)
    let settings = folder.appendingPathComponent("site.yml")
    let text = try String(contentsOf: settings, encoding: .utf8)
    try (text + "\nratings: {beta: 2}\n").write(to: settings, atomically: true, encoding: .utf8)
    let run = try BuildCommandTests.run(
      ["teams", "--content", folder.path, "Ana", "Ben", "Cleo", "Dev"], in: TestSupport.repository)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(
      run.stdout.contains("(chances with a performance spread β of 2.00, as site.yml sets it)"))
  }

  @Test func printsLineupsWithTitlesAndRatings() throws {
    let run = try BuildCommandTests.run(
      ["teams", "--content", content, "Ana", "Ben", "Cleo", "Dev"], in: TestSupport.repository)
    #expect(run.status == 0)
    #expect(run.stdout.contains(" %: 2 players\n"))
    #expect(run.stdout.contains("Ana · Striker"))
    #expect(run.stdout.contains("rating "))
  }

  /// What is typed comes back in the message: its control characters are shown, not sent.
  @Test func aQueryWithControlCharactersIsPrintedEscaped() throws {
    let run = try BuildCommandTests.run(
      ["teams", "--content", content, "Ana", "\u{1B}]0;pwned\u{7}"], in: TestSupport.repository)
    #expect(run.status == 1)
    #expect(run.stderr == #"error: no player matches "\u{1B}]0;pwned\u{7}""# + "\n")
  }

  @Test func unknownOrAmbiguousPlayersAreClearErrors() throws {
    let unknown = try BuildCommandTests.run(
      ["teams", "--content", content, "Ana", "Zed"], in: TestSupport.repository)
    #expect(unknown.status == 1)
    #expect(unknown.stderr == "error: no player matches \"Zed\"\n")
    let repeated = try BuildCommandTests.run(
      ["teams", "--content", content, "Ben", "2"], in: TestSupport.repository)
    #expect(repeated.status == 1)
    #expect(repeated.stderr == "error: Ben (#2) is named twice\n")
  }

  /// More players than a pickup game has are refused at once, before anything is read
  /// (hostile input: 100 players took 22 s, 200 over five minutes).
  @Test func moreThanFortyPlayersAreRefusedAtOnce() throws {
    let run = try BuildCommandTests.run(
      ["teams", "--content", content] + (1...41).map(String.init), in: TestSupport.repository)
    #expect(run.status == 1)
    #expect(
      run.stderr
        == "error: 41 players are named; at most 40 (20 a side) can be split, as the fairest split of more takes too long to find\n"
    )
    #expect(run.stdout.isEmpty)
  }
}
