import Foundation
import Testing

@testable import GatherSiteCore

/// The text for the group chat gives every fact of a match, each on its own line.
@Suite struct ChatTextTests {
  private let chat = ChatText(
    wording: .english, results: ResultText(wording: .english),
    dates: DateText(timeZone: TimeZone(identifier: "Europe/London")!, wording: .english))
  private let names = [1: "Ana Lima", 2: "Ben", 3: "Zoë"]

  @Test func everyDetailHasALine() {
    var gather = Gather(
      id: "X", completedAt: ISO8601DateFormatter().date(from: "2026-07-01T19:05:00Z"),
      score: Score(teamA: 3, teamB: 1), teamA: [1, 2], teamB: [3], fileIndex: 0)
    gather.guests = GuestCount(teamA: 0, teamB: 1)
    var details = MatchDetails()
    details.scorers = [.init(playerID: 1, count: 2), .init(playerID: 2, count: 1)]
    details.assists = [.init(playerID: 2, count: 1)]
    details.playerOfTheMatch = [1]
    details.venue = "Hackney Marshes"
    let lines = chat.lines(
      gather, details: details, name: { names[$0]! }, notes: ["Debut for Zoë"],
      address: "https://x/")
    #expect(
      lines == [
        "Team A 3–1 Team B · 1 Jul 2026, 20:05", "Team A: Ana Lima, Ben.", "Team B: Zoë, Guest.",
        "Goals: Ana Lima 2, Ben", "Assists: Ben", "Player of the match: Ana Lima",
        "Venue: Hackney Marshes", "Debut for Zoë", "https://x/",
      ])
  }

  @Test func aDayWithoutATimeAndAResultWithoutAScore() {
    var gather = Gather(
      id: "X", completedAt: ISO8601DateFormatter().date(from: "2026-06-30T23:00:00Z"),
      score: nil, teamA: [1], teamB: [], fileIndex: 0)
    gather.isDateOnly = true
    gather.outcome = .teamBWon
    #expect(
      chat.lines(gather, details: nil, name: { names[$0]! })
        == ["Team A v Team B: Team B won · 1 Jul 2026", "Team A: Ana Lima."])
  }
}
