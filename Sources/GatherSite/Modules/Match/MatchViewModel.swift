/// One match page: facts, both line-ups and links to the matches before and after.
struct MatchViewModel: Sendable {
  /// One side of the match.
  struct Lineup: Sendable {
    var name: String
    var goals: String
    var count: String
    var players: [PlayerEntry]
  }

  /// A player in a line-up; deleted players have no link.
  struct PlayerEntry: Sendable {
    var text: String
    var href: String?
  }

  var title: String
  var date: String
  var result: String
  var finished: Bool
  var season: LinkViewModel?
  var hasLineups: Bool
  var teams: [Lineup]
  var previous: LinkViewModel?
  var next: LinkViewModel?
}
