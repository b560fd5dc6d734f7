import Foundation

/// What one kind of page or file of the site is, as `PageRegistry` declares it: where its
/// files go, which of them a site has, what makes them, and whether the navigation, the
/// sitemap and the search index list them. Nothing else in the program lists the kinds of
/// page.
public struct PageDeclaration: Sendable {
  /// What makes a file of this kind.
  public enum Maker: Sendable {
    /// An HTML page: its presenter's view model, rendered with `template` inside the
    /// layout. `nil` when the organiser's content holds no such page.
    case page(@Sendable (PagesPresenter, Route, inout OrganiserContent) -> PresentedPage?)
    /// A document (data, a feed, a calendar, a sitemap, a script), made from the site alone.
    case document(@Sendable (SitePresenters, Route) -> Data)
    /// The share card of the page at the given route, drawn from what it says; its own
    /// route names what it says (`ShareCardPresenter.file(for:)`).
    case card
    /// A file copied as it is: a theme asset or a static file.
    case copy
    /// A file the build made before the pages were presented, since pages say what it is:
    /// a match photo's reduced copy, made with an image library (`SitePresenters.photos`
    /// lists those it could make), or a season's book (`SitePresenters.books`).
    case made
  }

  /// The build's name for these files, in progress reports and errors ("match pages").
  public let name: String
  /// Where a file of this kind goes in the site: `{}` stands for the route's own part (a
  /// match's or player's folder name, a season's name, a file's path: `Router.part`).
  /// A path ending in `/` is a page's folder; the page is the `index.html` in it.
  public let path: String
  /// The page template that makes such a page's Markdown.
  public let template: String?
  /// Every file of this kind the site has, in the order they are made.
  public let routes: @Sendable (SitePresenters) -> [Route]
  public let maker: Maker
  /// Whether these files are made after every other kind's: many small ones, which even
  /// out the cores' last gaps.
  public var late = false
  /// What a conflict over one of these files calls its maker.
  public var origin: @Sendable (SitePresenters, Route) -> String
  /// The navigation's entries for this kind, with their texts, in order, given the
  /// organiser's pages.
  public var navigation: (@Sendable (PresentationContext, [ContentPage]) -> [(String, Route)])?
  /// Whether the sitemap lists these pages.
  public var inSitemap = false
  /// The search index's entries for this kind, with their titles, in order.
  public var search: (@Sendable (SitePresenters) -> [(String, Route)])?

  init(
    _ name: String, path: String, template: String? = nil, origin: String? = nil,
    routes: @escaping @Sendable (SitePresenters) -> [Route], maker: Maker
  ) {
    self.name = name
    self.path = path
    self.template = template
    self.routes = routes
    self.maker = maker
    let origin = origin ?? name
    self.origin = { _, _ in origin }
  }

  /// The site's one page or file of this kind.
  init(
    _ name: String, path: String, template: String? = nil, origin: String? = nil, route: Route,
    maker: Maker
  ) {
    self.init(
      name, path: path, template: template, origin: origin, routes: { _ in [route] }, maker: maker)
  }
}
