/// `ratings` of `site.yml`: the rating model's β and τ when the organiser fixes them; a
/// value left out is fitted to the league's results (β) or takes the default (τ).
public struct RatingSettings: Sendable, Hashable, Encodable {
  public var beta: Double?
  public var tau: Double?

  public init(beta: Double? = nil, tau: Double? = nil) {
    (self.beta, self.tau) = (beta, tau)
  }
}
