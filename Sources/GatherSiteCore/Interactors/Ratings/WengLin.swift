import Foundation

/// The Weng-Lin Bayesian rating model, Plackett-Luce variant, for two teams, with the
/// parameters of a `RatingModel`: the steps of `docs/RATINGS.md`, "One match", each number
/// computed in openskill 6.2.0's order, so that the ratings agree with its `PlackettLuce`
/// made with the same parameters to the last bit.
public struct WengLin: Sendable {
  public static let initialMu = 25.0
  public static let initialSigma = 25.0 / 3.0

  /// The spread of a side's performance from match to match.
  public let beta: Double
  /// How much a player's skill may drift between two matches.
  public let tau: Double
  /// The floor of the factor that shrinks σ.
  public let kappa: Double

  public init(_ model: RatingModel) {
    (beta, tau, kappa) = (model.beta, model.tau, model.kappa)
  }

  /// New ratings after a match between two non-empty teams.
  public func rate(teamA: [Rating], teamB: [Rating], outcome: Outcome) -> (
    teamA: [Rating], teamB: [Rating]
  ) {
    // 1. σ² ← σ² + τ².
    let teamA = teamA.map(grown)
    let teamB = teamB.map(grown)
    // 2. A team's strength is the sum of its players' μ and σ²: μ_T, σ_T².
    let (muA, muB) = (teamA.mu, teamB.mu)
    let (sigmaSquaredA, sigmaSquaredB) = (teamA.sigmaSquared, teamB.sigmaSquared)
    // 3. c = √(σ_A² + σ_B² + 2β²), and p_T = e^(μ_T/c) / (e^(μ_A/c) + e^(μ_B/c)), which is
    // 1 / (1 + e^((μ_other − μ_T)/c)).
    let c = (sigmaSquaredA + beta * beta + sigmaSquaredB + beta * beta).squareRoot()
    var (expA, expB) = (exp(muA / c), exp(muB / c))
    if !(expA + expB).isFinite {
      // Sides of a hundred thousand players: e^(μ/c) overflows, and p would be ∞/∞, a
      // rating NaN. Only the ratio of the two counts, so both are scaled by e^(−max(μ)/c);
      // a match of a usual size never comes here (its numbers stay openskill's).
      let largest = max(muA, muB) / c
      (expA, expB) = (exp(muA / c - largest), exp(muB / c - largest))
    }
    let (pA, pB) = (expA / (expA + expB), expB / (expA + expB))
    return (
      update(teamA, sigmaSquared: sigmaSquaredA, c: c, p: pA, result: outcome.result(for: .a)),
      update(teamB, sigmaSquared: sigmaSquaredB, c: c, p: pB, result: outcome.result(for: .b))
    )
  }

  /// Steps 4 to 6 for one team of total variance σ_T² and expected score p.
  private func update(
    _ team: [Rating], sigmaSquared: Double, c: Double, p: Double, result: MatchResult
  ) -> [Rating] {
    // 4. s − p, s being 1 for a win and 0 for a loss; a draw counts as half a win and half
    // a loss, (1 − p)/2 + (0 − p)/2, as openskill adds it up.
    let surprise =
      switch result {
      case .win: 1 - p
      case .loss: 0 - p
      case .draw: (1 - p) / 2 + (0 - p) / 2
      }
    // 5. Ω = (σ_T²/c)(s − p) and Δ = (σ_T/c)(σ_T²/c²) p(1 − p), the product taken from
    // the right.
    let omega = sigmaSquared / c * surprise
    let delta = p * (1 - p) * (sigmaSquared / (c * c)) * (sigmaSquared.squareRoot() / c)
    // 6. μ += (σ²/σ_T²) Ω, and σ ← σ √max(1 − (σ²/σ_T²) Δ, κ).
    return team.map { player in
      let share = player.variance / sigmaSquared
      return Rating(
        mu: player.mu + share * omega,
        sigma: player.sigma * max(1 - share * delta, kappa).squareRoot())
    }
  }

  private func grown(_ rating: Rating) -> Rating {
    Rating(mu: rating.mu, sigma: (rating.variance + tau * tau).squareRoot())
  }

  /// Team A's win probability before the match (as openskill's `predict_win`):
  /// Φ((μ_A − μ_B) / √(2β² + σ_A² + σ_B²)).
  public func winProbability(teamA: [Rating], teamB: [Rating]) -> Double {
    let z =
      (teamA.mu - teamB.mu)
      / (2 * beta * beta + teamA.sigmaSquared + teamB.sigmaSquared).squareRoot()
    return 0.5 * (1 + erf(z / 2.0.squareRoot()))
  }
}

extension [Rating] {
  /// A team's μ_T: the sum of its players' μ, left to right from 0.
  fileprivate var mu: Double { reduce(0) { $0 + $1.mu } }

  /// A team's σ_T²: the sum of its players' σ², left to right from 0.
  fileprivate var sigmaSquared: Double { reduce(0) { $0 + $1.variance } }
}
