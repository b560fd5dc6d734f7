import Foundation
import Testing

@testable import GatherSiteCore
@testable import GatherSiteImport

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
          "is damaged: the fileID of the app's Documents/com.footballgather.storage is not 40 lower-case hexadecimal digits; make the backup again"
        )
      ) { try examined.storage.mapError(\.error).get() }
    }
  }

  /// The app's file is a regular file, or a link to one in the backup: a link to a folder
  /// is not the app's file, and a link out of the backup (to `/dev/zero`, which would be
  /// read for ever, or to any other file) is not followed.
  @Test func theStorageFileIsARegularFile() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let backup = try backup(in: root)
    let fileID = "3d0d7e5fb2ce288813306e4d4636395e047a3d28"
    let bucket = backup.folder.appendingPathComponent("3d")
    let stored = bucket.appendingPathComponent(fileID)
    try FileManager.default.createDirectory(at: bucket, withIntermediateDirectories: true)
    let inside = backup.folder.appendingPathComponent("storage.json")
    try Data("{}".utf8).write(to: inside)
    try FileManager.default.createSymbolicLink(at: stored, withDestinationURL: inside)
    #expect(try ExaminedBackup(backup, manifests: listing(fileID)).storage.get() == stored)
    let outside = root.appendingPathComponent("storage.json")
    try Data("{}".utf8).write(to: outside)
    for (target, message) in [
      (bucket, "is not a regular file, so not the app's Documents/com.footballgather.storage"),
      (
        URL(fileURLWithPath: "/dev/zero"),
        "leads out of the backup (to /dev/zero), so it is not the app's Documents/com.footballgather.storage; only the backup's own files are read"
      ),
      (
        outside,
        "leads out of the backup (to \(outside.path)), so it is not the app's Documents/com.footballgather.storage; only the backup's own files are read"
      ),
    ] {
      try FileManager.default.removeItem(at: stored)
      try FileManager.default.createSymbolicLink(at: stored, withDestinationURL: target)
      let examined = ExaminedBackup(backup, manifests: listing(fileID))
      #expect(examined.status == "damaged or unfinished")
      #expect(
        throws: Diagnostic(.error, file: stored.path, message + "; make the backup again")
      ) { try examined.storage.mapError(\.error).get() }
    }
  }
}
