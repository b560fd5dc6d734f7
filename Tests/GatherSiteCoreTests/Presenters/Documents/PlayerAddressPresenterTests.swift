import Foundation
import Testing

@testable import GatherSiteCore

@Suite struct PlayerAddressPresenterTests {
  /// The fixture league with player 2 (Ben) unlisted and player 4 (Dev) renamed to a name
  /// that gives no slug.
  private func site() -> SitePresenters {
    var (input, _) = TestSupport.fixtureInput()
    input.config.unlisted = [2]
    input.league.players[4]?.name = "!!!"
    let facts = LeagueFactsInteractor.facts(for: input.league, config: input.config)
    let context = PresentationContext(
      facts: facts, router: Router(facts: facts, pages: input.pages), wording: .english)
    return SitePresenters(context: context, pages: input.pages, themeAssets: [], staticFiles: [:])
  }

  /// The address page sends the reader on to the page at once, names it as the canonical
  /// page, keeps itself out of search engines, and escapes the name.
  @Test func anAddressLeadsToThePlayersPage() {
    let site = site()
    let page = PlayerAddressPresenter(context: site.context, cards: site.cards).page(id: 5)
    let href = "../../players/5-zoe-b-ana-b-x-javascript-alert-1/index.html"
    #expect(page.contains("<html lang=\"en\">"))
    #expect(page.contains("<meta http-equiv=\"refresh\" content=\"0; url=\(href)\">"))
    #expect(
      page.contains(
        "<link rel=\"canonical\" href=\"https://league.example.org/fixture/players/5-zoe-b-ana-b-x-javascript-alert-1/\">"
      ))
    #expect(page.contains("<meta name=\"robots\" content=\"noindex\">"))
    #expect(
      page.contains(
        "<h1><a href=\"\(href)\">*Zoë* &lt;b&gt;Ana&lt;/b&gt; [x](javascript:alert(1))</a></h1>"))
    #expect(!page.contains("<b>"))
  }

  /// A chat app previews the address without following its refresh: it gets the page's
  /// title, description and share card.
  @Test func anAddressCarriesThePagesPreview() throws {
    let site = site()
    let page = PlayerAddressPresenter(context: site.context, cards: site.cards).page(id: 1)
    #expect(page.contains("<meta property=\"og:title\" content=\"Ana · Striker\">"))
    #expect(
      page.contains(
        "<meta property=\"og:url\" content=\"https://league.example.org/fixture/players/1-ana/\">"))
    let card = try #require(site.cards.file(for: .player(id: 1)))
    #expect(
      page.contains(
        "<meta property=\"og:image\" content=\"\(site.context.router.url(card.route))\">"))
    #expect(page.contains("<meta name=\"twitter:card\" content=\"summary_large_image\">"))
  }

  /// Every listed player has an address, but for one whose page is at it already; an
  /// unlisted player has none.
  @Test func everyListedPlayerHasAnAddressButNoUnlistedOne() {
    let site = site()
    let routes = PageRegistry.all[Route.Kind.playerAddress.rawValue].routes(site)
    #expect(Set(routes) == Set([1, 3, 5, 6].map { Route.playerAddress(id: $0) }))
    #expect(site.context.router.outputPath(.player(id: 4)) == "players/4/index.html")
    #expect(PageRegistry.sitemapRoutes(in: site).allSatisfy { $0.kind != .playerAddress })
  }
}
