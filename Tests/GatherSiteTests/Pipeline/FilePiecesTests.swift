import Foundation
import Testing

@testable import GatherSite

@Suite struct FilePiecesTests {
  private let old = Data("[0123456789,abcdefghij,KLMNOPQRST]".utf8)

  private func previous() throws -> (URL, String) {
    let folder = try TestSupport.temporaryDirectory()
    let path = folder.appendingPathComponent("ratings.json").path
    try old.write(to: URL(fileURLWithPath: path))
    return (folder, path)
  }

  /// Copied ranges come from the previous file, made pieces from memory, in order.
  @Test func writesCopiedRangesAndMadeBytesInOrder() throws {
    let (folder, path) = try previous()
    defer { try? FileManager.default.removeItem(at: folder) }
    let pieces = FilePieces(
      pieces: [
        .copy(offset: 0, length: 12), .bytes(Data("ABCDEFGHIJ".utf8)),
        .copy(offset: 22, length: 11), .bytes(Data(",new]".utf8)),
      ], source: path)
    let temporary = folder.appendingPathComponent(".ratings.json.tmp-1").path
    try pieces.write(to: temporary, name: "data/ratings.json")
    let written = try Data(contentsOf: URL(fileURLWithPath: temporary))
    #expect(String(decoding: written, as: UTF8.self) == "[0123456789,ABCDEFGHIJ,KLMNOPQRST,new]")
    #expect(pieces.count == written.count)
  }

  /// The previous file matches pieces that copy each range where it was and make the rest
  /// with the same bytes; a moved range, other bytes or another length do not.
  @Test func matchesOnlyWhatIsAlreadyOnDisk() throws {
    let (folder, path) = try previous()
    defer { try? FileManager.default.removeItem(at: folder) }
    let same = FilePieces(
      pieces: [
        .copy(offset: 0, length: 12), .bytes(Data("abcdefghij".utf8)),
        .copy(offset: 22, length: 12),
      ],
      source: path)
    #expect(same.matches(path))
    var changed = same
    changed.pieces[1] = .bytes(Data("abcdefghiJ".utf8))
    #expect(!changed.matches(path))
    let moved = FilePieces(
      pieces: [
        .bytes(Data("[0123456789,".utf8)), .copy(offset: 12, length: 10),
        .copy(offset: 22, length: 12),
      ],
      source: path)
    #expect(moved.matches(path))
    let shifted = FilePieces(
      pieces: [
        .copy(offset: 0, length: 11), .bytes(Data(",a".utf8)), .copy(offset: 12, length: 21),
      ],
      source: path)
    #expect(shifted.count == old.count && !shifted.matches(path))
    let shorter = FilePieces(pieces: [.copy(offset: 0, length: 12)], source: path)
    #expect(!shorter.matches(path))
  }

  /// A previous file that is gone fails the build with the file's site path.
  @Test func aMissingPreviousFileIsAnErrorNamingTheFile() throws {
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let pieces = FilePieces(
      pieces: [.copy(offset: 0, length: 4)], source: folder.appendingPathComponent("gone").path)
    #expect(throws: BuildError.output(path: "feed.xml", message: "No such file or directory")) {
      try pieces.write(to: folder.appendingPathComponent(".feed.xml.tmp-1").path, name: "feed.xml")
    }
    #expect(
      !FileManager.default.fileExists(atPath: folder.appendingPathComponent(".feed.xml.tmp-1").path)
    )
  }
}
