import Foundation
import Testing

@testable import GatherSite
@testable import GatherSiteCore

/// The league's own rating model as a reader meets it: published in data/ratings.json and
/// explained on the predictions page, fitted, defaulted or fixed by the settings.
@Suite struct RatingModelSiteTests {
  /// The content's site, built with `settings` added to its site.yml: its predictions
  /// page, data/ratings.json's model and data/predictions.json.
  static func build(_ content: URL, settings: String = "") async throws -> (
    page: String, model: [String: Any], predictions: [String: Any]
  ) {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let copy = root.appendingPathComponent("Content")
    try FileManager.default.copyItem(at: content, to: copy)
    let file = copy.appendingPathComponent("site.yml")
    let text = try String(contentsOf: file, encoding: .utf8)
    try (text + "\n" + settings).write(to: file, atomically: true, encoding: .utf8)
    let output = root.appendingPathComponent("_site")
    let (_, result) = await SiteBuilder().build(TestSupport.options(content: copy, output: output))
    _ = try result.get()
    let json = { (path: String) throws -> [String: Any] in
      try #require(
        try JSONSerialization.jsonObject(
          with: Data(contentsOf: output.appendingPathComponent(path))) as? [String: Any])
    }
    return (
      try TestSupport.read("predictions/index.html", in: output),
      try #require(try json("data/ratings.json")["model"] as? [String: Any]),
      try json("data/predictions.json")
    )
  }

  static let sample = TestSupport.repository.appendingPathComponent("Content")

  /// "0.247": a Brier score as the page prints it.
  static func brier(_ value: Any?) throws -> String {
    String(format: "%.3f", try #require(value as? Double))
  }

  @Test func theSampleIsFittedToItsOwnResultsAndSaysSo() async throws {
    let (page, model, predictions) = try await Self.build(Self.sample)
    let rated = try #require((predictions["allTime"] as? [String: Any])?["rated"] as? Int)
    let beta = try #require(model["beta"] as? Double)
    #expect(model["fitted"] as? Bool == true && model["matches"] as? Int == rated / 25 * 25)
    #expect(RatingModelFit.betas.contains(beta))
    #expect(model["mu"] as? Double == 25 && model["sigma"] as? Double == 25.0 / 3.0)
    #expect(model["tau"] as? Double == 25.0 / 300.0 && model["kappa"] as? Double == 0.0001)
    #expect(
      page.contains(
        "<p>The chances come from ratings whose performance spread β is \(String(format: "%.2f", beta)), fitted to this league's first \(rated / 25 * 25) rated matches:"
      ))
    let own = try Self.brier((predictions["allTime"] as? [String: Any])?["brier"])
    let standard = try Self.brier(predictions["standardBrier"])
    #expect(
      page.contains(
        "<tr><th scope=\"row\">This league&#39;s ratings (β \(String(format: "%.2f", beta)))</th><td class=\"num\">\(own)</td></tr>"
      ))
    #expect(
      page.contains(
        "<tr><th scope=\"row\">The standard settings (β 4.17)</th><td class=\"num\">\(standard)</td></tr>"
      ))
    #expect(
      page.contains("<tr><th scope=\"row\">A coin toss</th><td class=\"num\">0.250</td></tr>"))
    #expect(own != standard)
  }

  @Test func aSmallLeagueUsesThePickupDefault() async throws {
    let (page, model, _) = try await Self.build(TestSupport.fixtureLeague)
    #expect(model["beta"] as? Double == RatingModel.pickup.beta)
    #expect(model["fitted"] as? Bool == false && model["matches"] as? Int == 0)
    #expect(
      page.contains(
        "β is 47.14, the default for pickup football: the league has fewer than 50 rated matches to fit its own. Their skill drift τ is 0.08."
      ))
  }

  /// A τ fixed in the settings leaves β to the default (or the fit), and the page says so:
  /// only β's origin is named, never τ's.
  @Test func aTauFixedInTheSettingsLeavesBetaToTheDefault() async throws {
    let (page, model, _) = try await Self.build(
      TestSupport.fixtureLeague, settings: "ratings: {tau: 0.5}\n")
    #expect(model["beta"] as? Double == RatingModel.pickup.beta && model["tau"] as? Double == 0.5)
    #expect(model["fitted"] as? Bool == false)
    #expect(
      page.contains(
        "β is 47.14, the default for pickup football: the league has fewer than 50 rated matches to fit its own. Their skill drift τ is 0.50."
      ))
  }

  @Test func aBetaFixedInTheSettingsIsPublishedAndExplainedInTheSitesLanguage() async throws {
    let (page, model, predictions) = try await Self.build(
      Self.sample, settings: "ratings: {beta: 4.166666666666667}\nlanguage: de\n")
    #expect(model["beta"] as? Double == 25.0 / 6.0)
    #expect(model["fitted"] as? Bool == false && model["matches"] as? Int == 0)
    #expect(
      page.contains(
        "Leistungsstreuung β 4,17, wie die Einstellungen der Seite sie festlegen. Die Drift der Spielstärke τ beträgt 0,08."
      ))
    // openskill's defaults fixed: the league's own Brier score is the standard settings'.
    let own = (predictions["allTime"] as? [String: Any])?["brier"] as? Double
    #expect(own != nil && own == predictions["standardBrier"] as? Double)
  }
}
