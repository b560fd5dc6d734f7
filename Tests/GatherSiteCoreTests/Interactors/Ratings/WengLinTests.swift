import Testing

@testable import GatherSiteCore

@Suite struct WengLinTests {
  /// With about 110,000 players a side, exp(μ/c) overflowed: every share was ∞/∞, every
  /// rating after the match NaN, and a page showing the next match's chance stopped the
  /// program. The ratings stay numbers, the winners' rising.
  @Test func hugeSidesKeepTheirRatingsFinite() {
    let side = Array(repeating: Rating(), count: 120_000)
    let (a, b) = WengLin(.standard).rate(teamA: side, teamB: side, outcome: .teamAWon)
    for rating in [a[0], a[119_999], b[0], b[119_999]] {
      #expect(rating.mu.isFinite && rating.sigma.isFinite && rating.sigma > 0)
    }
    #expect(a[0].mu > WengLin.initialMu && b[0].mu < WengLin.initialMu)
    #expect(WengLin(.standard).winProbability(teamA: a, teamB: b).isFinite)
  }
}
