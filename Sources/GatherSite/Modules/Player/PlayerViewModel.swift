/// One player's page: profile, record, form, streaks, pairings and every appearance.
struct PlayerViewModel: Sendable {
  var title: String
  var name: String
  var facts: [FactViewModel]
  var hasGames: Bool
  var record: TableViewModel
  var form: String
  var streaks: TableViewModel
  var seasons: TableViewModel
  var teammates: TableViewModel
  var opponents: TableViewModel
  var minimumShared: String
  var appearances: TableViewModel
}
