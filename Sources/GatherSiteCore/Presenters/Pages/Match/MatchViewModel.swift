/// One match page: facts, both line-ups and links to the matches before and after.
struct MatchViewModel: Sendable {
  /// One side of the match.
  struct Lineup: Sendable {
    var name: String
    var goals: String
    var count: String
    /// "Goals: Ana Lima 2, Ben Okafor" and "Assists: …": the side's scorers and assisters
    /// as the write-up's details give them, most first, then by name.
    var scorers: String?
    var assists: String?
    /// The players (name · position, linked unless deleted) and, for rated matches, each
    /// one's rating change, e.g. "+0.84".
    var table: TableViewModel
  }

  /// One note about a player in the match.
  struct Note: Sendable {
    var text: String
  }

  var title: String
  /// The score board: each side's name and the score between them ("3–2", or "–" for a
  /// match never finished or a result without a score).
  var teamA: String
  var teamB: String
  var score: String
  var date: String
  /// Where it was played, from the write-up's details.
  var venue: String?
  /// "Player of the match: Ana Lima", from the write-up's details.
  var playerOfTheMatch: String?
  /// "Team A won", "Draw" or "Not finished": the score, if any, is on the board above it.
  var result: String
  var finished: Bool
  /// "Team A 62% · Team B 38%" before kick-off, for rated matches.
  var probabilities: String?
  /// "Upset: Team B won with a 28% chance", when the outsider won.
  var upset: String?
  /// The players listed on both sides, who count for neither: a sentence naming them.
  var slips: String?
  var season: LinkViewModel?
  var hasLineups: Bool
  var teams: [Lineup]
  /// "Debut for Ana Lima", "50th match for Ben Okafor": debuts, milestones, returns and
  /// ended winning runs, in that order, then by name.
  var notes: [Note]
  /// The match as plain text for the group chat, with its copy button's words.
  var share: ShareTextViewModel
  var hasNotes: Bool
  var previous: LinkViewModel?
  var next: LinkViewModel?
  /// The organiser's photo of the match, shown under the score board.
  var photo: PhotoViewModel?
}
