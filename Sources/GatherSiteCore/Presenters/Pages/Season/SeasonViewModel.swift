/// One season: standings, awards and every result.
struct SeasonViewModel: Sendable {
  var title: String
  var summary: String
  var standings: TableViewModel
  var awards: [AwardViewModel]
  var minimumGames: String
  var results: TableViewModel
  /// The season's matches as an iCalendar file.
  var calendarHref: String
  var previous: LinkViewModel?
  var next: LinkViewModel?
}
