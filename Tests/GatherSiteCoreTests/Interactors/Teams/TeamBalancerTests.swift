import Foundation
import Testing

@testable import GatherSiteCore

@Suite struct TeamBalancerTests {
  /// Ratings spread like a real league's, from a fixed seed.
  static func candidates(_ count: Int, seed: UInt64 = 7) -> [TeamBalancer.Candidate] {
    var state = seed
    func next() -> Double {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Double(state >> 11) / Double(1 << 53)
    }
    return (0..<count).map {
      TeamBalancer.Candidate(
        id: $0 + 1, rating: Rating(mu: 15 + 20 * next(), sigma: 2 + 6 * next()),
        position: Position.allCases[$0 % Position.allCases.count])
    }
  }

  /// The smallest |P(A) − 0.5| over every split with team sizes differing by at most one.
  static func bruteForceImbalance(_ players: [TeamBalancer.Candidate]) -> Double {
    let n = players.count
    var best = 1.0
    for mask in 0..<(1 << n) where abs(2 * mask.nonzeroBitCount - n) <= 1 {
      let a = players.indices.filter { mask & (1 << $0) != 0 }.map { players[$0].rating }
      let b = players.indices.filter { mask & (1 << $0) == 0 }.map { players[$0].rating }
      best = min(best, abs(WengLin(.standard).winProbability(teamA: a, teamB: b) - 0.5))
    }
    return best
  }

  @Test func tenPlayersGetTheBruteForceOptimum() {
    let players = Self.candidates(10)
    let split = TeamBalancer.balance(players, model: .standard)
    #expect(split.teamA.count == 5 && split.teamB.count == 5)
    #expect(Set(split.teamA + split.teamB) == Set(1...10))
    #expect(abs(abs(split.probabilityA - 0.5) - Self.bruteForceImbalance(players)) < 1e-9)
  }

  @Test func oddNumbersSplitOneApart() {
    let split = TeamBalancer.balance(Self.candidates(7), model: .standard)
    #expect(Set([split.teamA.count, split.teamB.count]) == [3, 4])
  }

  @Test func equalSplitsSpreadTheGoalkeepers() {
    let players = [Position.goalkeeper, .goalkeeper, .striker, .striker].enumerated().map {
      TeamBalancer.Candidate(id: $0.offset + 1, rating: Rating(), position: $0.element)
    }
    let split = TeamBalancer.balance(players, model: .standard)
    #expect(Set(split.teamA) == [1, 3] || Set(split.teamA) == [1, 4])
  }

  @Test(arguments: [11, 12, 13, 14] as [UInt64])
  func heuristicAboveFourteenPlayersIsWithinHalfAPointOfTheOptimum(seed: UInt64) {
    let players = Self.candidates(16, seed: seed)
    let split = TeamBalancer.balance(players, model: .standard)
    #expect(split.teamA.count == 8 && split.teamB.count == 8)
    #expect(abs(split.probabilityA - 0.5) <= Self.bruteForceImbalance(players) + 0.005)
  }
}
