import ExportScanning
import Foundation
import FuzzSupport
import GatherSiteCore

/// The `exports` fuzz target (`make fuzz`): the bytes as players.json and as gathers.json,
/// loaded and checked as a build loads them (rows read by `ScannedExports`), then
/// statistics, ratings and routes. It must return normally for any input, no route may
/// leave the site's folder, and the rows `ScannedExports` reads must be `JSONDecoder`'s.
@main
struct FuzzTarget {
  static let loader = ContentLoader(
    contentDirectory: URL(fileURLWithPath: "/nonexistent"), rows: ScannedExports.reader)

  static func main() throws {
    try FuzzDriver.main(exports)
  }

  static func exports(_ data: Data) -> Int {
    precondition(ScannedExports.readsAsDecoder(data), "the scanner and JSONDecoder differ")
    var diagnostics = Diagnostics()
    // The same bytes as both files: players.json's rows are gathers.json's, and the other
    // way round, so that each is fuzzed with the other's shapes too.
    let league = loader.league(players: data, gathers: data, into: &diagnostics)
    let facts = LeagueFactsInteractor.facts(for: league, config: SiteConfig())
    let router = Router(facts: facts, pages: [])
    let paths =
      league.gathers.indices.map { router.outputPath(.match(index: $0)) }
      + league.players.keys.map { router.outputPath(.player(id: $0)) }
    precondition(paths.allSatisfy(isSafeRelativePath), "an output path leaves the site")
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
