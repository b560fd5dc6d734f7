/// One season: standings, awards and every result.
struct SeasonViewModel: Sendable {
  var title: String
  var summary: String
  /// The season's book: "Season book (PDF, 12 pages, 240 KB)"; `nil` without one.
  var book: LinkViewModel?
  var standings: TableViewModel
  /// The top scorers (and players of the match) of the write-ups' details; `nil` when no
  /// match of the season has any.
  var scorers: TableViewModel?
  /// Its heading: "Top scorers", or what it shows in a season without scorers.
  var scorersHeading: String
  /// "Awards", or "Awards so far" while the season is not over.
  var awardsHeading: String
  var awards: [AwardViewModel]
  /// "Rate awards need at least 10 games."
  var minimumNote: String
  var results: TableViewModel
  /// "52 counted matches", with the legend of the marks.
  var attendanceSummary: String
  var attendanceLegend: String
  /// The grid of a season of a group's size; `nil` when the season has a page a month.
  var attendance: TableViewModel?
  /// The month pages of a large season: "May 2024: 75 matches".
  var attendanceMonths: [LinkViewModel]
  var hasAttendanceMonths: Bool
  /// The season's matches as an iCalendar file.
  var calendarHref: String
  /// The season as text for the group chat.
  var share: ShareTextViewModel
  var previous: LinkViewModel?
  var next: LinkViewModel?
}
