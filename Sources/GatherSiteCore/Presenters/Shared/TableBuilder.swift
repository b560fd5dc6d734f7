/// Builds the tables that several pages share: standings, records and match lists.
enum TableBuilder {
  typealias Cell = TableViewModel.Cell

  static func text(_ text: String, numeric: Bool = false, className: String? = nil) -> Cell {
    Cell(text: text, href: nil, numeric: numeric, header: false, className: className)
  }

  static func number(_ value: Int) -> Cell { text(String(value), numeric: true) }

  static func rowHeader(_ text: String, href: String?) -> Cell {
    Cell(text: text, href: href, numeric: false, header: true, className: nil)
  }

  static func columns(_ labels: [(String, String, Bool)]) -> [TableViewModel.Column] {
    labels.map { TableViewModel.Column(label: $0.0, title: $0.1, numeric: $0.2) }
  }

  /// A column's heading and its heading spelled out, from the catalogue.
  static func column(_ wording: Wording, _ short: Phrase, _ long: Phrase? = nil, numeric: Bool)
    -> (String, String, Bool)
  {
    (wording[short], wording[long ?? short], numeric)
  }

  /// Pld W D L GF GA GD.
  static func recordColumns(_ wording: Wording) -> [(String, String, Bool)] {
    [
      column(wording, .columnsPlayed, .columnsPlayedLong, numeric: true),
      column(wording, .columnsWon, .columnsWonLong, numeric: true),
      column(wording, .columnsDrawn, .columnsDrawnLong, numeric: true),
      column(wording, .columnsLost, .columnsLostLong, numeric: true),
      column(wording, .columnsGoalsFor, .columnsGoalsForLong, numeric: true),
      column(wording, .columnsGoalsAgainst, .columnsGoalsAgainstLong, numeric: true),
      column(wording, .columnsGoalDifference, .columnsGoalDifferenceLong, numeric: true),
    ]
  }

  /// Pts Win%.
  static func pointsColumns(_ wording: Wording) -> [(String, String, Bool)] {
    [
      column(wording, .columnsPoints, .columnsPointsLong, numeric: true),
      column(wording, .columnsWinShare, .columnsWinShareLong, numeric: true),
    ]
  }

  static func recordCells(_ record: Record, points: Int, wording: Wording) -> [Cell] {
    [
      number(record.played), number(record.won), number(record.drawn), number(record.lost),
      number(record.goalsFor), number(record.goalsAgainst),
      text(ResultText.signed(record.goalDifference), numeric: true),
      number(points), text(wording.percent(record.winRate), numeric: true),
    ]
  }

  /// A league table: position, player, Pld W D L GF GA GD Pts Win%.
  static func standings(
    _ rows: [StandingRow], caption: String, context: PresentationContext, from page: Route
  ) -> TableViewModel {
    TableViewModel(
      caption: caption, className: "standings", wording: context.wording,
      columns: columns(
        [
          column(context.wording, .columnsPosition, .columnsPositionLong, numeric: true),
          column(context.wording, .columnsPlayer, numeric: false),
        ] + recordColumns(context.wording) + pointsColumns(context.wording)),
      rows: rows.map { row in
        let link = context.playerLink(row.playerID, from: page)
        return TableViewModel.Row(
          cells: [number(row.position), rowHeader(link.text, href: link.href)]
            + recordCells(row.record, points: row.points, wording: context.wording))
      })
  }

  /// What the write-ups' details give players, a row each: a first column (a player or a
  /// season), then goals, matches with recorded scorers, goals per such match, assists and
  /// player-of-the-match awards. Without a match with recorded scorers, the goals are "not
  /// recorded" (–), not 0.
  static func contributions(
    _ rows: [(Cell, Record)], first: Phrase, caption: String, className: String,
    wording: Wording
  ) -> TableViewModel {
    TableViewModel(
      caption: caption, className: className, wording: wording,
      columns: columns([
        column(wording, first, numeric: false),
        column(wording, .columnsGoals, .columnsGoalsLong, numeric: true),
        column(wording, .columnsRecordedMatches, .columnsRecordedMatchesLong, numeric: true),
        column(wording, .columnsGoalsPerMatch, .columnsGoalsPerMatchLong, numeric: true),
        column(wording, .columnsAssists, .columnsAssistsLong, numeric: true),
        column(wording, .columnsPlayerOfTheMatch, .columnsPlayerOfTheMatchLong, numeric: true),
      ]),
      rows: rows.map { header, record in
        let perMatch = record.goalsPerRecordedMatch.map {
          wording.decimal(String(format: "%.2f", $0))
        }
        return TableViewModel.Row(cells: [
          header,
          record.recordedMatches == 0 ? text("–", numeric: true) : number(record.goals),
          number(record.recordedMatches),
          text(perMatch ?? "–", numeric: true), number(record.assists),
          number(record.playerOfTheMatch),
        ])
      })
  }

  /// Matches as rows: the date, and the match's headline (linked), which says the result
  /// once, with the score when there is one; an unfinished match says so instead.
  static func matches(
    _ indices: [Int], caption: String, context: PresentationContext, from page: Route
  ) -> TableViewModel {
    TableViewModel(
      caption: caption, className: "matches", wording: context.wording,
      columns: columns([
        column(context.wording, .columnsDate, numeric: false),
        column(context.wording, .columnsMatch, numeric: false),
      ]),
      rows: indices.map { index in
        let finished = context.league.gathers[index].isFinished
        var match = rowHeader(
          finished ? context.headlines[index] : context.results.fixtureNotFinished,
          href: context.matchLink(index, from: page))
        if !finished { match.cssClass = "unfinished" }
        return TableViewModel.Row(cells: [text(context.shortDates[index]), match])
      })
  }
}
