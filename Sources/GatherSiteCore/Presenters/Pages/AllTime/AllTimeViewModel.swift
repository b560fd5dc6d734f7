/// All-time standings and records.
struct AllTimeViewModel: Sendable {
  /// A season's awards in the roll of honour: "Season 2023-24", or "… (so far)".
  struct HonouredSeason: Sendable {
    var heading: String
    var href: String
    var awards: [AwardViewModel]
  }

  var title: String
  var standings: TableViewModel
  /// "Points are counted by each season's own rules", when some season has its own;
  /// `nil` otherwise.
  var pointsNote: String?
  var records: [AwardViewModel]
  /// "Rate records need at least 10 games."
  var minimumNote: String
  /// Each season's award winners, newest first.
  var rollOfHonour: [HonouredSeason]
  var seasons: [LinkViewModel]
  var pairsHref: String
}
