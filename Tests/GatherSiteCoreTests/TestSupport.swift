import Foundation
import Testing

@testable import GatherSiteCore

/// Paths and helpers shared by the core's tests: the repository, the fixture league, the
/// fixture's facts, temporary folders.
enum TestSupport {
  static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  /// The fixtures both test targets share.
  static let fixtures = repository.appendingPathComponent("Tests/Fixtures")
  static let fixtureLeague = fixtures.appendingPathComponent("league")
  static let templates = repository.appendingPathComponent("Templates")

  /// `count` texts of up to `maximumLength` scalars drawn from `alphabet`, the same for the
  /// same `seed`.
  static func randomTexts(
    _ count: Int, of alphabet: [Unicode.Scalar], maximumLength: Int, seed: UInt64
  ) -> [String] {
    var random = RatingTextTests.SplitMix(state: seed)
    return (0..<count).map { _ in
      var text = ""
      for _ in 0..<Int.random(in: 0...maximumLength, using: &random) {
        text.unicodeScalars.append(alphabet.randomElement(using: &random)!)
      }
      return text
    }
  }

  /// A new empty directory, removed by the caller with `cleanUp`.
  static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "gather-site-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// A copy of the fixture league that a test may change.
  static func copyOfFixtureLeague(in directory: URL) throws -> URL {
    let content = directory.appendingPathComponent("Content")
    try FileManager.default.copyItem(at: fixtureLeague, to: content)
    return content
  }

  static func read(_ path: String, in site: URL) throws -> String {
    try String(contentsOf: site.appendingPathComponent(path), encoding: .utf8)
  }

  /// Loads a league from JSON texts, with the diagnostics found.
  static func load(players: String, gathers: String) -> (League, Diagnostics) {
    var diagnostics = Diagnostics()
    let playersDocument = try! JSONDocumentReader.read(
      Data(players.utf8), file: "data/players.json", as: PlayerRow.self
    ).get()
    let gathersDocument = try! JSONDocumentReader.read(
      Data(gathers.utf8), file: "data/gathers.json", as: GatherRow.self
    ).get()
    let known = PlayersLoader(file: "data/players.json").load(playersDocument, into: &diagnostics)
    let loaded = GathersLoader(file: "data/gathers.json", players: known).load(
      gathersDocument, into: &diagnostics)
    return (League(players: known, gathers: loaded), diagnostics)
  }

  /// The fixture league's input, loaded as a build would.
  static func fixtureInput() -> (SiteInput, Diagnostics) {
    var diagnostics = Diagnostics()
    let input = ContentLoader(contentDirectory: fixtureLeague).load(into: &diagnostics)
    return (input, diagnostics)
  }

  static func fixtureContext() -> PresentationContext {
    let (input, _) = fixtureInput()
    let facts = LeagueFactsInteractor.facts(for: input.league, config: input.config)
    return PresentationContext(
      facts: facts, router: Router(facts: facts, pages: input.pages), wording: .english)
  }

  /// What the presenters of `league` are given, in English, with `config` and no
  /// organiser's pages.
  static func context(_ league: League, config: SiteConfig = SiteConfig())
    -> PresentationContext
  {
    let facts = LeagueFactsInteractor.facts(for: league, config: config)
    return PresentationContext(
      facts: facts, router: Router(facts: facts, pages: []), wording: .english)
  }
}
