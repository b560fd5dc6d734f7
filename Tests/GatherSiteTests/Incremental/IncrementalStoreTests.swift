import Foundation
import Testing

@testable import GatherSite
@testable import GatherSiteCore

/// The store's record, its lock, and a build without one.
@Suite struct IncrementalStoreTests {
  @Test func aRecordReadsBackAndADamagedOneIsNoRecord() throws {
    let key = "0123456789abcdef0123456789abcdef"
    let inputs = "fedcba9876543210fedcba9876543210"
    let text =
      "\(IncrementalStore.header)\n\(key) \(inputs) w12,p612062 12 1700000000.5 index.html\n"
      + "\(key) - - 0 7.000000001 a b/c d.html\n\(key) \(inputs) - 3 1.0 feed.xml\n"
    let record = try #require(IncrementalStore.parse(text))
    #expect(record.count == 3)
    #expect(record["a b/c d.html"]?.stamp == FileStamp(size: 0, seconds: 7, nanoseconds: 1))
    #expect(record["a b/c d.html"]?.madeFrom == nil)
    #expect(record["index.html"]?.key.hex == key)
    #expect(record["index.html"]?.madeFrom?.inputs.hex == inputs)
    #expect(record["index.html"]?.madeFrom?.sources == [.writeUp(index: 12), .page(name: "a b")])
    #expect(record["feed.xml"]?.madeFrom?.sources == [])
    // What the record writes, it reads back.
    let sources: [ContentSource] = [.page(name: "über, uns"), .writeUp(index: 0)]
    #expect(MadeFrom.sources(Substring(MadeFrom.text(sources))) == sources)
    for damaged in [
      "", "gather-site state 1\n", text.dropLast().description,
      text.replacingOccurrences(of: "w12", with: "x12"),
      text.replacingOccurrences(of: "p612062", with: "p61206"),
      text.replacingOccurrences(of: " 12 ", with: " x "),
      text.replacingOccurrences(of: "index.html", with: "../index.html"),
      text.replacingOccurrences(of: key + " " + inputs, with: "0123 " + inputs),
      text.replacingOccurrences(of: key + " - -", with: key + " -"),
      text.replacingOccurrences(of: "1700000000.5", with: "1700000000"),
    ] {
      #expect(IncrementalStore.parse(damaged) == nil, "\(damaged.debugDescription)")
    }
  }

  /// A second build of the same output folder, while the first holds the lock, is
  /// refused with a message naming the folder, and writes nothing.
  @Test func aSecondBuildOfTheSameOutputIsRefused() async throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let site = root.appendingPathComponent("_site")
    try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
    let options = TestSupport.options(content: TestSupport.fixtureLeague, output: site)
    let first = OutputFolder(site)
    try first.lock()
    await #expect(throws: BuildError.busy(output: site.path)) {
      try await SiteBuilder().build(options).result.get()
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: site.path).isEmpty)
    first.unlock()
    _ = try await SiteBuilder().build(options).result.get()
  }
}
