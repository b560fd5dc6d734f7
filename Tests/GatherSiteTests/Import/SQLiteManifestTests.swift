import Csqlite3
import Foundation
import Testing

@testable import GatherSiteCore
@testable import GatherSiteImport

/// The SQLite reader of a backup's `Manifest.db`: what it finds, in a manifest with the
/// real schema in WAL mode as real ones are, at a path URIs would misread, without a byte
/// written beside it.
@Suite struct SQLiteManifestTests {
  @Test func findsTheAppsFileAndCountsTheDomainsWithoutWritingAByte() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    // `?`, `#`, `%` and a space would end or change a URI's path if not escaped.
    let backup = try BackupFolder.make(
      at: root.appendingPathComponent("Zoë's 100% #1 backup?immutable=0"),
      device: "Zoë's iPhone", date: Date(timeIntervalSince1970: 1_716_228_180))
    let manifest = backup.appendingPathComponent("Manifest.db")
    let header = try Data(contentsOf: manifest).prefix(20)
    #expect(header[18] == 2 && header[19] == 2, "a WAL-mode database, as real manifests are")
    let before = try TestSupport.files(under: backup)
    let found = try SQLiteManifest.lookup(
      manifest, BackupFolder.appDomain, BackupFolder.storagePath)
    #expect(
      found
        == BackupManifestReader.Lookup(
          fileID: BackupFolder.fileID(BackupFolder.appDomain, BackupFolder.storagePath),
          domainEntries: 4, appDomains: 1))
    // A folder of the same path is not the file; another domain has none of it.
    #expect(try SQLiteManifest.lookup(manifest, BackupFolder.appDomain, "Documents").fileID == nil)
    #expect(
      try SQLiteManifest.lookup(manifest, "AppDomain-com.example", BackupFolder.storagePath)
        == BackupManifestReader.Lookup(fileID: nil, domainEntries: 0, appDomains: 2))
    #expect(try TestSupport.files(under: backup) == before)
  }

  @Test func aFileThatIsNotAManifestIsUnreadable() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let garbage = root.appendingPathComponent("Manifest.db")
    try Data(repeating: 0x5A, count: 8192).write(to: garbage)
    #expect(throws: BackupManifestReader.Unreadable(reason: "file is not a database")) {
      _ = try SQLiteManifest.lookup(garbage, BackupFolder.appDomain, BackupFolder.storagePath)
    }
    let other = root.appendingPathComponent("Other.db")
    try Data().write(to: other)
    #expect(throws: BackupManifestReader.Unreadable(reason: "no such table: Files")) {
      _ = try SQLiteManifest.lookup(other, BackupFolder.appDomain, BackupFolder.storagePath)
    }
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: root.path).sorted() == [
        "Manifest.db", "Other.db",
      ])
    #expect(throws: BackupManifestReader.Unreadable.self) {
      _ = try SQLiteManifest.lookup(
        root.appendingPathComponent("Missing.db"), BackupFolder.appDomain,
        BackupFolder.storagePath)
    }
    #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("Missing.db").path))
  }

  /// A `Manifest.db` that is a link (to a manifest kept elsewhere) is read through it, and
  /// nothing is written beside the link or the manifest.
  @Test func aManifestThatIsALinkIsReadThroughIt() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let backup = try BackupFolder.make(
      at: root.appendingPathComponent("B"), device: "Zoë's iPhone",
      date: Date(timeIntervalSince1970: 1_716_228_180))
    let kept = root.appendingPathComponent("Kept/Manifest.db")
    try FileManager.default.createDirectory(
      at: kept.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.moveItem(at: backup.appendingPathComponent("Manifest.db"), to: kept)
    try FileManager.default.createSymbolicLink(
      at: backup.appendingPathComponent("Manifest.db"), withDestinationURL: kept)
    let before = try TestSupport.files(under: root)
    let found = try SQLiteManifest.lookup(
      backup.appendingPathComponent("Manifest.db"), BackupFolder.appDomain,
      BackupFolder.storagePath)
    #expect(found.fileID == BackupFolder.fileID(BackupFolder.appDomain, BackupFolder.storagePath))
    #expect(try TestSupport.files(under: root) == before)
  }

  /// A manifest whose Files is a view that never ends is refused before it is read: the
  /// import hung (hostile input).
  @Test func aFilesViewIsRefusedUnread() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let manifest = root.appendingPathComponent("Manifest.db")
    var database: OpaquePointer?
    #expect(sqlite3_open(manifest.path, &database) == SQLITE_OK)
    let view = """
      CREATE VIEW Files AS WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n)
      SELECT 'f' AS fileID, 'AppDomain-com.rdan.fg' AS domain, 'x' AS relativePath, 1 AS flags
      FROM n
      """
    #expect(sqlite3_exec(database, view, nil, nil, nil) == SQLITE_OK)
    sqlite3_close(database)
    #expect(
      throws: BackupManifestReader.Unreadable(
        reason: "its Files is a view, not a table as in a backup's manifest")
    ) {
      _ = try SQLiteManifest.lookup(manifest, BackupFolder.appDomain, BackupFolder.storagePath)
    }
  }
}
