/// The front page: latest results and the current season's table.
struct HomeViewModel: Sendable {
  var title: String
  var description: String
  var latest: TableViewModel?
  var resultsHref: String
  var seasonHeading: String?
  var table: TableViewModel?
  var seasonHref: String?
  /// "Full table and awards of Season 2024-25".
  var seasonLink: String?
  var playersHref: String
  var allTimeHref: String
  var feedHref: String
  var calendarHref: String
  var csvHref: String
  var matchCount: String
  var playerCount: String
}
