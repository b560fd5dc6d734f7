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

  /// A column's heading and its heading spelled out, from the catalogue; `priority` says
  /// whether it shows on every screen or only where there is room.
  static func column(
    _ wording: Wording, _ short: Phrase, _ long: Phrase? = nil, numeric: Bool,
    priority: TableViewModel.Priority = .always
  ) -> TableViewModel.Column {
    TableViewModel.Column(
      label: wording[short], title: wording[long ?? short], numeric: numeric, priority: priority)
  }

  /// Pld W D L Pts, then GD and Win% where there is room, then GF and GA; the goal columns
  /// only when `goals` (some of the table's matches had a score). A football table's
  /// order, each column with its importance on a phone.
  static func recordColumns(_ wording: Wording, goals: Bool) -> [TableViewModel.Column] {
    [
      column(wording, .columnsPlayed, .columnsPlayedLong, numeric: true),
      column(wording, .columnsWon, .columnsWonLong, numeric: true),
      column(wording, .columnsDrawn, .columnsDrawnLong, numeric: true),
      column(wording, .columnsLost, .columnsLostLong, numeric: true),
    ]
      + (goals
        ? [
          column(
            wording, .columnsGoalsFor, .columnsGoalsForLong, numeric: true, priority: .wider),
          column(
            wording, .columnsGoalsAgainst, .columnsGoalsAgainstLong, numeric: true,
            priority: .wider),
          column(
            wording, .columnsGoalDifference, .columnsGoalDifferenceLong, numeric: true,
            priority: .wide),
        ] : [])
      + [
        column(wording, .columnsPoints, .columnsPointsLong, numeric: true),
        column(wording, .columnsWinShare, .columnsWinShareLong, numeric: true, priority: .wide),
      ]
  }

  /// The cells under `recordColumns`: a record without a score in a table with goal
  /// columns shows "–" there (not recorded), never 0.
  static func recordCells(_ record: Record, points: Int, goals: Bool, wording: Wording)
    -> [Cell]
  {
    let missing = text("–", numeric: true)
    let goalCells =
      !goals
      ? []
      : record.recordedGoals.map {
        [number($0.for), number($0.against), text(ResultText.signed($0.difference), numeric: true)]
      } ?? [missing, missing, missing]
    return [number(record.played), number(record.won), number(record.drawn), number(record.lost)]
      + goalCells + [number(points), text(wording.percent(record.winRate), numeric: true)]
  }

  /// A league table: position, player, Pld W D L (GF GA GD) Pts Win%; the goal columns
  /// only when some of its matches had a score.
  static func standings(
    _ rows: [StandingRow], caption: String, context: PresentationContext, from page: Route
  ) -> TableViewModel {
    let goals = rows.contains { $0.record.recordsGoals }
    return TableViewModel(
      caption: caption, className: "standings", wording: context.wording,
      columns: [
        column(context.wording, .columnsPosition, .columnsPositionLong, numeric: true),
        column(context.wording, .columnsPlayer, numeric: false),
      ] + recordColumns(context.wording, goals: goals),
      rows: rows.map { row in
        let link = context.playerLink(row.playerID, from: page)
        return TableViewModel.Row(
          cells: [number(row.position), rowHeader(link.text, href: link.href)]
            + recordCells(row.record, points: row.points, goals: goals, wording: context.wording))
      })
  }

  /// Which of the write-ups' details some of `records` have: scorers, assists, players
  /// of the match.
  static func recordedDetails(_ records: [Record]) -> (
    goals: Bool, assists: Bool, playerOfTheMatch: Bool
  ) {
    (
      records.contains { $0.recordedMatches > 0 }, records.contains { $0.assists > 0 },
      records.contains { $0.playerOfTheMatch > 0 }
    )
  }

  /// What the write-ups' details give players, a row each: a first column (a player or a
  /// season), then goals, matches with recorded scorers and goals per such match (when
  /// some write-up gives scorers), assists (when some give assists) and player-of-the-match
  /// awards (when some name one). A row without a match with recorded scorers shows its
  /// goals as "not recorded" (–), not 0.
  static func contributions(
    _ rows: [(Cell, Record)], first: Phrase, caption: String, className: String,
    wording: Wording
  ) -> TableViewModel {
    let shown = recordedDetails(rows.map(\.1))
    return TableViewModel(
      caption: caption, className: className, wording: wording,
      columns: [column(wording, first, numeric: false)]
        + (shown.goals
          ? [
            column(wording, .columnsGoals, .columnsGoalsLong, numeric: true),
            column(
              wording, .columnsRecordedMatches, .columnsRecordedMatchesLong, numeric: true,
              priority: .wide),
            column(
              wording, .columnsGoalsPerMatch, .columnsGoalsPerMatchLong, numeric: true,
              priority: .wide),
          ] : [])
        + (shown.assists
          ? [column(wording, .columnsAssists, .columnsAssistsLong, numeric: true)] : [])
        + (shown.playerOfTheMatch
          ? [
            column(
              wording, .columnsPlayerOfTheMatch, .columnsPlayerOfTheMatchLong, numeric: true)
          ] : []),
      rows: rows.map { header, record in
        let perMatch = record.goalsPerRecordedMatch.map {
          wording.decimal(String(format: "%.2f", $0))
        }
        let goals =
          !shown.goals
          ? []
          : [
            record.recordedMatches == 0 ? text("–", numeric: true) : number(record.goals),
            number(record.recordedMatches), text(perMatch ?? "–", numeric: true),
          ]
        return TableViewModel.Row(
          cells: [header] + goals + (shown.assists ? [number(record.assists)] : [])
            + (shown.playerOfTheMatch ? [number(record.playerOfTheMatch)] : []))
      })
  }

  /// Matches as a sports app lists them: a row each, the date (linked to the match) and
  /// a column for each side, headed by its name, holding its goals; without a score, each
  /// side's result letter (W, D, L), the winner's in bold; an unfinished match says so
  /// across both.
  static func matches(
    _ indices: [Int], caption: String, context: PresentationContext, from page: Route
  ) -> TableViewModel {
    let results = context.results
    let sides = Team.allCases.map { team in
      TableViewModel.Column(
        label: results.team(team), title: results.team(team), numeric: false)
    }
    return TableViewModel(
      caption: caption, className: "matches", wording: context.wording,
      columns: [column(context.wording, .columnsDate, numeric: false)] + sides,
      rows: indices.map { index in
        let gather = context.league.gathers[index]
        let date = rowHeader(context.shortDates[index], href: context.matchLink(index, from: page))
        guard let outcome = gather.outcome else {
          var unfinished = text(context.wording[.resultNotFinished], className: "unfinished")
          unfinished.colspan = "2"
          return TableViewModel.Row(cells: [date, unfinished])
        }
        return TableViewModel.Row(
          cells: [date]
            + Team.allCases.map { team in
              let result = outcome.result(for: team)
              return text(
                gather.score.map { String($0.goals(for: team).scored) } ?? results.letter(result),
                className: result == .win ? "side won" : "side")
            })
      })
  }
}
