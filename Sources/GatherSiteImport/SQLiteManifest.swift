internal import Csqlite3
import Foundation
import GatherSiteCore

/// SQLite, for an iPhone backup's `Manifest.db` (`import ios-backup`): the reader the
/// command hands `IOSBackupImporter`. It opens the database read-only and immutable
/// (`SQLITE_OPEN_READONLY`, `immutable=1`), so it takes no lock and makes no `-wal`,
/// `-shm` or journal file beside it: the backup is left byte for byte as it was.
public enum SQLiteManifest {
  public static let reader = BackupManifestReader(lookup: lookup)

  /// The regular file at `relativePath` in `domain`, as the `Manifest.db` at `manifest`
  /// lists it.
  static func lookup(_ manifest: URL, _ domain: String, _ relativePath: String)
    throws(BackupManifestReader.Unreadable) -> BackupManifestReader.Lookup
  {
    try read(manifest) { database throws(BackupManifestReader.Unreadable) in
      // Only a table is read: a view may compute rows without end (a recursive one never
      // stops), and no backup's manifest has one.
      let kind = try query(
        database, "SELECT type FROM sqlite_master WHERE lower(name) = 'files'", []
      ).first
      if let kind, kind != "table" {
        throw BackupManifestReader.Unreadable(
          reason: "its Files is a \(kind), not a table as in a backup's manifest")
      }
      func count(_ sql: String) throws(BackupManifestReader.Unreadable) -> Int {
        Int(try query(database, sql, [domain]).first ?? "") ?? 0
      }
      return BackupManifestReader.Lookup(
        fileID: try query(
          database,
          "SELECT fileID FROM Files WHERE domain = ?1 AND relativePath = ?2 AND flags = 1",
          [domain, relativePath]
        ).first,
        domainEntries: try count("SELECT count(*) FROM Files WHERE domain = ?1"),
        appDomains: try count(
          "SELECT count(DISTINCT domain) FROM Files WHERE domain LIKE 'AppDomain-%' AND domain <> ?1"
        ))
    }
  }

  /// `body` with the database at `url` open, read-only and immutable.
  static func read<Value>(
    _ url: URL,
    _ body: (OpaquePointer) throws(BackupManifestReader.Unreadable) -> Value
  ) throws(BackupManifestReader.Unreadable) -> Value {
    // A URI, so that the path's `?`, `#` and `%` are escaped and `immutable` can be said.
    let uri = URL(fileURLWithPath: url.path, isDirectory: false).absoluteString + "?immutable=1"
    var database: OpaquePointer?
    let opened = sqlite3_open_v2(uri, &database, SQLITE_OPEN_READONLY | SQLITE_OPEN_URI, nil)
    defer { sqlite3_close_v2(database) }
    guard opened == SQLITE_OK, let database else {
      throw BackupManifestReader.Unreadable(reason: reason(database, opened))
    }
    return try body(database)
  }

  /// The first column of each row `sql` gives with `arguments` bound to ?1, ?2, …, as text.
  static func query(_ database: OpaquePointer, _ sql: String, _ arguments: [String])
    throws(BackupManifestReader.Unreadable) -> [String]
  {
    var statement: OpaquePointer?
    let prepared = sqlite3_prepare_v2(database, sql, -1, &statement, nil)
    defer { sqlite3_finalize(statement) }
    guard prepared == SQLITE_OK, let statement else {
      throw BackupManifestReader.Unreadable(reason: reason(database, prepared))
    }
    // SQLITE_TRANSIENT: SQLite copies the text, whose buffer lasts only for the call.
    let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
    for (index, argument) in arguments.enumerated() {
      sqlite3_bind_text(statement, Int32(index + 1), argument, -1, transient)
    }
    var rows: [String] = []
    while true {
      switch sqlite3_step(statement) {
      case SQLITE_ROW:
        rows.append(sqlite3_column_text(statement, 0).map { String(cString: $0) } ?? "")
      case SQLITE_DONE:
        return rows
      case let code:
        throw BackupManifestReader.Unreadable(reason: reason(database, code))
      }
    }
  }

  /// SQLite's words for what went wrong ("file is not a database").
  private static func reason(_ database: OpaquePointer?, _ code: Int32) -> String {
    if let database, let message = sqlite3_errmsg(database) { return String(cString: message) }
    return String(cString: sqlite3_errstr(code))
  }
}
