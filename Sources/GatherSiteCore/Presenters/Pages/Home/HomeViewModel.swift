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
  /// Players within three games of a milestone who played in the last 60 days.
  var milestones: [UpcomingMilestoneViewModel]
  var hasMilestones: Bool
  var matchCount: String
  var playerCount: String
}

/// "Ana Lima: 2 matches from her 50th": a player close to a milestone.
struct UpcomingMilestoneViewModel: Sendable {
  var name: String
  /// The player's page; `nil` when the names rule shows no link.
  var href: String?
  var text: String
}
