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

  /// Renders a page template with its view model and wraps it in the layout; a page the
  /// render cache already holds is not rendered again.
  func page(
    _ route: Route, template: String, model: some TemplateData, title: String,
    description: String? = nil, writeUp: ContentPage? = nil, previous: LinkViewModel? = nil,
    next: LinkViewModel? = nil, origin: String
  ) -> OutputFile {
    render(
      route, title: title, description: description, writeUp: writeUp, previous: previous,
      next: next, origin: origin,
      content: { hasher in
        hasher.combine(template)
        model.fingerprint(into: &hasher)
      },
      html: { CommonMark.html(utf8: context.templates.render(template, model), allowRawHTML: true) }
    )
  }

  /// Wraps an organiser's Markdown page in the layout.
  func page(_ page: ContentPage, origin: String) -> OutputFile {
    let unsafeHTML = context.facts.config.unsafeHTML
    return render(
      .page(name: page.name), title: page.title ?? page.name, description: page.description,
      writeUp: nil, previous: nil, next: nil, origin: origin,
      content: { hasher in hasher.combine(page.markdown) },
      html: { CommonMark.html(page.markdown, allowRawHTML: unsafeHTML) })
  }

  /// A page's view model with what its layout shows of it.
  struct Presented<Model: TemplateData> {
    var model: Model
    var title: String
    var description: String?
    var previous: LinkViewModel?
    var next: LinkViewModel?
  }

  /// What the layout of a page at `route`'s depth holds besides the page's own title,
  /// description, address, neighbours and write-up: the same for every page of that depth
  /// that is not in the navigation (every match or player page), so made once per step.
  func layoutSeed(like route: Route) -> RenderKey {
    var layout = self.layout(
      route, title: "", description: "", writeUp: nil, previous: nil, next: nil)
    layout.title = ""
    layout.canonicalURL = ""
    var hasher = StableHasher()
    layout.fingerprint(into: &hasher)
    return hasher.finalize()
  }

  /// A page keyed by its inputs rather than by its view model: `inputs` feeds everything the
  /// model is made from, and `present` makes the model only when the page has to be
  /// rendered. `layoutSeed` is `layoutSeed(like:)` of a page like this one.
  func page<Model: TemplateData>(
    _ route: Route, template: String, layoutSeed: RenderKey, writeUp: ContentPage? = nil,
    origin: String, inputs: (inout StableHasher) -> Void, present: () -> Presented<Model>
  ) -> OutputFile {
    let path = context.router.outputPath(route)
    let key = inputsKey(
      path, template: template, layoutSeed: layoutSeed, writeUp: writeUp, inputs: inputs)
    return context.file(path, key: key, origin: origin) {
      html(route, template: template, page: present(), writeUp: writeUp)
    }
  }

  /// A page keyed by its inputs with one large part made apart from the rest (see
  /// `BuildContext.file(_:key:origin:text:partKey:part:page:)`): `partInputs` feeds
  /// everything the part is made from (and `inputs` too), `part` makes its text, and
  /// `present` makes the model with the given stand-ins in the text's and the part's
  /// places, or (`nil`) with `text` and the part. `text`, when given, is a short line that
  /// `inputs` does not cover, which the page shows as it is (see `showsVerbatim`).
  func page<Model: TemplateData>(
    _ route: Route, template: String, layoutSeed: RenderKey, origin: String,
    inputs: (inout StableHasher) -> Void, text: String? = nil,
    partInputs: (inout StableHasher) -> Void, part: () -> String,
    present: (_ text: String?, _ part: String?) -> Presented<Model>
  ) -> OutputFile {
    let path = context.router.outputPath(route)
    let key = inputsKey(
      path, template: template, layoutSeed: layoutSeed, writeUp: nil, inputs: inputs)
    return context.file(
      path, key: key, origin: origin, text: text,
      partKey: {
        var hasher = StableHasher()
        hasher.combine(context.renderSeed)
        hasher.combine("part")
        hasher.combine(path)
        hasher.combine(context.presentation.keys.settings)
        partInputs(&hasher)
        return hasher.finalize()
      },
      part: part,
      page: { html(route, template: template, page: present($0, $1), writeUp: nil) })
  }

  /// Whether the theme shows a text as it is where `present` puts it: the page rendered
  /// with `SplicedFile.textStandIn` there, once, and with `SplicedFile.plainProbe` (every
  /// character a spliced text may hold), the two differing only there. (A theme that puts
  /// the text in an HTML attribute, or a Markdown construct that changes it, does not.)
  func showsVerbatim<Model: TemplateData>(
    _ route: Route, template: String, present: (String) -> Presented<Model>
  ) -> Bool {
    let withStandIn = html(
      route, template: template, page: present(SplicedFile.textStandIn), writeUp: nil)
    let withProbe = html(
      route, template: template, page: present(SplicedFile.plainProbe), writeUp: nil)
    guard let at = SplicedFile.onlyRange(of: SplicedFile.textStandIn, in: withStandIn) else {
      return false
    }
    var expected = Data(withStandIn[..<at.lowerBound])
    expected.append(contentsOf: SplicedFile.plainProbe.utf8)
    expected.append(withStandIn[at.upperBound...])
    return expected == withProbe
  }

  /// The render key of a page keyed by its inputs.
  private func inputsKey(
    _ path: String, template: String, layoutSeed: RenderKey, writeUp: ContentPage?,
    inputs: (inout StableHasher) -> Void
  ) -> RenderKey {
    var hasher = StableHasher()
    hasher.combine(context.renderSeed)
    hasher.combine("inputs")
    hasher.combine(path)
    hasher.combine(layoutSeed)
    hasher.combine(context.presentation.keys.settings)
    hasher.combine(template)
    inputs(&hasher)
    hasher.combine(writeUp?.markdown)
    hasher.combine(writeUp?.title)
    return hasher.finalize()
  }

  /// A presented page rendered and wrapped in the layout.
  private func html<Model: TemplateData>(
    _ route: Route, template: String, page: Presented<Model>, writeUp: ContentPage?
  ) -> Data {
    var layout = self.layout(
      route, title: page.title, description: page.description, writeUp: writeUp,
      previous: page.previous, next: page.next)
    layout.content = CommonMark.html(
      utf8: context.templates.render(template, page.model), allowRawHTML: true)
    layout.writeUp = writeUp.map {
      CommonMark.html($0.markdown, allowRawHTML: context.facts.config.unsafeHTML)
    }
    return Data(context.templates.render("layout", layout))
  }

  private func layout(
    _ route: Route, title: String, description: String?, writeUp: ContentPage?,
    previous: LinkViewModel?, next: LinkViewModel?
  ) -> LayoutViewModel {
    let router = context.router
    let config = context.facts.config
    return LayoutViewModel(
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
      content: "",
      writeUp: nil,
      writeUpTitle: writeUp?.title ?? "Match report",
      previous: previous, next: next, hasPager: previous != nil || next != nil,
      generator: "Gather Site \(GatherSiteVersion.current)")
  }

  private func render(
    _ route: Route, title: String, description: String?, writeUp: ContentPage?,
    previous: LinkViewModel?, next: LinkViewModel?, origin: String,
    content: (inout StableHasher) -> Void, html: () -> String
  ) -> OutputFile {
    let router = context.router
    let config = context.facts.config
    let path = router.outputPath(route)
    var layout = self.layout(
      route, title: title, description: description, writeUp: writeUp, previous: previous,
      next: next)
    // The key covers the layout (its content and write-up still empty), the page's own
    // inputs, the write-up's Markdown and the theme and program (the seed).
    var hasher = StableHasher()
    hasher.combine(context.renderSeed)
    hasher.combine(path)
    layout.fingerprint(into: &hasher)
    content(&hasher)
    (writeUp?.markdown).fingerprint(into: &hasher)
    hasher.combine(config.unsafeHTML)
    return context.file(path, key: hasher.finalize(), origin: origin) {
      layout.content = html()
      layout.writeUp = writeUp.map {
        CommonMark.html($0.markdown, allowRawHTML: config.unsafeHTML)
      }
      return Data(context.templates.render("layout", layout))
    }
  }
}
