/// Builds an attendance grid: a row for each listed player who played in the period (by
/// name), their games in it, then a column for each counted gather. A cell holds the mark
/// of the side the player played for; a run of matches the player missed is one blank cell
/// spanning them, so a grid grows with the appearances in it rather than with players ×
/// matches.
struct AttendanceGrid {
  let context: PresentationContext

  /// The marks of the two sides: the first letters of the team names when they differ,
  /// otherwise "A" and "B".
  var marks: (a: String, b: String) {
    let (a, b) = (context.results.team(.a), context.results.team(.b))
    guard let first = a.first, let second = b.first, first != second else { return ("A", "B") }
    return (String(first).uppercased(), String(second).uppercased())
  }

  /// "A: played for Team A · B: played for Team B · blank: absent".
  var legend: String {
    context.wording(
      .attendanceLegend, ("markA", marks.a), ("a", context.results.team(.a)), ("markB", marks.b),
      ("b", context.results.team(.b)))
  }

  /// The grid of the gathers `indices` (counted, in play order), on `page`; columns are
  /// headed by the day of the month when `daysOnly`, otherwise by day and month.
  func table(_ indices: [Int], from page: Route, daysOnly: Bool) -> TableViewModel {
    let wording = context.wording
    let gathers = context.league.gathers
    let marks = marks
    // Each listed player's columns and sides, in column order.
    var played: [Int: [(column: Int, team: Team)]] = [:]
    for (column, index) in indices.enumerated() {
      for team in Team.allCases {
        for id in team == .a ? gathers[index].teamA : gathers[index].teamB
        where context.facts.isListed(id) && context.league.players[id] != nil {
          if played[id]?.last?.column != column { played[id, default: []].append((column, team)) }
        }
      }
    }
    let order = context.nameOrder
    let rows = played.keys.map { ($0, order[$0] ?? Int.max) }.sorted { ($0.1, $0.0) < ($1.1, $1.0) }
    let columns =
      [
        TableBuilder.column(wording, .columnsPlayer, numeric: false),
        TableBuilder.column(wording, .columnsPlayed, .columnsPlayedLong, numeric: true),
      ]
      // A phone shows each player's count; the grid itself from a wide phone's width up,
      // or under "All columns".
      + indices.map { index in
        let date = gathers[index].completedAt!
        return TableViewModel.Column(
          label: daysOnly ? context.dates.dayOfMonth(date) : context.dates.dayMonth(date),
          title:
            "\(context.dates.long(date, dateOnly: gathers[index].isDateOnly)) · \(context.headlines[index])",
          numeric: false, priority: .wide)
      }
    return TableViewModel(
      caption: wording[.attendanceCaption], className: "attendance", wording: wording,
      columns: columns,
      rows: rows.map { id, _ in
        let link = context.playerLink(id, from: page)
        let marked = played[id]!
        var cells = [TableBuilder.rowHeader(link.text, href: link.href)]
        cells.append(TableBuilder.number(marked.count))
        var next = 0
        for (column, team) in marked {
          if column > next { cells.append(Self.absent(column - next)) }
          cells.append(
            TableBuilder.text(team == .a ? marks.a : marks.b, className: team == .a ? "a" : "b"))
          next = column + 1
        }
        if indices.count > next { cells.append(Self.absent(indices.count - next)) }
        return TableViewModel.Row(cells: cells)
      })
  }

  /// A blank cell for `count` matches missed in a row.
  private static func absent(_ count: Int) -> TableViewModel.Cell {
    var cell = TableBuilder.text("", className: "absent")
    if count > 1 { cell.colspan = String(count) }
    return cell
  }
}
