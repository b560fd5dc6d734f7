import Foundation
import Testing

@testable import GatherSiteCore
@testable import GatherSiteImport

@Suite struct CSVTableTests {
  private func read(_ bytes: [UInt8]) throws -> CSVTable {
    try CSVTable.read(Data(bytes), file: "m.csv")
  }

  private func read(_ text: String) throws -> CSVTable { try read(Array(text.utf8)) }

  @Test func commasAndLineFeeds() throws {
    let table = try read("date,player,team\n2024-05-12,Ana,A\n2024-05-12,Ben,B\n")
    #expect(table.separator == ",")
    #expect(table.header == ["date", "player", "team"])
    #expect(table.rows == [["2024-05-12", "Ana", "A"], ["2024-05-12", "Ben", "B"]])
  }

  /// A European spreadsheet: semicolons, a byte order mark, CRLF, and quoted cells with
  /// the separator, doubled quotes and line breaks (CRLF and LF) inside.
  @Test func semicolonsWithAByteOrderMarkAndCRLF() throws {
    let text =
      "date;team_a;team_b\r\n2024-05-12;\"Ana;Ben\";\"Kai \"\"Rocket\"\" Ito\r\nZoë\nSmith, John\"\r\n"
    let table = try read([0xEF, 0xBB, 0xBF] + Array(text.utf8))
    #expect(table.separator == ";")
    #expect(table.header == ["date", "team_a", "team_b"])
    #expect(table.rows == [["2024-05-12", "Ana;Ben", "Kai \"Rocket\" Ito\r\nZoë\nSmith, John"]])
  }

  @Test func quotedCommasInACommaSeparatedFile() throws {
    let table = try read("player,team\n\"Smith, John\",A\n\"He said \"\"hi\"\"\",B")
    #expect(table.rows == [["Smith, John", "A"], ["He said \"hi\"", "B"]])
  }

  /// The rows keep a spreadsheet's numbering: an empty line is a row, a quoted line break
  /// is not a new one, and a last empty cell is kept.
  @Test func rowsAreTheSpreadsheetsRows() throws {
    let table = try read("a,b\n\"x\ny\",1\n\n2,\r3,4")
    #expect(table.rows == [["x\ny", "1"], [""], ["2", ""], ["3", "4"]])
  }

  @Test func theSeparatorIsTheOneTheHeaderHasMoreOf() {
    #expect(CSVTable.separator(ofHeaderIn: "date;player;team\n1,2,3,4") == ";")
    #expect(CSVTable.separator(ofHeaderIn: "date,player,team\n;;;;") == ",")
    #expect(CSVTable.separator(ofHeaderIn: "\"a;b;c\",d\n") == ",")
    #expect(CSVTable.separator(ofHeaderIn: "date") == ",")
  }

  @Test func bytesThatAreNotUTF8AreAnErrorNamingTheirLine() {
    #expect(
      throws: Diagnostic(
        .error, file: "m.csv",
        "line 3 holds bytes that are not UTF-8 text (0xE9); save the spreadsheet as CSV in UTF-8")
    ) {
      _ = try read(Array("date;player;team\n2024-05-12;Ana;A\nJos".utf8) + [0xE9, 0x3B, 0x41])
    }
  }

  @Test func anEmptyFileIsAnError() {
    for text in ["", "\u{FEFF}", " \r\n"] {
      #expect(
        throws: Diagnostic(
          .error, file: "m.csv",
          "is empty; expected a header row and a row per match or per player")
      ) { _ = try read(text) }
    }
  }
}
