import Foundation

/// Formats dates for pages, always in the site's time zone, in the site's language: its
/// month and day names come from ICU's data for the language's locale, in the order of the
/// catalogue's patterns (`dates.long`, `dates.longDay`, `dates.short`, `dates.shortTime`, `dates.month`, `dates.dayMonth`).
///
/// The catalogue's patterns are ICU's (`DateFormatter.dateFormat`), read by ICU itself.
/// Any thread may use a `DateText`: Foundation's formatters are `Sendable`.
public struct DateText: Sendable {
  private let calendar: Calendar
  private let formats: Formats?

  /// Dates as ISO days only (`day(_:)`), as the Router needs them.
  public init(timeZone: TimeZone) {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    self.calendar = calendar
    formats = nil
  }

  /// Dates in `wording`'s language.
  public init(timeZone: TimeZone, wording: Wording) {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    self.calendar = calendar
    formats = Formats(timeZone: timeZone, wording: wording)
  }

  /// "Sunday 12 May 2024, 21:40"; "Sunday 12 May 2024" for a date without a time
  /// (`dateOnly`); or "Date unknown".
  public func long(_ date: Date?, dateOnly: Bool) -> String {
    guard let formats else { return "" }
    guard let date else { return formats.unknown }
    return (dateOnly ? formats.longDay : formats.long).string(from: date)
  }

  /// "12 May 2024", or "Undated".
  public func short(_ date: Date?) -> String {
    guard let formats else { return "" }
    guard let date else { return formats.undated }
    return formats.short.string(from: date)
  }

  /// "12 May 2024, 21:40", or "Undated".
  public func shortTime(_ date: Date?) -> String {
    guard let formats else { return "" }
    guard let date else { return formats.undated }
    return formats.shortTime.string(from: date)
  }

  /// "May 2024".
  public func month(_ date: Date) -> String { formats?.month.string(from: date) ?? "" }

  /// "12 May": a column of an attendance grid.
  public func dayMonth(_ date: Date) -> String { formats?.dayMonth.string(from: date) ?? "" }

  /// "12": the day of the month, in the site's time zone.
  public func dayOfMonth(_ date: Date) -> String {
    String(LocalDateParts(date, in: calendar).day)
  }

  /// "2024-05-12", or nil.
  public func day(_ date: Date?) -> String? {
    guard let date else { return nil }
    let p = LocalDateParts(date, in: calendar)
    return "\(p.year)-\(Self.twoDigits(p.month))-\(Self.twoDigits(p.day))"
  }

  private static func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : String(value) }

  /// The language's date formats, and its texts for no date.
  private struct Formats: Sendable {
    let long, longDay, short, shortTime, month, dayMonth: DateFormatter
    let unknown: String
    let undated: String

    init(timeZone: TimeZone, wording: Wording) {
      func formatter(_ phrase: Phrase) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = wording.locale
        formatter.timeZone = timeZone
        formatter.calendar = Calendar(identifier: .gregorian)
        formatter.dateFormat = wording[phrase]
        return formatter
      }
      long = formatter(.datesLong)
      longDay = formatter(.datesLongDay)
      short = formatter(.datesShort)
      shortTime = formatter(.datesShortTime)
      month = formatter(.datesMonth)
      dayMonth = formatter(.datesDayMonth)
      unknown = wording[.datesUnknown]
      undated = wording[.datesUndated]
    }
  }
}
