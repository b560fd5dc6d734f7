import Foundation
import Testing

@testable import GatherSiteCore
@testable import GatherSiteImport

/// Files saved by LibreOffice Calc (Tests/Fixtures/spreadsheets, made by its
/// make-fixtures.sh): each is the league of league.csv, saved another way, and imports to
/// the same exports, byte for byte.
@Suite struct SpreadsheetFixtureTests {
  static let folder = TestSupport.fixtures.appendingPathComponent("spreadsheets")

  /// The exports of fixture `name`, or the messages when there are none.
  private func convert(_ name: String, options: SpreadsheetOptions = SpreadsheetOptions())
    throws -> (CSVImporter.Conversion?, [String])
  {
    var diagnostics = Diagnostics()
    let settings = CSVImportSettings.load(
      Self.folder.appendingPathComponent("site.yml"), required: true, into: &diagnostics)
    let (conversion, found) = CSVImporter.convert(
      try Data(contentsOf: Self.folder.appendingPathComponent(name)), file: name,
      settings: settings,
      players: try Data(contentsOf: Self.folder.appendingPathComponent("players.json")),
      playersFile: "players.json", options: options)
    return (conversion, (diagnostics.all + found).map(\.description))
  }

  @Test(arguments: [
    "league.xlsx", "league.ods", "windows-1252.csv", "unicode-text.txt", "day-first.csv",
    "month-first.csv",
  ])
  func aSavedSpreadsheetIsTheSameLeague(_ name: String) throws {
    let (expected, none) = try convert("league.csv")
    #expect(none.isEmpty)
    let original = try #require(expected)
    #expect(original.summary.matches == 40)
    let (conversion, messages) = try convert(name)
    #expect(messages.isEmpty)
    let imported = try #require(conversion)
    #expect(
      String(decoding: imported.gathers, as: UTF8.self)
        == String(decoding: original.gathers, as: UTF8.self))
    #expect(
      String(decoding: imported.players, as: UTF8.self)
        == String(decoding: original.players, as: UTF8.self))
  }

  /// The accented names really are in Windows-1252 and in UTF-16.
  @Test func theEncodingsAreWhatTheyClaim() throws {
    let windows = try Data(contentsOf: Self.folder.appendingPathComponent("windows-1252.csv"))
    #expect(String(data: windows, encoding: .utf8) == nil)
    #expect(try SpreadsheetText.decode(windows, file: "w").encoding == .windows1252)
    #expect(try SpreadsheetText.decode(windows, file: "w").text.contains("Björn"))
    let unicode = try Data(contentsOf: Self.folder.appendingPathComponent("unicode-text.txt"))
    #expect(unicode.starts(with: [0xFF, 0xFE]))
  }

  /// Scores typed into LibreOffice without the Text format: dates and times, in the
  /// workbook and in the CSV saved from it; one error each, naming the cells.
  @Test func scoresTheSpreadsheetChangedAreOneError() throws {
    let advice =
      "A spreadsheet reads 4-2 as the 4th of February and 4:2 as a time of day. Write the scores as 4 x 2, which no spreadsheet changes, or set the column's format to Text before typing them; a score is never guessed back"
    let (book, bookMessages) = try convert("typed-scores.xlsx")
    #expect(book == nil)
    #expect(
      bookMessages == [
        "error: typed-scores.xlsx: column D (Score): 6 scores are dates and times: the spreadsheet turned them into dates and times when they were typed (row 2, \"2026-02-04\"; row 3, \"2026-02-04\"; row 4, \"04:02:00\"; and 3 more). \(advice)"
      ])
    let (csv, csvMessages) = try convert("typed-scores.csv")
    #expect(csv == nil)
    #expect(
      csvMessages == [
        "error: typed-scores.csv: column D (Score): 6 scores are dates and times: the spreadsheet turned them into dates and times when they were typed (row 2, \"04/02/26\"; row 3, \"04/02/26\"; row 4, \"04:02:00\"; and 3 more). \(advice)"
      ])
  }

  @Test func aSheetIsChosenByName() throws {
    let (_, messages) = try convert("league.xlsx", options: SpreadsheetOptions(sheet: "Results"))
    #expect(messages == ["error: league.xlsx: has no sheet \"Results\"; its sheets are \"league\""])
    let (named, none) = try convert("league.ods", options: SpreadsheetOptions(sheet: "league"))
    #expect(none.isEmpty)
    #expect(named?.summary.matches == 40)
  }
}
