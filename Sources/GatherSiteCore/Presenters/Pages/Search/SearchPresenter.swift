/// Presents the search page. What it searches is the search index (`SearchIndexPresenter`).
struct SearchPresenter {
  let context: PresentationContext

  func viewModel() -> SearchViewModel {
    let wording = context.wording
    let router = context.router
    return SearchViewModel(
      title: wording[.searchTitle],
      intro: wording[.searchIntro],
      label: wording[.searchLabel],
      placeholder: wording[.searchPlaceholder],
      noScript: wording[.searchNoScript],
      playersLink: LinkViewModel(
        text: wording[.searchPlayersLink], href: router.href(from: .search, to: .players)),
      playersHeading: wording[.searchPlayers],
      matchesHeading: wording[.searchMatches],
      pagesHeading: wording[.searchPages],
      nothingFound: wording[.searchNothingFound],
      shownOf: wording[.searchShownOf],
      rootHref: router.rootHref(from: .search),
      indexHref: router.href(from: .search, to: .searchIndex),
      scriptHref: router.href(from: .search, to: .asset("search.js")))
  }
}
