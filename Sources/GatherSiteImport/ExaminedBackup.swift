import Foundation
import GatherSiteCore

/// One iPhone backup and what its `Manifest.db` says of the Football Gather app: the path
/// of the app's storage file in it, a regular file at `<first two hex digits>/<fileID>`
/// inside the backup,
/// or why it has none (encrypted, damaged or unfinished, no app, no data yet). Examining a
/// backup reads it and writes nothing.
struct ExaminedBackup {
  /// Why a backup cannot give the app's data: a few words for the list of backups, and the
  /// error, which names the path and says what to do.
  struct Unusable: Error {
    var label: String
    var error: Diagnostic
  }

  var backup: IOSBackup
  var storage: Result<URL, Unusable>

  /// `backup`, its manifest read with `manifests`.
  init(_ backup: IOSBackup, manifests: BackupManifestReader) {
    self.backup = backup
    storage = Result { () throws(Unusable) in try Self.storage(in: backup, manifests) }
  }

  /// "holds the app's data", or what stands in its way, for the list of backups.
  var status: String {
    switch storage {
    case .success: "holds the app's data"
    case .failure(let unusable): unusable.label
    }
  }

  /// The app's storage file in `backup`, or why it cannot be had.
  private static func storage(in backup: IOSBackup, _ manifests: BackupManifestReader)
    throws(Unusable) -> URL
  {
    let folder = backup.folder
    let manifest = folder.appendingPathComponent("Manifest.db")
    let relativePath = IOSBackupImporter.relativePath
    let encrypted = Unusable(
      label: "encrypted",
      error: Diagnostic(
        .error, file: folder.path,
        "the backup is encrypted, so the app's data cannot be read from it; make an unencrypted backup (untick \"Encrypt local backup\" in Finder, Apple Devices or iTunes, or run idevicebackup2 encryption off PASSWORD), or decrypt a copy with mvt-ios decrypt-backup -d DIR BACKUP (PyPI's mvt) and import DIR"
      ))
    func damaged(_ file: URL, _ message: String) -> Unusable {
      Unusable(
        label: "damaged or unfinished",
        error: Diagnostic(.error, file: file.path, "\(message); make the backup again"))
    }
    guard FileManager.default.fileExists(atPath: manifest.path) else {
      if backup.saysEncrypted { throw encrypted }
      throw damaged(
        manifest,
        "is missing, so the backup cannot be read (an unfinished backup, or one of iOS 9 or earlier?)"
      )
    }
    let lookup: BackupManifestReader.Lookup
    do {
      lookup = try manifests.lookup(manifest, IOSBackupImporter.domain, relativePath)
    } catch {
      if backup.saysEncrypted { throw encrypted }
      throw damaged(
        manifest, "is damaged: it cannot be read as a backup's manifest (\(error.reason))")
    }
    guard lookup.domainEntries > 0 else {
      throw Unusable(
        label: "no Football Gather app",
        error: Diagnostic(
          .error, file: folder.path,
          "the Football Gather app (\(IOSBackupImporter.domain)) is not in this backup of \(backup.deviceName), which holds the data of \(IOSBackupImporter.count(lookup.appDomains, "other app", "other apps")); is the app installed on the phone?"
        ))
    }
    guard let fileID = lookup.fileID else {
      throw Unusable(
        label: "the app has no data yet",
        error: Diagnostic(
          .error, file: folder.path,
          "the Football Gather app has no data yet in this backup of \(backup.deviceName) (no \(relativePath)); finish a gather in the app, then back up again"
        ))
    }
    guard fileID.count == 40, fileID.allSatisfy({ $0.isASCII && $0.isHexDigit && !$0.isUppercase })
    else {
      throw damaged(
        manifest,
        "is damaged: the fileID of the app's \(relativePath) is not 40 lower-case hexadecimal digits"
      )
    }
    let stored = folder.appendingPathComponent(String(fileID.prefix(2)))
      .appendingPathComponent(fileID)
    guard FileManager.default.fileExists(atPath: stored.path) else {
      throw damaged(
        stored,
        "is missing: the backup lists the app's \(relativePath) but does not hold it (an unfinished backup?)"
      )
    }
    // A link is followed, but only to a regular file of the backup: not to a folder,
    // /dev/zero or a pipe, and not out of the backup (the file or its folder a link to
    // elsewhere): only the backup is read.
    let target = stored.resolvingSymlinksInPath().path
    let inside = folder.resolvingSymlinksInPath().path + "/"
    guard target.hasPrefix(inside) else {
      throw damaged(
        stored,
        "leads out of the backup (to \(target)), so it is not the app's \(relativePath); only the backup's own files are read"
      )
    }
    let type = (try? FileManager.default.attributesOfItem(atPath: target))?[.type]
    guard type as? FileAttributeType == .typeRegular else {
      throw damaged(stored, "is not a regular file, so not the app's \(relativePath)")
    }
    return stored
  }
}
