/// One player's page: profile, record, form, streaks, pairings and every appearance.
struct PlayerViewModel: Sendable {
  var title: String
  var name: String
  var facts: [FactViewModel]
  /// "18.42 (μ 26.10, σ 2.56), 3rd of 24 rated players", for rated players.
  var rating: String?
  var ratingsHref: String
  var calendarHref: String
  var chart: ChartViewModel?
  var hasGames: Bool
  var record: TableViewModel
  var form: String
  var streaks: TableViewModel
  var seasons: TableViewModel
  var teammates: TableViewModel
  var opponents: TableViewModel
  /// "Players shared with in at least 3 games."
  var sharedNote: String
  /// "Calendar of Ana Lima's matches (iCalendar)".
  var calendarText: String
  var appearances: TableViewModel
}
