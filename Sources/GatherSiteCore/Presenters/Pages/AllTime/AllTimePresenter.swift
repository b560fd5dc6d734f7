/// Presents the all-time table (dated and undated matches) and the league's records.
struct AllTimePresenter {
  let context: PresentationContext

  func viewModel() -> AllTimeViewModel {
    let page = Route.allTime
    let wording = context.wording
    return AllTimeViewModel(
      title: wording[.allTimeTitle],
      standings: TableBuilder.standings(
        context.facts.allTimeStandings, caption: wording[.allTimeStandingsCaption],
        context: context, from: page),
      records: AwardsPresenter(context: context).viewModels(
        context.facts.allTimeAwards, from: page),
      minimumNote: wording.count(.minimumRateRecords, context.config.minimumGames),
      seasons: context.facts.seasons.reversed().map {
        LinkViewModel(
          text: wording(.seasonName, ("name", $0.name)),
          href: context.router.href(from: page, to: .season($0)))
      },
      pairsHref: context.router.href(from: page, to: .pairs))
  }
}
