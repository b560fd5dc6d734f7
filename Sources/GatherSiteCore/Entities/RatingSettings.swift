/// `ratings` of `site.yml`: the rating model's β and τ when the organiser fixes them; a
/// value left out is fitted to the league's results (β) or takes the default (τ).
public struct RatingSettings: Sendable, Hashable, Encodable {
  /// The performance spread β (`ratings.beta`); `nil` to fit it to the league's results.
  public var beta: Double?
  /// The skill drift τ (`ratings.tau`); `nil` for openskill's default, 25/300.
  public var tau: Double?

  public init(beta: Double? = nil, tau: Double? = nil) {
    (self.beta, self.tau) = (beta, tau)
  }
}
