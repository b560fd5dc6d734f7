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
      pointsNote: context.config.hasSeasonPoints ? wording[.allTimeSeasonPoints] : nil,
      records: AwardsPresenter(context: context).viewModels(
        AwardsPresenter(context: context).honours(nil), from: page),
      minimumNote: wording.count(.minimumRateRecords, context.config.minimumGames),
      rollOfHonour: rollOfHonour(),
      seasons: context.facts.seasons.reversed().map {
        LinkViewModel(
          text: wording(.seasonName, ("name", $0.name)),
          href: context.router.href(from: page, to: .season($0)))
      },
      pairsHref: context.router.href(from: page, to: .pairs))
  }

  /// Each season's award winners, newest first.
  private func rollOfHonour() -> [AllTimeViewModel.HonouredSeason] {
    let wording = context.wording
    let awards = AwardsPresenter(context: context)
    let page = Route.allTime
    return context.facts.seasons.reversed().compactMap { season in
      let honours = awards.honours(season)
      guard let first = honours.first else { return nil }
      let name = wording(.seasonName, ("name", season.name))
      return AllTimeViewModel.HonouredSeason(
        heading: first.isFinal ? name : wording(.allTimeRollSoFar, ("season", name)),
        href: context.router.href(from: page, to: .season(season)),
        awards: awards.viewModels(honours, from: page))
    }
  }
}
