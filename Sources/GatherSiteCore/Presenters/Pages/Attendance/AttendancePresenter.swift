/// Presents who came to which of a season's counted gathers: the listed players who played
/// any of them, by name, against the matches in play order; each cell says the side the
/// player played for, or that they were absent. A season of up to `gridLimit` counted
/// gathers is one grid on its page; a longer one has a page per month.
struct AttendancePresenter {
  let context: PresentationContext
  /// The most matches one grid shows.
  static let gridLimit = LeagueFacts.attendanceGridLimit

  /// The grid of the counted gathers `indices` (in play order), on `page`.
  func grid(_ indices: [Int], caption: String, from page: Route) -> TableViewModel {
    let wording = context.wording
    let gathers = context.league.gathers
    var sides: [Int: [Int: Team]] = [:]
    for index in indices {
      for (team, ids) in [(Team.a, gathers[index].teamA), (.b, gathers[index].teamB)] {
        for id in ids where context.facts.isListed(id) && context.league.players[id] != nil {
          sides[id, default: [:]][index] = team
        }
      }
    }
    let players = sides.keys.sorted { (context.name($0), $0) < (context.name($1), $1) }
    let marks = [
      Team.a: wording[.attendanceA], Team.b: wording[.attendanceB],
    ]
    return TableViewModel(
      caption: caption, className: "attendance", wording: wording,
      columns: TableBuilder.columns(
        [TableBuilder.column(wording, .columnsPlayer, numeric: false)]
          + indices.map { index in
            (
              context.dates.dayMonth(gathers[index].completedAt),
              "\(context.shortDates[index]): \(context.headlines[index])", false
            )
          }),
      rows: players.map { id in
        let link = context.playerLink(id, from: page)
        return TableViewModel.Row(
          cells: [TableBuilder.rowHeader(link.text, href: link.href)]
            + indices.map { index in
              guard let team = sides[id]?[index] else {
                return TableBuilder.text(wording[.attendanceAbsent], className: "absent")
              }
              return TableBuilder.text(marks[team]!, className: team == .a ? "side-a" : "side-b")
            })
      })
  }

  /// "A: played for Team A · B: played for Team B · –: absent".
  var legend: String {
    context.wording(
      .attendanceLegend, ("a", context.results.team(.a)), ("b", context.results.team(.b)))
  }

  /// A season's counted gathers by month: see `LeagueFacts.attendanceMonths(in:)`.
  func months(_ season: Season) -> [(month: Int, indices: [Int])] {
    context.facts.attendanceMonths(in: season)
  }

  /// The page of one month of a long season.
  func viewModel(_ season: Season, month: Int) -> AttendanceViewModel {
    let page = Route.attendance(season, month: month)
    let wording = context.wording
    let all = months(season)
    let position = all.firstIndex { $0.month == month }
    let indices = position.map { all[$0].indices } ?? []
    let name = monthName(month, indices)
    let link = { (n: Int, isNext: Bool) -> LinkViewModel in
      let text = monthName(all[n].month, all[n].indices)
      return LinkViewModel(
        text: isNext ? "\(text) →" : "← \(text)",
        href: context.router.href(from: page, to: .attendance(season, month: all[n].month)))
    }
    return AttendanceViewModel(
      title: wording(
        .attendanceMonthTitle, ("month", name),
        ("season", wording(.seasonName, ("name", season.name)))),
      legend: legend,
      table: grid(indices, caption: wording(.attendanceCaption, ("matches", name)), from: page),
      season: LinkViewModel(
        text: wording(.seasonName, ("name", season.name)),
        href: context.router.href(from: page, to: .season(season))),
      previous: position.flatMap { $0 > 0 ? link($0 - 1, false) : nil },
      next: position.flatMap { $0 + 1 < all.count ? link($0 + 1, true) : nil })
  }

  /// "May 2024", from the month's first gather.
  func monthName(_ month: Int, _ indices: [Int]) -> String {
    indices.first.flatMap { context.league.gathers[$0].completedAt }.map(context.dates.month)
      ?? "\(month / 100)-\(month % 100)"
  }
}
