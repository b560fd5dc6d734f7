import Testing

@testable import GatherSiteCore

@Suite struct PlayerPairsTests {
  /// Five players, four counted gathers and one without a score:
  /// G1 1,2 v 3,4 (2–1), G2 1,3 v 2,4 (0–0), G3 1,2 v 3,5 (0–3), G4 1,3 v 2,5 (1–0),
  /// G5 1,2 v 3,4 (not finished).
  let gathers = #"""
    [{"id": "G1", "score": "2-1", "completedAt": "2024-01-01T18:00:00Z", "players": [
       {"playerId": 1, "team": "Team A"}, {"playerId": 2, "team": "Team A"},
       {"playerId": 3, "team": "Team B"}, {"playerId": 4, "team": "Team B"}]},
     {"id": "G2", "score": "0-0", "completedAt": "2024-01-08T18:00:00Z", "players": [
       {"playerId": 1, "team": "Team A"}, {"playerId": 3, "team": "Team A"},
       {"playerId": 2, "team": "Team B"}, {"playerId": 4, "team": "Team B"}]},
     {"id": "G3", "score": "0-3", "players": [
       {"playerId": 1, "team": "Team A"}, {"playerId": 2, "team": "Team A"},
       {"playerId": 3, "team": "Team B"}, {"playerId": 5, "team": "Team B"}]},
     {"id": "G4", "score": "1-0", "completedAt": "2024-01-22T18:00:00Z", "players": [
       {"playerId": 1, "team": "Team A"}, {"playerId": 3, "team": "Team A"},
       {"playerId": 2, "team": "Team B"}, {"playerId": 5, "team": "Team B"}]},
     {"id": "G5", "completedAt": "2024-01-29T18:00:00Z", "players": [
       {"playerId": 1, "team": "Team A"}, {"playerId": 2, "team": "Team A"},
       {"playerId": 3, "team": "Team B"}, {"playerId": 4, "team": "Team B"}]}]
    """#
  let players = #"""
    [{"id": 1, "name": "A"}, {"id": 2, "name": "B"}, {"id": 3, "name": "C"},
     {"id": 4, "name": "D"}, {"id": 5, "name": "E"}]
    """#

  private func facts(minimum: Int, unlisted: [Int] = []) -> LeagueFacts {
    let (league, _) = TestSupport.load(players: players, gathers: gathers)
    var config = SiteConfig()
    config.minimumSharedGames = minimum
    config.unlisted = unlisted
    return LeagueFactsInteractor.facts(for: league, config: config)
  }

  private func listed(_ pairs: [PlayerPair]) -> [String] {
    pairs.map {
      "\($0.first)-\($0.second) \($0.record.played) \($0.record.won)/\($0.record.drawn)/\($0.record.lost)"
    }
  }

  /// Pairs with two games or more, undated G3 included and unfinished G5 left out, in id
  /// order; a rivalry's result is the lower id's.
  @Test func pairsWithEnoughGamesInIdOrderFromTheFirstPlayersSide() {
    let pairs = facts(minimum: 2).pairs
    // 1 and 2: G1 won, G3 lost; 1 and 3: G2 drawn, G4 won; every other pair of partners
    // played once together.
    #expect(listed(pairs.partnerships) == ["1-2 2 1/0/1", "1-3 2 1/1/0"])
    // 1 v 2: G2 drawn, G4 won; 1 v 3: G1 won, G3 lost; 1 v 4: G1 won, G2 drawn; 1 v 5: G3
    // lost, G4 won; 2 v 3: G1 won, G2 drawn, G3 lost, G4 lost; 3 v 4 met once (G2).
    #expect(
      listed(pairs.rivalries) == [
        "1-2 2 1/1/0", "1-3 2 1/0/1", "1-4 2 1/1/0", "1-5 2 1/0/1", "2-3 4 1/1/2",
      ])
  }

  /// Best partner: the highest win share, then more games, then the lower id; toughest
  /// opponent: the lowest win share, by the same ties.
  @Test func bestPartnerAndToughestOpponent() {
    let facts = facts(minimum: 1)
    // Player 1's partners: 2 (1 of 2), 3 (1 of 2): equal shares and games, so the lower id.
    #expect(facts.players[1]?.bestPartner == 2)
    // Player 2's opponents: 1 (0 of 2), 3 (1 of 4), 4 (0 of 1), 5 (0 of 1): 0 shares, and
    // player 1 has the most games.
    #expect(facts.players[2]?.toughestOpponent == 1)
    // Player 3's partners: 1 (1 of 2), 4 (0 of 1), 5 (1 of 1): 5 has the highest share.
    #expect(facts.players[3]?.bestPartner == 5)
    // Below the minimum there is no pair to name.
    #expect(self.facts(minimum: 3).players[1]?.bestPartner == nil)
  }

  /// Unlisted players are in no pair, and no one's best partner.
  @Test func unlistedPlayersAreInNoPair() {
    let facts = facts(minimum: 1, unlisted: [5])
    #expect(!facts.pairs.partnerships.contains { $0.first == 5 || $0.second == 5 })
    #expect(!facts.pairs.rivalries.contains { $0.first == 5 || $0.second == 5 })
    #expect(facts.players[3]?.bestPartner == 1)
  }

  /// The most played pairs, ties in id order.
  @Test func mostPlayedKeepsTheIdOrderForTies() {
    let pairs = facts(minimum: 1).pairs.rivalries
    #expect(
      listed(PlayerPairs.mostPlayed(pairs, count: 3)) == [
        "2-3 4 1/1/2", "1-2 2 1/1/0", "1-3 2 1/0/1",
      ])
  }
}
