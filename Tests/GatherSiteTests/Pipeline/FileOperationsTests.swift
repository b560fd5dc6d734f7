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
}
