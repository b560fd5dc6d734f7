import Foundation
import Testing

@testable import GatherSiteCore
@testable import GatherSiteImport

@Suite struct CSVImporterTests {
  /// What converting `csv` gave: the gathers and players written (nil after an error), the
  /// summary, and the diagnostics as printed.
  struct Converted {
    var gathers: [GatherExport]?
    var players: [JSONValue]?
    var conversion: CSVImporter.Conversion?
    var messages: [String]
  }

  private func convert(
    _ csv: String, settings: CSVImportSettings = CSVImportSettings(), players: Data? = nil
  ) -> Converted {
    convert(Data(csv.utf8), settings: settings, players: players)
  }

  private func convert(
    _ csv: Data, settings: CSVImportSettings = CSVImportSettings(), players: Data? = nil
  ) -> Converted {
    let (conversion, diagnostics) = CSVImporter.convert(
      csv, file: "m.csv", settings: settings, players: players, playersFile: "data/players.json")
    return Converted(
      gathers: conversion.map { try! JSONDecoder().decode([GatherExport].self, from: $0.gathers) },
      players: conversion.map { try! JSONDecoder().decode([JSONValue].self, from: $0.players) },
      conversion: conversion, messages: diagnostics.map(\.description))
  }

  private func pivot(_ rows: [(Int, Team)]) -> [GatherExport.Pivot] {
    rows.map { GatherExport.Pivot(playerId: $0.0, team: $0.1.rawValue) }
  }

  private func player(_ id: Int, _ name: String) -> JSONValue {
    .object(["id": .int(id), "name": .string(name)])
  }

  let berlin = CSVImportSettings(
    timeZone: TimeZone(identifier: "Europe/Berlin")!, teamNames: TeamNames(a: "Bibs", b: "Shirts"))

  // MARK: The two layouts

  @Test func aRowPerPlayer() throws {
    let converted = convert(
      """
      date,player,team,score
      2024-05-12,Ana,A,3-2
      2024-05-12,Ben,B,3-2
      2024-05-12,Zoë,A,
      2024-05-19,Ben,A,1:1
      2024-05-19,Ana,B,
      """)
    #expect(converted.messages.isEmpty)
    #expect(converted.players == [player(1, "Ana"), player(2, "Ben"), player(3, "Zoë")])
    #expect(
      converted.gathers == [
        GatherExport(
          id: MatchID.id(day: "2024-05-12", label: ""), completedAt: "2024-05-12", score: "3-2",
          winnerTeam: "Team A", players: pivot([(1, .a), (2, .b), (3, .a)])),
        GatherExport(
          id: MatchID.id(day: "2024-05-19", label: ""), completedAt: "2024-05-19", score: "1-1",
          winnerTeam: "None", players: pivot([(2, .a), (1, .b)])),
      ])
    #expect(
      converted.conversion?.summary
        == CSVImporter.Summary(
          matches: 2, newPlayers: 3, knownPlayers: 0, otherPlayers: 0, unplaced: 0))
  }

  /// The same league as a row per match, with semicolons, a byte order mark, CRLF and names
  /// split by `;` and by line breaks: the same files.
  @Test func aRowPerMatchGivesTheSameFiles() throws {
    let perPlayer = convert(
      """
      date,player,team,score
      2024-05-12,Ana,A,3-2
      2024-05-12,Zoë,A,
      2024-05-12,Ben,B,3-2
      2024-05-19,Ben,A,1:1
      2024-05-19,Ana,B,
      """)
    let text =
      "Team_B;DATE;Score;team_a\r\nBen;2024-05-12;3 x 2;\"Ana\r\nZoë\"\r\n\"Ana\";2024-05-19;1-1;Ben;\r\n"
    let perMatch = convert(Data([0xEF, 0xBB, 0xBF] + Array(text.utf8)))
    #expect(perMatch.messages.isEmpty)
    #expect(perMatch.conversion?.players == perPlayer.conversion?.players)
    #expect(perMatch.conversion?.gathers == perPlayer.conversion?.gathers)
    #expect(perMatch.conversion != nil)
  }

  @Test func quotedNamesWithCommasQuotesAndAccents() {
    let converted = convert(
      """
      player;team;date;winner
      "Smith, John";A;2024-05-12
      "Kai ""Rocket"" Ito";B;2024-05-12
      Émile;B;2024-05-12
      """)
    #expect(
      converted.players == [
        player(1, "Smith, John"), player(2, "Kai \"Rocket\" Ito"), player(3, "Émile"),
      ])
  }

  // MARK: Results and dates

  @Test func aWinnerWithoutAScoreIsWrittenWithoutOne() {
    let converted = convert(
      """
      date,team_a,team_b,winner,score
      2024-05-12,Ana,Ben,B,
      2024-05-13,Ana,Ben,draw,
      2024-05-14,Ana,Ben,Team A,
      2024-05-15,Ana,Ben,,
      2024-05-16,Ana,Ben,a,2-1
      """)
    #expect(converted.messages.isEmpty)
    #expect(converted.gathers?.map(\.score) == [nil, nil, nil, nil, "2-1"])
    #expect(converted.gathers?.map(\.winnerTeam) == ["Team B", "None", "Team A", nil, "Team A"])
  }

  /// A time is the site's, written as the UTC instant; a day alone is written as the day.
  @Test func datesWithAndWithoutATime() {
    let converted = convert(
      """
      date,team_a,team_b,winner
      2024-05-12 18:00,Ana,Ben
      2024-01-12 18:00,Ana,Ben
      2024-05-14,Ana,Ben
      """, settings: berlin)
    #expect(
      converted.gathers?.map(\.completedAt) == [
        "2024-05-12T16:00:00Z", "2024-01-12T17:00:00Z", "2024-05-14",
      ])
  }

  /// Rows of one match may leave the time, the score and the winner empty; those that give
  /// them must agree.
  @Test func emptyCellsSayNothing() {
    let converted = convert(
      """
      date,player,team,score,winner
      2024-05-12,Ana,A,,
      2024-05-12 18:00,Ben,B,3-2,
      2024-05-12,Zoë,A,,a
      2024-05-12 18:00,Dev,B,3:2,
      """, settings: berlin)
    #expect(converted.messages.isEmpty)
    #expect(converted.gathers?.count == 1)
    #expect(converted.gathers?.first?.completedAt == "2024-05-12T16:00:00Z")
    #expect(converted.gathers?.first?.score == "3-2")
  }

  @Test func theSitesTeamNamesInAnyCase() {
    let converted = convert(
      """
      date,player,team,winner
      2024-05-12,Ana,bibs,SHIRTS
      2024-05-12,Ben,Shirts,
      2024-05-12,Zoë,B,
      """, settings: berlin)
    #expect(converted.gathers?.first?.players == pivot([(1, .a), (2, .b), (3, .b)]))
    #expect(converted.gathers?.first?.winnerTeam == "Team B")
  }

  /// Two matches on one day are told apart by their label, in either layout; each is a
  /// gather, in the order of its first row, whose id comes from its day and label.
  @Test func matchLabelsTellMatchesOfOneDayApart() {
    let perPlayer = convert(
      """
      date,match,player,team,score
      2024-05-12,early,Ana,A,1-0
      2024-05-12,late,Ben,A,0-2
      2024-05-12,early,Ben,B,
      2024-05-12,late,Ana,B,
      2024-05-13,,Ben,A,
      """)
    #expect(
      perPlayer.gathers?.map(\.id) == [
        MatchID.id(day: "2024-05-12", label: "early"), MatchID.id(day: "2024-05-12", label: "late"),
        MatchID.id(day: "2024-05-13", label: ""),
      ])
    #expect(Set(perPlayer.gathers?.map(\.id) ?? []).count == 3)
    #expect(perPlayer.gathers?.map(\.score) == ["1-0", "0-2", nil])
    #expect(perPlayer.gathers?[0].players == pivot([(1, .a), (2, .b)]))
    #expect(perPlayer.gathers?[1].players == pivot([(2, .a), (1, .b)]))
    let perMatch = convert(
      """
      date,match,team_a,team_b,score
      2024-05-12,early,Ana,Ben,1-0
      2024-05-12,late,Ben,Ana,0-2
      2024-05-13,,Ben,,
      """)
    #expect(perMatch.conversion?.gathers == perPlayer.conversion?.gathers)
  }

  // MARK: Errors and warnings

  /// Every error names the file, the row, the column and the value; with one, nothing is
  /// converted.
  @Test func errorsNameTheRowTheColumnAndTheValue() {
    let converted = convert(
      """
      Date,Player,Team,Score,Winner
      12 May 2024,Ana,A,,
      2024-05-12,Ben,C,,
      2024-05-12,Ana,A,3-2,
      2024-05-12,Dev,B,3-1,
      2024-05-12,Zed,B,,B
      2024-05-12 18:00,Zoë,A,,
      2024-05-12 19:00,Zoë,A,,
      2024-05-19,Eve,A,3-x,
      2024-05-19,Eve,A,101-0,
      2024-05-20,Eve,A,,C
      2024-05-21,Eve,A,,A
      2024-05-21,Eve,A,1-1,
      ,Eve,A,,
      """, settings: berlin)
    #expect(converted.conversion == nil)
    #expect(
      converted.messages == [
        "error: m.csv: row 2, column A (Date): \"12 May 2024\" is not a date (YYYY-MM-DD, or YYYY-MM-DD HH:MM)",
        "error: m.csv: row 3, column C (Team): \"C\" is neither side (A or B, or \"Bibs\" or \"Shirts\")",
        "error: m.csv: row 5, column D (Score): \"3-1\" disagrees with row 4, which gives \"3-2\" for this match",
        "error: m.csv: row 6, column E (Winner): \"B\" disagrees with the score \"3-2\" of row 4 (Team A won)",
        "error: m.csv: row 8, column A (Date): \"2024-05-12 19:00\" disagrees with row 7, which gives \"2024-05-12 18:00\" for this match (two matches of one day need a label each, in a match column)",
        "error: m.csv: row 9, column D (Score): \"3-x\" is not a score (3-2, 3:2 or 3 x 2, Team A's goals first)",
        "error: m.csv: row 10, column D (Score): \"101-0\" is out of range (0–100 goals a side)",
        "error: m.csv: row 11, column E (Winner): \"C\" is not a winner (A or B, or \"Bibs\" or \"Shirts\", or draw)",
        "error: m.csv: row 13, column D (Score): \"1-1\" disagrees with the winner \"A\" of row 12 (a draw)",
        "error: m.csv: row 14, column A (Date): is empty; every row needs the date of its match",
      ])
  }

  @Test func aRowPerMatchGivesEachMatchOfADayALabel() {
    #expect(
      convert(
        """
        date,team_a,team_b,winner
        2024-05-12,Ana,Ben
        2024-05-12,Ben,Ana
        """
      ).messages == [
        "error: m.csv: row 3, column A (date): \"2024-05-12\" is the day of the match of row 2 too (no label); give each match of one day a label in a match column"
      ])
  }

  @Test func aHeaderOfNeitherLayoutIsAnError() {
    let converted = convert("when,who\n2024-05-12,Ana\n")
    #expect(converted.conversion == nil)
    #expect(
      converted.messages.last
        == "error: m.csv: row 1: is not a header of matches (found \"when\", \"who\"): one row per player needs the columns date, team and player; one row per match needs date, team_a and team_b"
    )
  }

  @Test func unknownColumnsAndCellsUnderNoHeadingAreWarnings() {
    let converted = convert(
      """
      winner,date,player,team,notes,
      ,2024-05-12,Ana,A,2,x,y
      ,2024-05-12,Ben,B,,z,
      """)
    #expect(converted.conversion != nil)
    #expect(
      converted.messages == [
        "warning: m.csv: row 1, column E (notes): unknown column; ignored (the columns read are date, team, player, team_a, team_b, score, winner, match, goals, assists, playerOfTheMatch)",
        "warning: m.csv: row 2, column F: \"x\" is under no heading; the column is ignored",
        "warning: m.csv: row 2, column G: \"y\" is under no heading; the column is ignored",
      ])
  }

  /// A row with a player but no side, or a side but no player, places no one: a warning,
  /// counted in the summary. A row with only a date makes its match all the same.
  @Test func playersThatCannotBePlaced() {
    let converted = convert(
      """
      date,player,team,score
      2024-05-12,Ana,,
      2024-05-12,,B,
      2024-05-12,Ben,A,
      2024-05-19,,,2-0
      ,,,
      """)
    #expect(
      converted.messages == [
        "warning: m.csv: row 2, column C (team): is empty; \"Ana\" is left out of the match of 2024-05-12",
        "warning: m.csv: row 3, column B (player): is empty; no player is placed on side \"B\" of the match of 2024-05-12",
      ])
    #expect(converted.gathers?.map(\.players) == [pivot([(1, .a)]), []])
    #expect(converted.gathers?.last?.score == "2-0")
    #expect(converted.players == [player(1, "Ben")])
    #expect(converted.conversion?.summary.unplaced == 2)
    #expect(
      converted.conversion?.summary.line(into: "Content/data")
        == "Imported 2 matches and 1 player (1 new, 0 known) into Content/data; 2 rows could not be placed in a line-up (see the warnings)"
    )
  }

  /// A players.json whose highest id is the largest whole number leaves no id for a new
  /// name: an error naming the row and the name, and nothing written; known names still
  /// import (hostile input: the next id overflowed and crashed the import).
  @Test func noIdLeftAfterTheLargestWholeNumber() {
    let players = Data(#"[{"id": 9223372036854775807, "name": "Max"}]"#.utf8)
    let converted = convert(
      """
      date,player,team,score
      2024-05-12,Max,A,1-0
      2024-05-12,Ana,B,
      """, players: players)
    #expect(
      converted.messages == [
        "error: m.csv: row 3, column B (player): \"Ana\" is a new player, and no id is left for one: the highest id in players.json is 9223372036854775807, the largest whole number there is; give that player a smaller id"
      ])
    #expect(converted.conversion == nil)
    let known = convert("date,player,team,score\n2024-05-12,Max,A,1-0\n", players: players)
    #expect(known.messages.isEmpty && known.players == [player(Int.max, "Max")])
  }

  /// Anyone but a guest listed twice in a match is a warning: once on one side counts once,
  /// on both sides is a slip, left for the build to count for neither side.
  @Test func aPlayerTwiceInAMatch() {
    let converted = convert(
      """
      date,team_a,team_b,winner
      2024-05-12,Ana;Ana;Ben,Ben
      """)
    #expect(
      converted.messages == [
        "warning: m.csv: row 2, column B (team_a): \"Ana\" is already in Team A of this match (row 2); counted once. If the name stands for guests, import with --guest \"Ana\"",
        "warning: m.csv: row 2, column C (team_b): \"Ben\" is also in Team A of this match (row 2): listed for both sides, they count for neither",
      ])
    #expect(converted.gathers?.first?.players == pivot([(1, .a), (2, .a), (2, .b)]))
  }

  /// A guest of the settings may be in a match any number of times, on both sides.
  @Test func guestsAppearAnyNumberOfTimes() {
    let converted = convert(
      """
      date,player,team,winner
      2024-05-12,Guest,A
      2024-05-12,Ana,A
      2024-05-12,Guest,A
      2024-05-12,Guest,B
      """,
      settings: CSVImportSettings(guests: [99]),
      players: Data(#"[{"id": 99, "name": "Guest"}]"#.utf8))
    #expect(converted.messages.isEmpty)
    #expect(converted.gathers?.first?.players == pivot([(99, .a), (100, .a), (99, .a), (99, .b)]))
    #expect(converted.conversion?.summary.knownPlayers == 1)
  }

  // MARK: What spreadsheets do to a file

  /// Excel in the United Kingdom, all at once: Windows-1252 names, day-first dates and
  /// scores it made dates and times of. The names and dates are read; the scores are one
  /// error, in the same run as the file's other problems.
  @Test func excelInTheUKIsOneRunOfErrors() {
    let lines = [
      "Date,Player,Team,Score",
      "19/01/2026,Jo\u{E3}o,A,04-Feb", "19/01/2026,Carl\u{E3}o,B,04-Feb",
      "26/01/2026,Jo\u{E3}o,A,2-Apr", "26/01/2026,Ana,B,2-Apr",
      "02/02/2026,Ana,A,04:02:00", "02/02/2026,Jo\u{E3}o,B,4:02 AM",
      "09/02/2026,Ana,A,3 x 3", "09/02/2026,Jo\u{E3}o,C,3 x 3",
    ]
    let data = lines.joined(separator: "\r\n").data(using: .windowsCP1252)!
    let converted = convert(data)
    #expect(converted.conversion == nil)
    #expect(
      converted.messages == [
        "error: m.csv: row 9, column C (Team): \"C\" is neither side (A or B)",
        "error: m.csv: column D (Score): 6 scores are dates and times: the spreadsheet turned them into dates and times when they were typed (row 2, \"04-Feb\"; row 3, \"04-Feb\"; row 4, \"2-Apr\"; and 3 more). A spreadsheet reads 4-2 as the 4th of February and 4:2 as a time of day. Write the scores as 4 x 2, which no spreadsheet changes, or set the column's format to Text before typing them; a score is never guessed back",
      ])
    let fixed = lines.map {
      $0.replacingOccurrences(of: "04-Feb", with: "4 x 2")
        .replacingOccurrences(of: "2-Apr", with: "2 x 4")
        .replacingOccurrences(of: "04:02:00", with: "4 x 2")
        .replacingOccurrences(of: "4:02 AM", with: "4 x 2")
        .replacingOccurrences(of: ",C,", with: ",B,")
    }
    let imported = convert(fixed.joined(separator: "\r\n").data(using: .windowsCP1252)!)
    #expect(imported.messages.isEmpty)
    #expect(imported.players?.first == player(1, "João"))
    #expect(
      imported.gathers?.map(\.completedAt) == [
        "2026-01-19", "2026-01-26", "2026-02-02", "2026-02-09",
      ])
    #expect(imported.gathers?.map(\.score) == ["4-2", "2-4", "4-2", "3-3"])
  }

  /// Rows whose dates are not dates are still read for their other problems.
  @Test func aRowWithABadDateIsStillChecked() {
    let converted = convert(
      """
      date,player,team,score
      soon,Ana,A,3-x
      """)
    #expect(
      converted.messages == [
        "error: m.csv: row 2, column A (date): \"soon\" is not a date (YYYY-MM-DD, or YYYY-MM-DD HH:MM)",
        "error: m.csv: row 2, column D (score): \"3-x\" is not a score (3-2, 3:2 or 3 x 2, Team A's goals first)",
      ])
  }

  /// An import prints each kind of problem once, with how many rows have it.
  @Test func theReportGroupsEachKindOnce() {
    let rows = (0..<8).map { "1st of May \($0),Ana,A" }
    let converted = CSVImporter.convert(
      Data((["date,player,team,score"] + rows + ["2024-05-01,Ben,C"]).joined(separator: "\n").utf8),
      file: "m.csv", settings: CSVImportSettings(), players: nil, playersFile: "players.json")
    #expect(
      ImportReport.lines(converted.1) == [
        "error: m.csv: row 2, column A (date): \"1st of May 0\" is not a date (YYYY-MM-DD, or YYYY-MM-DD HH:MM) (and 7 more rows like it: 3, 4, 5, 6, 7, …)",
        "error: m.csv: row 10, column C (team): \"C\" is neither side (A or B)",
      ])
  }

  // MARK: What groups put in sheets

  @Test func aSheetWithoutScoreOrWinnerIsAnError() {
    #expect(
      convert("date,player,team\n2024-05-12,Ana,A\n").messages == [
        "error: m.csv: row 1: has neither a score nor a winner column, so no match would count in the standings; add a score column (4 x 2, Team A's goals first) or a winner column (A, B or draw)"
      ])
  }

  /// A placeholder name for guests: without --guest it is one player, counted once, with a
  /// hint; with it, each row is another guest, and the setting is named.
  @Test func aGuestPlaceholderName() {
    let csv = """
      date,player,team,score,goals
      2024-05-12,Ana,A,3-1,1
      2024-05-12,Random,A,,1
      2024-05-12,Random,A,,1
      2024-05-12,Ben,B,,1
      """
    #expect(
      convert(csv).messages == [
        "warning: m.csv: row 4, column B (player): \"Random\" is already in Team A of this match (row 3); counted once. If the name stands for guests, import with --guest \"Random\""
      ])
    let (conversion, diagnostics) = CSVImporter.convert(
      Data(csv.utf8), file: "m.csv", settings: CSVImportSettings(guests: [7]), players: nil,
      playersFile: "players.json", options: SpreadsheetOptions(guests: ["Random"]))
    #expect(
      diagnostics.map(\.description) == [
        "warning: site.yml: guests: \"Random\" (id 2) is a guest (--guest); add its id to the setting, guests: [2, 7], or the site ranks it as a player"
      ])
    let gathers = try! JSONDecoder().decode(
      [GatherExport].self, from: try #require(conversion).gathers)
    #expect(gathers[0].players == pivot([(1, .a), (2, .a), (2, .a), (3, .b)]))
    #expect(
      conversion?.writeUps?.first?.details.keys.first { $0.name == "scorers" }?.value
        == "{1: 1, 2: 2, 3: 1}")
  }

  /// What `check` would warn of in the write-ups is said at import, naming the rows.
  @Test func detailsCheckWarnsNamingTheRows() {
    let converted = convert(
      """
      date,player,team,score,goals,playerOfTheMatch
      2024-05-12,Ana,A,2-1,2,
      2024-05-12,Ben,A,,1,
      2024-05-12,Cai,B,,1,
      2024-05-12,Dee,B,,,yes
      2024-05-12,Dee,A,,,yes
      """)
    #expect(
      converted.messages == [
        "warning: m.csv: row 6, column B (player): \"Dee\" is also in Team B of this match (row 5): listed for both sides, they count for neither",
        "warning: m.csv: row 5, column F (playerOfTheMatch): \"yes\" is for a player listed for both sides of the match of 2024-05-12, who counts as not having played; ignored",
        "warning: m.csv: row 2, column E (goals): Team A's players have 3 goals in the match of 2024-05-12 (rows 2, 3), more than its score of 2 (row 2, \"2-1\")",
      ])
    #expect(converted.conversion != nil)
  }

  // MARK: Details

  /// The keys of each match's write-up, by the match's id.
  private func writeUps(_ converted: Converted) -> [String: [WriteUpDetails.Key]]? {
    converted.conversion?.writeUps.map {
      Dictionary(uniqueKeysWithValues: $0.map { ($0.id, $0.details.keys) })
    }
  }

  private func keys(_ scorers: String?, _ assists: String?, _ playerOfTheMatch: String?)
    -> [WriteUpDetails.Key]
  {
    [
      .init(name: "scorers", value: scorers), .init(name: "assists", value: assists),
      .init(name: "playerOfTheMatch", value: playerOfTheMatch),
    ]
  }

  /// Goals, assists and the player of the match, by the ids the import gives: a count of
  /// 0 or an empty cell gives nothing, and each match of the spreadsheet gets the three
  /// keys, to remove those it has none for.
  @Test func detailsGoIntoEachMatchsWriteUp() {
    let converted = convert(
      """
      date,player,team,score,Goals,Assists,Player of the match
      2024-05-12,Ana,A,3-2,2,,Yes
      2024-05-12,Ben,A,,1,1,
      2024-05-12,Zoë,B,,2,0,TRUE
      2024-05-12,Dev,B,,0,2,no
      2024-05-19,Ana,A,1-0,,,
      2024-05-19,Ben,B,,,,false
      2024-05-26,Ben,A,,,,x
      2024-05-26,Ana,B,,,,
      """)
    #expect(converted.messages.isEmpty)
    #expect(
      writeUps(converted) == [
        MatchID.id(day: "2024-05-12", label: ""): keys(
          "{1: 2, 2: 1, 3: 2}", "{2: 1, 4: 2}", "[1, 3]"),
        MatchID.id(day: "2024-05-19", label: ""): keys(nil, nil, nil),
        MatchID.id(day: "2024-05-26", label: ""): keys(nil, nil, "2"),
      ])
    #expect(
      converted.conversion?.writeUps?.map(\.name) == [
        "the match of 2024-05-12", "the match of 2024-05-19", "the match of 2024-05-26",
      ])
  }

  /// Only the columns the spreadsheet has are set; without any, no write-up is looked at.
  @Test func onlyTheColumnsGivenAreSet() {
    let scorers = convert("date,player,team,goals,score\n2024-05-12,Ana,A,1\n")
    #expect(
      writeUps(scorers) == [
        MatchID.id(day: "2024-05-12", label: ""): [.init(name: "scorers", value: "{1: 1}")]
      ])
    #expect(convert("date,player,team,winner\n2024-05-12,Ana,A\n").conversion?.writeUps == nil)
    #expect(
      convert("date,team_a,team_b,goals,score\n2024-05-12,Ana,Ben,1\n").conversion?.writeUps == nil)
  }

  /// A cell that is not a count, and rows of one player in one match that disagree, are
  /// errors naming the row, the column and the value (both rows for a disagreement).
  @Test func detailErrorsNameTheRowTheColumnAndTheValue() {
    let converted = convert(
      """
      date,player,team,goals,assists,playerOfTheMatch,winner
      2024-05-12,Ana,A,two,,
      2024-05-12,Ben,A,-1,,
      2024-05-12,Zoë,B,,1.5,
      2024-05-12,Dev,B,101,,
      2024-05-19,Ana,A,2,,yes
      2024-05-19,Ana,A,1,,
      2024-05-19,Ben,B,,1,
      2024-05-19,Ben,B,,,
      2024-05-19,Ben,B,,2,
      2024-05-26,Ana,A,,,yes
      2024-05-26,Ana,A,,,no
      """)
    #expect(converted.conversion == nil)
    #expect(
      converted.messages == [
        "error: m.csv: row 2, column D (goals): \"two\" is not a number of goals (a whole number from 0 to 100)",
        "error: m.csv: row 3, column D (goals): \"-1\" is not a number of goals (a whole number from 0 to 100)",
        "error: m.csv: row 4, column E (assists): \"1.5\" is not a number of assists (a whole number from 0 to 100)",
        "error: m.csv: row 5, column D (goals): \"101\" is not a number of goals (a whole number from 0 to 100)",
        "error: m.csv: row 7, column D (goals): \"1\" disagrees with row 6, which gives \"2\" for \"Ana\" in this match",
        "warning: m.csv: row 9, column B (player): \"Ben\" is already in Team B of this match (row 8); counted once. If the name stands for guests, import with --guest \"Ben\"",
        "error: m.csv: row 10, column E (assists): \"2\" disagrees with row 8, which gives \"1\" for \"Ben\" in this match",
        "error: m.csv: row 12, column F (playerOfTheMatch): \"no\" disagrees with row 11, which gives \"yes\" for \"Ana\" in this match",
      ])
  }

  /// A player of the match cell that is neither yes nor no is a warning, and taken as no;
  /// details on a row that names no player are a warning, and ignored.
  @Test func detailsThatSayNothingAreWarnings() {
    let converted = convert(
      """
      date,player,team,goals,playerOfTheMatch,winner
      2024-05-12,Ana,A,1,maybe
      2024-05-12,Ben,B,,Yes
      2024-05-12,,,2,
      2024-05-12,Zoë,,3,yes
      """)
    #expect(
      converted.messages == [
        "warning: m.csv: row 2, column E (playerOfTheMatch): \"maybe\" is neither yes (yes, y, 1, true, x) nor no (empty, no, n, 0, false); taken as no",
        "warning: m.csv: row 4, column D (goals): \"2\" is for no player (the row has none); ignored",
        "warning: m.csv: row 5, column C (team): is empty; \"Zoë\" is left out of the match of 2024-05-12",
      ])
    #expect(
      writeUps(converted) == [
        MatchID.id(day: "2024-05-12", label: ""): [
          .init(name: "scorers", value: "{1: 1}"), .init(name: "playerOfTheMatch", value: "2"),
        ]
      ])
  }

  /// Each row of a guest is another guest: their goals and assists add up, and any of them
  /// may be the player of the match.
  @Test func theGoalsOfGuestsAddUp() {
    let converted = convert(
      """
      date,player,team,goals,assists,playerOfTheMatch,winner
      2024-05-12,Guest,A,1,1,
      2024-05-12,Ana,A,1,,
      2024-05-12,Guest,B,2,,yes
      2024-05-12,Guest,B,,1,no
      """,
      settings: CSVImportSettings(guests: [99]),
      players: Data(#"[{"id": 99, "name": "Guest"}]"#.utf8))
    #expect(converted.messages.isEmpty)
    #expect(
      writeUps(converted) == [
        MatchID.id(day: "2024-05-12", label: ""): keys("{99: 3, 100: 1}", "{99: 2}", "99")
      ])
  }

  // MARK: Stable ids

  /// Importing again with the players written the first time gives the same bytes.
  @Test func reimportingGivesTheSameBytes() throws {
    let csv = """
      date,player,team,score,match
      2024-05-12,Ana,A,3-2,1
      2024-05-12,Ben,B,3-2,1
      2024-05-12 20:00,Zoë,A,,2
      """
    let first = try #require(convert(csv, settings: berlin).conversion)
    let second = try #require(convert(csv, settings: berlin, players: first.players).conversion)
    #expect(second.players == first.players)
    #expect(second.gathers == first.gathers)
    #expect(
      second.summary
        == CSVImporter.Summary(
          matches: 2, newPlayers: 0, knownPlayers: 3, otherPlayers: 0, unplaced: 0))
  }

  /// Rows appended to the spreadsheet (a new match, a new player, a second match on a day
  /// already there) change no earlier id, and the new ones come after.
  @Test func appendingRowsKeepsEveryEarlierId() throws {
    let csv = """
      date,player,team,score,match
      2024-05-12,Ana,A,3-2,
      2024-05-12,Ben,B,3-2,
      2024-05-19,Zoë,A,,

      """
    let first = try #require(convert(csv).conversion)
    let appended =
      csv + """
        2024-05-26,Dev,A,1-0,
        2024-05-26,Ana,B,1-0,
        2024-05-12,Eve,A,,late
        2024-05-19,Ben,B,,

        """
    let second = try #require(convert(appended, players: first.players).conversion)
    let before = try JSONDecoder().decode([GatherExport].self, from: first.gathers)
    let after = try JSONDecoder().decode([GatherExport].self, from: second.gathers)
    #expect(after.prefix(before.count).map(\.id) == before.map(\.id))
    #expect(after.count == 4)
    let players = try JSONDecoder().decode([JSONValue].self, from: second.players)
    #expect(
      players == [
        player(1, "Ana"), player(2, "Ben"), player(3, "Zoë"), player(4, "Dev"), player(5, "Eve"),
      ])
    #expect(after[1].players == pivot([(3, .a), (2, .b)]))
  }

  /// Players of players.json keep every key, and those the spreadsheet does not name stay.
  @Test func playersOfTheExistingFileStay() throws {
    let existing = #"[{"id": 4, "name": "Ana", "age": 30}, {"id": 9, "name": "Old"}]"#
    let converted = convert(
      "date,player,team,winner\n2024-05-12,Ana,A\n2024-05-12,Ben,B\n", players: Data(existing.utf8))
    #expect(
      converted.players == [
        .object(["id": .int(4), "name": .string("Ana"), "age": .int(30)]),
        player(9, "Old"), player(10, "Ben"),
      ])
    #expect(
      converted.conversion?.summary.line(into: "data")
        == "Imported 1 match and 2 players (1 new, 1 known) into data; players.json keeps 1 other player"
    )
  }

  @Test func theFilesAreSortedPrettyJSON() throws {
    let converted = try #require(convert("date,player,team,winner\n2024-05-12,Ana,A\n").conversion)
    #expect(
      String(decoding: converted.players, as: UTF8.self)
        == "[\n  {\n    \"id\" : 1,\n    \"name\" : \"Ana\"\n  }\n]\n")
    #expect(
      String(decoding: converted.gathers, as: UTF8.self).hasPrefix(
        "[\n  {\n    \"completedAt\" : \"2024-05-12\",\n    \"id\" : \"\(MatchID.id(day: "2024-05-12", label: ""))\",\n    \"players\" : ["
      ))
  }

  // MARK: Files

  /// `run` reads `site.yml` beside the folder's parent, writes both files, refuses to
  /// replace them without `force`, and keeps the ids when forced.
  @Test func runWritesBothFilesAndReplacesThemOnlyWhenForced() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let content = root.appendingPathComponent("Content")
    try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
    try Data("timeZone: Asia/Tokyo\n".utf8).write(to: content.appendingPathComponent("site.yml"))
    let csv = root.appendingPathComponent("m.csv")
    try Data("date,player,team,winner\n2024-05-12 09:00,Ana,A\n".utf8).write(to: csv)
    let data = content.appendingPathComponent("data").path
    let (summary, diagnostics) = CSVImporter.run(
      file: csv.path, into: data, settings: nil, force: false)
    #expect(diagnostics.isEmpty)
    #expect(summary?.matches == 1)
    let gathers = try Data(contentsOf: URL(fileURLWithPath: data + "/gathers.json"))
    let players = try Data(contentsOf: URL(fileURLWithPath: data + "/players.json"))
    // 09:00 in Tokyo is midnight UTC.
    #expect(String(decoding: gathers, as: UTF8.self).contains("\"2024-05-12T00:00:00Z\""))

    try Data("date,player,team,winner\n2024-05-12 09:00,Ana,A\n2024-05-12,Ben,B\n".utf8).write(
      to: csv)
    let refused = CSVImporter.run(file: csv.path, into: data, settings: nil, force: false)
    #expect(refused.0 == nil)
    #expect(
      refused.1.map(\.description) == [
        "error: \(data)/players.json: already exists; use --force to replace it"
      ])
    #expect(try Data(contentsOf: URL(fileURLWithPath: data + "/gathers.json")) == gathers)

    let forced = CSVImporter.run(file: csv.path, into: data, settings: nil, force: true)
    #expect(forced.1.isEmpty)
    #expect(
      forced.0
        == CSVImporter.Summary(
          matches: 1, newPlayers: 1, knownPlayers: 1, otherPlayers: 0, unplaced: 0))
    let again = try Data(contentsOf: URL(fileURLWithPath: data + "/players.json"))
    #expect(again.starts(with: players.dropLast(3)))
  }

  @Test func nothingIsWrittenAfterAnError() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let csv = root.appendingPathComponent("m.csv")
    try Data("date,player,team,winner\n2024-05-12,Ana,A\n2024-05-12,Ben,X\n".utf8).write(to: csv)
    let data = root.appendingPathComponent("Content/data").path
    let (summary, diagnostics) = CSVImporter.run(
      file: csv.path, into: data, settings: nil, force: true)
    #expect(summary == nil)
    #expect(
      diagnostics.map(\.description) == [
        "warning: \(root.path)/Content/site.yml: not found; using the default settings",
        "error: \(csv.path): row 3, column C (team): \"X\" is neither side (A or B)",
      ])
    #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("Content").path))
  }

  /// `--settings` wins over the `site.yml` beside the folder.
  @Test func settingsGivenAreTheOnesRead() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("Content"), withIntermediateDirectories: true)
    try Data("timeZone: Europe/Berlin\n".utf8).write(
      to: root.appendingPathComponent("Content/site.yml"))
    let tokyo = root.appendingPathComponent("tokyo.yml")
    try Data("timeZone: Asia/Tokyo\nteamNames: {a: Red, b: Blue}\n".utf8).write(to: tokyo)
    let csv = root.appendingPathComponent("m.csv")
    try Data("date,player,team,winner\n2024-05-12 09:00,Ana,red\n".utf8).write(to: csv)
    let data = root.appendingPathComponent("Content/data").path
    let (summary, diagnostics) = CSVImporter.run(
      file: csv.path, into: data, settings: tokyo.path, force: false)
    #expect(diagnostics.isEmpty && summary?.matches == 1)
    let gathers = try String(contentsOfFile: data + "/gathers.json", encoding: .utf8)
    #expect(gathers.contains("\"2024-05-12T00:00:00Z\""))
  }

  @Test func settingsGivenButMissingAreAnError() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let csv = root.appendingPathComponent("m.csv")
    try Data("date,player,team,winner\n2024-05-12,Ana,A\n".utf8).write(to: csv)
    let missing = root.appendingPathComponent("nope.yml").path
    let (summary, diagnostics) = CSVImporter.run(
      file: csv.path, into: root.appendingPathComponent("data").path, settings: missing,
      force: false)
    #expect(summary == nil)
    #expect(diagnostics.map(\.description) == ["error: \(missing): not found"])
  }

  @Test func theDefaultSettingsAreBesideTheFoldersParent() {
    #expect(CSVImporter.defaultSettings(into: "Content/data") == "Content/site.yml")
    #expect(CSVImporter.defaultSettings(into: "Content/data/") == "Content/site.yml")
    #expect(CSVImporter.defaultSettings(into: "data") == "site.yml")
    #expect(
      CSVImporter.defaultSettings(into: "/srv/league/Content/data")
        == "/srv/league/Content/site.yml")
  }

  // MARK: Write-ups

  /// A league in a temporary folder: `root/Content`, with no data yet.
  struct League {
    let root: URL
    var content: URL { root.appendingPathComponent("Content") }
    var data: String { content.appendingPathComponent("data").path }
    var matches: URL { content.appendingPathComponent("matches") }
    var csv: URL { root.appendingPathComponent("m.csv") }

    init() throws {
      root = try TestSupport.temporaryDirectory()
      try FileManager.default.createDirectory(
        at: root.appendingPathComponent("Content/matches"), withIntermediateDirectories: true)
      try Data("timeZone: UTC\n".utf8).write(
        to: root.appendingPathComponent("Content/site.yml"))
    }

    /// `run` on `csv`, as `gather-site import csv m.csv --into Content/data --force`.
    func run(_ csv: String, force: Bool = true) throws -> (String?, [String]) {
      try Data(csv.utf8).write(to: self.csv)
      let (summary, diagnostics) = CSVImporter.run(
        file: self.csv.path, into: data, settings: nil, force: force)
      return (summary?.line(into: "Content/data"), diagnostics.map(\.description))
    }

    func writeUp(_ day: String, _ label: String = "") -> URL {
      matches.appendingPathComponent("\(MatchID.id(day: day, label: label)).md")
    }

    func text(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

    /// Every file of the folder of write-ups, with its text.
    func writeUps() throws -> [String: String] {
      var texts: [String: String] = [:]
      for name in try FileManager.default.contentsOfDirectory(atPath: matches.path) {
        texts[name] = try text(matches.appendingPathComponent(name))
      }
      return texts
    }

    /// Sets the modification time of every file of the league to 2001-01-01.
    func age() throws {
      for path in try FileManager.default.subpathsOfDirectory(atPath: content.path) {
        try FileManager.default.setAttributes(
          [.modificationDate: Date(timeIntervalSinceReferenceDate: 0)],
          ofItemAtPath: content.appendingPathComponent(path).path)
      }
    }

    /// The files of the league modified since `age()`.
    func modified() throws -> [String] {
      try FileManager.default.subpathsOfDirectory(atPath: content.path).filter {
        let attributes = try FileManager.default.attributesOfItem(
          atPath: content.appendingPathComponent($0).path)
        return attributes[.type] as? FileAttributeType == .typeRegular
          && (attributes[.modificationDate] as? Date) != Date(timeIntervalSinceReferenceDate: 0)
      }.sorted()
    }
  }

  /// An existing write-up with a title, a venue, a comment and a body.
  static let writtenByHand = """
    ---
    title: Rain, then sun
    scorers: {1: 5}
    # where we played
    venue: Hackney Marshes
    ---
    Ana scored *twice*.

    """

  static let detailed = """
    date,player,team,score,goals,assists,playerOfTheMatch
    2024-05-12,Ana,A,3-2,2,,yes
    2024-05-12,Ben,A,,1,1,
    2024-05-12,Zoë,B,,2,,
    2024-05-19,Ana,A,1-0,,,
    2024-05-19,Ben,B,,,,
    2024-05-26,Ana,A,2-2,1,,
    2024-05-26,Zoë,B,,,1,
    """

  /// A write-up that is a link to a file outside the content folder is not edited through
  /// the link: an error naming it, and nothing written anywhere (hostile input). A link to
  /// a file inside the content folder is still edited.
  @Test func aWriteUpLinkedOutOfTheContentFolderIsNotEdited() throws {
    let league = try League()
    defer { try? FileManager.default.removeItem(at: league.root) }
    let outside = league.root.appendingPathComponent("secret.md")
    try Data(Self.writtenByHand.utf8).write(to: outside)
    let link = league.writeUp("2024-05-12")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: outside)
    let (line, messages) = try league.run(Self.detailed)
    #expect(line == nil)
    #expect(
      messages == [
        "error: \(link.path): is a link to \(outside.path), outside the content folder, which an import never writes; put the write-up itself in \(league.matches.path)"
      ])
    #expect(try league.text(outside) == Self.writtenByHand)
    #expect(!FileManager.default.fileExists(atPath: league.data))
    // Inside the content folder, a link is edited through, as before.
    let inside = league.content.appendingPathComponent("notes.md")
    try Data(Self.writtenByHand.utf8).write(to: inside)
    try FileManager.default.removeItem(at: link)
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: inside)
    let (edited, none) = try league.run(Self.detailed)
    #expect(none.isEmpty && edited != nil)
    #expect(try league.text(inside) != Self.writtenByHand)
  }

  /// A match with details and no write-up gets one; an existing one gets the three keys
  /// and keeps every other line; a match without details and without a write-up gets none.
  @Test func runCreatesAndEditsWriteUps() throws {
    let league = try League()
    defer { try? FileManager.default.removeItem(at: league.root) }
    try Data(Self.writtenByHand.utf8).write(to: league.writeUp("2024-05-12"))
    let (line, messages) = try league.run(Self.detailed)
    #expect(messages.isEmpty)
    #expect(
      line
        == "Imported 3 matches and 3 players (3 new, 0 known) into Content/data; write-ups in \(league.matches.path): 1 created, 1 updated"
    )
    #expect(
      try league.writeUps() == [
        "\(MatchID.id(day: "2024-05-12", label: "")).md": """
        ---
        title: Rain, then sun
        scorers: {1: 2, 2: 1, 3: 2}
        # where we played
        venue: Hackney Marshes
        assists: {2: 1}
        playerOfTheMatch: 1
        ---
        Ana scored *twice*.

        """,
        "\(MatchID.id(day: "2024-05-26", label: "")).md": """
        ---
        scorers: {1: 1}
        assists: {3: 1}
        ---

        """,
      ])
  }

  /// The same spreadsheet again writes nothing: every file keeps its bytes and its
  /// modification time.
  @Test func reimportingWritesNoFile() throws {
    let league = try League()
    defer { try? FileManager.default.removeItem(at: league.root) }
    try Data(Self.writtenByHand.utf8).write(to: league.writeUp("2024-05-12"))
    _ = try league.run(Self.detailed)
    let first = try league.writeUps()
    try league.age()
    let (line, messages) = try league.run(Self.detailed)
    #expect(messages.isEmpty)
    #expect(line?.hasSuffix("; write-ups in \(league.matches.path): 0 created, 0 updated") == true)
    #expect(try league.writeUps() == first)
    #expect(try league.modified() == [])
  }

  /// Details the spreadsheet no longer gives are taken out: the keys go, every other line
  /// stays, and a write-up left with nothing is removed.
  @Test func detailsThatDisappearAreRemoved() throws {
    let league = try League()
    defer { try? FileManager.default.removeItem(at: league.root) }
    try Data(Self.writtenByHand.utf8).write(to: league.writeUp("2024-05-12"))
    _ = try league.run(Self.detailed)
    let (line, messages) = try league.run(
      """
      date,player,team,score,goals,assists,playerOfTheMatch
      2024-05-12,Ana,A,3-2,,,
      2024-05-12,Ben,A,,,,
      2024-05-12,Zoë,B,,0,,no
      2024-05-19,Ana,A,1-0,,,
      2024-05-19,Ben,B,,,,
      2024-05-26,Ana,A,2-2,,,
      2024-05-26,Zoë,B,,,,
      """)
    #expect(messages.isEmpty)
    #expect(
      line?.hasSuffix("; write-ups in \(league.matches.path): 0 created, 1 updated, 1 removed")
        == true)
    #expect(
      try league.writeUps() == [
        "\(MatchID.id(day: "2024-05-12", label: "")).md": """
        ---
        title: Rain, then sun
        # where we played
        venue: Hackney Marshes
        ---
        Ana scored *twice*.

        """
      ])
  }

  /// A write-up the importer cannot edit is an error naming it, and nothing is written:
  /// neither the exports nor any other write-up.
  @Test func aWriteUpThatCannotBeEditedStopsTheImport() throws {
    let league = try League()
    defer { try? FileManager.default.removeItem(at: league.root) }
    let broken = league.writeUp("2024-05-19")
    try Data("---\ntitle: [unclosed\n---\nBody\n".utf8).write(to: broken)
    let (line, messages) = try league.run(Self.detailed)
    #expect(line == nil)
    #expect(messages.count == 1)
    #expect(messages.first?.hasPrefix("error: \(broken.path):3:1: invalid front matter") == true)
    #expect(!FileManager.default.fileExists(atPath: league.data))
    #expect(try league.writeUps().keys.sorted() == [broken.lastPathComponent])
  }

  /// A write-up is found whatever the case of its id, as a build finds it; two for one
  /// match are an error.
  @Test func aWriteUpIsFoundInAnyCase() throws {
    let league = try League()
    defer { try? FileManager.default.removeItem(at: league.root) }
    let id = MatchID.id(day: "2024-05-26", label: "")
    let lower = league.matches.appendingPathComponent("\(id.lowercased()).md")
    try Data("Body\n".utf8).write(to: lower)
    _ = try league.run(Self.detailed)
    #expect(try league.text(lower) == "---\nscorers: {1: 1}\nassists: {3: 1}\n---\nBody\n")
    #expect(!FileManager.default.fileExists(atPath: league.writeUp("2024-05-26").path))

    try Data("Other\n".utf8).write(to: league.writeUp("2024-05-26"))
    let (line, messages) = try league.run(Self.detailed)
    #expect(line == nil)
    #expect(
      messages == [
        "error: \(league.matches.path): \"\(id).md\" and \"\(id.lowercased()).md\" are both the write-up of the match of 2024-05-26; keep one"
      ])
  }

  /// `matches` names another folder of write-ups; by default it is `matches` beside the
  /// data folder's parent.
  @Test func theFolderOfWriteUps() throws {
    let league = try League()
    defer { try? FileManager.default.removeItem(at: league.root) }
    try Data(Self.detailed.utf8).write(to: league.csv)
    let elsewhere = league.root.appendingPathComponent("write-ups").path
    let (summary, diagnostics) = CSVImporter.run(
      file: league.csv.path, into: league.data, settings: nil, force: false, matches: elsewhere)
    #expect(diagnostics.isEmpty)
    #expect(
      summary?.writeUps
        == CSVImporter.WriteUpCount(folder: elsewhere, created: 2, updated: 0, removed: 0))
    #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere).count == 2)
    #expect(try league.writeUps().isEmpty)
    #expect(CSVImporter.defaultMatches(into: "Content/data") == "Content/matches")
    #expect(
      CSVImporter.defaultMatches(into: "/srv/league/Content/data/") == "/srv/league/Content/matches"
    )
  }

  /// Without `force`, existing exports stop the import before any write-up is changed.
  @Test func existingExportsWithoutForceChangeNoWriteUp() throws {
    let league = try League()
    defer { try? FileManager.default.removeItem(at: league.root) }
    _ = try league.run("date,player,team,winner\n2024-05-12,Ana,A\n")
    let (line, messages) = try league.run(Self.detailed, force: false)
    #expect(line == nil)
    #expect(
      messages == ["error: \(league.data)/players.json: already exists; use --force to replace it"])
    #expect(try league.writeUps().isEmpty)
  }
}
