import Foundation
import Testing

@testable import GatherSite
@testable import GatherSiteCore

@Suite struct LiveReloadTests {
  /// The script goes before the page's last `</body>`, while serving only; a page without
  /// one is left as it is.
  @Test func theScriptGoesIntoPagesWhileServing() async throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let site = root.appendingPathComponent("_site")
    _ = try await SiteBuilder().build(
      TestSupport.options(content: TestSupport.fixtureLeague, output: site)
    ).result.get()
    let home = try Data(contentsOf: site.appendingPathComponent("index.html"))
    #expect(!String(decoding: home, as: UTF8.self).contains(LiveReload.statusPath))
    let served = String(decoding: LiveReload.inject(home), as: UTF8.self)
    #expect(served.contains("\(LiveReload.statusPath)?after="))
    #expect(served.hasSuffix(LiveReload.script + "</body>\n</html>\n"))
    #expect(LiveReload.inject(Data("<p>no body".utf8)) == Data("<p>no body".utf8))

    let notFound = String(decoding: LiveReload.notFoundPage(in: site), as: UTF8.self)
    #expect(notFound.contains("<title>") && notFound.contains(LiveReload.statusPath))
    #expect(LiveReload.notFoundPage(in: root) == Data("Not found".utf8))
  }
}
