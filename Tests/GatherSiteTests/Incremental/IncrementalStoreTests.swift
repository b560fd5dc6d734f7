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
  /// refused with a message naming the state folder, and writes nothing.
  @Test func aSecondBuildOfTheSameOutputIsRefused() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let site = root.appendingPathComponent("_site")
    let options = TestSupport.options(content: TestSupport.fixtureLeague, output: site)
    let first = IncrementalStore(stateRoot: try #require(options.stateDirectory), output: site)
    try first.open()
    #expect(throws: BuildError.busy(state: first.folder.path)) {
      try SiteBuilder().build(options).result.get()
    }
    #expect(!FileManager.default.fileExists(atPath: site.path))
    first.unlock()
    _ = try SiteBuilder().build(options).result.get()
  }

  /// Without its state, a build still removes the stale files that are the site's own
  /// (a match that is gone) and leaves every other file alone.
  @Test func aBuildWithoutStateRemovesOnlyItsOwnStaleFiles() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let content = try TestSupport.copyOfFixtureLeague(in: root)
    let site = root.appendingPathComponent("_site")
    let options = TestSupport.options(content: content, output: site)
    _ = try SiteBuilder().build(options).result.get()
    let gone = site.appendingPathComponent("matches/2024-01-31-44444444/index.html")
    #expect(FileManager.default.fileExists(atPath: gone.path))
    let foreign = ["CNAME", ".nojekyll", "images/logo.png", "matches/notes.txt"]
    for path in foreign.dropFirst() {
      let url = site.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data("mine".utf8).write(to: url)
    }
    try FileManager.default.removeItem(at: try #require(options.stateDirectory))
    let gathersURL = content.appendingPathComponent("data/gathers.json")
    var gathers =
      try JSONSerialization.jsonObject(with: Data(contentsOf: gathersURL)) as! [[String: Any]]
    gathers.removeAll { $0["id"] as? String == "44444444-4444-4444-8444-444444444444" }
    try JSONSerialization.data(withJSONObject: gathers).write(to: gathersURL)
    let summary = try SiteBuilder().build(options).result.get()
    // The match's page and card, and the home page's card, which counts one match fewer.
    #expect(summary.report.removed == 3)
    #expect(!FileManager.default.fileExists(atPath: gone.path))
    for path in foreign {
      #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent(path).path))
    }
  }
}
