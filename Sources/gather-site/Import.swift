import ArgumentParser
import Foundation
import GatherSite
import GatherSiteCore
import GatherSiteImport

/// `gather-site import`: converts other apps' data into the export format.
struct Import: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Convert other apps' data into players.json and gathers.json.",
    subcommands: [AppStorage.self, IOSBackupFolder.self, CSVFile.self])

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

  /// `gather-site import csv FILE --into DIR`.
  struct CSVFile: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "csv",
      abstract: "Convert a spreadsheet of matches: a workbook (.xlsx, .ods) or CSV.",
      discussion: """
        One row per player per match (date, team, player) or one row per match (date, \
        team_a, team_b), with optional score, winner and match columns. Importing again \
        (with --force) keeps every id: players keep those of the players.json in DIR, and \
        a match's id comes from its date and match label.

        A row per player may also have goals, assists and playerOfTheMatch columns: they \
        go into the front matter of each match's write-up (scorers, assists, \
        playerOfTheMatch), which is created, or edited in place without --force: only \
        those keys change.
        """)

    @Argument(
      help: "The spreadsheet: an Excel or OpenDocument workbook, or CSV or text in any encoding.")
    var file: String

    @Option(help: "The folder to write players.json and gathers.json into (e.g. Content/data).")
    var into: String

    @Option(
      help: ArgumentHelp(
        "The settings: the time zone, teamNames and guests (default: site.yml beside DIR's parent, when it exists).",
        valueName: "file"))
    var settings: String?

    @Option(
      help: ArgumentHelp(
        "The folder of write-ups the details go into (default: matches beside DIR's parent).",
        valueName: "dir"))
    var matches: String?

    @Option(
      help: ArgumentHelp(
        "The text encoding of a CSV file without a byte order mark, when its bytes cannot tell (utf-8, utf-16 or windows-1252).",
        valueName: "name"))
    var encoding: SpreadsheetText.Encoding?

    @Option(
      name: .customLong("date-order"),
      help: ArgumentHelp(
        "Whether dates such as 03/04/2026 are day first (dmy) or month first (mdy), when no date tells.",
        valueName: "order"))
    var dateOrder: DateColumn.Order?

    @Option(
      help: ArgumentHelp(
        "The sheet of a workbook (.xlsx, .ods) to read (default: the first).", valueName: "name"))
    var sheet: String?

    @Option(
      name: .customLong("guest"),
      help: ArgumentHelp(
        "A name that stands for guests (\"Random\", \"Guest\"): each of its rows is another guest. Repeat for several.",
        valueName: "name"))
    var guests: [String] = []

    @Flag(help: "Replace players.json and gathers.json when they exist.")
    var force = false

    func run() async throws {
      let terminal = Terminal()
      let options = SpreadsheetOptions(
        encoding: encoding, dateOrder: dateOrder, sheet: sheet, guests: guests)
      let (summary, diagnostics) = await CSVImporter.run(
        source: file, into: into, settings: settings, force: force, matches: matches,
        options: options, example: NewSite.exampleLeague)
      for line in ImportReport.lines(diagnostics) { terminal.diagnostic(line) }
      guard let summary else { throw ExitCode.failure }
      print(summary.line(into: into))
    }
  }
}

extension SpreadsheetText.Encoding: ExpressibleByArgument {}
extension DateColumn.Order: ExpressibleByArgument {}
