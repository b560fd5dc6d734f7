/// The parameters a league's ratings and chances are computed with, and where they came
/// from: openskill's `PlackettLuce(mu:, sigma:, beta:, tau:, kappa:)` made with these
/// values, its β changed as `schedule` says, reproduces every rating and chance the site
/// publishes.
public struct RatingModel: Sendable, Hashable, Encodable {
  /// The starting rating's μ (openskill's default, never fitted).
  public var mu = WengLin.initialMu
  /// The starting rating's σ (openskill's default, never fitted).
  public var sigma = WengLin.initialSigma
  /// The spread of a side's performance from match to match.
  public var beta: Double
  /// How much a player's skill may drift from one match to the next.
  public var tau: Double
  /// The floor of the factor that shrinks σ after a match (openskill's default, never
  /// fitted).
  public var kappa = 0.0001
  /// Whether β and τ were chosen from the league's own results; false when `site.yml` fixed
  /// them or the league had too few rated matches and the pickup default was used.
  public var fitted: Bool
  /// The rated matches the fit used; 0 when nothing was fitted.
  public var matches: Int
  /// Each β the league was rated with and the number of rated matches before it took over,
  /// oldest first: the replay rates match n (from 0) with the last entry whose `after` is
  /// at most n (docs/RATINGS.md, "Forward only"). `beta` is the last entry's.
  public var schedule: [Step]

  /// A β and the number of rated matches before it took over.
  public struct Step: Sendable, Hashable, Encodable {
    public var after: Int
    public var beta: Double
  }

  public init(beta: Double, tau: Double, fitted: Bool = false, matches: Int = 0) {
    (self.beta, self.tau, self.fitted, self.matches) = (beta, tau, fitted, matches)
    schedule = [Step(after: 0, beta: beta)]
  }

  /// The model with `beta` from the `after`-th rated match on, earlier matches keeping the
  /// β they had.
  func changing(to beta: Double, after matches: Int) -> RatingModel {
    var model = self
    model.beta = beta
    if schedule.last?.beta != beta { model.schedule.append(Step(after: matches, beta: beta)) }
    return model
  }

  /// The model of each entry of the schedule, with the rated matches before it took over.
  var eras: [(after: Int, model: RatingModel)] {
    schedule.map { step in
      var model = self
      model.beta = step.beta
      return (step.after, model)
    }
  }

  /// openskill's defaults (β = 25/6, τ = 25/300), made for online games: the "standard
  /// settings" the predictions page compares with.
  public static let standard = RatingModel(beta: 25.0 / 6.0, tau: 25.0 / 300.0)

  /// Where a model's β came from, as the predictions page and `gather-site teams` say it
  /// (τ is never fitted: it is openskill's default unless `site.yml` fixes it).
  public enum Origin: Sendable {
    /// Fitted to the league's rated matches (`RatingModelFit`).
    case fitted
    /// `pickup`'s, the league having too few rated matches to fit its own.
    case pickupDefault
    /// Fixed by `ratings.beta` in `site.yml`.
    case settings
  }

  /// Where β came from, `settings` being the `ratings` of `site.yml` the model was made
  /// with (`RatingModelFit.plan(ratedMatches:settings:)`).
  public func origin(_ settings: RatingSettings) -> Origin {
    fitted ? .fitted : settings.beta != nil ? .settings : .pickupDefault
  }

  /// The default for pickup football, used below `RatingModelFit.minimumMatches` rated
  /// matches: β = 25/6 · 2^(7/2) ≈ 47.14, the grid value whose chances did best on the first
  /// 49 matches of 40 generated leagues that play like real groups
  /// (`Benchmarks/pickup_default.py`, docs/RATINGS.md).
  public static let pickup = RatingModel(beta: RatingModelFit.betas[7], tau: 25.0 / 300.0)
}
