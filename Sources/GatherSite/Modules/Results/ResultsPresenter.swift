/// Presents the results archive: seasons newest first, then the undated gathers.
struct ResultsPresenter {
  let context: PresentationContext

  func viewModel() -> ResultsViewModel {
    let page = Route.results
    var groups = context.facts.seasons.reversed().map { season in
      ResultsViewModel.Group(
        heading: "Season \(season.name)",
        href: context.router.href(from: page, to: .season(season)),
        table: TableBuilder.matches(
          context.facts.gatherIndices(in: season).reversed(), caption: "Season \(season.name)",
          context: context,
          from: page))
    }
    let undated = context.facts.gatherIndices(in: nil)
    if !undated.isEmpty {
      groups.append(
        ResultsViewModel.Group(
          heading: "Undated", href: nil,
          table: TableBuilder.matches(
            undated, caption: "Undated matches", context: context, from: page)))
    }
    return ResultsViewModel(title: "Results", groups: groups)
  }
}
