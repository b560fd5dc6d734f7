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
  }

  @Test func printsLineupsWithTitlesAndRatings() throws {
    let run = try BuildCommandTests.run(
      ["teams", "--content", content, "Ana", "Ben", "Cleo", "Dev"], in: TestSupport.repository)
    #expect(run.status == 0)
    #expect(run.stdout.contains("Team A: 2 players, predicted win probability "))
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
}
