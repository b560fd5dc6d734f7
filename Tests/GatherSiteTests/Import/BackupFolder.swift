import Crypto
import Csqlite3
import Foundation

/// An iPhone backup laid out as Finder, Apple Devices, iTunes and `idevicebackup2` lay one
/// out, for the tests: `Manifest.db` with the real schema (in WAL mode, as real ones are),
/// a binary `Manifest.plist`, an XML `Info.plist`, and each file stored at
/// `<first two hex digits of its fileID>/<fileID>`, the fileID being the SHA-1 of
/// `domain-relativePath`.
struct BackupFolder {
  /// One file or folder the manifest lists.
  struct Entry {
    var domain: String
    var relativePath: String
    /// The file's contents; nil for a folder.
    var contents: Data?
  }

  static let appDomain = "AppDomain-com.rdan.fg"
  static let storagePath = "Documents/com.footballgather.storage"
  /// The fixture that `import app-storage` is tested with.
  static let fixtureStorage = TestSupport.fixtures.appendingPathComponent("app-storage.json")

  /// The fileID of `relativePath` in `domain`: the SHA-1 of `domain-relativePath`, in hex.
  static func fileID(_ domain: String, _ relativePath: String) -> String {
    Insecure.SHA1.hash(data: Data("\(domain)-\(relativePath)".utf8))
      .map { String(format: "%02x", $0) }.joined()
  }

  /// The app's container (its folders, and its storage file when `storage` is given)
  /// beside another app's and a system file.
  static func entries(storage: Data?) -> [Entry] {
    var entries = [
      Entry(
        domain: "HomeDomain", relativePath: "Library/Preferences/.GlobalPreferences.plist",
        contents: Data("<plist/>".utf8)),
      Entry(domain: "AppDomain-net.whatsapp.WhatsApp", relativePath: "", contents: nil),
      Entry(
        domain: "AppDomain-net.whatsapp.WhatsApp", relativePath: "Documents/x.sqlite",
        contents: Data("x".utf8)),
      Entry(domain: appDomain, relativePath: "", contents: nil),
      Entry(domain: appDomain, relativePath: "Documents", contents: nil),
      Entry(domain: appDomain, relativePath: "Library", contents: nil),
    ]
    if let storage {
      entries.append(Entry(domain: appDomain, relativePath: storagePath, contents: storage))
    }
    return entries
  }

  /// Makes a backup in `folder`: of `device`, made at `date`, with `entries`.
  @discardableResult
  static func make(
    at folder: URL, device: String, date: Date, encrypted: Bool = false,
    entries: [Entry] = entries(storage: try? Data(contentsOf: fixtureStorage))
  ) throws -> URL {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let info: [String: Any] = [
      "Device Name": device, "Display Name": device, "Last Backup Date": date,
      "Product Type": "iPhone14,5", "Product Version": "17.5",
      "Target Identifier": "00008110-000A1B2C3D4E5F60",
    ]
    try PropertyListSerialization.data(fromPropertyList: info, format: .xml, options: 0)
      .write(to: folder.appendingPathComponent("Info.plist"))
    let manifest: [String: Any] = [
      "IsEncrypted": encrypted, "Date": date, "Version": "10.0",
      "Lockdown": ["DeviceName": device, "ProductVersion": "17.5"],
    ]
    try PropertyListSerialization.data(fromPropertyList: manifest, format: .binary, options: 0)
      .write(to: folder.appendingPathComponent("Manifest.plist"))
    guard !encrypted else {
      // An encrypted backup's Manifest.db is ciphertext.
      try Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 151 &+ 7) })
        .write(to: folder.appendingPathComponent("Manifest.db"))
      return folder
    }
    try writeManifest(entries, to: folder.appendingPathComponent("Manifest.db"))
    for entry in entries {
      guard let contents = entry.contents else { continue }
      let id = fileID(entry.domain, entry.relativePath)
      let bucket = folder.appendingPathComponent(String(id.prefix(2)))
      try FileManager.default.createDirectory(at: bucket, withIntermediateDirectories: true)
      try contents.write(to: bucket.appendingPathComponent(id))
    }
    return folder
  }

  struct SQLiteFailure: Error, CustomStringConvertible {
    var description: String
  }

  /// `Manifest.db` with the schema and indexes of a real one, listing `entries`.
  static func writeManifest(_ entries: [Entry], to url: URL) throws {
    var database: OpaquePointer?
    guard sqlite3_open(url.path, &database) == SQLITE_OK, let database else {
      throw SQLiteFailure(description: "cannot open \(url.path)")
    }
    defer { sqlite3_close(database) }
    func run(_ sql: String) throws {
      guard sqlite3_exec(database, sql, nil, nil, nil) == SQLITE_OK else {
        throw SQLiteFailure(description: String(cString: sqlite3_errmsg(database)))
      }
    }
    try run(
      """
      PRAGMA journal_mode=WAL;
      CREATE TABLE Files (fileID TEXT PRIMARY KEY, domain TEXT, relativePath TEXT, flags INTEGER, file BLOB);
      CREATE INDEX FilesDomainIdx ON Files(domain);
      CREATE INDEX FilesRelativePathIdx ON Files(relativePath);
      CREATE INDEX FilesFlagsIdx ON Files(flags);
      CREATE TABLE Properties (key TEXT PRIMARY KEY, value BLOB);
      """)
    var statement: OpaquePointer?
    guard
      sqlite3_prepare_v2(
        database, "INSERT INTO Files VALUES (?1, ?2, ?3, ?4, ?5)", -1, &statement, nil)
        == SQLITE_OK
    else { throw SQLiteFailure(description: String(cString: sqlite3_errmsg(database))) }
    defer { sqlite3_finalize(statement) }
    let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
    for entry in entries {
      // `file`: the file's metadata, an archived MBFile, as a binary plist.
      let metadata = try PropertyListSerialization.data(
        fromPropertyList: ["RelativePath": entry.relativePath, "Size": entry.contents?.count ?? 0],
        format: .binary, options: 0)
      sqlite3_reset(statement)
      sqlite3_bind_text(statement, 1, fileID(entry.domain, entry.relativePath), -1, transient)
      sqlite3_bind_text(statement, 2, entry.domain, -1, transient)
      sqlite3_bind_text(statement, 3, entry.relativePath, -1, transient)
      sqlite3_bind_int(statement, 4, entry.contents == nil ? 2 : 1)
      _ = metadata.withUnsafeBytes {
        sqlite3_bind_blob(statement, 5, $0.baseAddress, Int32($0.count), transient)
      }
      guard sqlite3_step(statement) == SQLITE_DONE else {
        throw SQLiteFailure(description: String(cString: sqlite3_errmsg(database)))
      }
    }
  }
}
