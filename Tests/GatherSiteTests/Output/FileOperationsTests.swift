import Foundation
import Testing

@testable import GatherSite
@testable import GatherSiteCore

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

  /// A file replaced as a whole holds the new bytes alone, and no temporary is left.
  @Test func replacesAFileWhole() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("state").path
    let long = Data((0..<300_000).map { UInt8($0 % 253) })
    try FileOperations.replace(long, in: folder.path, name: "state")
    #expect(FileManager.default.contents(atPath: path) == long)
    try FileOperations.replace(Data("short".utf8), in: folder.path, name: "state")
    #expect(FileManager.default.contents(atPath: path) == Data("short".utf8))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["state"])
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
