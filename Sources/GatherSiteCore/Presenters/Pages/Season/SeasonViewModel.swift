/// One season: standings, awards and every result.
struct SeasonViewModel: Sendable {
  var title: String
  var summary: String
  var standings: TableViewModel
  var awards: [AwardViewModel]
  /// "Rate awards need at least 10 games."
  var minimumNote: String
  var results: TableViewModel
  /// The season's matches as an iCalendar file.
  var calendarHref: String
  /// Who came to which match: the season's grid, when it has at most 60 counted matches.
  var attendance: TableViewModel?
  /// Otherwise, a page per month.
  var attendanceMonths: [LinkViewModel]
  /// "This season has 120 matches; …", when it has pages per month.
  var attendanceByMonth: String?
  var attendanceLegend: String
  var hasAttendance: Bool
  var previous: LinkViewModel?
  var next: LinkViewModel?
}
