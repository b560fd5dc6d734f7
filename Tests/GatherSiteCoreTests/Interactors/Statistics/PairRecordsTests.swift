import Foundation
import Testing

@testable import GatherSiteCore

@Suite struct PairRecordsTests {
  /// Three finished gathers: 1 and 2 together twice (a win and a draw), against 3 once.
  let gathers = #"""
    [{"id": "G1", "score": "2-1", "completedAt": "2024-01-01T18:00:00Z",
      "players": [{"playerId": 1, "team": "Team A"}, {"playerId": 2, "team": "Team A"},
                  {"playerId": 3, "team": "Team B"}, {"playerId": 4, "team": "Team B"}]},
     {"id": "G2", "score": "0-0", "completedAt": "2024-01-08T18:00:00Z",
      "players": [{"playerId": 1, "team": "Team B"}, {"playerId": 2, "team": "Team B"},
                  {"playerId": 4, "team": "Team A"}, {"playerId": 99, "team": "Team A"}]},
     {"id": "G3", "completedAt": "2024-01-15T18:00:00Z",
      "players": [{"playerId": 1, "team": "Team A"}, {"playerId": 2, "team": "Team A"}]}]
    """#
  let players =
    #"[{"id": 1, "name": "A"}, {"id": 2, "name": "B"}, {"id": 3, "name": "C"}, {"id": 4, "name": "D"}]"#

  @Test func countsTeammatesAndOpponentsOfAPlayerFromTheirAppearances() {
    let (league, _) = TestSupport.load(players: players, gathers: gathers)
    let facts = LeagueFactsInteractor.facts(for: league, config: SiteConfig())
    let one = facts.players[1]!
    #expect(
      one.teammates[2] == Record(played: 2, won: 1, drawn: 1, lost: 0, goalsFor: 2, goalsAgainst: 1)
    )
    #expect(
      one.opponents[3] == Record(played: 1, won: 1, drawn: 0, lost: 0, goalsFor: 2, goalsAgainst: 1)
    )
    #expect(
      one.opponents[4] == Record(played: 2, won: 1, drawn: 1, lost: 0, goalsFor: 2, goalsAgainst: 1)
    )
    // The deleted player 99 and the unfinished G3 count for nobody.
    #expect(one.opponents[99] == nil)
    #expect(Set(one.teammates.keys) == [2])
    #expect(facts.players[4]!.teammates[3]?.played == 1)
  }

  @Test func partnershipsListEachPairOnceLowerIdFirst() {
    let (league, _) = TestSupport.load(players: players, gathers: gathers)
    let slots = PlayerSlots(league.players)
    let lineups = slots.lineups(league)
    let pairs = PairRecords.partnerships(
      gatherIndices: Array(league.gathers.indices), league: league, lineups: lineups,
      slots: slots)
    #expect(
      pairs.map { [$0.first, $0.second] }.sorted { $0.lexicographicallyPrecedes($1) } == [
        [1, 2], [3, 4],
      ])
    #expect(pairs.first { $0.first == 1 }?.record.played == 2)
    #expect(pairs.first { $0.first == 3 }?.record.lost == 1)
  }

  /// In a large league (400 players, two of the ids in the line-ups deleted, some gathers
  /// unfinished), every partnership, and every player's record with each teammate and
  /// against each opponent, is what counting each pair of ids over the gathers gives.
  @Test func pairRecordsOfALargeLeagueAgreeWithCountingEachPair() throws {
    var random = RatingTextTests.SplitMix(state: 2024)
    let playerText = (1...400).map { #"{"id": \#($0), "name": "P\#($0)"}"# }
    var gatherTexts: [String] = []
    for index in 0..<900 {
      let chosen = Array(
        (1...402).shuffled(using: &random).prefix(
          index % 3 == 0 ? Int.random(in: 2...13, using: &random) : 14))
      let lineup = chosen.enumerated().map { offset, id in
        #"{"playerId": \#(id), "team": "\#(offset % 2 == 0 ? "Team A" : "Team B")"}"#
      }
      let score =
        index % 7 == 0
        ? ""
        : #""score": "\#(Int.random(in: 0...5, using: &random))-\#(Int.random(in: 0...5, using: &random))", "#
      gatherTexts.append(
        #"{"id": "G\#(index)", \#(score)"completedAt": "2024-01-01T18:00:00Z", "players": [\#(lineup.joined(separator: ", "))]}"#
      )
    }
    let (league, _) = TestSupport.load(
      players: "[\(playerText.joined(separator: ", "))]",
      gathers: "[\(gatherTexts.joined(separator: ", "))]")
    // [first, second] → their record together (same side) and the first's against the
    // second (opposite sides).
    var together: [[Int]: Record] = [:]
    var against: [[Int]: Record] = [:]
    for gather in league.gathers {
      guard Tally.counts(gather), let score = gather.score else { continue }
      for (team, side, other) in [
        (Team.a, gather.teamA, gather.teamB), (Team.b, gather.teamB, gather.teamA),
      ] {
        let result = score.outcome.result(for: team)
        let (scored, conceded) = score.goals(for: team)
        for first in side where league.players[first] != nil {
          for second in side where second != first && league.players[second] != nil {
            together[[first, second], default: Record()].add(
              result, goals: (scored, conceded))
          }
          for second in other where league.players[second] != nil {
            against[[first, second], default: Record()].add(
              result, goals: (scored, conceded))
          }
        }
      }
    }
    let slots = PlayerSlots(league.players)
    let pairs = PairRecords.partnerships(
      gatherIndices: Array(league.gathers.indices), league: league, lineups: slots.lineups(league),
      slots: slots)
    #expect(pairs.count * 2 == together.count)
    for pair in pairs {
      #expect(pair.first < pair.second && together[[pair.first, pair.second]] == pair.record)
    }
    let teammates = Dictionary(grouping: together.keys, by: { $0[0] }).mapValues(\.count)
    let opponents = Dictionary(grouping: against.keys, by: { $0[0] }).mapValues(\.count)
    let facts = LeagueFactsInteractor.facts(for: league, config: SiteConfig())
    for id in league.players.keys.sorted() {
      let stats = try #require(facts.players[id])
      for (other, record) in stats.teammates { #expect(together[[id, other]] == record) }
      for (other, record) in stats.opponents { #expect(against[[id, other]] == record) }
      #expect(stats.teammates.count == teammates[id, default: 0])
      #expect(stats.opponents.count == opponents[id, default: 0])
    }
    #expect(facts.players.values.contains { $0.teammates.count > 100 })
  }
}
