import GatherSiteCore

/// What the text of one match says, each fact with the line that gave it, before its names
/// are players: the day and time, the result, the line-ups and the details.
struct ChatMatch: Sendable, Equatable {
  /// A name as written, with the count after it ("Ana 2", "Ana (2)"; 1 when none).
  struct Name: Sendable, Equatable {
    /// The whole item as written ("Ana L. 2"): a name that ends in a number is tried whole
    /// first.
    var item: String
    var name: String
    var count: Int
    var line: Int
  }

  /// How it ended.
  enum Result: Sendable, Equatable {
    case score(teamA: Int, teamB: Int)
    case winner(Team)
    case draw
  }

  var date: ChatDate?
  /// Whether the text says the match has no date ("Undated", as the site writes it).
  var undated = false
  var dateLine: Int?
  var result: Result?
  var resultLine: Int?
  /// Each side's names, with the line of its line-up.
  var lineups: [Team: (names: [Name], line: Int)] = [:]
  var scorers: [Name] = []
  var assists: [Name] = []
  var playersOfTheMatch: [Name] = []
  var venue: String?
  var venueLine: Int?

  static func == (lhs: ChatMatch, rhs: ChatMatch) -> Bool {
    lhs.date == rhs.date && lhs.undated == rhs.undated && lhs.result == rhs.result
      && lhs.scorers == rhs.scorers
      && lhs.assists == rhs.assists && lhs.playersOfTheMatch == rhs.playersOfTheMatch
      && lhs.venue == rhs.venue
      && Team.allCases.allSatisfy { lhs.lineups[$0]?.names == rhs.lineups[$0]?.names }
  }
}
