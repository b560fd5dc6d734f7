/// Presents what the layout shows around every page: the site's title, the page's title
/// and description, its canonical address, the navigation with the current page marked,
/// links to the stylesheet, icon and feed, and the pager.
struct LayoutPresenter: Sendable {
  let context: PresentationContext
  /// The navigation's entries, in order: the site's sections, the latest season, then the
  /// organiser's pages that ask for a place in the menu.
  let navigation: [(text: String, route: Route)]
  private let cards: ShareCardPresenter

  init(context: PresentationContext, pages: [ContentPage]) {
    self.context = context
    cards = ShareCardPresenter(context: context)
    let wording = context.wording
    var items: [(String, Route)] = [
      (wording[.navHome], .home), (wording[.navResults], .results),
      (wording[.navPlayers], .players),
    ]
    if let season = context.facts.seasons.last {
      items.append((wording(.seasonName, ("name", season.name)), .season(season)))
    }
    items.append((wording[.navAllTime], .allTime))
    items.append((wording[.navRatings], .ratings))
    items.append((wording[.navSearch], .search))
    let menu = pages.compactMap { page in page.menuOrder.map { (order: $0, page: page) } }
      .sorted { ($0.order, $0.page.name) < ($1.order, $1.page.name) }
    items += menu.map { ($0.page.title ?? $0.page.name, .page(name: $0.page.name)) }
    navigation = items
  }

  /// The layout of the page at `route`; its content and write-up are left empty.
  func viewModel(
    _ route: Route, title: String, description: String? = nil, writeUpTitle: String? = nil,
    previous: LinkViewModel? = nil, next: LinkViewModel? = nil
  ) -> LayoutViewModel {
    let router = context.router
    let config = context.config
    let wording = context.wording
    let generator = "Gather Site \(GatherSiteVersion.current)"
    return LayoutViewModel(
      language: wording.language,
      openGraphLocale: wording.openGraphLocale,
      noindex: config.noindex,
      siteTitle: config.title,
      title: route == .home ? config.title : "\(title) · \(config.title)",
      pageTitle: title,
      description: description ?? config.description,
      canonicalURL: router.url(route),
      stylesheetHref: router.href(from: route, to: .asset("style.css")),
      faviconHref: router.href(from: route, to: .asset("favicon.svg")),
      feedHref: router.href(from: route, to: .feed),
      feedTitle: wording(.siteFeedTitle, ("site", config.title)),
      homeHref: router.href(from: route, to: .home),
      navigation: navigation.map {
        LayoutViewModel.NavItem(
          text: $0.text, href: router.href(from: route, to: $0.route), current: $0.route == route)
      },
      content: "",
      writeUp: nil,
      writeUpTitle: writeUpTitle ?? wording[.siteWriteUp],
      previous: previous, next: next, hasPager: previous != nil || next != nil,
      generator: generator,
      footer: wording(.siteFooter, ("site", config.title), ("generator", generator)),
      image: cards.card(for: route).map {
        LayoutViewModel.Image(
          url: router.url(router.card($0.name, $0.card)), width: String(CardRenderer.width),
          height: String(CardRenderer.height), alt: $0.card.alt)
      })
  }
}
