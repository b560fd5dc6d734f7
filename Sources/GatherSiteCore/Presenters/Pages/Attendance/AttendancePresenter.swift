/// Presents one month of a large season's attendance (`Attendance.months`).
struct AttendancePresenter {
  let context: PresentationContext

  func viewModel(_ season: Season, _ month: AttendanceMonth) -> AttendanceViewModel {
    let wording = context.wording
    let page = Route.attendance(season, month)
    let months = context.facts.attendance.months[season] ?? []
    let position = months.firstIndex { $0.month == month }
    let indices = position.map { months[$0].indices } ?? []
    let grid = AttendanceGrid(context: context)
    let link: (Int, Bool) -> LinkViewModel = { other, isNext in
      let text = name(months[other].indices)
      return LinkViewModel(
        text: isNext ? "\(text) →" : "← \(text)",
        href: context.router.href(from: page, to: .attendance(season, months[other].month)))
    }
    return AttendanceViewModel(
      title: wording(.attendanceTitle, ("month", name(indices))),
      summary: wording.count(.attendanceSummary, indices.count),
      legend: grid.legend,
      grid: grid.table(indices, from: page, daysOnly: true),
      season: LinkViewModel(
        text: wording(.attendanceBack, ("season", wording(.seasonName, ("name", season.name)))),
        href: context.router.href(from: page, to: .season(season))),
      previous: position.flatMap { $0 > 0 ? link($0 - 1, false) : nil },
      next: position.flatMap { $0 + 1 < months.count ? link($0 + 1, true) : nil })
  }

  /// "May 2024": the month of the gathers `indices`.
  private func name(_ indices: [Int]) -> String {
    indices.first.flatMap { context.league.gathers[$0].completedAt }.map(context.dates.month)
      ?? ""
  }
}
