/// The ratings leaderboard.
struct RatingsViewModel: Sendable {
  var title: String
  var table: TableViewModel
  var provisionalNote: String
  var predictionsHref: String
}
