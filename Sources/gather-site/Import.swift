import ArgumentParser
import Foundation
import GatherSite
import GatherSiteCore

/// `gather-site import`: converts other apps' data into the export format.
struct Import: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Convert other apps' data into players.json and gathers.json.",
    subcommands: [AppStorage.self])

  /// `gather-site import app-storage FILE --into DIR`.
  struct AppStorage: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "app-storage",
      abstract: "Convert the App Store app's storage file (com.footballgather.storage).")

    @Argument(help: "The app's storage file.")
    var file: String

    @Option(help: "The folder to write players.json and gathers.json into (e.g. Content/data).")
    var into: String

    @Flag(help: "Replace players.json and gathers.json when they exist.")
    var force = false

    func run() throws {
      let terminal = Terminal()
      do {
        let (summary, warnings) = try AppStorageImporter.run(
          file: URL(fileURLWithPath: file), into: URL(fileURLWithPath: into), force: force)
        for line in DiagnosticSummary.lines(warnings) { terminal.diagnostic(line) }
        print("Imported \(summary.players) players and \(summary.gathers) gathers into \(into)")
      } catch {
        terminal.diagnostic(error.description)
        throw ExitCode.failure
      }
    }
  }
}
