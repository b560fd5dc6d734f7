import Foundation
import Testing

@testable import GatherSiteCore
@testable import GatherSiteImport

/// `gather-site import ios-backup` run as a user runs it, on backups laid out as real ones
/// (`BackupFolder`) whose storage file is the fixture `import app-storage` is tested with.
/// Each error names its path, and after one nothing is written; a backup is never written
/// into.
@Suite struct ImportIOSBackupCommandTests {
  static let may20 = Date(timeIntervalSince1970: 1_716_228_180)  // 2024-05-20 18:03 UTC

  /// A new folder for one test, and the path of the app's storage file in a backup in it.
  private func stored(in backup: URL) -> String {
    let id = BackupFolder.fileID(BackupFolder.appDomain, BackupFolder.storagePath)
    return backup.appendingPathComponent("\(id.prefix(2))/\(id)").path
  }

  private func importing(_ folder: URL, _ options: [String] = [], in root: URL) throws
    -> BuildCommandTests.Run
  {
    try BuildCommandTests.run(
      ["import", "ios-backup", folder.path, "--into", "Content/data"] + options, in: root)
  }

  /// A failed import: status 1, the error alone on standard error, nothing written.
  private func expectFailure(
    _ run: BuildCommandTests.Run, _ error: String, stdout: String = "", in root: URL,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(run.status == 1, sourceLocation: sourceLocation)
    #expect(run.stderr == error + "\n", sourceLocation: sourceLocation)
    #expect(run.stdout == stdout, sourceLocation: sourceLocation)
    #expect(
      !FileManager.default.fileExists(atPath: root.appendingPathComponent("Content").path),
      sourceLocation: sourceLocation)
  }

  /// The exports are those of `import app-storage` on the same file, byte for byte, and
  /// the backup is left byte for byte as it was, with no file added (no `-wal` or `-shm`).
  @Test func importsWhatImportAppStorageImportsAndLeavesTheBackupAsItWas() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let backup = try BackupFolder.make(
      at: root.appendingPathComponent("Backup/00008110-0001"), device: "Zoë's iPhone",
      date: Self.may20)
    let before = try TestSupport.files(under: backup)
    let run = try importing(backup, in: root)
    #expect(run.status == 0 && run.stderr == "", "\(run.stderr)")
    #expect(
      run.stdout == """
        Using the backup of Zoë's iPhone, backed up 2024-05-20 18:03 UTC: \(backup.path)
        Reading the app's data from \(stored(in: backup)) (Documents/com.footballgather.storage)
        Imported 4 players and 2 matches into Content/data; the latest match was completed 2024-05-18 20:00 UTC

        """)
    #expect(try TestSupport.files(under: backup) == before)
    let direct = try BuildCommandTests.run(
      ["import", "app-storage", BackupFolder.fixtureStorage.path, "--into", "direct"], in: root)
    #expect(direct.status == 0)
    for name in ["players.json", "gathers.json"] {
      let imported = try Data(contentsOf: root.appendingPathComponent("Content/data/\(name)"))
      #expect(imported == (try Data(contentsOf: root.appendingPathComponent("direct/\(name)"))))
    }
    let again = try importing(backup, in: root)
    #expect(
      again.status == 1
        && again.stderr
          == "error: \(root.path)/Content/data/players.json: already exists; use --force to replace it\n"
    )
    #expect(try importing(backup, ["--force"], in: root).status == 0)
    #expect(try TestSupport.files(under: backup) == before)
  }

  /// Of a folder of backups (Finder's `MobileSync/Backup`), each is listed, newest first,
  /// and the newest that holds the app's data is used, or the newest of `--device`.
  @Test func ofAFolderOfBackupsTheNewestWithTheAppsDataOrOfTheDeviceIsUsed() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let folder = root.appendingPathComponent("Backup")
    let oldLeague = Data(
      #"{"players": [{"id": "P1", "name": "Ana"}], "gathers": []}"#.utf8)
    let made = [
      ("00008110-0001", "Zoë's iPhone", Self.may20, BackupFolder.fixtureStorage),
      ("00008110-0002", "Zoë's iPhone", Date(timeIntervalSince1970: 1_717_232_400), nil),
      ("00008030-0003", "Old iPhone", Date(timeIntervalSince1970: 1_673_352_000), nil),
    ]
    for (name, device, date, storage) in made {
      try BackupFolder.make(
        at: folder.appendingPathComponent(name), device: device, date: date,
        entries: BackupFolder.entries(
          storage: try storage.map { try Data(contentsOf: $0) }
            ?? (device == "Old iPhone" ? oldLeague : nil)))
    }
    try BackupFolder.make(
      at: folder.appendingPathComponent("00008101-0004"), device: "iPad",
      date: Date(timeIntervalSince1970: 1_719_824_400), encrypted: true)
    try Data("not a backup".utf8).write(to: folder.appendingPathComponent(".DS_Store"))
    let before = try TestSupport.files(under: folder)
    let newest = try importing(folder, in: root)
    #expect(newest.status == 0 && newest.stderr == "", "\(newest.stderr)")
    let chosen = folder.appendingPathComponent("00008110-0001")
    #expect(
      newest.stdout == """
        Found 4 backups in \(folder.path), newest first:
          iPad, backed up 2024-07-01 09:00 UTC (00008101-0004): encrypted
          Zoë's iPhone, backed up 2024-06-01 09:00 UTC (00008110-0002): the app has no data yet
          Zoë's iPhone, backed up 2024-05-20 18:03 UTC (00008110-0001): holds the app's data
          Old iPhone, backed up 2023-01-10 12:00 UTC (00008030-0003): holds the app's data
        Using the backup of Zoë's iPhone, backed up 2024-05-20 18:03 UTC: \(chosen.path)
        Reading the app's data from \(stored(in: chosen)) (Documents/com.footballgather.storage)
        Imported 4 players and 2 matches into Content/data; the latest match was completed 2024-05-18 20:00 UTC

        """)
    let old = folder.appendingPathComponent("00008030-0003")
    let device = try importing(folder, ["--device", "old iphone", "--force"], in: root)
    #expect(device.status == 0 && device.stderr == "", "\(device.stderr)")
    #expect(
      device.stdout == """
        Found 1 backup in \(folder.path):
          Old iPhone, backed up 2023-01-10 12:00 UTC (00008030-0003): holds the app's data
        Using the backup of Old iPhone, backed up 2023-01-10 12:00 UTC: \(old.path)
        Reading the app's data from \(stored(in: old)) (Documents/com.footballgather.storage)
        Imported 1 player and 0 matches into Content/data

        """)
    let players = try String(
      contentsOf: root.appendingPathComponent("Content/data/players.json"), encoding: .utf8)
    #expect(players.contains("\"Ana\""))
    #expect(try TestSupport.files(under: folder) == before)
  }

  /// Of a folder of backups none of which holds the app's data, each is listed, and the
  /// error is the newest's; a device of which there is no backup is an error naming those
  /// there are.
  @Test func aFolderWithoutTheAppsDataGivesTheNewestsError() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let folder = root.appendingPathComponent("Backup")
    let ipad = try BackupFolder.make(
      at: folder.appendingPathComponent("00008101-0004"), device: "iPad", date: Self.may20,
      encrypted: true)
    try BackupFolder.make(
      at: folder.appendingPathComponent("00008110-0001"), device: "Zoë's iPhone",
      date: Date(timeIntervalSince1970: 1_673_352_000),
      entries: BackupFolder.entries(storage: nil))
    expectFailure(
      try importing(folder, ["--device", "IPAD"], in: root),
      "error: \(ipad.path): the backup is encrypted, so the app's data cannot be read from it; make an unencrypted backup (untick \"Encrypt local backup\" in Finder, Apple Devices or iTunes, or run idevicebackup2 encryption off PASSWORD), or decrypt a copy with mvt-ios decrypt-backup -d DIR BACKUP (PyPI's mvt) and import DIR",
      stdout: """
        Found 1 backup in \(folder.path):
          iPad, backed up 2024-05-20 18:03 UTC (00008101-0004): encrypted

        """, in: root)
    expectFailure(
      try importing(folder, ["--device", "Nokia"], in: root),
      "error: \(folder.path): holds no backup of a device named \"Nokia\" (only of \"Zoë's iPhone\", \"iPad\")",
      in: root)
  }

  @Test func anEncryptedBackupIsAnErrorThatSaysHowToMakeOrDecryptOne() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let backup = try BackupFolder.make(
      at: root.appendingPathComponent("B"), device: "Zoë's iPhone", date: Self.may20,
      encrypted: true)
    let before = try TestSupport.files(under: backup)
    expectFailure(
      try importing(backup, in: root),
      "error: \(backup.path): the backup is encrypted, so the app's data cannot be read from it; make an unencrypted backup (untick \"Encrypt local backup\" in Finder, Apple Devices or iTunes, or run idevicebackup2 encryption off PASSWORD), or decrypt a copy with mvt-ios decrypt-backup -d DIR BACKUP (PyPI's mvt) and import DIR",
      in: root)
    #expect(try TestSupport.files(under: backup) == before)
  }

  /// mvt-ios decrypt-backup copies `Manifest.plist` as it was (`IsEncrypted` true) beside
  /// the decrypted `Manifest.db`: such a copy is read.
  @Test func aDecryptedCopyIsRead() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let backup = try BackupFolder.make(
      at: root.appendingPathComponent("B"), device: "Zoë's iPhone", date: Self.may20)
    let plist = backup.appendingPathComponent("Manifest.plist")
    try PropertyListSerialization.data(
      fromPropertyList: ["IsEncrypted": true, "Date": Self.may20], format: .binary, options: 0
    ).write(to: plist)
    let run = try importing(backup, in: root)
    #expect(run.status == 0 && run.stderr == "", "\(run.stderr)")
    #expect(
      run.stdout.hasSuffix(
        "Imported 4 players and 2 matches into Content/data; the latest match was completed 2024-05-18 20:00 UTC\n"
      ))
  }

  @Test func aBackupWithoutTheAppIsAnError() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let backup = try BackupFolder.make(
      at: root.appendingPathComponent("B"), device: "Zoë's iPhone", date: Self.may20,
      entries: BackupFolder.entries(storage: nil).filter {
        $0.domain != BackupFolder.appDomain
      })
    expectFailure(
      try importing(backup, in: root),
      "error: \(backup.path): the Football Gather app (AppDomain-com.rdan.fg) is not in this backup of Zoë's iPhone, which holds the data of 1 other app; is the app installed on the phone?",
      in: root)
  }

  @Test func anAppWithoutDataIsAnError() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let backup = try BackupFolder.make(
      at: root.appendingPathComponent("B"), device: "Zoë's iPhone", date: Self.may20,
      entries: BackupFolder.entries(storage: nil))
    expectFailure(
      try importing(backup, in: root),
      "error: \(backup.path): the Football Gather app has no data yet in this backup of Zoë's iPhone (no Documents/com.footballgather.storage); finish a gather in the app, then back up again",
      in: root)
  }

  @Test func aFolderThatIsNotABackupIsAnError() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let folder = root.appendingPathComponent("Photos")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("2024"), withIntermediateDirectories: true)
    try Data("x".utf8).write(to: folder.appendingPathComponent("Info.plist"))
    expectFailure(
      try importing(folder, in: root),
      "error: \(folder.path): is not an iPhone backup, nor a folder of backups (neither it nor a folder in it has a Manifest.db or Manifest.plist); Finder keeps backups in ~/Library/Application Support/MobileSync/Backup",
      in: root)
    expectFailure(
      try importing(root.appendingPathComponent("Nowhere"), in: root),
      "error: \(root.path)/Nowhere: does not exist", in: root)
    // The manifest itself, given for the backup.
    let manifest = try BackupFolder.make(
      at: root.appendingPathComponent("B"), device: "Zoë's iPhone", date: Self.may20
    ).appendingPathComponent("Manifest.db")
    expectFailure(
      try importing(manifest, in: root),
      "error: \(manifest.path): is a file; give the backup's folder (the one that holds Manifest.db), or a folder of backups",
      in: root)
  }

  /// A `Manifest.db` that is not a database, or not a manifest, or that is missing.
  @Test func aDamagedManifestIsAnError() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let backup = try BackupFolder.make(
      at: root.appendingPathComponent("B"), device: "Zoë's iPhone", date: Self.may20)
    let manifest = backup.appendingPathComponent("Manifest.db")
    try Data(repeating: 0x5A, count: 8192).write(to: manifest)
    let before = try TestSupport.files(under: backup)
    expectFailure(
      try importing(backup, in: root),
      "error: \(manifest.path): is damaged: it cannot be read as a backup's manifest (file is not a database); make the backup again",
      in: root)
    #expect(try TestSupport.files(under: backup) == before)
    try FileManager.default.removeItem(at: manifest)
    try Data().write(to: manifest)
    expectFailure(
      try importing(backup, in: root),
      "error: \(manifest.path): is damaged: it cannot be read as a backup's manifest (no such table: Files); make the backup again",
      in: root)
    try FileManager.default.removeItem(at: manifest)
    expectFailure(
      try importing(backup, in: root),
      "error: \(manifest.path): is missing, so the backup cannot be read (an unfinished backup, or one of iOS 9 or earlier?); make the backup again",
      in: root)
  }

  /// A manifest that lists the app's file the backup does not hold.
  @Test func aMissingStorageFileIsAnError() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let backup = try BackupFolder.make(
      at: root.appendingPathComponent("B"), device: "Zoë's iPhone", date: Self.may20)
    try FileManager.default.removeItem(atPath: stored(in: backup))
    expectFailure(
      try importing(backup, in: root),
      "error: \(stored(in: backup)): is missing: the backup lists the app's Documents/com.footballgather.storage but does not hold it (an unfinished backup?); make the backup again",
      in: root)
  }

  @Test func aStorageFileThatDoesNotParseIsAnError() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let backup = try BackupFolder.make(
      at: root.appendingPathComponent("B"), device: "Zoë's iPhone", date: Self.may20,
      entries: BackupFolder.entries(storage: Data(#"{"players": x}"#.utf8)))
    expectFailure(
      try importing(backup, in: root),
      "error: \(stored(in: backup)):1:13: invalid JSON: unexpected character (the app's Documents/com.footballgather.storage does not parse as the app's data: is the app newer than this gather-site?)",
      stdout: """
        Using the backup of Zoë's iPhone, backed up 2024-05-20 18:03 UTC: \(backup.path)
        Reading the app's data from \(stored(in: backup)) (Documents/com.footballgather.storage)

        """, in: root)
  }

  /// `--into` a folder inside the backup is refused, also one yet to be made through a link
  /// to the backup, and one inside a folder of backups: backups are never written into.
  @Test func aFolderInsideTheBackupIsNotWrittenInto() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let backup = try BackupFolder.make(
      at: root.appendingPathComponent("Backup/B"), device: "Zoë's iPhone", date: Self.may20)
    try FileManager.default.createSymbolicLink(
      at: root.appendingPathComponent("Site"), withDestinationURL: backup)
    let folder = backup.deletingLastPathComponent()
    let before = try TestSupport.files(under: folder)
    for (dir, into, inside) in [
      (backup, "Backup/B/data", "the backup \(backup.path)"),
      (backup, "Site/Content/data", "the backup \(backup.path)"),
      (folder, "Backup/data", "the folder of backups \(folder.path)"),
    ] {
      expectFailure(
        try BuildCommandTests.run(["import", "ios-backup", dir.path, "--into", into], in: root),
        "error: \(root.path)/\(into): is inside \(inside), which is never written into; choose a folder outside it",
        in: root)
    }
    #expect(try TestSupport.files(under: folder) == before)
  }

  /// The app's file, or its two-letter folder, a link to a file outside the backup is not
  /// read through (hostile input: it was imported from outside, though the docs promise
  /// that only the backup is read).
  @Test func aLinkOutOfTheBackupIsNotFollowed() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let outside = root.appendingPathComponent("Elsewhere")
    try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
    for linkFolder in [false, true] {
      let backup = try BackupFolder.make(
        at: root.appendingPathComponent("Backup-\(linkFolder)"), device: "Zoë's iPhone",
        date: Self.may20)
      let file = URL(fileURLWithPath: stored(in: backup))
      let copy = outside.appendingPathComponent(file.lastPathComponent)
      try? FileManager.default.removeItem(at: copy)
      try FileManager.default.copyItem(at: file, to: copy)
      if linkFolder {
        try FileManager.default.removeItem(at: file.deletingLastPathComponent())
        try FileManager.default.createSymbolicLink(
          at: file.deletingLastPathComponent(), withDestinationURL: outside)
      } else {
        try FileManager.default.removeItem(at: file)
        try FileManager.default.createSymbolicLink(at: file, withDestinationURL: copy)
      }
      expectFailure(
        try importing(backup, in: root),
        "error: \(file.path): leads out of the backup (to \(copy.path)), so it is not the app's Documents/com.footballgather.storage; only the backup's own files are read; make the backup again",
        in: root)
    }
  }
}
