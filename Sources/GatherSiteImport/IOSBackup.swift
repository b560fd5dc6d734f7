import Foundation
import GatherSiteCore

/// One iPhone backup folder as its property lists describe it: the device, when the backup
/// was made, and whether it says it is encrypted. `Info.plist` and `Manifest.plist` may be
/// XML or binary; one that is missing or does not parse leaves its values unknown (the
/// device is then named after the folder), since `Manifest.db` decides what can be read.
/// Reading a backup never writes into it.
struct IOSBackup: Sendable, Equatable {
  var folder: URL
  /// `Device Name` of `Info.plist` ("Zoë's iPhone").
  var deviceName: String
  /// `Last Backup Date` of `Info.plist`, or `Date` of `Manifest.plist`.
  var date: Date?
  /// `IsEncrypted` of `Manifest.plist`. A decrypted copy (mvt-ios decrypt-backup) keeps
  /// the original's `true`, with a `Manifest.db` that reads.
  var saysEncrypted: Bool

  /// The files that make a folder a backup: either is enough to call it one.
  static let markers = ["Manifest.plist", "Manifest.db"]

  /// Whether `folder` holds a backup's `Manifest.plist` or `Manifest.db`.
  static func isBackup(_ folder: URL) -> Bool {
    markers.contains {
      FileManager.default.fileExists(atPath: folder.appendingPathComponent($0).path)
    }
  }

  /// The backup in `folder`, from its property lists.
  init(folder: URL) {
    func plist(_ name: String) -> [String: Any] {
      guard
        let data = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path),
        let value = try? PropertyListSerialization.propertyList(from: data, format: nil)
      else { return [:] }
      return value as? [String: Any] ?? [:]
    }
    let info = plist("Info.plist")
    let manifest = plist("Manifest.plist")
    let lockdown = manifest["Lockdown"] as? [String: Any] ?? [:]
    self.folder = folder
    deviceName =
      [info["Device Name"], info["Display Name"], lockdown["DeviceName"]]
      .compactMap { $0 as? String }.first { !$0.isEmpty } ?? folder.lastPathComponent
    date = (info["Last Backup Date"] as? Date) ?? (manifest["Date"] as? Date)
    saysEncrypted = manifest["IsEncrypted"] as? Bool ?? false
  }

  /// "2024-05-20 18:03 UTC", or "an unknown date".
  static func describe(_ date: Date?) -> String {
    guard let date else { return "an unknown date" }
    let text = ISODate.string(from: date)
    return "\(text.prefix(10)) \(text.dropFirst(11).prefix(5)) UTC"
  }

  /// "Zoë's iPhone, backed up 2024-05-20 18:03 UTC".
  var title: String { "\(deviceName), backed up \(Self.describe(date))" }
}
