import GatherSiteCore

/// How a spreadsheet's `date` column writes its days, found from all its cells before any
/// row is read: `2026-01-19` (what the importer asks for), or the style a spreadsheet
/// program showed and saved, `19/01/2026`, `1/19/26`, `18.07.22`, `19-01-2026 20:00`,
/// `1/19/2026 8:00 PM`.
///
/// It promises never to guess which number is the day: a column of `DD/MM` or `MM/DD` days
/// is read day-first only when one of its cells has a first number over 12, month-first
/// only when one has a second number over 12, and in the order `--date-order` names
/// otherwise. A column that is truly ambiguous, or that has cells of both orders, is one
/// error that says so. Two-digit years are read as spreadsheets read them: 00–29 are
/// 2000–2029, 30–99 are 1930–1999.
public struct DateColumn: Sendable, Equatable {
  /// Which of a day's first two numbers is the day (`--date-order`).
  public enum Order: String, Sendable, CaseIterable {
    case dmy, mdy
  }

  /// The order the column's `DD/MM`-style days are read in; nil when it has none.
  var order: Order?

  /// A day written in a spreadsheet's own style, before the order of its first two numbers
  /// is known.
  struct LocalDay: Sendable, Equatable {
    var first: Int
    var second: Int
    var year: Int
    var secondsIntoDay: Int?
    /// Written year first, `2026/01/19`: then `first` is the month, whatever the order.
    var yearFirst = false

    /// The date it is in `order`, or nil when that is no real day.
    func date(in order: Order) -> CSVDate? {
      let (day, month) = order == .dmy && !yearFirst ? (first, second) : (second, first)
      guard (1...12).contains(month), day >= 1, day <= ISODate.daysIn(month: month, year: year)
      else { return nil }
      return CSVDate(year: year, month: month, day: day, secondsIntoDay: secondsIntoDay)
    }
  }

  /// The style of a column whose cells are `cells` (row number and text, without spaces at
  /// the ends), read in `given` order when the cells do not tell. When they cannot be read,
  /// an error goes into `diagnostics` (at `location`, the column), and the style returned
  /// reads them day-first, so that the rest of the file is still checked in the same run.
  static func style(
    of cells: [(row: Int, text: String)], given: Order?, file: String, location: String,
    into diagnostics: inout Diagnostics
  ) -> DateColumn {
    var dayFirst: (row: Int, text: String)?
    var monthFirst: (row: Int, text: String)?
    var local: (row: Int, text: String)?
    for cell in cells where CSVDate.parse(cell.text) == nil {
      guard let day = localDay(cell.text), !day.yearFirst else { continue }
      local = local ?? cell
      if day.first > 12, day.second <= 12 { dayFirst = dayFirst ?? cell }
      if day.second > 12, day.first <= 12 { monthFirst = monthFirst ?? cell }
    }
    guard let local else { return DateColumn(order: given) }
    switch (dayFirst, monthFirst, given) {
    case (let day?, let month?, _):
      diagnostics.error(
        file, location,
        "has days written day-first (row \(day.row), \(JSONValue.quote(day.text))) and month-first (row \(month.row), \(JSONValue.quote(month.text))); write every date one way, best as YYYY-MM-DD"
      )
      return DateColumn(order: .dmy)
    case (_?, nil, .mdy?), (nil, _?, .dmy?):
      let (cell, order) = dayFirst.map { ($0, "day-first") } ?? (monthFirst!, "month-first")
      diagnostics.error(
        file, location,
        "--date-order \(given!.rawValue) does not fit row \(cell.row), \(JSONValue.quote(cell.text)), which can only be \(order)"
      )
      return DateColumn(order: dayFirst == nil ? .mdy : .dmy)
    case (_?, nil, _): return DateColumn(order: .dmy)
    case (nil, _?, _): return DateColumn(order: .mdy)
    case (nil, nil, let order?): return DateColumn(order: order)
    case (nil, nil, nil):
      let day = localDay(local.text)!
      let dmy = day.date(in: .dmy).map(\.dayText) ?? "?"
      let mdy = day.date(in: .mdy).map(\.dayText) ?? "?"
      diagnostics.error(
        file, location,
        "cannot tell day from month: no date has a number over 12 in its first two places, so row \(local.row), \(JSONValue.quote(local.text)), could be \(dmy) or \(mdy); say which with --date-order dmy (day first) or --date-order mdy (month first), or write the dates as YYYY-MM-DD"
      )
      return DateColumn(order: .dmy)
    }
  }

  /// The date of a cell without spaces at its ends, or nil when it is not one.
  func parse(_ text: String) -> CSVDate? {
    if let date = CSVDate.parse(text) { return date }
    guard let day = Self.localDay(text) else { return nil }
    if day.yearFirst { return day.date(in: .mdy) }
    guard let order else { return nil }
    return day.date(in: order)
  }

  /// `19/01/2026`, `1/19/26`, `18.07.22` or `19-01-2026`, optionally followed by a time
  /// (`20:00`, `20:00:00`, `8:00 PM`); also `2026/01/19`, read year first (the first two
  /// numbers are then month and day, whatever the order).
  static func localDay(_ text: String) -> LocalDay? {
    let parts = text.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true)
    guard let dayPart = parts.first else { return nil }
    let separators: Set<Character> = ["/", ".", "-"]
    guard let separator = dayPart.first(where: separators.contains) else { return nil }
    let numbers = dayPart.split(separator: separator, omittingEmptySubsequences: false)
    guard numbers.count == 3,
      numbers.allSatisfy({ !$0.isEmpty && $0.count <= 4 && $0.allSatisfy(\.isASCIINumber) })
    else { return nil }
    var seconds: Int?
    if parts.count == 2 {
      guard let time = secondsIntoDay(parts[1]) else { return nil }
      seconds = time
    }
    let values = numbers.map { Int($0)! }
    if numbers[0].count == 4 {
      guard numbers[1].count <= 2, numbers[2].count <= 2 else { return nil }
      return LocalDay(
        first: values[1], second: values[2], year: values[0], secondsIntoDay: seconds,
        yearFirst: true)
    }
    guard numbers[0].count <= 2, numbers[1].count <= 2, [2, 4].contains(numbers[2].count)
    else { return nil }
    var year = values[2]
    if numbers[2].count == 2 { year += year < 30 ? 2000 : 1900 }
    guard year >= 1 else { return nil }
    return LocalDay(first: values[0], second: values[1], year: year, secondsIntoDay: seconds)
  }

  /// `20:00`, `20:00:00`, `8:00 PM` or `8:00:00 am`: seconds into the day.
  static func secondsIntoDay(_ text: Substring) -> Int? {
    var clock = text.trimmingCharacters(in: .whitespaces).uppercased()[...]
    var afternoon: Bool?
    for (suffix, isAfternoon) in [("PM", true), ("AM", false)] where clock.hasSuffix(suffix) {
      afternoon = isAfternoon
      clock = clock.dropLast(2)
      while clock.last == " " { clock = clock.dropLast() }
    }
    let numbers = clock.split(separator: ":", omittingEmptySubsequences: false)
    guard (2...3).contains(numbers.count),
      numbers.allSatisfy({ (1...2).contains($0.count) && $0.allSatisfy(\.isASCIINumber) }),
      numbers.dropFirst().allSatisfy({ $0.count == 2 })
    else { return nil }
    var hour = Int(numbers[0])!
    let minute = Int(numbers[1])!
    let second = numbers.count == 3 ? Int(numbers[2])! : 0
    if let afternoon {
      guard (1...12).contains(hour) else { return nil }
      hour = hour % 12 + (afternoon ? 12 : 0)
    }
    guard hour < 24, minute < 60, second < 60 else { return nil }
    return hour * 3_600 + minute * 60 + second
  }
}

extension Character {
  /// `0` to `9`, and no other digit.
  fileprivate var isASCIINumber: Bool { isASCII && isNumber }
}
