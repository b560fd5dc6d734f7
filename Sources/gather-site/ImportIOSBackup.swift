import ArgumentParser
import Foundation
import GatherSite
import GatherSiteCore
import GatherSiteImport

extension Import {
  /// `gather-site import ios-backup DIR --into DIR`: the app's storage file, read from an
  /// unencrypted iPhone backup (never written into) and converted as `app-storage` does.
  struct IOSBackupFolder: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "ios-backup",
      abstract: "Convert the App Store app's data from an unencrypted iPhone backup.",
      discussion: """
        DIR is a backup made by Finder, Apple Devices, iTunes or idevicebackup2, or a \
        folder of backups (Finder's ~/Library/Application Support/MobileSync/Backup): \
        then the newest backup that holds the app's data is used, of --device when \
        given. The backup is only read.
        """)

    @Argument(help: ArgumentHelp("The backup, or a folder of backups.", valueName: "dir"))
    var folder: String

    @Option(help: "The folder to write players.json and gathers.json into (e.g. Content/data).")
    var into: String

    @Option(help: "The device whose newest backup to use (its name, as the phone gives it).")
    var device: String?

    @Flag(help: "Replace players.json and gathers.json when they exist.")
    var force = false

    func run() throws {
      let terminal = Terminal()
      let (found, outcome) = IOSBackupImporter.run(
        folder: URL(fileURLWithPath: folder), into: URL(fileURLWithPath: into), force: force,
        device: device, manifests: SQLiteManifest.reader)
      for line in found { print(PrintableText.escaped(line)) }
      switch outcome {
      case .success(let imported):
        for line in DiagnosticSummary.lines(imported.warnings) { terminal.diagnostic(line) }
        print(PrintableText.escaped(imported.line(into: into)))
      case .failure(let error):
        terminal.diagnostic(error.description)
        throw ExitCode.failure
      }
    }
  }
}
