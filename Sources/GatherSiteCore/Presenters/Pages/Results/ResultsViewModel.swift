/// The results archive: every match, grouped by season, newest first. The newest seasons
/// are listed in full; on a large archive the earlier ones link to their season pages,
/// which list all their results, so that the archive stays a page a phone can open.
struct ResultsViewModel: Sendable {
  /// The matches of one season, or the undated ones.
  struct Group: Sendable {
    var heading: String
    var href: String?
    var table: TableViewModel
  }

  /// An earlier season, linked rather than listed: "Season 2019-20", "412 matches".
  struct SeasonLink: Sendable {
    var text: String
    var href: String
    var matches: String
  }

  var title: String
  /// The newest seasons, listed in full.
  var groups: [Group]
  /// The earlier seasons, newest first.
  var earlier: [SeasonLink]
  var hasEarlier: Bool
  /// The matches without a date, listed last.
  var undated: Group?
}
