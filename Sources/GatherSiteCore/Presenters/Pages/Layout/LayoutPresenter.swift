/// Presents what the layout shows around every page: the site's title, the page's title
/// and description, its canonical address, the navigation with the current page marked,
/// links to the stylesheet, icon and feed, and the pager.
struct LayoutPresenter: Sendable {
  let context: PresentationContext
  /// The navigation's entries, in order (`PageRegistry` says which pages have one): the
  /// site's sections, the latest season, then the organiser's pages that ask for a place.
  let navigation: [(text: String, route: Route)]
  private let cards: ShareCardPresenter
  /// The match photos' reduced copies, which a match with a photo shows in chats instead of
  /// its share card.
  private let photos: ReducedPhotos

  init(context: PresentationContext, pages: [ContentPage], photos: ReducedPhotos = .none) {
    self.context = context
    cards = ShareCardPresenter(context: context)
    navigation = PageRegistry.navigation(context, pages: pages)
    self.photos = photos
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
      image: PhotoPresenter(context: context).openGraph(route, photos: photos)
        ?? cards.file(for: route).map {
          LayoutViewModel.Image(
            url: router.url($0.route), type: "image/png", width: String(CardRenderer.width),
            height: String(CardRenderer.height), alt: $0.card.alt)
        })
  }
}
