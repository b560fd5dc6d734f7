/// Presents standings as CSV (RFC 4180), all-time and per season, next to the JSON data.
public struct StandingsCSVPresenter: Sendable {
  let context: PresentationContext

  public init(context: PresentationContext) {
    self.context = context
  }

  /// The header row, in the site's language: CSV is read by people.
  var header: String {
    let columns: [Phrase] = [
      .csvPosition, .csvPlayerId, .csvName, .csvPlayed, .csvWon, .csvDrawn, .csvLost,
      .csvGoalsFor, .csvGoalsAgainst, .csvGoalDifference, .csvPoints,
    ]
    return columns.map { Self.field(context.wording[$0]) }.joined(separator: ",")
  }

  /// The rows; the goal cells are empty for a player none of whose matches had a score.
  public func csv(_ rows: [StandingRow]) -> String {
    var lines = [header]
    for row in rows {
      let r = row.record
      let goals = r.recordedGoals.map { "\($0.for),\($0.against),\($0.difference)" } ?? ",,"
      lines.append(
        "\(row.position),\(row.playerID),\(Self.field(row.name)),\(r.played),\(r.won),\(r.drawn),\(r.lost),\(goals),\(row.points)"
      )
    }
    return lines.joined(separator: "\r\n") + "\r\n"
  }

  /// A text cell as RFC 4180 writes it, read scalar by scalar (in Swift, "\r\n" is one
  /// `Character`, equal to neither "\r" nor "\n", and a quote followed by a combining mark
  /// is one too): quoted when it holds a comma, a quote, a CR or an LF, with each quote
  /// doubled. A text that a spreadsheet would run as a formula (starting with = + - @, a
  /// tab or a CR) gets a leading apostrophe, as OWASP advises. Every text cell, the
  /// header's included, goes through here; the other cells are numbers that Swift writes.
  static func field(_ text: String) -> String {
    var value = String.UnicodeScalarView()
    if let first = text.unicodeScalars.first, "=+-@\t\r".unicodeScalars.contains(first) {
      value.append("'")
    }
    value.append(contentsOf: text.unicodeScalars)
    guard value.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else {
      return String(value)
    }
    var quoted = String.UnicodeScalarView()
    quoted.append("\"")
    for scalar in value {
      if scalar == "\"" { quoted.append("\"") }
      quoted.append(scalar)
    }
    quoted.append("\"")
    return String(quoted)
  }
}
