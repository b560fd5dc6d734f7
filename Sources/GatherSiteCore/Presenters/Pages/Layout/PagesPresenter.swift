/// Presents every HTML page of the site by its route: the page's own presenter makes its
/// view model, and this adds the page's title, description and neighbours to the layout,
/// and the write-up of a match.
public struct PagesPresenter: Sendable {
  let context: PresentationContext
  /// The organiser's Markdown pages, by name.
  private let pages: [String: ContentPage]
  /// Organisers' write-ups by index into `league.gathers`.
  private let writeUps: [Int: ContentPage]
  private let layout: LayoutPresenter

  public init(
    context: PresentationContext, pages: [ContentPage], writeUps: [Int: ContentPage]
  ) {
    self.context = context
    self.pages = Dictionary(pages.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    self.writeUps = writeUps
    layout = LayoutPresenter(context: context, pages: pages)
  }

  /// The page at `route`; `nil` for a route that is not an HTML page (a file).
  public func page(_ route: Route) -> PresentedPage? {
    switch route {
    case .home:
      let model = HomePresenter(context: context).viewModel()
      return page(route, "home", model, title: model.title)
    case .results:
      let model = ResultsPresenter(context: context).viewModel()
      return page(route, "results", model, title: model.title)
    case .players:
      let model = PlayersPresenter(context: context).viewModel()
      return page(route, "players", model, title: model.title)
    case .allTime:
      let model = AllTimePresenter(context: context).viewModel()
      return page(route, "all-time", model, title: model.title)
    case .ratings:
      let model = RatingsPresenter(context: context).viewModel()
      return page(route, "ratings", model, title: model.title)
    case .notFound:
      let model = NotFoundViewModel(
        title: "Page not found", homeHref: context.router.href(from: route, to: .home),
        resultsHref: context.router.href(from: route, to: .results),
        playersHref: context.router.href(from: route, to: .players))
      return page(route, "404", model, title: model.title)
    case .match(let index):
      let model = MatchPresenter(context: context).viewModel(index: index)
      var presented = page(
        route, "match", model, title: "\(model.title), \(context.shortDates[index])",
        description: "\(model.result) · \(model.date)", writeUpTitle: writeUps[index]?.title,
        previous: model.previous, next: model.next)
      presented.writeUp = writeUps[index].map {
        PresentedPage.WriteUp(markdown: $0.markdown, allowRawHTML: context.config.unsafeHTML)
      }
      return presented
    case .player(let id):
      let model = PlayerPresenter(context: context).viewModel(id: id)
      return page(route, "player", model, title: model.title)
    case .season(let season):
      let model = SeasonPresenter(context: context).viewModel(season)
      return page(
        route, "season", model, title: model.title, previous: model.previous, next: model.next)
    case .page(let name):
      guard let source = pages[name] else { return nil }
      return PresentedPage(
        content: .markdown(source.markdown, allowRawHTML: context.config.unsafeHTML),
        layout: layout.viewModel(
          route, title: source.title ?? source.name, description: source.description))
    default:
      return nil
    }
  }

  private func page(
    _ route: Route, _ template: String, _ model: some TemplateData, title: String,
    description: String? = nil, writeUpTitle: String? = nil, previous: LinkViewModel? = nil,
    next: LinkViewModel? = nil
  ) -> PresentedPage {
    PresentedPage(
      content: .template(name: template, model: model),
      layout: layout.viewModel(
        route, title: title, description: description, writeUpTitle: writeUpTitle,
        previous: previous, next: next))
  }
}
