import Foundation

/// The Weng-Lin Bayesian rating model, Plackett-Luce variant, for two teams, with the
/// default parameters of the reference implementation (openskill 6.2.0). See
/// `docs/RATINGS.md`.
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
    var (a, b) = (teamA, teamB)
    a.withUnsafeMutableBufferPointer { a in
      b.withUnsafeMutableBufferPointer { b in rate(a, b, outcome: outcome) }
    }
    return (a, b)
  }

  /// Rates a match in place: each team's ratings before the match become those after it.
  ///
  /// Written for exactly two teams without intermediate arrays (a large league rates
  /// 100,000 matches on every build); the arithmetic is the reference's, step for step.
  static func rate(
    _ teamA: UnsafeMutableBufferPointer<Rating>, _ teamB: UnsafeMutableBufferPointer<Rating>,
    outcome: Outcome
  ) {
    // 1. Dynamics: every σ grows by τ before the update.
    grow(teamA)
    grow(teamB)
    // Lower rank is better; equal ranks are a draw.
    let ranks =
      switch outcome {
      case .teamAWon: (1, 2)
      case .teamBWon: (2, 1)
      case .draw: (1, 1)
      }
    let rank = { (team: Int) in team == 0 ? ranks.0 : ranks.1 }
    let (readA, readB) = (UnsafeBufferPointer(teamA), UnsafeBufferPointer(teamB))
    let mus = (sum(readA, \.mu), sum(readB, \.mu))
    let variances = (sum(readA, \.variance), sum(readB, \.variance))
    let c = (variances.0 + beta * beta + variances.1 + beta * beta).squareRoot()
    var exponentials = (exp(mus.0 / c), exp(mus.1 / c))
    if !(exponentials.0 + exponentials.1).isFinite {
      // Sides of a hundred thousand players: exp(μ/c) overflows, and every share below
      // would be ∞/∞, a rating NaN. Only the ratios of the two count, so both are scaled
      // by exp(−max(μ)/c); a match of a usual size never comes here (its numbers stay the
      // reference's, bit for bit).
      let largest = max(mus.0, mus.1) / c
      exponentials = (exp(mus.0 / c - largest), exp(mus.1 / c - largest))
    }
    let exponential = { (team: Int) in team == 0 ? exponentials.0 : exponentials.1 }
    // sumQ(q): Σ exp(μ_i / c) over teams i ranked no better than q; a(q): teams sharing q's rank.
    let sumQ = { (q: Int) in
      (rank(0) >= rank(q) ? 0 + exponentials.0 : 0) + (rank(1) >= rank(q) ? exponentials.1 : 0)
    }
    let a = { (q: Int) in Double((rank(0) == rank(q) ? 1 : 0) + (rank(1) == rank(q) ? 1 : 0)) }
    func update(_ i: Int, _ team: UnsafeMutableBufferPointer<Rating>, variance: Double) {
      var omega = 0.0
      var delta = 0.0
      for q in 0..<2 where rank(q) <= rank(i) {
        let p = exponential(i) / sumQ(q)
        delta += p * (1 - p) / a(q)
        omega += (q == i ? 1 - p : -p) / a(q)
      }
      omega *= variance / c
      delta *= variance / (c * c)
      delta *= variance.squareRoot() / c
      for index in team.indices {
        let player = team[index]
        let share = player.sigma * player.sigma / variance
        team[index] = Rating(
          mu: player.mu + share * omega,
          sigma: player.sigma * max(1 - share * delta, kappa).squareRoot())
      }
    }
    update(0, teamA, variance: variances.0)
    update(1, teamB, variance: variances.1)
  }

  private static func grow(_ team: UnsafeMutableBufferPointer<Rating>) {
    for index in team.indices {
      let sigma = team[index].sigma
      team[index].sigma = (sigma * sigma + tau * tau).squareRoot()
    }
  }

  /// Σ over a team, left to right from 0 (as `reduce` adds).
  private static func sum(
    _ team: UnsafeBufferPointer<Rating>, _ value: (Rating) -> Double
  ) -> Double {
    var total = 0.0
    for rating in team { total += value(rating) }
    return total
  }

  /// Team A's win probability before the match: Φ((μ_A − μ_B) / √(2β² + σ_A² + σ_B²)).
  public static func winProbability(teamA: [Rating], teamB: [Rating]) -> Double {
    teamA.withUnsafeBufferPointer { a in
      teamB.withUnsafeBufferPointer { b in winProbability(a, b) }
    }
  }

  /// Team A's win probability from ratings held in buffers.
  static func winProbability(
    _ teamA: UnsafeBufferPointer<Rating>, _ teamB: UnsafeBufferPointer<Rating>
  ) -> Double {
    let muA = sum(teamA, \.mu)
    let muB = sum(teamB, \.mu)
    let varianceA = sum(teamA, \.variance)
    let varianceB = sum(teamB, \.variance)
    let z = (muA - muB) / (2 * beta * beta + varianceA + varianceB).squareRoot()
    return 0.5 * (1 + erf(z / 2.0.squareRoot()))
  }
}
