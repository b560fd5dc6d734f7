import Foundation
import Testing

@testable import GatherSite

/// A part is put in the page only where its marker stands once, on a line of its own.
@Suite struct SplicedFileTests {
  private let marker = SplicedFile.marker

  @Test func theMarkerIsFoundOnlyOnceOnALineOfItsOwn() {
    let page = Data("<p>Before</p>\n\(marker)\n<p>After</p>\n".utf8)
    let range = SplicedFile.markerRange(in: page)
    #expect(range == 14..<14 + marker.utf8.count)
    #expect(SplicedFile.markerRange(in: Data("\(marker)\n".utf8)) == 0..<marker.utf8.count)
  }

  /// Near misses (the marker's start without its end, a cut-off marker at the end) are
  /// passed over, and a page that is a slice of larger data is searched from its start.
  @Test func theMarkerIsFoundPastNearMissesAndInSlices() {
    let start = String(marker.prefix(12))
    let text = "<!--x\n\(start)\n<\n\(marker)\n\(marker.dropLast())"
    let offset = "<!--x\n\(start)\n<\n".utf8.count
    #expect(SplicedFile.markerRange(in: Data(text.utf8)) == offset..<offset + marker.utf8.count)
    let whole = Data(("12345\n" + text).utf8)
    let slice = whole[6...]
    #expect(
      SplicedFile.markerRange(in: slice) == 6 + offset..<6 + offset + marker.utf8.count)
    #expect(SplicedFile.markerRange(in: Data()) == nil)
    #expect(SplicedFile.markerRange(in: Data(marker.dropLast().utf8)) == nil)
  }

  @Test func aMarkerTwiceMissingOrWithinALineIsNotUsed() {
    for text in [
      "<p>Before</p>\n\(marker)\n\(marker)\n", "<p>No marker</p>\n", "<p>\(marker)</p>\n",
      "\(marker) and more\n", "\(marker)",
    ] {
      #expect(SplicedFile.markerRange(in: Data(text.utf8)) == nil, "\(text)")
    }
  }

  @Test func dataCannotWriteTheMarker() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let content = try TestSupport.copyOfFixtureLeague(in: root)
    let players = content.appendingPathComponent("data/players.json")
    var text = try String(contentsOf: players, encoding: .utf8)
    let first = try #require(text.range(of: #""name": ""#))
    text.insert(
      contentsOf: marker.replacingOccurrences(of: "\"", with: "\\\"") + "\\n", at: first.upperBound)
    try text.write(to: players, atomically: true, encoding: .utf8)
    let site = root.appendingPathComponent("_site")
    _ = try SiteBuilder().build(TestSupport.options(content: content, output: site)).result.get()
    let folders = try FileManager.default.contentsOfDirectory(
      atPath: site.appendingPathComponent("players").path)
    var shown = 0
    for folder in folders where !folder.hasSuffix(".html") {
      let page = try TestSupport.read("players/\(folder)/index.html", in: site)
      #expect(!page.contains(marker), "\(folder)")
      if page.contains("&lt;!--gather-site part") { shown += 1 }
    }
    #expect(shown > 0, "the name with the marker is shown, escaped")
  }
}
