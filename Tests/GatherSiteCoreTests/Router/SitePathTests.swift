import Testing

@testable import GatherSiteCore

@Suite struct SitePathTests {
  @Test func parentsAndNames() {
    #expect(SitePath.parent("x") == "" && SitePath.parent("x/index.html") == "x")
    #expect(SitePath.parent("players/1-ana/index.html") == "players/1-ana")
    #expect(SitePath.name("players/1-ana/index.html") == "index.html" && SitePath.name("x") == "x")
  }
}
