/// A player's skill estimate in the Weng-Lin (OpenSkill) model: mean μ and uncertainty σ.
public struct Rating: Sendable, Hashable {
  public var mu: Double
  public var sigma: Double

  public init(mu: Double = WengLin.initialMu, sigma: Double = WengLin.initialSigma) {
    self.mu = mu
    self.sigma = sigma
  }

  /// The leaderboard value, μ − 3σ: a conservative estimate of skill.
  public var ordinal: Double { mu - 3 * sigma }

  /// σ².
  var variance: Double { sigma * sigma }
}

/// A player's rating before and after one match.
public struct RatingChange: Sendable, Hashable {
  public var gatherIndex: Int
  public var playerID: Int
  public var before: Rating
  public var after: Rating
}

/// What the ratings say about one rated match.
public struct MatchRating: Sendable, Hashable {
  public var gatherIndex: Int
  /// Team A's pre-match win probability, as openskill's `predict_win` computes it.
  public var probabilityA: Double
  /// Where every rated player's change (Team A first) is in `LeagueRatings.changes`, which
  /// holds the changes of every match once (`LeagueRatings.changes(of:)` reads them).
  public var changeRange: Range<Int>

  /// The pre-match probability of the side that won; `nil` for a draw.
  public func winnerProbability(_ outcome: Outcome) -> Double? {
    switch outcome {
    case .teamAWon: probabilityA
    case .teamBWon: 1 - probabilityA
    case .draw: nil
    }
  }
}
