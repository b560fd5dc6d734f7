import Foundation
import Testing

@testable import GatherSiteCore

/// The league's own rating model: the grid, the steps, the default and the settings, and a
/// fit that follows the results.
@Suite struct RatingModelFitTests {
  /// A league of `count` weekly matches among twelve players, sides of five drawn with a
  /// fixed seed, the result decided by `result` from Team A's and Team B's ids.
  static func league(_ count: Int, result: ([Int], [Int], Int) -> Score) -> League {
    var state: UInt64 = 42
    func next() -> UInt64 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return state >> 33
    }
    let players = Dictionary(
      uniqueKeysWithValues: (1...12).map { ($0, Player(id: $0, name: "Player \($0)")) })
    let gathers = (0..<count).map { n in
      var ids = Array(1...12)
      for i in stride(from: ids.count - 1, to: 0, by: -1) {
        ids.swapAt(i, Int(next() % UInt64(i + 1)))
      }
      let (a, b) = (Array(ids[0..<5]), Array(ids[5..<10]))
      return Gather(
        id: "G\(n)", completedAt: Date(timeIntervalSince1970: Double(n) * 604_800),
        score: result(a, b, Int(next() % 1000)), teamA: a, teamB: b, fileIndex: n)
    }
    return League(players: players, gathers: gathers)
  }

  @Test func theGridRunsFromOpenSkillsBetaBySquareRootsOfTwo() {
    #expect(RatingModelFit.betas.count == 11)
    #expect(RatingModelFit.betas[0] == 25.0 / 6.0)
    #expect(abs(RatingModelFit.betas[10] - 25.0 / 6.0 * 32) < 1e-12)
    #expect(abs(RatingModel.pickup.beta - 47.14045207910318) < 1e-12)
    #expect(RatingModel.standard.beta == 25.0 / 6.0 && RatingModel.standard.tau == 25.0 / 300.0)
  }

  @Test func theFitLooksAtWholeStepsOfTwentyFiveFromFiftyMatches() {
    let none = RatingSettings()
    let small = RatingModelFit.plan(ratedMatches: 49, settings: none)
    #expect(small.candidates.isEmpty)
    #expect(RatingModelFit.choose(small, losses: []) == RatingModel.pickup)
    for (rated, used) in [(50, 50), (74, 50), (75, 75), (1_499, 1_475)] {
      let plan = RatingModelFit.plan(ratedMatches: rated, settings: none)
      #expect(plan.candidates.map(\.beta) == RatingModelFit.betas)
      #expect(plan.candidates.allSatisfy { $0.fitted && $0.matches == used && $0.tau == 25 / 300 })
      #expect(plan.steps == Array(stride(from: 50, through: used, by: 25)))
    }
  }

  @Test func theSettingsFixBetaOrTau() {
    let fixed = RatingModelFit.plan(ratedMatches: 500, settings: RatingSettings(beta: 10))
    #expect(fixed.candidates.isEmpty)
    #expect(
      RatingModelFit.choose(fixed, losses: [])
        == RatingModel(beta: 10, tau: 25.0 / 300.0, fitted: false, matches: 0))
    let tau = RatingModelFit.plan(ratedMatches: 500, settings: RatingSettings(beta: nil, tau: 0.5))
    #expect(tau.candidates.count == 11 && tau.candidates.allSatisfy { $0.tau == 0.5 })
    let small = RatingModelFit.plan(ratedMatches: 10, settings: RatingSettings(tau: 0.5))
    #expect(RatingModelFit.choose(small, losses: []).tau == 0.5)
  }

  /// With nothing rated there is nothing to compare with: no standard Brier score (the
  /// predictions page and data/predictions.json leave it out), and the pickup default.
  @Test func aLeagueWithNothingRatedHasNoStandardBrierScore() {
    let ratings = RatingsInteractor.ratings(
      for: League(players: [:], gathers: []), settings: RatingSettings())
    #expect(ratings.standardBrier == nil)
    #expect(ratings.model == RatingModel.pickup)
    let played = RatingsInteractor.ratings(
      for: Self.league(3) { _, _, _ in Score(teamA: 1, teamB: 0) }, settings: RatingSettings())
    #expect(played.standardBrier.map { $0 > 0 && $0 < 1 } == true)
  }

  @Test func theLeastLogLossWinsAndATieGoesToTheSmallerBeta() {
    let plan = RatingModelFit.plan(ratedMatches: 50, settings: RatingSettings())
    var losses = Array(repeating: [0.7], count: 11)
    losses[3] = [0.6]
    losses[8] = [0.6]
    #expect(RatingModelFit.choose(plan, losses: losses).beta == RatingModelFit.betas[3])
  }

  /// At each later step the β chosen before stays unless another is better by more than
  /// 0.002 in mean log loss.
  @Test func aBetaIsReplacedOnlyByOneBetterByMoreThanTheHysteresis() {
    let plan = RatingModelFit.plan(ratedMatches: 125, settings: RatingSettings())
    #expect(plan.steps == [50, 75, 100, 125])
    var losses = Array(repeating: [0.7, 0.7, 0.7, 0.7], count: 11)
    losses[5] = [0.60, 0.620, 0.6300, 0.640]
    // Better at 75 by 0.0019 and at 100 by 0.0021: chosen at 100, and kept at 125 though
    // β 5 is back ahead by 0.0015.
    losses[6] = [0.61, 0.6181, 0.6279, 0.6415]
    #expect(RatingModelFit.choose(plan, losses: losses).beta == RatingModelFit.betas[6])
    losses[6][2] = 0.6281
    #expect(RatingModelFit.choose(plan, losses: losses).beta == RatingModelFit.betas[5])
  }

  /// Forward only: the pickup default rates the matches before the first step, and each
  /// β chosen at a step the matches after it; a step that keeps its β adds nothing.
  @Test func eachBetaRatesTheMatchesAfterTheStepThatChoseIt() {
    let plan = RatingModelFit.plan(ratedMatches: 125, settings: RatingSettings())
    var losses = Array(repeating: [0.7, 0.7, 0.7, 0.7], count: 11)
    losses[5] = [0.60, 0.620, 0.6300, 0.640]
    losses[6] = [0.61, 0.6181, 0.6279, 0.6415]
    let model = RatingModelFit.choose(plan, losses: losses)
    #expect(
      model.schedule == [
        .init(after: 0, beta: RatingModel.pickup.beta),
        .init(after: 50, beta: RatingModelFit.betas[5]),
        .init(after: 100, beta: RatingModelFit.betas[6]),
      ])
    #expect(model.beta == RatingModelFit.betas[6] && model.fitted && model.matches == 125)
    // The default itself chosen at the first step: one β throughout.
    losses[7] = [0.5, 0.5, 0.5, 0.5]
    #expect(
      RatingModelFit.choose(plan, losses: losses).schedule == [
        .init(after: 0, beta: RatingModel.pickup.beta)
      ])
  }

  /// Appended matches change no chance or rating of the matches before them, even when
  /// they bring a new β.
  @Test func appendedMatchesLeaveEveryEarlierChanceAsItWas() {
    // Sure results for 90 matches, coin tosses after: β widens as the league goes on.
    var played = 0
    let league = Self.league(200) { a, _, roll in
      played += 1
      return played <= 90
        ? (a.contains(1) ? Score(teamA: 3, teamB: 0) : Score(teamA: 0, teamB: 3))
        : (roll < 500 ? Score(teamA: 2, teamB: 1) : Score(teamA: 1, teamB: 2))
    }
    var early = league
    early.gathers = Array(league.gathers.prefix(90))
    let before = RatingsInteractor.ratings(for: early, settings: RatingSettings())
    let after = RatingsInteractor.ratings(for: league, settings: RatingSettings())
    #expect(after.model.schedule.count > before.model.schedule.count)
    #expect(
      Array(after.model.schedule.prefix(before.model.schedule.count)) == before.model.schedule)
    for index in early.gathers.indices {
      #expect(after.matches[index]?.probabilityA == before.matches[index]?.probabilityA)
    }
    #expect(Array(after.changes.prefix(before.changes.count)) == before.changes)
  }

  /// When one player's side always wins, the results are as sure as can be, and the
  /// narrowest spread fits; when the results are coin tosses, the widest.
  @Test func theFitFollowsHowPredictableTheResultsAre() {
    let sure = Self.league(120) { a, _, _ in
      a.contains(1) ? Score(teamA: 3, teamB: 0) : Score(teamA: 0, teamB: 3)
    }
    let sureModel = RatingsInteractor.ratings(for: sure, settings: RatingSettings()).model
    #expect(sureModel.fitted && sureModel.matches == 100)
    #expect(sureModel.beta == RatingModelFit.betas[0])
    let coin = Self.league(120) { _, _, roll in
      roll < 500 ? Score(teamA: 2, teamB: 1) : Score(teamA: 1, teamB: 2)
    }
    let coinModel = RatingsInteractor.ratings(for: coin, settings: RatingSettings()).model
    #expect(coinModel.beta >= RatingModelFit.betas[8])
  }

  /// Ratings and chances with a β other than openskill's default agree with openskill
  /// 6.2.0's `PlackettLuce(beta=25/6*2**3.5)`.
  @Test func aWiderBetaAgreesWithOpenSkill() {
    let model = WengLin(RatingModel.pickup)
    let even = Array(repeating: Rating(), count: 2)
    let (winners, losers) = model.rate(teamA: even, teamB: even, outcome: .teamAWon)
    #expect(abs(winners[0].mu - 25.505331594147034) < 1e-12)
    #expect(abs(winners[0].sigma - 8.331121950008988) < 1e-12)
    #expect(abs(losers[0].mu - 24.494668405852966) < 1e-12)
    let chance = model.winProbability(
      teamA: [Rating(mu: 30, sigma: 4), Rating(mu: 27, sigma: 6)],
      teamB: [Rating(mu: 22, sigma: 3), Rating(mu: 26, sigma: 7), Rating()])
    #expect(abs(chance - 0.40698913318353397) < 1e-12)
  }
}
