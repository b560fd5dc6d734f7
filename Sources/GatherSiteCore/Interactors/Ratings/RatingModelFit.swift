import Foundation

/// Chooses the β a league is rated with, from its own results (docs/RATINGS.md, "The
/// league's own model").
///
/// Each β of a fixed grid replays the league's rated matches in play order, predicting each
/// match from the matches before it, and notes the mean log loss of its predictions at
/// every step of `step` matches from `minimumMatches` on. The first step takes the β of
/// least loss; each later step keeps the β of the step before unless another is better by
/// more than `hysteresis`. Each step's β rates the matches after it, the pickup default
/// those before the first (forward only: no match's chance is ever given again), so an
/// appended match changes no earlier chance, and a near tie does not swing β back and forth.
/// Below `minimumMatches` the pickup default is used; `site.yml`'s `ratings` fixes β or τ.
public enum RatingModelFit {
  /// The β of the grid: 25/6 · 2^(k/2) for k = 0…10, from openskill's default to 32 times
  /// it, each √2 times the one before.
  public static let betas = (0...10).map { 25.0 / 6.0 * pow(2, Double($0) / 2) }
  /// The fewest rated matches a fit is made from.
  public static let minimumMatches = 50
  /// The fit looks at the league after every whole number of these rated matches.
  public static let step = 25
  /// How much lower, in mean log loss per match, another β must be at a step to replace
  /// the β of the step before.
  public static let hysteresis = 0.002

  /// What a fit of a league must evaluate: one candidate per β of the grid (none when
  /// nothing is to be fitted), each scored at `steps`.
  public struct Plan: Sendable {
    /// One model per β of the grid, in grid order, each `fitted` with `matches` the last
    /// step; empty when nothing is to be fitted.
    public var candidates: [RatingModel]
    /// The numbers of rated matches after which the losses are compared.
    public var steps: [Int]
    /// The model when there is nothing to choose.
    var fixed: RatingModel
  }

  /// The plan for a league of `ratedMatches` with these settings.
  public static func plan(ratedMatches: Int, settings: RatingSettings) -> Plan {
    let tau = settings.tau ?? RatingModel.pickup.tau
    let fixed = RatingModel(beta: settings.beta ?? RatingModel.pickup.beta, tau: tau)
    guard ratedMatches >= minimumMatches, settings.beta == nil else {
      return Plan(candidates: [], steps: [], fixed: fixed)
    }
    let steps = Array(stride(from: minimumMatches, through: ratedMatches, by: step))
    return Plan(
      candidates: betas.map { RatingModel(beta: $0, tau: tau, fitted: true, matches: steps.last!) },
      steps: steps, fixed: fixed)
  }

  /// The β of each step (`losses[candidate][step]`, in the order of the plan's candidates
  /// and steps), forward only: the pickup default rates the matches before the first step,
  /// and the β chosen at a step the matches after it. The model is the last step's, with
  /// that schedule.
  public static func choose(_ plan: Plan, losses: [[Double]]) -> RatingModel {
    guard !plan.candidates.isEmpty else { return plan.fixed }
    var chosen: Int?
    var model = plan.fixed
    for step in plan.steps.indices {
      var best = 0
      for candidate in plan.candidates.indices
      where losses[candidate][step] < losses[best][step] {
        best = candidate
      }
      if let current = chosen, losses[best][step] >= losses[current][step] - hysteresis {
        continue
      }
      chosen = best
      model = model.changing(to: plan.candidates[best].beta, after: plan.steps[step])
    }
    let last = plan.candidates[chosen!]
    (model.fitted, model.matches) = (last.fitted, last.matches)
    return model
  }

  /// The league's model, its candidates evaluated one after another.
  static func model(_ matches: RatedMatches, settings: RatingSettings) -> RatingModel {
    let plan = plan(ratedMatches: matches.matches.count, settings: settings)
    return choose(plan, losses: plan.candidates.map { losses(matches, $0, steps: plan.steps) })
  }

  /// The mean log loss of `model`'s predictions over the first `steps[i]` rated matches,
  /// for each i: −(o ln p + (1 − o) ln(1 − p)), o being Team A's result (`result(_:)`) and
  /// p Team A's chance kept within [10⁻¹², 1 − 10⁻¹²].
  static func losses(_ matches: RatedMatches, _ model: RatingModel, steps: [Int]) -> [Double] {
    var losses: [Double] = []
    var (total, count) = (0.0, 0)
    matches.replay(WengLin(model), first: steps.last ?? 0) { rated in
      let (p, o) = (min(max(rated.probabilityA, 1e-12), 1 - 1e-12), result(rated.match))
      total -= o * log(p) + (1 - o) * log(1 - p)
      count += 1
      if count == steps[losses.count] { losses.append(total / Double(count)) }
    }
    return losses
  }

  /// The Brier score of `model`'s predictions over every rated match, the mean of
  /// (p − o)², o being Team A's result (`result(_:)`); `nil` when no match is rated.
  static func brier(_ matches: RatedMatches, _ model: RatingModel) -> Double? {
    guard !matches.matches.isEmpty else { return nil }
    var total = 0.0
    matches.replay(WengLin(model)) { rated in
      let (p, o) = (rated.probabilityA, result(rated.match))
      total += (p - o) * (p - o)
    }
    return total / Double(matches.matches.count)
  }

  /// Team A's result: 1 for a win, 0.5 for a draw, 0 for a loss.
  private static func result(_ match: RatedMatches.Match) -> Double {
    match.outcome == .teamAWon ? 1 : match.outcome == .draw ? 0.5 : 0
  }
}
