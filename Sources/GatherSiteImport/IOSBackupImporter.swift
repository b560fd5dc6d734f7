import Foundation
import GatherSiteCore

/// Imports the Football Gather app's storage file straight from an unencrypted iPhone
/// backup (Finder, Apple Devices, iTunes or `idevicebackup2`): the file the backup's
/// `Manifest.db` lists as `Documents/com.footballgather.storage` of
/// `AppDomain-com.rdan.fg`, stored at `<backup>/<first two hex digits>/<fileID>`, converted
/// and written exactly as `AppStorageImporter` does.
///
/// The folder is a backup or a folder of backups (Finder's `MobileSync/Backup`): of
/// several, the newest that holds the app's data is used, or the newest of the device
/// asked for. Every error names the path it is about, and nothing is written after one;
/// nothing is ever written into a backup.
public enum IOSBackupImporter {
  /// The app's domain in a backup's manifest.
  public static let domain = "AppDomain-com.rdan.fg"
  /// The app's storage file within its container.
  public static let relativePath = "Documents/com.footballgather.storage"

  /// What an import found and wrote.
  public struct Imported: Sendable, Equatable {
    /// The app's storage file in the backup.
    public var storage: URL
    public var summary: AppStorageImporter.Summary
    public var warnings: [Diagnostic]

    /// "Imported 4 players and 2 matches into Content/data; the latest match was completed
    /// 2024-05-18 20:00 UTC".
    public func line(into directory: String) -> String {
      var line =
        "Imported \(count(summary.players, "player", "players")) and \(count(summary.gathers, "match", "matches")) into \(directory)"
      if let latest = summary.latest {
        line += "; the latest match was completed \(IOSBackup.describe(latest))"
      }
      return line
    }
  }

  /// Finds the app's storage file in the backup or folder of backups at `folder` (of the
  /// device named `device`, when given), converts it, and writes `players.json` and
  /// `gathers.json` into `directory` unless they exist and not `force`. `found` says what
  /// was found, for a person, whether the import succeeded or not.
  public static func run(
    folder: URL, into directory: URL, force: Bool, device: String?,
    manifests: BackupManifestReader
  ) -> (found: [String], outcome: Result<Imported, Diagnostic>) {
    var found: [String] = []
    do throws(Diagnostic) {
      let (backups, isFolderOfBackups) = try backups(in: folder, device: device)
      if isInside(directory, folder) {
        throw Diagnostic(
          .error, file: directory.path,
          "is inside \(isFolderOfBackups ? "the folder of backups" : "the backup") \(folder.path), which is never written into; choose a folder outside it"
        )
      }
      let examined = backups.map { ExaminedBackup($0, manifests: manifests) }
      if isFolderOfBackups {
        found.append(
          "Found \(count(examined.count, "backup", "backups")) in \(folder.path)"
            + (examined.count > 1 ? ", newest first:" : ":"))
        for item in examined {
          found.append(
            "  \(item.backup.title) (\(item.backup.folder.lastPathComponent)): \(item.status)")
        }
      }
      let chosen = examined.first { (try? $0.storage.get()) != nil } ?? examined[0]
      let storage: URL
      switch chosen.storage {
      case .success(let url): storage = url
      case .failure(let unusable): throw unusable.error
      }
      found.append("Using the backup of \(chosen.backup.title): \(chosen.backup.folder.path)")
      found.append("Reading the app's data from \(storage.path) (\(relativePath))")
      let data = try contents(of: storage)
      let converted:
        (players: Data, gathers: Data, summary: AppStorageImporter.Summary, warnings: [Diagnostic])
      do {
        converted = try AppStorageImporter.convert(data, file: storage.path)
      } catch {
        var problem = error
        problem.message +=
          " (the app's \(relativePath) does not parse as the app's data: is the app newer than this gather-site?)"
        throw problem
      }
      try AppStorageImporter.write(
        players: converted.players, gathers: converted.gathers, into: directory, force: force)
      return (
        found,
        .success(
          Imported(storage: storage, summary: converted.summary, warnings: converted.warnings))
      )
    } catch {
      return (found, .failure(error))
    }
  }

  /// The most of the app's storage file that is read: 256 MiB, where a thousand matches
  /// take a few MB (each gather holds a copy of its players).
  public static let maximumStorageBytes = 256 << 20

  /// The app's storage file at `storage`, unless it is larger than `limit` bytes (not read
  /// beyond it).
  static func contents(of storage: URL, limit: Int = maximumStorageBytes) throws(Diagnostic)
    -> Data
  {
    switch BoundedFile.read(storage.path, limit: limit) {
    case .whole(let data):
      return data
    case .tooLarge(let size):
      throw Diagnostic(
        .error, file: storage.path,
        "is \(DiagnosticSummary.grouped(size)) bytes, more than the \(limit >> 20) MiB the app's data is allowed; is the backup damaged? Make it again"
      )
    case nil:
      throw Diagnostic(
        .error, file: storage.path, "cannot be read; check that you may read the backup's files")
    }
  }

  /// The backups at `folder`, newest first: the folder itself, or the backups in its
  /// folders (of the device named `device`, when given, compared without case); and
  /// whether they are the latter.
  static func backups(in folder: URL, device: String?) throws(Diagnostic) -> (
    [IOSBackup], isFolderOfBackups: Bool
  ) {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) else {
      throw Diagnostic(.error, file: folder.path, "does not exist")
    }
    guard isFolder.boolValue else {
      throw Diagnostic(
        .error, file: folder.path,
        "is a file; give the backup's folder (the one that holds Manifest.db), or a folder of backups"
      )
    }
    var backups: [IOSBackup]
    let isFolderOfBackups = !IOSBackup.isBackup(folder)
    if !isFolderOfBackups {
      backups = [IOSBackup(folder: folder)]
    } else {
      let items =
        (try? FileManager.default.contentsOfDirectory(
          at: folder, includingPropertiesForKeys: [.isDirectoryKey])) ?? []
      backups = items.filter(IOSBackup.isBackup).map(IOSBackup.init)
      guard !backups.isEmpty else {
        throw Diagnostic(
          .error, file: folder.path,
          "is not an iPhone backup, nor a folder of backups (neither it nor a folder in it has a Manifest.db or Manifest.plist); Finder keeps backups in ~/Library/Application Support/MobileSync/Backup"
        )
      }
    }
    if let device {
      let all = backups
      backups = all.filter { $0.deviceName.caseInsensitiveCompare(device) == .orderedSame }
      guard !backups.isEmpty else {
        let names = Set(all.map { "\"\($0.deviceName)\"" }).sorted().joined(separator: ", ")
        throw Diagnostic(
          .error, file: folder.path,
          "holds no backup of a device named \"\(device)\" (only of \(names))")
      }
    }
    let newestFirst = backups.sorted {
      ($0.date ?? .distantPast, $1.folder.path) > ($1.date ?? .distantPast, $0.folder.path)
    }
    return (newestFirst, isFolderOfBackups)
  }

  /// Whether `inner` is `outer` or a path under it, once the links of both are followed.
  static func isInside(_ inner: URL, _ outer: URL) -> Bool {
    let inner = resolved(inner)
    let outer = resolved(outer)
    return inner == outer || inner.hasPrefix(outer.hasSuffix("/") ? outer : outer + "/")
  }

  /// The path of `url` with the links of the part of it that exists followed, and the
  /// rest (folders yet to be made) as written: `resolvingSymlinksInPath` alone follows none
  /// in a path that does not exist.
  private static func resolved(_ url: URL) -> String {
    var existing = url.standardizedFileURL
    var rest: [String] = []
    while !FileManager.default.fileExists(atPath: existing.path), existing.path != "/" {
      rest.insert(existing.lastPathComponent, at: 0)
      existing.deleteLastPathComponent()
    }
    return rest.reduce(existing.resolvingSymlinksInPath()) { $0.appendingPathComponent($1) }.path
  }

  /// "1 backup", "2 backups".
  static func count(_ n: Int, _ one: String, _ many: String) -> String {
    "\(n) \(n == 1 ? one : many)"
  }
}
