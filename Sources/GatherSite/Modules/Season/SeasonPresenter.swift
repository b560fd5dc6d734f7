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
      previous: position > 0 ? link(facts.seasons[position - 1], false) : nil,
      next: position + 1 < facts.seasons.count ? link(facts.seasons[position + 1], true) : nil)
  }

  /// What the season's page is made from (besides the settings, layout and template, which
  /// every page keyed by its inputs adds): its name, its neighbours' names, and each of its
  /// gathers in play order with its address, rating and players (`InputKeys.entries`);
  /// the table, awards and results are all made from these. Kept next to
  /// `viewModel(_:)`: an input missed here would leave a stale page, which
  /// `RenderCacheTests` would catch.
  func fingerprint(_ season: Season, into hasher: inout StableHasher) {
    let facts = context.facts
    let position = facts.seasons.firstIndex(of: season)!
    hasher.combine(season.name)
    hasher.combine(position > 0 ? facts.seasons[position - 1].name : nil)
    hasher.combine(position + 1 < facts.seasons.count ? facts.seasons[position + 1].name : nil)
    let indices = facts.gatherIndices(in: season)
    hasher.combine(indices.count)
    for index in indices { hasher.combine(context.keys.entries[index]) }
  }
}
