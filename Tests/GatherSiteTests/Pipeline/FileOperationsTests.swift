import Foundation
import Testing

@testable import GatherSite

@Suite struct FileOperationsTests {
  @Test func comparesAFileWithBytesBlockByBlock() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("page.html").path
    // Larger than one block, so that the last block is compared too.
    var bytes = Data((0..<700_000).map { UInt8($0 % 251) })
    try bytes.write(to: URL(fileURLWithPath: path))
    #expect(FileOperations.hasContents(path, bytes))
    bytes[699_999] ^= 1
    #expect(!FileOperations.hasContents(path, bytes))
    #expect(!FileOperations.hasContents(path, bytes.prefix(1000)))
    #expect(!FileOperations.hasContents(folder.appendingPathComponent("missing").path, Data()))
    #expect(!FileOperations.hasContents(folder.path, Data()))
    try Data().write(to: URL(fileURLWithPath: path))
    #expect(FileOperations.hasContents(path, Data()))
  }

  /// A file written in parts holds them one after the other, and is read back as bytes;
  /// a missing file or a folder reads as nothing.
  @Test func writesAFileInPartsAndReadsItBackAsBytes() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let parts: [[UInt8]] = [Array("head\n".utf8), [], (0..<300_000).map { UInt8($0 % 253) }]
    try FileOperations.replace(parts, in: folder.path, name: "cache")
    let path = folder.appendingPathComponent("cache").path
    #expect(FileOperations.bytes(of: path) == parts.flatMap { $0 })
    #expect(FileManager.default.contents(atPath: path) == Data(parts.flatMap { $0 }))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["cache"])
    try FileOperations.replace([Array("short".utf8)], in: folder.path, name: "cache")
    #expect(FileOperations.bytes(of: path) == Array("short".utf8))
    try FileOperations.replace([], in: folder.path, name: "cache")
    #expect(FileOperations.bytes(of: path) == [])
    #expect(FileOperations.bytes(of: folder.appendingPathComponent("missing").path) == nil)
    #expect(FileOperations.bytes(of: folder.path) == nil)
  }

  /// A new file takes an old one's place (swapped with it where the file system can swap,
  /// as /tmp's can), goes where no file was, and does not take a folder's place.
  @Test func putsAFileInPlaceOfAFileButNotOfAFolder() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }
    func write(_ text: String, _ name: String) throws {
      try Data(text.utf8).write(to: URL(fileURLWithPath: path(name)))
    }
    func names() throws -> [String] {
      try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    try write("old", "page.html")
    try write("new", ".page.html.tmp-1")
    #expect(FileOperations.putInPlace(path(".page.html.tmp-1"), path("page.html")))
    #expect(FileManager.default.contents(atPath: path("page.html")) == Data("new".utf8))
    #expect(try names() == ["page.html"])

    try write("first", ".other.html.tmp-1")
    #expect(FileOperations.putInPlace(path(".other.html.tmp-1"), path("other.html")))
    #expect(FileManager.default.contents(atPath: path("other.html")) == Data("first".utf8))
    #expect(try names() == ["other.html", "page.html"])

    try FileManager.default.createDirectory(
      atPath: path("taken"), withIntermediateDirectories: false)
    try write("keep", "taken/inside.html")
    try write("file", ".taken.tmp-1")
    #expect(!FileOperations.putInPlace(path(".taken.tmp-1"), path("taken")))
    #expect(FileManager.default.contents(atPath: path("taken/inside.html")) == Data("keep".utf8))
    #expect(FileManager.default.contents(atPath: path(".taken.tmp-1")) == Data("file".utf8))
  }
}
