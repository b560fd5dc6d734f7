/// Formats scores and results the same way on every page.
public enum ResultText {
  /// "3–2", with an en dash.
  public static func score(_ score: Score) -> String { "\(score.teamA)–\(score.teamB)" }

  /// "Team A won", "Team B won" or "Draw".
  public static func outcome(_ outcome: Outcome) -> String {
    switch outcome {
    case .teamAWon: "Team A won"
    case .teamBWon: "Team B won"
    case .draw: "Draw"
    }
  }

  /// "Team A won 3–2", "Draw 2–2" or "Not finished".
  public static func summary(_ score: Score?) -> String {
    guard let score else { return "Not finished" }
    return "\(outcome(score.outcome)) \(self.score(score))"
  }

  /// "Team A 3–2 Team B", or "Team A v Team B" when not finished.
  public static func headline(_ score: Score?) -> String {
    guard let score else { return "Team A v Team B" }
    return "Team A \(self.score(score)) Team B"
  }

  /// "62.5%".
  public static func percent(_ rate: Double) -> String {
    let tenths = Int((rate * 1000).rounded())
    return "\(tenths / 10).\(tenths % 10)%"
  }

  /// "+3", "0", "-2".
  public static func signed(_ value: Int) -> String { value > 0 ? "+\(value)" : String(value) }
}
