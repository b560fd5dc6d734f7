/// Presents the all-time table (dated and undated matches) and the league's records.
struct AllTimePresenter {
  let context: PresentationContext

  func viewModel() -> AllTimeViewModel {
    let page = Route.allTime
    return AllTimeViewModel(
      title: "All-time",
      standings: TableBuilder.standings(
        context.facts.allTimeStandings, caption: "All-time standings", context: context, from: page),
      records: AwardsPresenter(context: context).viewModels(
        context.facts.allTimeAwards, from: page),
      minimumGames: "\(context.config.minimumGames)",
      seasons: context.facts.seasons.reversed().map {
        LinkViewModel(
          text: "Season \($0.name)", href: context.router.href(from: page, to: .season($0)))
      })
  }
}
