import Foundation
import Testing

@testable import GatherSiteCore
@testable import GatherSiteImport

/// A backup's property lists, XML or binary, and what is made of a missing one.
@Suite struct IOSBackupTests {
  /// What a backup's property lists gave.
  struct Fields: Equatable {
    var deviceName: String
    var date: Date?
    var saysEncrypted: Bool

    init(_ deviceName: String, _ date: Date?, _ saysEncrypted: Bool) {
      (self.deviceName, self.date, self.saysEncrypted) = (deviceName, date, saysEncrypted)
    }

    init(_ backup: IOSBackup) {
      self.init(backup.deviceName, backup.date, backup.saysEncrypted)
    }
  }

  @Test func readsTheDeviceTheDateAndEncryptionFromXMLAndBinaryPropertyLists() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let date = Date(timeIntervalSince1970: 1_716_228_180)
    for format in [PropertyListSerialization.PropertyListFormat.xml, .binary] {
      let folder = root.appendingPathComponent("\(format.rawValue)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try PropertyListSerialization.data(
        fromPropertyList: ["Device Name": "Zoë's iPhone", "Last Backup Date": date],
        format: format, options: 0
      ).write(to: folder.appendingPathComponent("Info.plist"))
      try PropertyListSerialization.data(
        fromPropertyList: ["IsEncrypted": true], format: format, options: 0
      ).write(to: folder.appendingPathComponent("Manifest.plist"))
      #expect(IOSBackup.isBackup(folder))
      let backup = IOSBackup(folder: folder)
      #expect(
        Fields(backup)
          == Fields("Zoë's iPhone", date, true))
      #expect(backup.title == "Zoë's iPhone, backed up 2024-05-20 18:03 UTC")
    }
  }

  /// Without `Info.plist`, the device is `Manifest.plist`'s; without either, the folder's
  /// name, at an unknown date, not said to be encrypted.
  @Test func missingOrDamagedPropertyListsLeaveTheirValuesUnknown() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let folder = root.appendingPathComponent("00008110-0001")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    #expect(!IOSBackup.isBackup(folder))
    try Data("SQLite format 3\0".utf8).write(to: folder.appendingPathComponent("Manifest.db"))
    try Data("<plist".utf8).write(to: folder.appendingPathComponent("Info.plist"))
    #expect(IOSBackup.isBackup(folder))
    #expect(
      Fields(IOSBackup(folder: folder))
        == Fields("00008110-0001", nil, false))
    #expect(IOSBackup(folder: folder).title == "00008110-0001, backed up an unknown date")
    let date = Date(timeIntervalSince1970: 1_673_352_000)
    try PropertyListSerialization.data(
      fromPropertyList: ["Date": date, "Lockdown": ["DeviceName": "Old iPhone"]], format: .binary,
      options: 0
    ).write(to: folder.appendingPathComponent("Manifest.plist"))
    #expect(
      Fields(IOSBackup(folder: folder))
        == Fields("Old iPhone", date, false))
  }

  /// An `Info.plist` that says UTF-8 but holds a name in another encoding does not parse:
  /// the device is then `Manifest.plist`'s.
  @Test func anInfoPlistThatIsNotUTF8IsLeftOut() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let date = Date(timeIntervalSince1970: 1_716_228_180)
    var info = Data(
      #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>Device Name</key><string>Zo"#
        .utf8)
    info.append(0xEB)  // "ë" in Latin-1
    info.append(Data("</string></dict></plist>".utf8))
    try info.write(to: root.appendingPathComponent("Info.plist"))
    try PropertyListSerialization.data(
      fromPropertyList: ["Date": date, "Lockdown": ["DeviceName": "Zoë's iPhone"]],
      format: .binary, options: 0
    ).write(to: root.appendingPathComponent("Manifest.plist"))
    #expect(Fields(IOSBackup(folder: root)) == Fields("Zoë's iPhone", date, false))
  }
}
