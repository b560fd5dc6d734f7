import Foundation
import FuzzSupport

@testable import GatherSiteCore

/// The `exports` fuzz target (`make fuzz`): the bytes as players.json and as gathers.json,
/// then statistics, ratings and routes, as a build runs them on untrusted files. It must
/// return normally for any input.
@main
struct FuzzTarget {
  static func main() throws {
    try FuzzDriver.main(exports)
  }

  /// The bytes as players.json and as gathers.json, then statistics and ratings.
  static func exports(_ data: Data) -> Int {
    var diagnostics = Diagnostics()
    var players: [Int: Player] = [:]
    if case .success(let document) = JSONDocumentReader.read(
      data, file: "players.json", as: PlayerRow.self)
    {
      players = PlayersLoader(file: "players.json").load(document, into: &diagnostics)
    }
    var gathers: [Gather] = []
    if case .success(let document) = JSONDocumentReader.read(
      data, file: "gathers.json", as: GatherRow.self)
    {
      gathers = GathersLoader(file: "gathers.json", players: players).load(
        document, into: &diagnostics)
    }
    let league = League(players: players, gathers: gathers)
    let facts = LeagueFactsInteractor.facts(for: league, config: SiteConfig())
    let router = Router(facts: facts, pages: [])
    let paths =
      league.gathers.indices.map { router.outputPath(.match(index: $0)) }
      + league.players.keys.map { router.outputPath(.player(id: $0)) }
    precondition(
      paths.allSatisfy { isSafeRelativePath($0) }, "an output path leaves the site")
    return diagnostics.all.count + facts.allTimeStandings.count + facts.ratings.current.count
  }

  /// Whether a path stays inside the output folder: no empty, `.` or `..` segment.
  static func isSafeRelativePath(_ path: String) -> Bool {
    !path.isEmpty && !path.contains("\\") && !path.utf8.contains(0)
      && path.split(separator: "/", omittingEmptySubsequences: false).allSatisfy {
        !$0.isEmpty && $0 != "." && $0 != ".."
      }
  }
}
