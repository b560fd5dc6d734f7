import Foundation

/// Turns a view model into a finished HTML page: Mustache → Markdown → cmark → layout.
struct PageRenderer {
  let context: BuildContext
  let navigation: [(text: String, route: Route)]

  init(context: BuildContext) {
    self.context = context
    var items: [(String, Route)] = [("Home", .home), ("Results", .results), ("Players", .players)]
    if let season = context.facts.seasons.last {
      items.append(("Season \(season.name)", .season(season)))
    }
    items.append(("All-time", .allTime))
    items.append(("Ratings", .ratings))
    let menu = context.input.pages.filter { $0.menuOrder != nil }.sorted {
      ($0.menuOrder!, $0.name) < ($1.menuOrder!, $1.name)
    }
    items += menu.map { ($0.title ?? $0.name, .page(name: $0.name)) }
    navigation = items
  }

  /// Renders a page template with its view model and wraps it in the layout.
  func page(
    _ route: Route, template: String, model: Any, title: String, description: String? = nil,
    writeUp: ContentPage? = nil, previous: LinkViewModel? = nil, next: LinkViewModel? = nil,
    origin: String
  ) -> OutputFile {
    let markdown = context.templates.render(template, model)
    let html = CommonMark.html(markdown, allowRawHTML: true)
    return wrap(
      route, html: html, title: title, description: description, writeUp: writeUp,
      previous: previous, next: next, origin: origin)
  }

  /// Wraps already rendered HTML (an organiser's page) in the layout.
  func wrap(
    _ route: Route, html: String, title: String, description: String?, writeUp: ContentPage? = nil,
    previous: LinkViewModel? = nil, next: LinkViewModel? = nil, origin: String
  ) -> OutputFile {
    let router = context.router
    let config = context.facts.config
    let layout = LayoutViewModel(
      siteTitle: config.title,
      title: route == .home ? config.title : "\(title) · \(config.title)",
      pageTitle: title,
      description: description ?? config.description,
      canonicalURL: router.url(route),
      stylesheetHref: router.href(from: route, to: .file("assets/style.css")),
      faviconHref: router.href(from: route, to: .file("assets/favicon.svg")),
      feedHref: router.href(from: route, to: .file("feed.xml")),
      homeHref: router.href(from: route, to: .home),
      navigation: navigation.map {
        LayoutViewModel.NavItem(
          text: $0.text, href: router.href(from: route, to: $0.route), current: $0.route == route)
      },
      content: html,
      writeUp: writeUp.map { CommonMark.html($0.markdown, allowRawHTML: config.unsafeHTML) },
      writeUpTitle: writeUp?.title ?? "Match report",
      previous: previous, next: next, hasPager: previous != nil || next != nil,
      generator: "Gather Site \(GatherSiteVersion.current)")
    return OutputFile(
      path: router.outputPath(route), text: context.templates.render("layout", layout),
      origin: origin)
  }
}
