/// Presents one season's table, awards and results.
struct SeasonPresenter {
  let context: PresentationContext

  /// How many players the top-scorer table shows.
  static let scorerRows = 20

  func viewModel(_ season: Season) -> SeasonViewModel {
    let page = Route.season(season)
    let facts = context.facts
    let indices = facts.gatherIndices(in: season)
    let finished = indices.filter { facts.league.gathers[$0].isFinished }.count
    let position = facts.seasons.firstIndex(of: season)!
    let wording = context.wording
    let link: (Season, Bool) -> LinkViewModel = { season, isNext in
      let text = wording(.seasonName, ("name", season.name))
      return LinkViewModel(
        text: isNext ? "\(text) →" : "← \(text)",
        href: context.router.href(from: page, to: .season(season)))
    }
    let awards = AwardsPresenter(context: context)
    let honours = awards.honours(season)
    let isFinal = HonoursInteractor.isFinal(
      season, seasons: facts.seasons, attendance: facts.attendance)
    let attendance = facts.attendance
    let grid = AttendanceGrid(context: context)
    let months = (attendance.months[season] ?? []).map { month in
      LinkViewModel(
        text: wording.count(
          .attendanceMonth, month.indices.count,
          ("month", context.dates.month(facts.league.gathers[month.indices[0]].completedAt!))),
        href: context.router.href(from: page, to: .attendance(season, month.month)))
    }
    // The top scorers: goals, then fewer matches with recorded scorers, then assists and
    // player-of-the-match awards (what a season without scorers is ordered by), then name.
    let scorers = (facts.seasonStandings[season] ?? []).filter {
      $0.record.goals > 0 || $0.record.playerOfTheMatch > 0 || $0.record.assists > 0
    }.sorted {
      let (l, r) = ($0.record, $1.record)
      return (r.goals, l.recordedMatches, r.assists, r.playerOfTheMatch)
        != (l.goals, r.recordedMatches, l.assists, l.playerOfTheMatch)
        ? (r.goals, l.recordedMatches, r.assists, r.playerOfTheMatch)
          < (l.goals, r.recordedMatches, l.assists, l.playerOfTheMatch)
        : ($0.name, $0.playerID) < ($1.name, $1.playerID)
    }.prefix(Self.scorerRows)
    let scorersCaption = scorersCaption(scorers.map(\.record))
    return SeasonViewModel(
      title: wording(.seasonName, ("name", season.name)),
      summary: wording(
        .seasonSummary, ("finished", String(finished)),
        ("matches", wording.count(.countMatches, indices.count)),
        ("players", wording.count(.countPlayers, facts.seasonStandings[season]?.count ?? 0))),
      standings: TableBuilder.standings(
        facts.seasonStandings[season] ?? [], caption: wording[.seasonStandings], context: context,
        from: page),
      scorers: scorers.isEmpty
        ? nil
        : TableBuilder.contributions(
          scorers.map { row in
            let link = context.playerLink(row.playerID, from: page)
            return (TableBuilder.rowHeader(link.text, href: link.href), row.record)
          }, first: .columnsPlayer, caption: scorersCaption, className: "scorers",
          wording: wording),
      scorersHeading: scorersCaption,
      awardsHeading: wording[isFinal ? .seasonAwards : .seasonAwardsSoFar],
      awards: awards.viewModels(honours, from: page),
      minimumNote: wording.count(.minimumRateAwards, context.config.minimumGames),
      results: TableBuilder.matches(
        indices.reversed(), caption: wording[.seasonResults], context: context, from: page),
      attendanceSummary: wording.count(.attendanceSummary, attendance.of(season)),
      attendanceLegend: grid.legend,
      attendance: months.isEmpty && attendance.of(season) > 0
        ? grid.table(attendance.counted[season] ?? [], from: page, daysOnly: false) : nil,
      attendanceMonths: months,
      hasAttendanceMonths: !months.isEmpty,
      calendarHref: context.router.href(from: page, to: .seasonCalendar(season)),
      previous: position > 0 ? link(facts.seasons[position - 1], false) : nil,
      next: position + 1 < facts.seasons.count ? link(facts.seasons[position + 1], true) : nil)
  }

  /// "Top scorers" when some write-up gives scorers; otherwise what the table shows:
  /// "Assists and player of the match" or "Player of the match".
  private func scorersCaption(_ records: [Record]) -> String {
    let shown = TableBuilder.recordedDetails(records)
    return context.wording[
      shown.goals ? .seasonScorers : shown.assists ? .seasonAssists : .seasonPlayersOfTheMatch]
  }
}
