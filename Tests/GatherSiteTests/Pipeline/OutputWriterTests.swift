import Foundation
import Testing

@testable import GatherSite

@Suite struct OutputWriterTests {
  @Test func aKilledBuildsLeftoversGoWithTheNextBuildAndTheMarkerGoesWhenABuildEnds() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let site = root.appendingPathComponent("_site")
    let options = TestSupport.options(content: TestSupport.fixtureLeague, output: site)
    _ = try SiteBuilder().build(options).result.get()
    let marker = site.appendingPathComponent(OutputWriter.markerName)
    #expect(!FileManager.default.fileExists(atPath: marker.path))

    // What a build killed while rendering leaves: its marker, a temporary, an empty folder.
    let temporary = site.appendingPathComponent("players/.index.html.tmp-99999")
    let folder = site.appendingPathComponent("matches/2099-01-01-deadbeef")
    try Data("half".utf8).write(to: temporary)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data().write(to: marker)
    _ = try SiteBuilder().build(options).result.get()
    #expect(!FileManager.default.fileExists(atPath: temporary.path))
    #expect(!FileManager.default.fileExists(atPath: folder.path))
    #expect(!FileManager.default.fileExists(atPath: marker.path))
  }

  @Test func aFailedBuildLeavesNoMarker() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let site = root.appendingPathComponent("_site")
    let writer = OutputWriter(directory: site)
    writer.record([try writer.stage(OutputFile(path: "a/index.html", text: "a", origin: "test"))])
    #expect(
      FileManager.default.fileExists(
        atPath: site.appendingPathComponent(OutputWriter.markerName).path))
    writer.abort()
    #expect(!FileManager.default.fileExists(atPath: site.path))
  }
}
