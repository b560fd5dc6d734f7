import Foundation
import Testing

@testable import GatherSiteCore
@testable import GatherSiteImport

@Suite struct WorkbookTests {
  /// A sheet's content.xml, with the given rows inside its first table.
  private func content(_ rows: String, second: String = "") -> Data {
    Data(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"><office:body><office:spreadsheet>
      <table:table table:name="Results">\(rows)</table:table>
      <table:table table:name="Notes">\(second)</table:table>
      </office:spreadsheet></office:body></office:document-content>
      """.utf8)
  }

  /// Typed cells are read by their values, not as a spreadsheet shows them; repeated cells
  /// and rows are repeated; a comment is not a cell's text; empty rows at the end make none.
  @Test func typedRepeatedAndCommentedCells() throws {
    let rows = try ODSWorkbook.rows(
      of: content(
        """
        <table:table-row><table:table-cell office:value-type="string"><text:p>date</text:p></table:table-cell><table:table-cell><text:p>team</text:p></table:table-cell><table:table-cell><text:p>player</text:p></table:table-cell><table:table-cell><text:p>score</text:p></table:table-cell></table:table-row>
        <table:table-row table:number-rows-repeated="2"><table:table-cell office:value-type="date" office:date-value="2026-01-19T20:00:00"><text:p>19/01/26 20:00</text:p></table:table-cell><table:table-cell table:number-columns-repeated="2"><text:p>A</text:p></table:table-cell><table:table-cell office:value-type="time" office:time-value="PT04H02M00S"><office:annotation><text:p>typed 4:2</text:p></office:annotation><text:p>04:02</text:p></table:table-cell></table:table-row>
        <table:table-row table:number-rows-repeated="3"><table:table-cell table:number-columns-repeated="1024"/></table:table-row>
        <table:table-row><table:table-cell office:value-type="date" office:date-value="2026-01-26"><text:p>26/01/26</text:p></table:table-cell><table:table-cell/><table:table-cell office:value-type="float" office:value="2"><text:p>2.00</text:p></table:table-cell><table:table-cell><text:p>Kai<text:s text:c="2"/>Ito</text:p><text:p>Zoë</text:p></table:table-cell></table:table-row>
        <table:table-row table:number-rows-repeated="1048570"><table:table-cell table:number-columns-repeated="1024"/></table:table-row>
        """), file: "m.ods", sheet: nil)
    #expect(
      rows == [
        1: ["date", "team", "player", "score"],
        2: ["2026-01-19 20:00:00", "A", "A", "04:02:00"],
        3: ["2026-01-19 20:00:00", "A", "A", "04:02:00"],
        7: ["2026-01-26", "", "2", "Kai  Ito\nZoë"],
      ])
    let table = try Workbook.table(of: rows, file: "m.ods", sheet: nil)
    #expect(table.headerRow == 1)
    #expect(table.rows.count == 6)
    #expect(table.rowNumber(5) == 7)
  }

  @Test func aSheetIsChosenByName() throws {
    let data = content(
      "<table:table-row><table:table-cell><text:p>first</text:p></table:table-cell></table:table-row>",
      second:
        "<table:table-row/><table:table-row><table:table-cell><text:p>date</text:p></table:table-cell></table:table-row>"
    )
    #expect(try ODSWorkbook.rows(of: data, file: "m.ods", sheet: nil) == [1: ["first"]])
    let notes = try ODSWorkbook.rows(of: data, file: "m.ods", sheet: "Notes")
    #expect(notes == [2: ["date"]])
    #expect(try Workbook.table(of: notes, file: "m.ods", sheet: "Notes").headerRow == 2)
    #expect(
      throws: Diagnostic(
        .error, file: "m.ods", "has no sheet \"Games\"; its sheets are \"Results\", \"Notes\"")
    ) { _ = try ODSWorkbook.rows(of: data, file: "m.ods", sheet: "Games") }
  }

  @Test func xlsxDateFormats() {
    #expect(XLSXWorkbook.isDateFormat("yyyy\\-mm\\-dd\\ hh:mm:ss"))
    #expect(XLSXWorkbook.isDateFormat("[$-809]dd/mm/yyyy"))
    #expect(XLSXWorkbook.isDateFormat("[h]:mm"))
    #expect(!XLSXWorkbook.isDateFormat("General"))
    #expect(!XLSXWorkbook.isDateFormat("0.00\" goals\""))
    #expect(!XLSXWorkbook.isDateFormat("[Red]#,##0"))
    #expect(!XLSXWorkbook.isDateFormat("[Magenta]0;[Cyan]-0"))
    #expect(XLSXWorkbook.columnIndex("AB12") == 27)
    #expect(Workbook.dateText(secondsSince1970: 0, timeOnly: false) == "1970-01-01")
    // A match at midnight, in a format that shows the time, keeps it.
    #expect(
      XLSXWorkbook.showsTime("yyyy\\-mm\\-dd\\ hh:mm") && !XLSXWorkbook.showsTime("dd/mm/yyyy"))
    #expect(
      Workbook.dateText(secondsSince1970: 0, timeOnly: false, midnight: true)
        == "1970-01-01 00:00:00")
    #expect(ODSWorkbook.dateText("2026-01-19T00:00:00") == "2026-01-19 00:00:00")
    #expect(ODSWorkbook.dateText("2026-01-19") == "2026-01-19")
    #expect(
      Workbook.dateText(secondsSince1970: 86_400 + 72_000, timeOnly: false) == "1970-01-02 20:00:00"
    )
  }

  /// Hostile workbooks: repeat counts below 1 or beyond any sheet, a negative run of
  /// spaces, a cell opening inside a paragraph, a table inside a cell, a time that
  /// overflows, a document type, a cell reference of many letters. None crashes; a sheet of
  /// more cells than any sheet of matches is an error.
  @Test func hostileWorkbooksAreReadOrRefusedWithoutACrash() throws {
    let odd = try ODSWorkbook.rows(
      of: content(
        """
        <table:table-row table:number-rows-repeated="-5"><table:table-cell table:number-columns-repeated="-9223372036854775808"><text:p>date<text:s text:c="-1"/>x</text:p></table:table-cell></table:table-row>
        <table:table-row><table:table-cell><text:p>a<table:table-cell><text:p>b</text:p></table:table-cell></text:p></table:table-cell><table:table-cell office:value-type="time" office:time-value="PT99999999999999999H"><text:p>t</text:p></table:table-cell><table:table-cell office:value-type="time" office:time-value="PT1e300S"><text:p>u</text:p></table:table-cell></table:table-row>
        <table:table-row><table:table-cell><table:table table:name="inner"><table:table-row><table:table-cell><text:p>inside</text:p></table:table-cell></table:table-row></table:table></table:table-cell><table:table-cell table:number-columns-repeated="99999"/><table:table-cell><text:p>far</text:p></table:table-cell></table:table-row>
        <table:table-row><table:table-cell><text:p>last</text:p></table:table-cell></table:table-row>
        """), file: "m.ods", sheet: nil)
    #expect(odd[1] == ["date x"])
    #expect(odd[2]?.count == 3)
    #expect(odd[3] == ["inside"])
    #expect(odd[4] == ["last"])
    #expect(
      throws: Diagnostic(
        .error, file: "m.ods",
        "holds more than 20,000,000 filled-in cells, far more than a sheet of matches; check that it is the right file"
      )
    ) {
      _ = try ODSWorkbook.rows(
        of: content(
          "<table:table-row table:number-rows-repeated=\"1048576\"><table:table-cell table:number-columns-repeated=\"1024\"><text:p>x</text:p></table:table-cell></table:table-row>"
        ), file: "m.ods", sheet: nil)
    }
    let doctype = Data(
      "<?xml version=\"1.0\"?><!DOCTYPE a [<!ENTITY e \"x\">]><a>&e;</a>".utf8)
    #expect(
      XMLEvents.read(doctype, start: { _, _ in })
        == "it declares a document type, which no workbook does")
    #expect(XLSXWorkbook.columnIndex("ABCDEFGHIJKLMNOPQRSTUVWXYZ1") == nil)
    #expect(XLSXWorkbook.columnIndex("XFD1") == 16_383)
  }

  /// A sheet is one line of XML, and a large one is tens of megabytes: it is read whole
  /// (libxml2 refuses 10 MB or more handed to it at once).
  @Test func aSheetOfManyMegabytesOnOneLineIsRead() {
    let cell = Data("<c><v>12</v></c>".utf8)
    var data = Data("<sheet>".utf8)
    data.reserveCapacity(12_500_000)
    for _ in 0..<780_000 { data.append(cell) }
    data.append(Data("</sheet>".utf8))
    #expect(data.count > 12_000_000)
    var cells = 0
    #expect(XMLEvents.read(data, start: { name, _ in if name == "c" { cells += 1 } }) == nil)
    #expect(cells == 780_000)
  }
}
