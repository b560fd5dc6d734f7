/// Presents one season's table, awards and results; gives its book what the page says too
/// (`common`, `scorersHeading`), so that the book says what the site says.
struct SeasonPresenter {
  let context: PresentationContext
  /// The season books the build drew: the page links to its season's.
  var books = SeasonBooks.none

  /// How many players the top-scorer table shows.
  static let scorerRows = 20

  /// What a season's page and its book both say: whether it is over (its champion then
  /// named as such), its standings, its awards with their heading and the minimum's note,
  /// and its attendance in a sentence.
  struct Common {
    var isFinal: Bool
    var standings: TableViewModel
    var awardsHeading: String
    var awards: [AwardViewModel]
    var minimumNote: String
    var attendanceSummary: String
  }

  /// What the page of `season` and its book both say, linked from its page.
  func common(_ season: Season) -> Common {
    let page = Route.season(season)
    let facts = context.facts
    let awards = AwardsPresenter(context: context)
    let isFinal = HonoursInteractor.isFinal(
      season, seasons: facts.seasons, attendance: facts.attendance)
    return Common(
      isFinal: isFinal,
      standings: TableBuilder.standings(
        facts.seasonStandings[season] ?? [], caption: context.wording[.seasonStandings],
        context: context, from: page),
      awardsHeading: context.wording[isFinal ? .seasonAwards : .seasonAwardsSoFar],
      awards: awards.viewModels(awards.honours(season), from: page),
      minimumNote: context.wording.count(
        .minimumRateAwards, context.config.minimumGames(in: season)),
      attendanceSummary: context.wording.count(
        .attendanceSummary, facts.attendance.of(season)))
  }

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
    let common = common(season)
    let attendance = facts.attendance
    let grid = AttendanceGrid(context: context)
    let months = (attendance.months[season] ?? []).map { month in
      LinkViewModel(
        text: wording.count(
          .attendanceMonth, month.indices.count,
          ("month", context.dates.month(facts.league.gathers[month.indices[0]].completedAt!))),
        href: context.router.href(from: page, to: .attendance(season, month.month)))
    }
    let rows = scorerRows(season)
    let scorers = rows.prefix(Self.scorerRows)
    let scorersCaption = scorersHeading(rows)
    let summary = wording(
      .seasonSummary, ("finished", String(finished)),
      ("matches", wording.count(.countMatches, indices.count)),
      ("players", wording.count(.countPlayers, facts.seasonStandings[season]?.count ?? 0)))
    let book = books.books[season].map { book in
      LinkViewModel(
        text: wording(
          .seasonBook, ("pages", wording.count(.bookPages, book.pages)),
          ("size", size(book.bytes))),
        href: context.router.href(from: page, to: .book(season)))
    }
    return SeasonViewModel(
      title: wording(.seasonName, ("name", season.name)),
      summary: summary, book: book,
      standings: common.standings,
      scorers: scorers.isEmpty
        ? nil
        : TableBuilder.contributions(
          scorers.map { row in
            let link = context.playerLink(row.playerID, from: page)
            return (TableBuilder.rowHeader(link.text, href: link.href), row.record)
          }, first: .columnsPlayer, caption: scorersCaption, className: "scorers",
          wording: wording),
      scorersHeading: scorersCaption,
      awardsHeading: common.awardsHeading,
      awards: common.awards,
      minimumNote: common.minimumNote,
      results: TableBuilder.matches(
        indices.reversed(), caption: wording[.seasonResults], context: context, from: page),
      attendanceSummary: common.attendanceSummary,
      attendanceLegend: grid.legend,
      attendance: months.isEmpty && attendance.of(season) > 0
        ? grid.table(attendance.counted[season] ?? [], from: page, daysOnly: false) : nil,
      attendanceMonths: months,
      hasAttendanceMonths: !months.isEmpty,
      calendarHref: context.router.href(from: page, to: .seasonCalendar(season)),
      share: share(season, summary: summary, book: book, isFinal: common.isFinal),
      previous: position > 0 ? link(facts.seasons[position - 1], false) : nil,
      next: position + 1 < facts.seasons.count ? link(facts.seasons[position + 1], true) : nil)
  }

  /// The group-chat text of the season: its name and the league's, its champion (or
  /// leader), how far it went, its book and the page's address.
  private func share(_ season: Season, summary: String, book: LinkViewModel?, isFinal: Bool)
    -> ShareTextViewModel
  {
    let wording = context.wording
    let page = Route.season(season)
    let leaders = leaders(season)
    var lines = ["\(wording(.seasonName, ("name", season.name))) · \(context.config.title)"]
    if !leaders.isEmpty {
      lines.append(
        wording(isFinal ? .bookChampion : .bookLeader, ("names", leaders.joined(separator: ", "))))
    }
    lines.append(summary)
    if let book { lines.append("\(book.text): \(context.router.url(.book(season)))") }
    lines.append(context.router.url(page))
    return ShareTextViewModel(lines, on: page, context: context)
  }

  /// The names of the season's champions, or of its leaders while it goes on: every
  /// player level with the first of its table on points, goal difference, wins and games,
  /// as the champion award has them.
  func leaders(_ season: Season) -> [String] {
    let rows = context.facts.seasonStandings[season] ?? []
    guard let first = rows.first else { return [] }
    return rows.prefix {
      ($0.points, $0.record.goalDifference, $0.record.won, $0.record.played)
        == (first.points, first.record.goalDifference, first.record.won, first.record.played)
    }.map { context.name($0.playerID) }
  }

  /// "240 KB", "1.2 MB": a book's size in the catalogue's units (of 1,000 bytes).
  private func size(_ bytes: Int) -> String {
    let wording = context.wording
    guard bytes >= 1_000_000 else {
      return wording(.bookKilobytes, ("value", String(max(1, (bytes + 999) / 1000))))
    }
    return wording(
      .bookMegabytes, ("value", wording.decimal(String(format: "%.1f", Double(bytes) / 1e6))))
  }

  /// The season's players with goals, assists or player-of-the-match awards, as its top
  /// scorers are ordered: goals, then fewer matches with recorded scorers, then assists and
  /// player-of-the-match awards (what a season without scorers is ordered by), then name.
  func scorerRows(_ season: Season) -> [StandingRow] {
    (context.facts.seasonStandings[season] ?? []).filter {
      $0.record.goals > 0 || $0.record.playerOfTheMatch > 0 || $0.record.assists > 0
    }.sorted {
      let (l, r) = ($0.record, $1.record)
      return (r.goals, l.recordedMatches, r.assists, r.playerOfTheMatch)
        != (l.goals, r.recordedMatches, l.assists, l.playerOfTheMatch)
        ? (r.goals, l.recordedMatches, r.assists, r.playerOfTheMatch)
          < (l.goals, r.recordedMatches, l.assists, l.playerOfTheMatch)
        : ($0.name, $0.playerID) < ($1.name, $1.playerID)
    }
  }

  /// The top scorers' heading, for the season's `rows` (`scorerRows`): what the first of
  /// them, which the page's table shows, give (`scorersCaption`).
  func scorersHeading(_ rows: [StandingRow]) -> String {
    scorersCaption(rows.prefix(Self.scorerRows).map(\.record))
  }

  /// "Top scorers" when some write-up gives scorers; otherwise what the table shows:
  /// "Assists and player of the match" or "Player of the match".
  func scorersCaption(_ records: [Record]) -> String {
    let shown = TableBuilder.recordedDetails(records)
    return context.wording[
      shown.goals ? .seasonScorers : shown.assists ? .seasonAssists : .seasonPlayersOfTheMatch]
  }
}
