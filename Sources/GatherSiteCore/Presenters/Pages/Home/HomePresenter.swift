/// Presents the home page: the ten latest matches and the top of the current season's table.
struct HomePresenter {
  let context: PresentationContext

  func viewModel() -> HomeViewModel {
    let page = Route.home
    let facts = context.facts
    // Counted and picked in place: a filtered copy of a large archive's gathers cost a
    // reference count on each of 100,000 of them.
    let gathers = facts.league.gathers
    let latest = Array(
      gathers.indices.reversed().lazy.filter { gathers[$0].completedAt != nil }.prefix(10))
    let current = facts.seasons.last
    let finished = gathers.count(where: \.isFinished)
    let wording = context.wording
    let heading = current.map { wording(.seasonName, ("name", $0.name)) }
    return HomeViewModel(
      title: context.config.title,
      description: context.config.description,
      latest: latest.isEmpty
        ? nil
        : TableBuilder.matches(
          latest, caption: wording[.homeLatest], context: context, from: page),
      resultsHref: context.router.href(from: page, to: .results),
      seasonHeading: heading,
      table: current.flatMap { season in
        facts.seasonStandings[season].map {
          TableBuilder.standings(
            Array($0.prefix(10)), caption: wording(.seasonTop, ("name", season.name)),
            context: context, from: page)
        }
      },
      seasonHref: current.map { context.router.href(from: page, to: .season($0)) },
      seasonLink: heading.map { wording(.seasonTableLink, ("season", $0)) },
      playersHref: context.router.href(from: page, to: .players),
      allTimeHref: context.router.href(from: page, to: .allTime),
      feedHref: context.router.href(from: page, to: .feed),
      calendarHref: context.router.href(from: page, to: .leagueCalendar),
      csvHref: context.router.href(from: page, to: .standingsCSV(nil)),
      milestones: facts.notes.upcoming.map { upcoming in
        let link = context.playerLink(upcoming.playerID, from: page)
        return UpcomingMilestoneViewModel(
          name: link.text, href: link.href,
          text: wording.count(
            .homeMilestone, upcoming.milestone - upcoming.appearances,
            ("ordinal", wording.ordinal(upcoming.milestone))))
      },
      hasMilestones: !facts.notes.upcoming.isEmpty,
      matchCount: wording.count(.countMatchesPlayed, finished),
      playerCount: wording.count(
        .countPlayers, facts.league.players.keys.count(where: facts.isListed)))
  }
}
