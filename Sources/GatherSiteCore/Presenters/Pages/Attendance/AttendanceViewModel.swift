/// One month of a long season's attendance: who came to which match.
struct AttendanceViewModel: Sendable {
  var title: String
  /// What "A", "B" and "–" mean.
  var legend: String
  var table: TableViewModel
  var season: LinkViewModel
  var previous: LinkViewModel?
  var next: LinkViewModel?
}
