/// The index of every player with their all-time record.
struct PlayersViewModel: Sendable {
  var title: String
  var table: TableViewModel
}
