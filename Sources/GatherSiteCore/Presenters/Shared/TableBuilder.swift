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

  static let recordColumns: [(String, String, Bool)] = [
    ("Pld", "Played", true), ("W", "Won", true), ("D", "Drawn", true), ("L", "Lost", true),
    ("GF", "Goals for", true), ("GA", "Goals against", true), ("GD", "Goal difference", true),
  ]

  static func recordCells(_ record: Record, points: Int) -> [Cell] {
    [
      number(record.played), number(record.won), number(record.drawn), number(record.lost),
      number(record.goalsFor), number(record.goalsAgainst),
      text(ResultText.signed(record.goalDifference), numeric: true),
      number(points), text(ResultText.percent(record.winRate), numeric: true),
    ]
  }

  /// A league table: position, player, Pld W D L GF GA GD Pts Win%.
  static func standings(
    _ rows: [StandingRow], caption: String, context: PresentationContext, from page: Route
  ) -> TableViewModel {
    TableViewModel(
      caption: caption, className: "standings",
      columns: columns(
        [("#", "Position", true), ("Player", "Player", false)] + recordColumns
          + [("Pts", "Points", true), ("Win%", "Win percentage", true)]),
      rows: rows.map { row in
        let link = context.playerLink(row.playerID, from: page)
        return TableViewModel.Row(
          cells: [number(row.position), rowHeader(link.text, href: link.href)]
            + recordCells(row.record, points: row.points))
      })
  }

  /// Matches as rows: date, match (linked), result.
  static func matches(
    _ indices: [Int], caption: String, context: PresentationContext, from page: Route
  ) -> TableViewModel {
    TableViewModel(
      caption: caption, className: "matches",
      columns: columns([
        ("Date", "Date", false), ("Match", "Match", false), ("Result", "Result", false),
      ]),
      rows: indices.map { index in
        let gather = context.league.gathers[index]
        return TableViewModel.Row(cells: [
          text(context.shortDates[index]),
          rowHeader(
            context.headlines[index],
            href: context.matchLink(index, from: page)),
          text(ResultText.summary(gather.score), className: gather.isFinished ? nil : "unfinished"),
        ])
      })
  }
}
