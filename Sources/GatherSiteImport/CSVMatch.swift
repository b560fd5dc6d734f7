import GatherSiteCore

/// One match of a spreadsheet, gathered from its rows: what they said of it, with the row
/// that first said it, its line-ups in row order, and what they said of each player's match
/// (goals, assists, the player of the match), by player id.
///
/// It promises nothing about agreement by itself: `CSVImporter` checks each row against it
/// before adding what the row says.
struct CSVMatch: Sendable {
  /// A value a row gave, with that row's number and its text as written.
  struct Given<Value: Sendable>: Sendable {
    var value: Value
    var text: String
    var row: Int
  }

  /// One player of a line-up, with the row that placed them.
  struct Placed: Sendable {
    var id: Int
    var team: Team
    var row: Int
  }

  var date: CSVDate
  var label: String
  /// The row that gave the time of day, when one did.
  var time: Given<Int>?
  var score: Given<Score>?
  var winner: Given<Outcome>?
  var lineup: [Placed] = []
  /// Goals by player id: a guest's rows add up, anyone else's rows agree.
  var goals: [Int: Given<Int>] = [:]
  /// Assists by player id, as `goals`.
  var assists: [Int: Given<Int>] = [:]
  /// Whether each player was the player of the match, by player id, as a row said it.
  var playerOfTheMatch: [Int: Given<Bool>] = [:]

  init(date: CSVDate, label: String, row: Int, text: String) {
    self.date = date
    self.label = label
    if let seconds = date.secondsIntoDay { time = Given(value: seconds, text: text, row: row) }
  }

  /// The label of the match in messages: "the match of 2024-05-12" and its label, if any.
  var name: String {
    "the match of \(date.dayText)" + (label.isEmpty ? "" : " (match \(JSONValue.quote(label)))")
  }

  /// The keys its write-up gets for the detail columns `columns` the spreadsheet has.
  func details(_ columns: [CSVColumns.Name]) -> WriteUpDetails {
    var details = WriteUpDetails()
    for column in columns {
      switch column {
      case .goals: details.setScorers(goals.mapValues(\.value))
      case .assists: details.setAssists(assists.mapValues(\.value))
      case .playerOfTheMatch:
        details.setPlayerOfTheMatch(Set(playerOfTheMatch.filter(\.value.value).keys))
      default: break
      }
    }
    return details
  }

  /// The gather gathers.json gets: the score and its winner, or a winner alone, or neither
  /// for a match never finished.
  func export(in settings: CSVImportSettings) -> GatherExport {
    let outcome = score?.value.outcome ?? winner?.value
    return GatherExport(
      id: MatchID.id(day: date.dayText, label: label),
      completedAt: date.completedAt(in: settings.timeZone),
      score: score.map { "\($0.value.teamA)-\($0.value.teamB)" },
      winnerTeam: outcome.map { $0.winner?.rawValue ?? "None" },
      players: lineup.map { GatherExport.Pivot(playerId: $0.id, team: $0.team.rawValue) })
  }
}
