import GatherSiteCore

/// A match whose names are players: what `add` writes.
struct ResolvedMatch: Sendable {
  /// The day, nil for a match without a date.
  var date: ChatDate?
  var result: ChatMatch.Result
  /// Each side's ids in the order written, a guest's id once per guest.
  var teamA: [Int]
  var teamB: [Int]
  /// The details, as a build reads them.
  var details: MatchDetails
  /// The details, as the write-up's front matter gives them.
  var writeUpDetails: WriteUpDetails
}
