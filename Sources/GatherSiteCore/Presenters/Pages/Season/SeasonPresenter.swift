/// Presents one season's table, awards and results.
struct SeasonPresenter {
  let context: PresentationContext

  func viewModel(_ season: Season) -> SeasonViewModel {
    let page = Route.season(season)
    let facts = context.facts
    let indices = facts.gatherIndices(in: season)
    let finished = indices.filter { facts.league.gathers[$0].isFinished }.count
    let position = facts.seasons.firstIndex(of: season)!
    let link: (Season, Bool) -> LinkViewModel = { season, isNext in
      let text = "Season \(season.name)"
      return LinkViewModel(
        text: isNext ? "\(text) →" : "← \(text)",
        href: context.router.href(from: page, to: .season(season)))
    }
    return SeasonViewModel(
      title: "Season \(season.name)",
      summary:
        "\(finished) of \(indices.count) matches finished, \(facts.seasonStandings[season]?.count ?? 0) players",
      standings: TableBuilder.standings(
        facts.seasonStandings[season] ?? [], caption: "Standings", context: context, from: page),
      awards: AwardsPresenter(context: context).viewModels(
        facts.seasonAwards[season] ?? Awards(), from: page)
        + AwardsPresenter(context: context).viewModels(
          facts.seasonRatingAwards[season] ?? RatingAwards(), from: page),
      minimumGames: "\(context.config.minimumGames)",
      results: TableBuilder.matches(
        indices.reversed(), caption: "Results", context: context, from: page),
      calendarHref: context.router.href(from: page, to: .seasonCalendar(season)),
      previous: position > 0 ? link(facts.seasons[position - 1], false) : nil,
      next: position + 1 < facts.seasons.count ? link(facts.seasons[position + 1], true) : nil)
  }
}
