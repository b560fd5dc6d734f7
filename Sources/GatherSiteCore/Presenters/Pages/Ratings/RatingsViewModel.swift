/// The ratings leaderboard.
struct RatingsViewModel: Sendable, Encodable {
  var title: String
  var table: TableViewModel
  var provisionalNote: String
}
