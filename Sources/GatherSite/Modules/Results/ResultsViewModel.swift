/// The results archive: every match, grouped by season, newest first.
struct ResultsViewModel: Sendable {
  /// The matches of one season, or the undated ones.
  struct Group: Sendable {
    var heading: String
    var href: String?
    var table: TableViewModel
  }

  var title: String
  var groups: [Group]
}
