import Foundation
import Testing

@testable import GatherSiteCore
@testable import GatherSiteImport

/// What the backup importer makes of what a manifest says, with a stand-in for SQLite (the
/// real reader, on real layouts, is tested end to end in `ImportIOSBackupCommandTests`).
@Suite struct IOSBackupImporterTests {
  /// A backup folder with a `Manifest.db` (its contents are the stand-in reader's).
  private func backup(in root: URL) throws -> URL {
    let folder = root.appendingPathComponent("B")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data().write(to: folder.appendingPathComponent("Manifest.db"))
    return folder
  }

  /// The reader is asked for the app's storage file of the app's domain, in the backup's
  /// `Manifest.db`.
  @Test func asksTheManifestForTheAppsStorageFile() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let folder = try backup(in: root)
    let reader = BackupManifestReader {
      (manifest, domain, relativePath) throws(BackupManifestReader.Unreadable) in
      guard manifest.path == folder.appendingPathComponent("Manifest.db").path,
        domain == "AppDomain-com.rdan.fg",
        relativePath == "Documents/com.footballgather.storage"
      else { throw BackupManifestReader.Unreadable(reason: "asked for something else") }
      return BackupManifestReader.Lookup(fileID: nil, domainEntries: 0, appDomains: 2)
    }
    let (_, outcome) = IOSBackupImporter.run(
      folder: folder, into: root.appendingPathComponent("data"), force: false, device: nil,
      manifests: reader)
    #expect(
      throws: Diagnostic(
        .error, file: folder.path,
        "the Football Gather app (AppDomain-com.rdan.fg) is not in this backup of B, which holds the data of 2 other apps; is the app installed on the phone?"
      )
    ) { try outcome.get() }
  }

  /// A storage file larger than the limit is refused without being read past it.
  @Test func aStorageFileLargerThanTheLimitIsRefused() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let storage = root.appendingPathComponent("storage")
    try Data(repeating: 0x20, count: 3 << 20).write(to: storage)
    #expect(try IOSBackupImporter.contents(of: storage, limit: 3 << 20).count == 3 << 20)
    #expect(
      throws: Diagnostic(
        .error, file: storage.path,
        "is 3,145,728 bytes, more than the 2 MiB the app's data is allowed; is the backup damaged? Make it again"
      )
    ) { try IOSBackupImporter.contents(of: storage, limit: 2 << 20) }
  }
}
