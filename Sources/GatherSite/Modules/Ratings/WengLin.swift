import Foundation

/// The Weng-Lin Bayesian rating model, Plackett-Luce variant, for two teams, with the
/// default parameters of the reference implementation (openskill 6.2.0). See RATINGS.md.
public enum WengLin {
  public static let initialMu = 25.0
  public static let initialSigma = 25.0 / 3.0
  public static let beta = 25.0 / 6.0
  public static let kappa = 0.0001
  public static let tau = 25.0 / 300.0

  /// New ratings after a match between two non-empty teams.
  public static func rate(teamA: [Rating], teamB: [Rating], outcome: Outcome) -> (
    teamA: [Rating], teamB: [Rating]
  ) {
    // 1. Dynamics: every σ grows by τ before the update.
    let teams = [teamA, teamB].map { team in
      team.map { Rating(mu: $0.mu, sigma: ($0.sigma * $0.sigma + tau * tau).squareRoot()) }
    }
    // Lower rank is better; equal ranks are a draw.
    let ranks: [Int] =
      switch outcome {
      case .teamAWon: [1, 2]
      case .teamBWon: [2, 1]
      case .draw: [1, 1]
      }
    let mus = teams.map { $0.reduce(0) { $0 + $1.mu } }
    let variances = teams.map { $0.reduce(0) { $0 + $1.sigma * $1.sigma } }
    let c = (variances[0] + beta * beta + variances[1] + beta * beta).squareRoot()
    let exponentials = mus.map { exp($0 / c) }
    // sumQ[q]: Σ exp(μ_i / c) over teams i ranked no better than q; a[q]: teams sharing q's rank.
    let sumQ = (0..<2).map { q in
      (0..<2).filter { ranks[$0] >= ranks[q] }.reduce(0) { $0 + exponentials[$1] }
    }
    let a = (0..<2).map { q in (0..<2).filter { ranks[$0] == ranks[q] }.count }
    var result: [[Rating]] = []
    for i in 0..<2 {
      var omega = 0.0
      var delta = 0.0
      for q in 0..<2 where ranks[q] <= ranks[i] {
        let p = exponentials[i] / sumQ[q]
        delta += p * (1 - p) / Double(a[q])
        omega += (q == i ? 1 - p : -p) / Double(a[q])
      }
      omega *= variances[i] / c
      delta *= variances[i] / (c * c)
      delta *= variances[i].squareRoot() / c
      result.append(
        teams[i].map { player in
          let share = player.sigma * player.sigma / variances[i]
          return Rating(
            mu: player.mu + share * omega,
            sigma: player.sigma * max(1 - share * delta, kappa).squareRoot())
        })
    }
    return (result[0], result[1])
  }

  /// Team A's win probability before the match: Φ((μ_A − μ_B) / √(2β² + σ_A² + σ_B²)).
  public static func winProbability(teamA: [Rating], teamB: [Rating]) -> Double {
    let muA = teamA.reduce(0) { $0 + $1.mu }
    let muB = teamB.reduce(0) { $0 + $1.mu }
    let varianceA = teamA.reduce(0) { $0 + $1.sigma * $1.sigma }
    let varianceB = teamB.reduce(0) { $0 + $1.sigma * $1.sigma }
    let z = (muA - muB) / (2 * beta * beta + varianceA + varianceB).squareRoot()
    return 0.5 * (1 + erf(z / 2.0.squareRoot()))
  }
}
