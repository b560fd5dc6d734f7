import Foundation

/// Formats dates for pages, always in the site's time zone, in the site's language: its
/// month and day names come from ICU's data for the language's locale, in the order of the
/// catalogue's patterns (`dates.long`, `dates.short`, `dates.month`, `dates.dayMonth`).
///
/// A value: its formats are Foundation's `Date.VerbatimFormatStyle`s, which any thread
/// may use.
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
    formats = Formats(calendar: calendar, wording: wording)
  }

  /// "Sunday 12 May 2024, 21:40", or "Date unknown".
  public func long(_ date: Date?) -> String {
    guard let formats else { return "" }
    guard let date else { return formats.unknown }
    return formats.long.format(date)
  }

  /// "12 May 2024", or "Undated".
  public func short(_ date: Date?) -> String {
    guard let formats else { return "" }
    guard let date else { return formats.undated }
    return formats.short.format(date)
  }

  /// "May 2024".
  public func month(_ date: Date) -> String { formats?.month.format(date) ?? "" }

  /// "12 May": a column of an attendance grid.
  public func dayMonth(_ date: Date) -> String { formats?.dayMonth.format(date) ?? "" }

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
    let long: Date.VerbatimFormatStyle
    let short: Date.VerbatimFormatStyle
    let month: Date.VerbatimFormatStyle
    let dayMonth: Date.VerbatimFormatStyle
    let unknown: String
    let undated: String

    init(calendar: Calendar, wording: Wording) {
      // Weeks start as they do in the language's locale, as ICU counts them.
      var calendar = calendar
      calendar.locale = wording.locale
      func style(_ phrase: Phrase) -> Date.VerbatimFormatStyle {
        Date.VerbatimFormatStyle(
          format: Date.FormatString(icuPattern: wording[phrase]), locale: wording.locale,
          timeZone: calendar.timeZone, calendar: calendar)
      }
      long = style(.datesLong)
      short = style(.datesShort)
      month = style(.datesMonth)
      dayMonth = style(.datesDayMonth)
      unknown = wording[.datesUnknown]
      undated = wording[.datesUndated]
    }
  }
}
