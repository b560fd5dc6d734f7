import Foundation
import Testing

@testable import GatherSiteCore

/// What is made of what a backup's manifest says, with a stand-in for SQLite (the real
/// reader, on real layouts, is tested end to end in `ImportIOSBackupCommandTests`).
@Suite struct ExaminedBackupTests {
  /// A backup folder with a `Manifest.db` (its contents are the stand-in reader's).
  private func backup(in root: URL) throws -> IOSBackup {
    let folder = root.appendingPathComponent("B")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data().write(to: folder.appendingPathComponent("Manifest.db"))
    return IOSBackup(folder: folder)
  }

  /// A reader whose manifest lists the app's storage file as `fileID`.
  private func listing(_ fileID: String?) -> BackupManifestReader {
    BackupManifestReader { _, _, _ in
      BackupManifestReader.Lookup(fileID: fileID, domainEntries: 3, appDomains: 0)
    }
  }

  /// A fileID that would lead out of the backup (`../`) is not followed.
  @Test func aFileIDThatIsNotFortyLowerCaseHexDigitsIsNotFollowed() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let backup = try backup(in: root)
    for fileID in ["../../../../etc/passwd", "3D0D7E5FB2CE288813306E4D4636395E047A3D28", ""] {
      let examined = ExaminedBackup(backup, manifests: listing(fileID))
      #expect(examined.status == "damaged or unfinished")
      #expect(
        throws: Diagnostic(
          .error, file: backup.folder.appendingPathComponent("Manifest.db").path,
          "is damaged: the fileID of the app's Documents/com.footballgather.storage is not 40 hexadecimal digits; make the backup again"
        )
      ) { try examined.storage.mapError(\.error).get() }
    }
  }
}
