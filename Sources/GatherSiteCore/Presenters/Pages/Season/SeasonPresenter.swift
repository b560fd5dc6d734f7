/// Presents one season's table, awards and results.
struct SeasonPresenter {
  let context: PresentationContext

  func viewModel(_ season: Season) -> SeasonViewModel {
    let page = Route.season(season)
    let facts = context.facts
    let indices = facts.gatherIndices(in: season)
    let finished = indices.filter { facts.league.gathers[$0].isFinished }.count
    let position = facts.seasons.firstIndex(of: season)!
    let wording = context.wording
    let attendance = AttendancePresenter(context: context)
    let counted = facts.countedBySeason[season] ?? []
    let link: (Season, Bool) -> LinkViewModel = { season, isNext in
      let text = wording(.seasonName, ("name", season.name))
      return LinkViewModel(
        text: isNext ? "\(text) →" : "← \(text)",
        href: context.router.href(from: page, to: .season(season)))
    }
    return SeasonViewModel(
      title: wording(.seasonName, ("name", season.name)),
      summary: wording(
        .seasonSummary, ("finished", String(finished)),
        ("matches", wording.count(.countMatches, indices.count)),
        ("players", wording.count(.countPlayers, facts.seasonStandings[season]?.count ?? 0))),
      standings: TableBuilder.standings(
        facts.seasonStandings[season] ?? [], caption: wording[.seasonStandings], context: context,
        from: page),
      awards: AwardsPresenter(context: context).viewModels(
        facts.seasonAwards[season] ?? Awards(), from: page)
        + AwardsPresenter(context: context).viewModels(
          facts.seasonRatingAwards[season] ?? RatingAwards(), from: page),
      minimumNote: wording.count(.minimumRateAwards, context.config.minimumGames),
      results: TableBuilder.matches(
        indices.reversed(), caption: wording[.seasonResults], context: context, from: page),
      calendarHref: context.router.href(from: page, to: .seasonCalendar(season)),
      attendance: counted.isEmpty || counted.count > AttendancePresenter.gridLimit
        ? nil
        : attendance.grid(
          counted,
          caption: wording(
            .attendanceCaption, ("matches", wording(.seasonName, ("name", season.name)))),
          from: page),
      attendanceMonths: counted.count > AttendancePresenter.gridLimit
        ? attendance.months(season).map {
          LinkViewModel(
            text: attendance.monthName($0.month, $0.indices),
            href: context.router.href(from: page, to: .attendance(season, month: $0.month)))
        } : [],
      attendanceByMonth: counted.count > AttendancePresenter.gridLimit
        ? wording.count(.attendanceByMonth, counted.count) : nil,
      attendanceLegend: attendance.legend,
      hasAttendance: !counted.isEmpty,
      previous: position > 0 ? link(facts.seasons[position - 1], false) : nil,
      next: position + 1 < facts.seasons.count ? link(facts.seasons[position + 1], true) : nil)
  }
}
