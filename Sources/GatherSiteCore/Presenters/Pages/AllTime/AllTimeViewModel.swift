/// All-time standings and records.
struct AllTimeViewModel: Sendable {
  var title: String
  var standings: TableViewModel
  var records: [AwardViewModel]
  var minimumGames: String
  var seasons: [LinkViewModel]
}
