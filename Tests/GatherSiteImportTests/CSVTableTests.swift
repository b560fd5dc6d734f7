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
    #expect(CSVTable.separator(ofHeaderIn: "date\tplayer\tteam, the side\n") == "\t")
    #expect(CSVTable.separator(ofHeaderIn: "date;player\tteam\n") == ";")
  }

  /// Excel's "CSV (Comma delimited)" on Windows writes Windows-1252: "João" is 4A 6F E3 6F.
  @Test func windows1252IsToldByItsBytes() throws {
    let table = try read(
      Array("date,player,team\r\n2026-01-19,Jo".utf8) + [0xE3, 0x6F]
        + Array(",A\r\n2026-01-19,Carl".utf8) + [0xE3, 0x6F, 0x2C, 0x42, 0x80])
    #expect(table.rows == [["2026-01-19", "João", "A"], ["2026-01-19", "Carlão", "B€"]])
    #expect(try SpreadsheetText.decode(Data([0x4A, 0xE3]), file: "m.csv").encoding == .windows1252)
  }

  /// "Unicode text" from Excel or LibreOffice: UTF-16 with a byte order mark, tabs between
  /// the cells.
  @Test func utf16WithAByteOrderMarkAndTabs() throws {
    let text = "date\tplayer\tteam\r\n2026-01-19\tJoão\tA\r\n"
    let little: [UInt8] = [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    let big: [UInt8] = [0xFE, 0xFF] + text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
    for bytes in [little, big] {
      let table = try read(bytes)
      #expect(table.separator == "\t")
      #expect(table.header == ["date", "player", "team"])
      #expect(table.rows == [["2026-01-19", "João", "A"]])
    }
  }

  /// `--encoding` names what the bytes cannot tell: "JoÃ£o" in Windows-1252 is also UTF-8.
  @Test func anEncodingGivenIsUsed() throws {
    let bytes: [UInt8] = Array("player\nJo".utf8) + [0xC3, 0xA3, 0x6F]
    #expect(try read(bytes).rows == [["João"]])
    let given = try CSVTable.read(Data(bytes), file: "m.csv", encoding: .windows1252)
    #expect(given.rows == [["JoÃ£o"]])
    #expect(
      throws: Diagnostic(
        .error, file: "m.csv",
        "row 2 holds a byte (0xE3 after \"Jo\") that is not UTF-8 text, which --encoding utf-8 says it is"
      )
    ) {
      _ = try CSVTable.read(
        Data(Array("player\nJo".utf8) + [0xE3, 0x6F]), file: "m.csv", encoding: .utf8)
    }
  }

  /// Bytes that are neither UTF-8 nor Windows-1252 name the spreadsheet's row (a quoted
  /// line break starts none) and the text before them.
  @Test func bytesOfNoEncodingAreAnErrorNamingTheirRow() {
    #expect(
      throws: Diagnostic(
        .error, file: "m.csv",
        "row 3 holds a byte (0x81 after \"2024-05-12;Jos\") that is neither UTF-8 nor Windows-1252 text; save the spreadsheet as \"CSV UTF-8\" (Excel) or as CSV with the character set Unicode (UTF-8) (LibreOffice)"
      )
    ) {
      _ = try read(
        Array("date;player;team\r\n2024-05-12;\"Ana\r\nSmith\";A\r\n2024-05-12;Jos".utf8) + [
          0x81, 0x3B, 0x41,
        ])
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
