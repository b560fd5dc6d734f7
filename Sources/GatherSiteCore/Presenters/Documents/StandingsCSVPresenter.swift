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

  public func csv(_ rows: [StandingRow]) -> String {
    var lines = [header]
    for row in rows {
      let r = row.record
      lines.append(
        "\(row.position),\(row.playerID),\(Self.field(row.name)),\(r.played),\(r.won),\(r.drawn),\(r.lost),\(r.goalsFor),\(r.goalsAgainst),\(r.goalDifference),\(row.points)"
      )
    }
    return lines.joined(separator: "\r\n") + "\r\n"
  }

  /// Quotes a field when needed; a name that a spreadsheet would run as a formula
  /// (starting with = + - @) gets a leading apostrophe, as OWASP advises.
  static func field(_ text: String) -> String {
    var value = text
    if let first = value.first, "=+-@\t\r".contains(first) { value = "'" + value }
    guard value.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else {
      return value
    }
    return "\"" + value.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }
}
