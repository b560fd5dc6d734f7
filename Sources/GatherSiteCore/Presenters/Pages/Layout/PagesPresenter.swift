/// Presents every HTML page of the site by its route: the page's own presenter, named in
/// `PageRegistry`, makes its view model, and this adds the page's title, description and
/// neighbours to the layout, and the write-up of a match.
///
/// A page is made from the facts, the settings, the organiser's pages' titles and menu
/// places, and whatever Markdown it reads from the `OrganiserContent` it is given.
public struct PagesPresenter: Sendable {
  let context: PresentationContext
  /// The season books the build drew, which the season pages link to.
  let books: SeasonBooks
  private let layout: LayoutPresenter

  /// `pages` are the organiser's pages without their Markdown (`ContentPage.heading`), for
  /// the menu; `photos`, the match photos' reduced copies the build made, for `og:image`;
  /// `books`, the season books it drew.
  public init(
    context: PresentationContext, pages: [ContentPage], photos: ReducedPhotos = .none,
    books: SeasonBooks = .none
  ) {
    self.context = context
    self.books = books
    layout = LayoutPresenter(context: context, pages: pages, photos: photos)
  }

  /// The page at `route`, reading the organiser's Markdown from `content`; `nil` for a
  /// route that is not an HTML page (a file), or a page that `content` does not hold.
  public func page(_ route: Route, content: inout OrganiserContent) -> PresentedPage? {
    guard case .page(let present) = PageRegistry.declaration(of: route).maker else { return nil }
    return present(self, route, &content)
  }

  /// The page of the gather at `index`, with the organiser's write-up of it.
  func match(_ index: Int, content: inout OrganiserContent) -> PresentedPage {
    let route = Route.match(index: index)
    let model = MatchPresenter(context: context).viewModel(index: index)
    let writeUp = content.writeUp(index)
    var presented = page(
      route, model,
      title: context.wording(
        .matchTitle, ("match", model.title), ("date", context.shortDates[index])),
      description: context.wording(
        .matchDescription, ("result", model.result), ("date", model.date)),
      writeUpTitle: writeUp?.title,
      previous: model.previous, next: model.next)
    // A write-up that only gives the match's details (front matter, no text) has no
    // section of its own.
    presented.writeUp = writeUp.flatMap {
      $0.markdown.allSatisfy(\.isWhitespace)
        ? nil
        : PresentedPage.WriteUp(markdown: $0.markdown, allowRawHTML: context.config.unsafeHTML)
    }
    return presented
  }

  /// The organiser's page `name`, in Markdown; `nil` when `content` does not hold it.
  func organiserPage(_ name: String, content: inout OrganiserContent) -> PresentedPage? {
    guard let source = content.page(name) else { return nil }
    return PresentedPage(
      content: .markdown(source.markdown, allowRawHTML: context.config.unsafeHTML),
      layout: layout.viewModel(
        .page(name: name), title: source.title ?? source.name, description: source.description))
  }

  /// The page at `route`: `model` rendered with its kind's template, inside the layout.
  func page(
    _ route: Route, _ model: some TemplateData, title: String, description: String? = nil,
    writeUpTitle: String? = nil, previous: LinkViewModel? = nil, next: LinkViewModel? = nil
  ) -> PresentedPage {
    PresentedPage(
      content: .template(name: PageRegistry.declaration(of: route).template ?? "", model: model),
      layout: layout.viewModel(
        route, title: title, description: description, writeUpTitle: writeUpTitle,
        previous: previous, next: next))
  }
}
