import Foundation
import Testing

@testable import GatherSite
@testable import GatherSiteCore

@Suite struct PreviewResponderTests {
  @Test func servesPagesWithTheReloadScriptAndNeverLeavesTheSite() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let site = root.appendingPathComponent("_site")
    _ = try SiteBuilder().build(
      TestSupport.options(content: TestSupport.fixtureLeague, output: site)
    ).result.get()
    try Data("secret".utf8).write(to: root.appendingPathComponent("secret.txt"))
    let responder = PreviewResponder(site: site)
    let home = responder.respond(to: "/")
    #expect(home.status == 200 && home.contentType == "text/html; charset=utf-8")
    #expect(String(decoding: home.body, as: UTF8.self).contains(PreviewResponder.statusPath))
    // The script is added while serving only.
    #expect(!(try TestSupport.read("index.html", in: site)).contains(PreviewResponder.statusPath))
    #expect(responder.respond(to: "/players/1-ana/").status == 200)
    #expect(responder.respond(to: "/assets/style.css").contentType == "text/css; charset=utf-8")
    for path in ["/../secret.txt", "/%2E%2E/secret.txt", "/players/../../secret.txt", "/nope/"] {
      let response = responder.respond(to: path)
      #expect(response.status == 404, "\(path)")
      #expect(!String(decoding: response.body, as: UTF8.self).contains("secret"))
    }
  }
}
