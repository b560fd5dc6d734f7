import Testing

@testable import GatherSiteCore

@Suite struct PredictionsPresenterTests {
  /// A Brier score that is no number stopped the program on its way to an `Int`.
  @Test func aBrierScoreThatIsNoNumberIsADash() {
    let presenter = PredictionsPresenter(context: TestSupport.fixtureContext())
    #expect(presenter.brier(0.2314) == "0.231" && presenter.brier(0.05) == "0.050")
    #expect(presenter.brier(.nan) == "–" && presenter.brier(.infinity) == "–")
  }
}
