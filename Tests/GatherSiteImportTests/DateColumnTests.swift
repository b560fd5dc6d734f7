import Foundation
import Testing

@testable import GatherSiteCore
@testable import GatherSiteImport

@Suite struct DateColumnTests {
  /// The style of a column of `texts` (rows 2, 3, …), and the messages it gave.
  private func style(_ texts: [String], given: DateColumn.Order? = nil) -> (
    DateColumn, [String]
  ) {
    var diagnostics = Diagnostics()
    let cells = texts.enumerated().map { (row: $0.offset + 2, text: $0.element) }
    let column = DateColumn.style(
      of: cells, given: given, file: "m.csv", location: "column A (date)", into: &diagnostics)
    return (column, diagnostics.all.map(\.description))
  }

  /// One cell with a first number over 12 tells the whole column is day-first.
  @Test func oneDayOver12TellsDayFirst() {
    let (column, messages) = style(["03/01/2026", "19/01/2026", "2026-01-26"])
    #expect(messages.isEmpty)
    #expect(column.parse("03/01/2026")?.dayText == "2026-01-03")
    #expect(column.parse("19/01/2026")?.dayText == "2026-01-19")
    #expect(column.parse("2026-01-26")?.dayText == "2026-01-26")
    #expect(column.parse("31/02/2026") == nil)
  }

  /// Excel in the United States: month first, two-digit years, a time with AM or PM.
  @Test func oneSecondNumberOver12TellsMonthFirst() {
    let (column, messages) = style(["1/19/26 8:00 PM", "2/2/26"])
    #expect(messages.isEmpty)
    let date = column.parse("1/19/26 8:00 PM")
    #expect(date == CSVDate(year: 2026, month: 1, day: 19, secondsIntoDay: 20 * 3_600))
    #expect(column.parse("2/2/26")?.dayText == "2026-02-02")
    #expect(column.parse("12/1/26 12:30 am")?.secondsIntoDay == 30 * 60)
  }

  @Test func germanDotsAndTwoDigitYears() {
    let (column, messages) = style(["18.07.22", "01.08.22 19:30", "05.08.1999"])
    #expect(messages.isEmpty)
    #expect(column.parse("18.07.22")?.dayText == "2022-07-18")
    #expect(column.parse("01.08.22 19:30")?.secondsIntoDay == 19 * 3_600 + 30 * 60)
    #expect(column.parse("05.08.1999")?.dayText == "1999-08-05")
    #expect(column.parse("05.08.29")?.dayText == "2029-08-05")
    #expect(column.parse("05.08.30")?.dayText == "1930-08-05")
  }

  /// LibreOffice's and Excel's date with a time, and the year-first slashes some locales
  /// use, need no order.
  @Test func yearFirstNeedsNoOrder() {
    let (column, messages) = style(["2026-01-19 20:00:00", "2026/01/05"])
    #expect(messages.isEmpty)
    #expect(column.parse("2026-01-19 20:00:00")?.secondsIntoDay == 20 * 3_600)
    #expect(column.parse("2026/01/05")?.dayText == "2026-01-05")
  }

  @Test func aTrulyAmbiguousColumnIsOneErrorNamingTheOption() {
    let (_, messages) = style(["03/04/2026", "10/04/2026", "12/05/2026"])
    #expect(
      messages == [
        "error: m.csv: column A (date): cannot tell day from month: no date has a number over 12 in its first two places, so row 2, \"03/04/2026\", could be 2026-04-03 or 2026-03-04; say which with --date-order dmy (day first) or --date-order mdy (month first), or write the dates as YYYY-MM-DD"
      ])
    let (column, given) = style(["03/04/2026", "10/04/2026"], given: .mdy)
    #expect(given.isEmpty)
    #expect(column.parse("03/04/2026")?.dayText == "2026-03-04")
  }

  @Test func bothOrdersInOneColumnAreAnError() {
    let (_, messages) = style(["19/01/2026", "2026-01-20", "1/26/2026"])
    #expect(
      messages == [
        "error: m.csv: column A (date): has days written day-first (row 2, \"19/01/2026\") and month-first (row 4, \"1/26/2026\"); write every date one way, best as YYYY-MM-DD"
      ])
    let (_, contradicted) = style(["19/01/2026"], given: .mdy)
    #expect(
      contradicted == [
        "error: m.csv: column A (date): --date-order mdy does not fit row 2, \"19/01/2026\", which can only be day-first"
      ])
  }

  @Test func whatIsNoLocalDayIsNil() {
    for text in [
      "19/01", "19/01/2026/1", "19-01/2026", "a/01/2026", "19/01/226", "19/01/2026 25:00",
      "19/01/2026 8:00 XM", "19/01/2026 13:00 PM", "1/19/26 0:00 AM", "19 Jan 2026",
    ] {
      #expect(DateColumn.localDay(text) == nil, "\(text)")
    }
  }
}
