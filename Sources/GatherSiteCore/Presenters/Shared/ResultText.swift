/// Formats scores and results the same way on every page, in the site's language and with
/// its names for the two sides.
public struct ResultText: Sendable {
  let wording: Wording

  /// The sides' names (the group's own, when it has them) and the letters of the results,
  /// looked up once: a player's page writes them on every row of its appearances.
  private let names: (a: String, b: String)
  private let letters: (win: String, draw: String, loss: String)

  public init(wording: Wording, teamNames: TeamNames? = nil) {
    self.wording = wording
    names = teamNames.map { ($0.a, $0.b) } ?? (wording[.teamsA], wording[.teamsB])
    letters = (wording[.resultWin], wording[.resultDrawLetter], wording[.resultLoss])
  }

  /// "3–2", with an en dash.
  public static func score(_ score: Score) -> String { "\(score.teamA)–\(score.teamB)" }

  /// "Team A", "Team B", or the group's own names for them.
  public func team(_ team: Team) -> String { team == .a ? names.a : names.b }

  /// "Team A won", "Team B won" or "Draw".
  public func outcome(_ outcome: Outcome) -> String {
    guard let winner = outcome.winner else { return wording[.resultDraw] }
    return wording(.resultWon, ("team", team(winner)))
  }

  /// "Team A won 3–2", "Draw 2–2", "Team A won" (a result without a score) or
  /// "Not finished".
  public func summary(_ gather: Gather) -> String {
    guard let score = gather.score else {
      return gather.outcome.map(outcome) ?? wording[.resultNotFinished]
    }
    guard let winner = score.outcome.winner else {
      return wording(.resultDrawScore, ("score", Self.score(score)))
    }
    let goals = score.goals(for: winner)
    return wording(
      .resultWonScore, ("team", team(winner)), ("score", Self.score(score)),
      ("winnerScore", "\(goals.scored)–\(goals.conceded)"))
  }

  /// "Team A 3–2 Team B"; "Team A v Team B: Team A won" for a result without a score;
  /// "Team A v Team B" when not finished.
  public func headline(_ gather: Gather) -> String {
    guard let score = gather.score else {
      guard let outcome = gather.outcome else { return fixture }
      return wording(
        .resultHeadlineNoScore, ("a", team(.a)), ("b", team(.b)), ("result", self.outcome(outcome))
      )
    }
    return wording(
      .resultHeadline, ("a", team(.a)), ("score", Self.score(score)), ("b", team(.b)))
  }

  /// "Team A v Team B".
  var fixture: String { wording(.resultFixture, ("a", team(.a)), ("b", team(.b))) }

  /// "Team A v Team B (not finished)".
  var fixtureNotFinished: String {
    wording(.resultFixtureNotFinished, ("a", team(.a)), ("b", team(.b)))
  }

  /// "62.5%".
  public func percent(_ rate: Double) -> String { wording.percent(rate) }

  /// "+3", "0", "-2".
  public static func signed(_ value: Int) -> String { value > 0 ? "+\(value)" : String(value) }

  /// "W", "D", "L" in the site's language.
  public func letter(_ result: MatchResult) -> String {
    switch result {
    case .win: letters.win
    case .draw: letters.draw
    case .loss: letters.loss
    }
  }
}
