import Testing

@testable import GatherSiteCore

@Suite struct HonoursTests {
  /// 2023: 1 and 2 beat 3 and 4, then 3 and 4 beat 1 and 2, then 1 and 3 draw with 2 and 4:
  /// everyone on 4 points, goal difference 0, one win, three games. 2024: one match, which
  /// makes 2023 final; 2024 itself is not.
  let gathers = #"""
    [{"id": "G1", "score": "1-0", "completedAt": "2023-03-01T18:00:00Z", "players": [
       {"playerId": 1, "team": "Team A"}, {"playerId": 2, "team": "Team A"},
       {"playerId": 3, "team": "Team B"}, {"playerId": 4, "team": "Team B"}]},
     {"id": "G2", "score": "0-1", "completedAt": "2023-03-08T18:00:00Z", "players": [
       {"playerId": 1, "team": "Team A"}, {"playerId": 2, "team": "Team A"},
       {"playerId": 3, "team": "Team B"}, {"playerId": 4, "team": "Team B"}]},
     {"id": "G3", "score": "2-2", "completedAt": "2023-03-15T18:00:00Z", "players": [
       {"playerId": 1, "team": "Team A"}, {"playerId": 3, "team": "Team A"},
       {"playerId": 2, "team": "Team B"}, {"playerId": 4, "team": "Team B"}]},
     {"id": "G4", "score": "3-0", "completedAt": "2024-03-01T18:00:00Z", "players": [
       {"playerId": 1, "team": "Team A"}, {"playerId": 2, "team": "Team B"}]}]
    """#
  let players = #"""
    [{"id": 1, "name": "A"}, {"id": 2, "name": "B"}, {"id": 3, "name": "C"}, {"id": 4, "name": "D"}]
    """#

  private func honours(unlisted: [Int] = []) -> [Honour] {
    let (league, _) = TestSupport.load(players: players, gathers: gathers)
    var config = SiteConfig()
    config.minimumGames = 2
    config.unlisted = unlisted
    return LeagueFactsInteractor.facts(for: league, config: config).honours
  }

  @Test func playersLevelOnEverythingButTheirNamesShareTheTitle() throws {
    let honours = honours()
    let champion = try #require(honours.first { $0.award == .champion })
    #expect(champion.season?.name == "2023" && champion.isFinal)
    #expect(champion.playerIDs == [1, 2, 3, 4] && champion.value == 4)
    // Everyone won one of three: all hold the best win rate together.
    #expect(
      honours.first { $0.award == .bestWinRate && $0.season != nil }?.playerIDs == [1, 2, 3, 4])
  }

  @Test func aSeasonWithoutALaterCountedGatherIsNotFinalAndHasNoChampion() {
    let honours = honours()
    let current = honours.filter { $0.season?.name == "2024" }
    #expect(!current.isEmpty && current.allSatisfy { !$0.isFinal })
    #expect(!current.contains { $0.award == .champion })
    // The all-time records come last, final, without a champion.
    let allTime = honours.drop { $0.season != nil }
    #expect(allTime.allSatisfy { $0.isFinal && $0.award != .champion })
    #expect(allTime.count == honours.count { $0.season == nil })
  }

  /// Unlisted players hold no award: the title goes to the others level with the first.
  @Test func unlistedPlayersHoldNothing() {
    let honours = honours(unlisted: [1])
    #expect(honours.first { $0.award == .champion }?.playerIDs == [2, 3, 4])
    #expect(!honours.contains { $0.playerIDs.contains(1) })
  }

  /// A run of one game is no record: 2024's one match gives no winning streak or unbeaten
  /// run (A's, who won it) and no appearances in a row (A's and B's).
  @Test func aRunOfOneGameIsNoRecord() {
    let honours = honours()
    let runs: Set<Honour.Award> = [
      .longestWinningStreak, .longestUnbeatenRun, .mostConsecutiveAppearances,
    ]
    let current = honours.filter { $0.season?.name == "2024" }
    #expect(current.contains { $0.award == .mostAppearances })
    #expect(!current.contains { runs.contains($0.award) })
    // 2023's runs of two (unbeaten: C and D) and three (appearances: everyone) count.
    let past = honours.filter { $0.season?.name == "2023" }
    #expect(past.first { $0.award == .longestUnbeatenRun }?.playerIDs == [3, 4])
    #expect(past.first { $0.award == .mostConsecutiveAppearances }?.value == 3)
    #expect(!past.contains { $0.award == .longestWinningStreak })
  }
}
