/// Presents every HTML page of the site by its route: the page's own presenter makes its
/// view model, and this adds the page's title, description and neighbours to the layout,
/// and the write-up of a match.
///
/// A page is made from the facts, the settings, the organiser's pages' titles and menu
/// places, and whatever Markdown it reads from the `OrganiserContent` it is given.
public struct PagesPresenter: Sendable {
  let context: PresentationContext
  private let layout: LayoutPresenter

  /// `pages` are the organiser's pages, for the menu: their Markdown is not read here.
  public init(context: PresentationContext, pages: [ContentPage]) {
    self.context = context
    let headings = pages.map { page in
      var heading = page
      heading.markdown = ""
      return heading
    }
    layout = LayoutPresenter(context: context, pages: headings)
  }

  /// The page at `route`, reading the organiser's Markdown from `content`; `nil` for a
  /// route that is not an HTML page (a file), or a page that `content` does not hold.
  public func page(_ route: Route, content: inout OrganiserContent) -> PresentedPage? {
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
    case .predictions:
      let model = PredictionsPresenter(context: context).viewModel()
      return page(route, "predictions", model, title: model.title)
    case .pairs:
      let model = PairsPresenter(context: context).viewModel()
      return page(route, "pairs", model, title: model.title)
    case .search:
      let model = SearchPresenter(context: context).viewModel()
      return page(route, "search", model, title: model.title)
    case .notFound:
      let model = NotFoundViewModel(
        title: context.wording[.notFoundTitle],
        homeHref: context.router.href(from: route, to: .home),
        resultsHref: context.router.href(from: route, to: .results),
        playersHref: context.router.href(from: route, to: .players))
      return page(route, "404", model, title: model.title)
    case .match(let index):
      let model = MatchPresenter(context: context).viewModel(index: index)
      let writeUp = content.writeUp(index)
      var presented = page(
        route, "match", model,
        title: context.wording(
          .matchTitle, ("match", model.title), ("date", context.shortDates[index])),
        description: context.wording(
          .matchDescription, ("result", model.result), ("date", model.date)),
        writeUpTitle: writeUp?.title,
        previous: model.previous, next: model.next)
      presented.writeUp = writeUp.map {
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
    case .attendance(let season, let month):
      let model = AttendancePresenter(context: context).viewModel(season, month)
      return page(
        route, "attendance", model, title: model.title, previous: model.previous,
        next: model.next)
    case .page(let name):
      guard let source = content.page(name) else { return nil }
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
