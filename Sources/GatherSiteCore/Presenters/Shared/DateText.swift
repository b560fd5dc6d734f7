import Foundation
import Synchronization

/// Formats dates for pages, always in the site's time zone, in the site's language: its
/// month and day names come from ICU's data for the language's locale, in the order of the
/// catalogue's patterns (`dates.long`, `dates.short`, `dates.month`, `dates.dayMonth`).
///
/// Made to be shared by the threads that present pages: each formatter is used by one
/// thread at a time.
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

  /// The language's three date formats.
  private final class Formats: Sendable {
    let long: Pattern
    let short: Pattern
    let month: Pattern
    let dayMonth: Pattern
    let unknown: String
    let undated: String

    init(timeZone: TimeZone, wording: Wording) {
      long = Pattern(wording[.datesLong], locale: wording.locale, timeZone: timeZone)
      short = Pattern(wording[.datesShort], locale: wording.locale, timeZone: timeZone)
      month = Pattern(wording[.datesMonth], locale: wording.locale, timeZone: timeZone)
      dayMonth = Pattern(wording[.datesDayMonth], locale: wording.locale, timeZone: timeZone)
      unknown = wording[.datesUnknown]
      undated = wording[.datesUndated]
    }
  }

  /// One ICU date pattern. A formatter is used by one thread at a time, so each thread
  /// takes one from a pool (made the first time) and gives it back: the lock is held only
  /// for that, and threads format at the same time.
  private final class Pattern: Sendable {
    private let pattern: String
    private let locale: Locale
    private let timeZone: TimeZone
    private let pool = Mutex<[DateFormatter]>([])

    init(_ pattern: String, locale: Locale, timeZone: TimeZone) {
      self.pattern = pattern
      self.locale = locale
      self.timeZone = timeZone
    }

    func format(_ date: Date) -> String {
      let formatter = pool.withLock { $0.popLast() } ?? make()
      let text = formatter.string(from: date)
      pool.withLock { $0.append(formatter) }
      return text
    }

    private func make() -> DateFormatter {
      let formatter = DateFormatter()
      formatter.locale = locale
      formatter.timeZone = timeZone
      formatter.calendar = Calendar(identifier: .gregorian)
      formatter.dateFormat = pattern
      return formatter
    }
  }
}
