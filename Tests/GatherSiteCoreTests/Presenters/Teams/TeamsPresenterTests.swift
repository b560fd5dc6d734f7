import Testing

@testable import GatherSiteCore

/// `gather-site teams` as text: how sure the split is, and where the model's β came from.
@Suite struct TeamsPresenterTests {
  static let players = Dictionary(
    uniqueKeysWithValues: (1...4).map { ($0, Player(id: $0, name: "Player \($0)")) })

  static func text(
    probabilityA: Double, model: RatingModel = .pickup, settings: RatingSettings = .init()
  ) -> [Substring] {
    TeamsPresenter(players: players, ratings: [:], model: model, settings: settings)
      .text(TeamSplit(teamA: [1, 2], teamB: [3, 4], probabilityA: probabilityA))
      .split(separator: "\n", omittingEmptySubsequences: false)
  }

  /// Rounded on its own, 52.5 % and 47.5 % would both round up, to 53 % and 48 %.
  @Test func theTwoChancesMakeAHundred() {
    let lines = Self.text(probabilityA: 0.525)
    #expect(lines[0] == "Team A 53 %, Team B 47 %")
    #expect(lines.contains("Team B 47 %: 2 players"))
  }

  /// β's origin comes from the settings, not from its value: a β fixed at the pickup
  /// default's value is still the settings', and a τ fixed alone leaves β the default's.
  @Test func theModelIsNamedByWhereItsBetaCameFrom() {
    let pickup = RatingModel.pickup.beta
    #expect(
      Self.text(probabilityA: 0.5, settings: RatingSettings(beta: pickup))[1]
        == "(chances with a performance spread β of 47.14, as site.yml sets it)")
    #expect(
      Self.text(
        probabilityA: 0.5, model: RatingModel(beta: pickup, tau: 1),
        settings: RatingSettings(tau: 1))[1]
        == "(chances with a performance spread β of 47.14, the default for pickup football)")
    let fitted = RatingModel(beta: 10, tau: 0.1, fitted: true, matches: 75)
    #expect(
      Self.text(probabilityA: 0.5, model: fitted)[1]
        == "(chances with a performance spread β of 10.00, fitted to 75 rated matches)")
  }
}
