/// The index of every player with their all-time record.
struct PlayersViewModel: Sendable, Encodable {
  var title: String
  var table: TableViewModel
}
