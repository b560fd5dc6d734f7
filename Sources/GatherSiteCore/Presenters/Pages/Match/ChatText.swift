/// A match as plain text for the group chat, in the site's language: the text a match
/// page offers to copy, and the text `gather-site add` reads back.
///
/// It promises every fact that makes the match, each on a line of its own and in the words
/// of the site's catalogue, so that the text gives the match back: the headline and the date
/// (with the time when the match has one), each side's line-up, then the scorers, assists,
/// player of the match and venue when the write-up gives them. Notes and the page's address
/// follow; they are for readers, and a reader of the text skips them.
public struct ChatText: Sendable {
  let wording: Wording
  let results: ResultText
  let dates: DateText

  public init(wording: Wording, results: ResultText, dates: DateText) {
    self.wording = wording
    self.results = results
    self.dates = dates
  }

  /// The lines of `gather`'s text: its players named by `name` (a guest's appearances as
  /// the catalogue's "Guest"), then `notes` and `address`.
  public func lines(
    _ gather: Gather, details: MatchDetails?, name: (Int) -> String, notes: [String] = [],
    address: String? = nil
  ) -> [String] {
    let date =
      gather.isDateOnly || gather.completedAt == nil
      ? dates.short(gather.completedAt) : dates.shortTime(gather.completedAt)
    var lines = ["\(results.headline(gather)) · \(date)"]
    for team in Team.allCases {
      let names = Self.lineupNames(gather, team, name: name, guest: wording[.playerGuest])
      guard !names.isEmpty else { continue }
      lines.append(
        wording(
          .matchFeedLineup, ("team", results.team(team)),
          ("names", names.joined(separator: ", "))))
    }
    if let details {
      if let scorers = Self.contributions(details.scorers, .matchScorers, name, wording) {
        lines.append(scorers)
      }
      if let assists = Self.contributions(details.assists, .matchAssists, name, wording) {
        lines.append(assists)
      }
      if !details.playerOfTheMatch.isEmpty {
        lines.append(
          wording(
            .matchPlayerOfTheMatch,
            ("names", details.playerOfTheMatch.map(name).sorted().joined(separator: ", "))))
      }
      if let venue = details.venue {
        lines.append(wording(.matchVenue, ("venue", venue)))
      }
    }
    return lines + notes + (address.map { [$0] } ?? [])
  }

  /// The names of one side of a gather in export order, then `guest` for each guest.
  static func lineupNames(_ gather: Gather, _ team: Team, name: (Int) -> String, guest: String)
    -> [String]
  {
    (team == .a ? gather.teamA : gather.teamB).map(name)
      + Array(repeating: guest, count: gather.guests[team])
  }

  /// "Goals: Ana Lima 2, Ben Okafor" (with `.matchScorers`): the players of `counts` (a
  /// match's scorers or assists), most first, then by name, a count of one not written, a
  /// count after a name that ends in a digit in brackets ("Ana L. 2 (3)"); `nil` for none.
  static func contributions(
    _ counts: [MatchDetails.Count], _ phrase: Phrase, _ name: (Int) -> String, _ wording: Wording
  ) -> String? {
    let named = counts.map { (name: name($0.playerID), count: $0.count) }.sorted {
      ($1.count, $0.name) < ($0.count, $1.name)
    }
    guard !named.isEmpty else { return nil }
    let names = named.map {
      $0.count == 1
        ? $0.name
        : $0.name.last?.isNumber == true ? "\($0.name) (\($0.count))" : "\($0.name) \($0.count)"
    }
    return wording(phrase, ("names", names.joined(separator: ", ")))
  }
}
