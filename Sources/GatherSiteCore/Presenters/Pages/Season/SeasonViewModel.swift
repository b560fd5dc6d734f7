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
  var previous: LinkViewModel?
  var next: LinkViewModel?
}
