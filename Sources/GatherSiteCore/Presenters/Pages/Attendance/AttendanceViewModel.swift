/// One month's attendance page of a large season: who came to which match.
struct AttendanceViewModel: Sendable {
  var title: String
  /// "31 counted matches".
  var summary: String
  /// "A: played for Team A · B: played for Team B · blank: absent".
  var legend: String
  var grid: TableViewModel
  /// The season's page.
  var season: LinkViewModel
  var previous: LinkViewModel?
  var next: LinkViewModel?
}
