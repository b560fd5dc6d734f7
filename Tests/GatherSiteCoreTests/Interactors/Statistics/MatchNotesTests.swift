import Foundation
import Testing

@testable import GatherSiteCore

@Suite struct MatchNotesTests {
  /// Player 1 wins five weekly matches (G1–G5) and loses G6; player 2 plays G1, then comes
  /// back 42 days and 23 hours later (G7); player 3, unlisted, plays G1 and G6; G0 is
  /// undated, and G8 has only a deleted player.
  let gathers = #"""
    [{"id": "G1", "score": "1-0", "completedAt": "2024-01-01T18:00:00Z", "players": [
       {"playerId": 1, "team": "Team A"}, {"playerId": 2, "team": "Team B"},
       {"playerId": 3, "team": "Team B"}]},
     {"id": "G2", "score": "1-0", "completedAt": "2024-01-08T18:00:00Z", "players": [
       {"playerId": 1, "team": "Team A"}]},
     {"id": "G3", "score": "0-1", "completedAt": "2024-01-15T18:00:00Z", "players": [
       {"playerId": 1, "team": "Team B"}]},
     {"id": "G4", "score": "2-0", "completedAt": "2024-01-22T18:00:00Z", "players": [
       {"playerId": 1, "team": "Team A"}]},
     {"id": "G5", "score": "3-0", "completedAt": "2024-01-29T18:00:00Z", "players": [
       {"playerId": 1, "team": "Team A"}]},
     {"id": "G6", "score": "1-1", "completedAt": "2024-02-05T18:00:00Z", "players": [
       {"playerId": 1, "team": "Team A"}, {"playerId": 3, "team": "Team B"}]},
     {"id": "G7", "score": "0-2", "completedAt": "2024-02-13T17:00:00Z", "players": [
       {"playerId": 2, "team": "Team A"}, {"playerId": 1, "team": "Team B"}]},
     {"id": "G8", "score": "0-2", "completedAt": "2024-02-20T17:00:00Z", "players": [
       {"playerId": 99, "team": "Team A"}]},
     {"id": "G0", "score": "5-0", "players": [{"playerId": 2, "team": "Team A"}]}]
    """#
  let players = #"[{"id": 1, "name": "A"}, {"id": 2, "name": "B"}, {"id": 3, "name": "C"}]"#

  private func notes(unlisted: [Int] = [3]) -> [String: [MatchNote]] {
    let (league, _) = TestSupport.load(players: players, gathers: gathers)
    var config = SiteConfig()
    config.unlisted = unlisted
    let facts = LeagueFactsInteractor.facts(for: league, config: config)
    return Dictionary(
      uniqueKeysWithValues: facts.notes.byGather.map { (league.gathers[$0.key].id, $0.value) })
  }

  @Test func debutsReturnsAndEndedWinningRuns() {
    let notes = notes()
    #expect(
      notes["G1"] == [
        MatchNote(kind: .debut, playerID: 1, value: 1),
        MatchNote(kind: .debut, playerID: 2, value: 1),
      ])
    // A run of five wins ends with the draw of G6; player 2 was away 42 days and 23 hours.
    #expect(notes["G6"] == [MatchNote(kind: .streakEnded, playerID: 1, value: 5)])
    #expect(notes["G7"] == [MatchNote(kind: .return, playerID: 2, value: 42)])
    // The undated gather, and the one without a known player, have no notes.
    #expect(notes["G0"] == nil && notes["G8"] == nil)
    #expect(notes.keys.sorted() == ["G1", "G6", "G7"])
    // Listed, player 3 gets a debut too (and no return in G6, 35 days later).
    #expect(self.notes(unlisted: [])["G1"]?.map(\.playerID) == [1, 2, 3])
  }

  /// Player 1's 22 appearances end on `last`, player 2 plays the latest match on `latest`
  /// (London time): whether player 1, three games from the 25th, counts as recent.
  private func upcoming(last: String, latest: String) -> [Int] {
    let appearances = (0..<22).map { n in
      let date = n == 21 ? last : "2023-06-\(String(format: "%02d", n + 1))T19:00:00Z"
      return
        #"{"id": "G\#(n)", "score": "1-0", "completedAt": "\#(date)", "players": [{"playerId": 1, "team": "Team A"}]}"#
    }
    let latestGather =
      #"{"id": "L", "score": "1-0", "completedAt": "\#(latest)", "players": [{"playerId": 2, "team": "Team A"}]}"#
    let zone = TimeZone(identifier: "Europe/London")!
    let loaded = ContentLoader(contentDirectory: URL(fileURLWithPath: "/nonexistent")).league(
      of: ContentLoader.Exports(
        players: Data(#"[{"id": 1, "name": "A"}, {"id": 2, "name": "B"}]"#.utf8),
        gathers: Data("[\((appearances + [latestGather]).joined(separator: ","))]".utf8),
        timeZone: zone))
    #expect(loaded.diagnostics.isEmpty)
    var config = SiteConfig()
    config.timeZone = zone
    let facts = LeagueFactsInteractor.facts(for: loaded.league, config: config)
    return facts.notes.upcoming.map(\.playerID)
  }

  /// "Played in the last 60 days" counts the days between the dates when either match has a
  /// date without a time, as returns do: 60 days is recent, 61 is not, whatever the times of
  /// day and a change of the clocks in between.
  @Test func recentForMilestonesCountsDaysWhenADateHasNoTime() {
    // A date-only last match, and a latest match late in the day 60 days on.
    #expect(upcoming(last: "2024-05-12", latest: "2024-07-11T20:00:00Z") == [1])
    #expect(upcoming(last: "2024-05-12", latest: "2024-07-12T08:00:00Z") == [])
    // Two dates only, across the clocks going back (the 60 days are 60 days and an hour).
    #expect(upcoming(last: "2024-09-11", latest: "2024-11-10") == [1])
    #expect(upcoming(last: "2024-09-11", latest: "2024-11-11") == [])
    // Two instants: elapsed time, as before.
    #expect(upcoming(last: "2024-05-12T19:00:00Z", latest: "2024-07-11T19:00:00Z") == [1])
    #expect(upcoming(last: "2024-05-12T19:00:00Z", latest: "2024-07-11T19:00:01Z") == [])
  }

  @Test(arguments: [(1, false), (24, false), (25, true), (50, true), (75, false), (100, true)])
  func milestonesAreThe25thAndEveryMultipleOf50(_ count: Int, _ isOne: Bool) {
    #expect(MatchNotes.isMilestone(count) == isOne)
  }

  @Test func theNextMilestone() {
    #expect(
      [0, 22, 25, 49, 50, 99].map(MatchNotes.nextMilestone(after:)) == [25, 25, 50, 50, 100, 100])
  }
}
