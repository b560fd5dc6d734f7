/// The ratings leaderboard: the ranked players, then the provisional ones apart.
struct RatingsViewModel: Sendable {
  var title: String
  var table: TableViewModel
  /// The players whose rating is still provisional, unranked; nil when there are none.
  var provisional: TableViewModel?
  var provisionalNote: String
  var predictionsHref: String
}
