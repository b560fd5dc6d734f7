/// The partners-and-rivals page: the partnerships and the rivalries with the most games,
/// each with its games, so that the sample size is always in sight.
struct PairsViewModel: Sendable {
  var title: String
  var intro: String
  var partnerships: TableViewModel
  var rivalries: TableViewModel
  /// "Every pair with at least 3 games is in data/pairs.json."
  var dataNote: String
  var dataHref: String
}
