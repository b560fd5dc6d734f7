import Foundation
import GatherSiteCore

/// Reads the rows of a spreadsheet of matches one by one into its matches, checking each
/// against what earlier rows said.
///
/// It promises that a row is added to its match only once its cells are read; that the
/// filled-in cells of one match's rows agree (an empty cell says nothing), or the first
/// row that disagrees is an error naming both rows; and that every message names the row,
/// the column and the value. A row whose cells are all empty is skipped.
///
/// A player's details (`goals`, `assists`, `playerOfTheMatch`) are read from the row that
/// places them: the rows of one player in one match agree on them as on the score, but a
/// guest's rows are each another guest, so their goals and assists add up. A row that
/// places no one gives no details.
struct CSVRowReader: Sendable {
  let file: String
  let columns: CSVColumns
  let settings: CSVImportSettings
  let dates: DateColumn
  var roster: ImportRoster
  var diagnostics: Diagnostics
  /// The matches, in order of their first row.
  private(set) var matches: [CSVMatch] = []
  /// Rows with a player but no side, or a side but no player.
  private(set) var unplaced = 0
  private var matchOfKey: [MatchKey: Int] = [:]
  /// The first row of each match, by index into `matches`.
  private var firstRows: [Int] = []
  /// Columns already warned about for holding cells under no heading.
  private var warnedColumns: Set<Int> = []
  /// Names of several existing players already warned about.
  private var warnedNames: Set<String> = []
  /// The names already compared with the existing players' (`ImportRoster.lookalike`).
  private var lookedAlike: Set<String> = []
  /// Score cells a spreadsheet made dates or times of, reported together by `finish`.
  private var changedScores: [(row: Int, text: String, change: CSVCell.SpreadsheetChange)] = []

  /// What tells two matches apart: the day and the `match` label.
  struct MatchKey: Hashable, Sendable {
    var day: String
    var label: String
  }

  init(
    file: String, columns: CSVColumns, settings: CSVImportSettings, dates: DateColumn,
    roster: ImportRoster, diagnostics: Diagnostics
  ) {
    self.file = file
    self.columns = columns
    self.settings = settings
    self.dates = dates
    self.roster = roster
    self.diagnostics = diagnostics
  }

  /// Reads the cells of spreadsheet row `row`.
  mutating func read(_ cells: [String], row: Int) {
    guard cells.contains(where: { !$0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty })
    else { return }
    warnAboutUnnamedCells(cells, row: row)
    let dateText = columns.cell(.date, in: cells)
    guard !dateText.isEmpty else {
      return error(row, .date, "is empty; every row needs the date of its match")
    }
    guard let date = dates.parse(dateText) else {
      error(
        row, .date,
        "\(JSONValue.quote(dateText)) is not a date (YYYY-MM-DD, or YYYY-MM-DD HH:MM)")
      // The rest of the row is still checked, so that one run reports all of a file's
      // problems; the row joins no match.
      var unplaced = CSVMatch(
        date: CSVDate(year: 1, month: 1, day: 1), label: "", row: row, text: "")
      _ = readResult(cells, row: row, into: &unplaced)
      return
    }
    let label = columns.cell(.match, in: cells)
    let key = MatchKey(day: date.dayText, label: label)
    var match: CSVMatch
    let index: Int
    if let existing = matchOfKey[key] {
      guard columns.layout == .perPlayer else {
        let tell =
          label.isEmpty
          ? "give each match of one day a label in a match column"
          : "give each match of one day its own label"
        return error(
          row, .date,
          "\(JSONValue.quote(dateText)) is the day of the match of row \(firstRows[existing]) too (\(label.isEmpty ? "no label" : "label \(JSONValue.quote(label))")); \(tell)"
        )
      }
      index = existing
      match = matches[existing]
      if let seconds = date.secondsIntoDay {
        if let time = match.time, time.value != seconds {
          return error(
            row, .date,
            disagreement(dateText, time)
              + " (two matches of one day need a label each, in a match column)")
        }
        if match.time == nil {
          match.time = CSVMatch.Given(value: seconds, text: dateText, row: row)
          match.date.secondsIntoDay = seconds
        }
      }
    } else {
      index = matches.count
      match = CSVMatch(date: date, label: label, row: row, text: dateText)
    }
    guard readResult(cells, row: row, into: &match) else { return }
    switch columns.layout {
    case .perPlayer: placePlayer(cells, row: row, in: &match)
    case .perMatch:
      for (column, team) in [(CSVColumns.Name.teamA, Team.a), (.teamB, .b)] {
        for name in CSVCell.names(columns.cell(column, in: cells)) {
          place(name, team, row: row, column: column, in: &match)
        }
      }
    }
    if index == matches.count {
      matchOfKey[key] = index
      matches.append(match)
      firstRows.append(row)
    } else {
      matches[index] = match
    }
  }

  /// What is said once every row is read: the import-time checks of the players' details
  /// (`checkDetails`, which also leaves out the details of players listed for both sides),
  /// and the one error, if any, for the score cells a spreadsheet made dates or times of,
  /// naming the first three.
  mutating func finish() {
    checkDetails()
    guard let first = changedScores.first, let index = columns.positions[.score] else { return }
    let shown = changedScores.prefix(3).map { "row \($0.row), \(JSONValue.quote($0.text))" }
    let more = changedScores.count - shown.count
    let kinds = Set(changedScores.map(\.change))
    let what =
      kinds.count == 2 ? "dates and times" : first.change == .date ? "dates" : "times"
    let one = changedScores.count == 1
    let count =
      one
      ? "1 score is a \(first.change == .date ? "date" : "time")"
      : "\(DiagnosticSummary.grouped(changedScores.count)) scores are \(what)"
    diagnostics.error(
      file, CSVColumns.column(index, columns.header[index]),
      "\(count): the spreadsheet turned \(one ? "it" : "them") into \(one ? (first.change == .date ? "a date" : "a time") : what) when they were typed (\(shown.joined(separator: "; "))\(more > 0 ? "; and \(DiagnosticSummary.grouped(more)) more" : "")). A spreadsheet reads 4-2 as the 4th of February and 4:2 as a time of day. Write the scores as 4 x 2, which no spreadsheet changes, or set the column's format to Text before typing them; a score is never guessed back"
    )
  }

  /// What `gather-site check` would say of the write-ups' details, said of the rows: a
  /// side's goals beyond its score, and the details of a player listed for both sides, who
  /// counts as not having played (those details are left out).
  private mutating func checkDetails() {
    guard !columns.details.isEmpty else { return }
    for index in matches.indices {
      var match = matches[index]
      var sides: [Int: Set<Team>] = [:]
      for placed in match.lineup { sides[placed.id, default: []].insert(placed.team) }
      for (id, teams) in sides where teams.count == 2 && !roster.isGuest(id) {
        let row = match.lineup.first { $0.id == id }!.row
        let details: [(CSVColumns.Name, String?)] = [
          (.goals, match.goals.removeValue(forKey: id)?.text),
          (.assists, match.assists.removeValue(forKey: id)?.text),
          (
            .playerOfTheMatch,
            match.playerOfTheMatch.removeValue(forKey: id).flatMap { $0.value ? $0.text : nil }
          ),
        ]
        for case (let column, let text?) in details {
          warning(
            row, column,
            "\(JSONValue.quote(text)) is for a player listed for both sides of \(match.name), who counts as not having played; ignored"
          )
        }
      }
      matches[index] = match
      guard let score = match.score?.value, !match.goals.isEmpty else { continue }
      for team in Team.allCases {
        let guestSides = Set(sides.filter { roster.isGuest($0.key) }.values.flatMap { $0 })
        let members = sides.filter { id, teams in
          roster.isGuest(id) ? guestSides == [team] : teams == [team]
        }.keys
        let rows = members.compactMap { match.goals[$0] }.sorted { $0.row < $1.row }
        let listed = rows.reduce(0) { $0 + $1.value }
        let scored = team == .a ? score.teamA : score.teamB
        guard listed > scored, let first = rows.first else { continue }
        let rowList = rows.map { String($0.row) }
        warning(
          first.row, .goals,
          "\(team.rawValue)'s players have \(listed) goals in \(match.name) (rows \(rowList.joined(separator: ", "))), more than its score of \(scored) (row \(match.score!.row), \(JSONValue.quote(match.score!.text)))"
        )
      }
    }
  }

  /// The row's score and winner checked against each other and against the match's;
  /// false after an error.
  private mutating func readResult(_ cells: [String], row: Int, into match: inout CSVMatch)
    -> Bool
  {
    let scoreText = columns.cell(.score, in: cells)
    if !scoreText.isEmpty {
      if let score = CSVCell.score(scoreText) {
        guard (0...100).contains(score.teamA), (0...100).contains(score.teamB) else {
          error(row, .score, "\(JSONValue.quote(scoreText)) is out of range (0–100 goals a side)")
          return false
        }
        if let earlier = match.score, earlier.value != score {
          error(row, .score, disagreement(scoreText, earlier))
          return false
        }
        if let winner = match.winner, winner.value != score.outcome {
          error(
            row, .score,
            "\(JSONValue.quote(scoreText)) disagrees with the winner \(JSONValue.quote(winner.text)) of row \(winner.row) (\(describe(score.outcome)))"
          )
          return false
        }
        if match.score == nil {
          match.score = CSVMatch.Given(value: score, text: scoreText, row: row)
        }
      } else if let change = CSVCell.spreadsheetMade(scoreText) {
        changedScores.append((row, scoreText, change))
      } else {
        error(
          row, .score,
          "\(JSONValue.quote(scoreText)) is not a score (3-2, 3:2 or 3 x 2, Team A's goals first)"
        )
        return false
      }
    }
    let winnerText = columns.cell(.winner, in: cells)
    if !winnerText.isEmpty {
      guard let winner = CSVCell.winner(winnerText, teamNames: settings.teamNames) else {
        error(
          row, .winner,
          "\(JSONValue.quote(winnerText)) is not a winner (\(CSVCell.sides(settings.teamNames)), or draw)"
        )
        return false
      }
      if let earlier = match.winner, earlier.value != winner {
        error(row, .winner, disagreement(winnerText, earlier))
        return false
      }
      if let score = match.score, score.value.outcome != winner {
        error(
          row, .winner,
          "\(JSONValue.quote(winnerText)) disagrees with the score \(JSONValue.quote(score.text)) of row \(score.row) (\(describe(score.value.outcome)))"
        )
        return false
      }
      if match.winner == nil {
        match.winner = CSVMatch.Given(value: winner, text: winnerText, row: row)
      }
    }
    return true
  }

  /// The `player` of a row of one player, on the side of its `team`.
  private mutating func placePlayer(_ cells: [String], row: Int, in match: inout CSVMatch) {
    let name = columns.cell(.player, in: cells)
    let teamText = columns.cell(.team, in: cells)
    switch (name.isEmpty, teamText.isEmpty) {
    case (true, true):
      for column in columns.details where !columns.cell(column, in: cells).isEmpty {
        warning(
          row, column,
          "\(JSONValue.quote(columns.cell(column, in: cells))) is for no player (the row has none); ignored"
        )
      }
      return
    case (false, true):
      unplaced += 1
      warning(
        row, .team,
        "is empty; \(JSONValue.quote(name)) is left out of the match of \(match.date.dayText)")
    case (true, false):
      unplaced += 1
      warning(
        row, .player,
        "is empty; no player is placed on side \(JSONValue.quote(teamText)) of the match of \(match.date.dayText)"
      )
    case (false, false):
      guard let team = CSVCell.side(teamText, teamNames: settings.teamNames) else {
        return error(
          row, .team,
          "\(JSONValue.quote(teamText)) is neither side (\(CSVCell.sides(settings.teamNames)))")
      }
      guard readDetails(cells, row: row, name: name, in: &match) else { return }
      place(name, team, row: row, column: .player, in: &match)
    }
  }

  /// The goals, assists and player of the match that row `row` gives `name`, added to
  /// `match`; false after an error.
  private mutating func readDetails(
    _ cells: [String], row: Int, name: String, in match: inout CSVMatch
  ) -> Bool {
    guard let id = roster.id(for: name) else {
      error(row, .player, roster.noIDLeft(for: name))
      return false
    }
    for column in columns.details {
      let text = columns.cell(column, in: cells)
      guard !text.isEmpty else { continue }
      switch column {
      case .goals, .assists:
        guard let count = CSVCell.count(text) else {
          error(
            row, column,
            "\(JSONValue.quote(text)) is not a number of \(column == .goals ? "goals" : "assists") (a whole number from 0 to 100)"
          )
          return false
        }
        let given = CSVMatch.Given(value: count, text: text, row: row)
        let added =
          column == .goals
          ? add(given, of: id, name, column, to: &match.goals, guests: +)
          : add(given, of: id, name, column, to: &match.assists, guests: +)
        guard added else { return false }
      default:
        guard let yes = CSVCell.yesOrNo(text) else {
          warning(
            row, column,
            "\(JSONValue.quote(text)) is neither yes (yes, y, 1, true, x) nor no (empty, no, n, 0, false); taken as no"
          )
          continue
        }
        let given = CSVMatch.Given(value: yes, text: text, row: row)
        guard add(given, of: id, name, column, to: &match.playerOfTheMatch, guests: { $0 || $1 })
        else { return false }
      }
    }
    return true
  }

  /// `given`, a detail of player `id` (`name`), added to what earlier rows gave them: for a
  /// guest, combined by `guests`; for anyone else, an error unless the two agree.
  private mutating func add<Value: Equatable & Sendable>(
    _ given: CSVMatch.Given<Value>, of id: Int, _ name: String, _ column: CSVColumns.Name,
    to known: inout [Int: CSVMatch.Given<Value>], guests: (Value, Value) -> Value
  ) -> Bool {
    guard var earlier = known[id] else {
      known[id] = given
      return true
    }
    if roster.isGuest(id) {
      earlier.value = guests(earlier.value, given.value)
      known[id] = earlier
      return true
    }
    guard earlier.value == given.value else {
      error(
        given.row, column,
        "\(JSONValue.quote(given.text)) disagrees with row \(earlier.row), which gives \(JSONValue.quote(earlier.text)) for \(JSONValue.quote(name)) in this match"
      )
      return false
    }
    return true
  }

  /// `name` on side `team` of `match`: a guest any number of times, anyone else once.
  private mutating func place(
    _ name: String, _ team: Team, row: Int, column: CSVColumns.Name, in match: inout CSVMatch
  ) {
    guard let id = roster.id(for: name) else {
      return error(row, column, roster.noIDLeft(for: name))
    }
    // Each name is compared with the players' once: a spreadsheet repeats its names.
    if lookedAlike.insert(name).inserted, let like = roster.lookalike(of: name) {
      warning(
        row, column,
        "\(JSONValue.quote(name)) is not a name in players.json, so it is a new player; if it is \(like), write the name as players.json does"
      )
    }
    if let shared = roster.sharedNames[name], warnedNames.insert(name).inserted {
      warning(
        row, column,
        "\(JSONValue.quote(name)) is the name of players \(shared.map(String.init).joined(separator: ", ")) in players.json; taken as \(shared[0])"
      )
    }
    if !roster.isGuest(id), let earlier = match.lineup.first(where: { $0.id == id }) {
      if earlier.team == team {
        return warning(
          row, column,
          "\(JSONValue.quote(name)) is already in \(team.rawValue) of this match (row \(earlier.row)); counted once. If the name stands for guests, import with --guest \(JSONValue.quote(name))"
        )
      }
      warning(
        row, column,
        "\(JSONValue.quote(name)) is also in \(earlier.team.rawValue) of this match (row \(earlier.row)): listed for both sides, they count for neither"
      )
    }
    match.lineup.append(CSVMatch.Placed(id: id, team: team, row: row))
  }

  /// "… disagrees with row 2, which gives "3-2" for this match".
  private func disagreement<Value>(_ text: String, _ earlier: CSVMatch.Given<Value>) -> String {
    "\(JSONValue.quote(text)) disagrees with row \(earlier.row), which gives \(JSONValue.quote(earlier.text)) for this match"
  }

  private func describe(_ outcome: Outcome) -> String {
    switch outcome {
    case .teamAWon: "Team A won"
    case .teamBWon: "Team B won"
    case .draw: "a draw"
    }
  }

  /// A warning, once per column, for a filled-in cell under no heading.
  private mutating func warnAboutUnnamedCells(_ cells: [String], row: Int) {
    for (index, cell) in cells.enumerated()
    where !warnedColumns.contains(index)
      && (index >= columns.header.count
        || columns.header[index].trimmingCharacters(in: .whitespacesAndNewlines).isEmpty)
      && !cell.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
    {
      warnedColumns.insert(index)
      diagnostics.warning(
        file, "row \(row), \(CSVColumns.column(index, nil))",
        "\(JSONValue.quote(cell)) is under no heading; the column is ignored")
    }
  }

  private mutating func error(_ row: Int, _ column: CSVColumns.Name, _ message: String) {
    diagnostics.error(file, columns.location(row: row, column), message)
  }

  private mutating func warning(_ row: Int, _ column: CSVColumns.Name, _ message: String) {
    diagnostics.warning(file, columns.location(row: row, column), message)
  }
}
