import Foundation
import Testing

@testable import GatherSiteCore

/// A file with a size limit is read no further than the limit.
@Suite struct BoundedFileTests {
  @Test func aFileOverTheLimitIsToldByItsSizeAndAnEndlessOneIsNotReadToTheEnd() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "bounded-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: file) }
    try Data(repeating: UInt8(ascii: "a"), count: 3_000_000).write(to: file)
    guard case .tooLarge(let size) = BoundedFile.read(file.path, limit: 1 << 20) else {
      Issue.record("a 3 MB file read whole under a 1 MiB limit")
      return
    }
    #expect(size == 3_000_000)
    guard case .whole(let data) = BoundedFile.read(file.path, limit: 3_000_000) else {
      Issue.record("a 3 MB file not read whole under a 3 MB limit")
      return
    }
    #expect(data.count == 3_000_000)
    // /dev/zero never ends: only the limit and a byte are read.
    guard case .tooLarge(let read) = BoundedFile.read("/dev/zero", limit: 1 << 20) else {
      Issue.record("/dev/zero read whole")
      return
    }
    #expect(read == (1 << 20) + 1)
    #expect(BoundedFile.read("/nonexistent/site.yml", limit: 10) == nil)
  }
}
