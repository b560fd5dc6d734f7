/// All-time standings and records.
struct AllTimeViewModel: Sendable {
  var title: String
  var standings: TableViewModel
  var records: [AwardViewModel]
  /// "Rate records need at least 10 games."
  var minimumNote: String
  var seasons: [LinkViewModel]
  var pairsHref: String
}
