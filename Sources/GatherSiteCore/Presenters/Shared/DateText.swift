import Foundation

/// Formats dates for pages, always in the site's time zone and in English.
///
/// A value type built on `Calendar` (which is `Sendable`), so pages can be presented on
/// several threads at once; `DateFormatter` cannot be shared between threads.
public struct DateText: Sendable {
  private let calendar: Calendar

  static let weekdays = [
    "Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday",
  ]
  static let months = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November",
    "December",
  ]

  public init(timeZone: TimeZone) {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    self.calendar = calendar
  }

  private func parts(_ date: Date) -> LocalDateParts { LocalDateParts(date, in: calendar) }

  private static func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : String(value) }

  /// "Sunday 12 May 2024, 21:40", or "Date unknown".
  public func long(_ date: Date?) -> String {
    guard let date else { return "Date unknown" }
    let p = parts(date)
    return
      "\(Self.weekdays[p.weekday - 1]) \(p.day) \(Self.months[p.month - 1]) \(p.year), \(Self.twoDigits(p.hour)):\(Self.twoDigits(p.minute))"
  }

  /// "12 May 2024", or "Undated".
  public func short(_ date: Date?) -> String {
    guard let date else { return "Undated" }
    let p = parts(date)
    return "\(p.day) \(Self.months[p.month - 1].prefix(3)) \(p.year)"
  }

  /// "May 2024".
  public func month(_ date: Date) -> String {
    let p = parts(date)
    return "\(Self.months[p.month - 1].prefix(3)) \(p.year)"
  }

  /// "2024-05-12", or nil.
  public func day(_ date: Date?) -> String? {
    guard let date else { return nil }
    let p = parts(date)
    return "\(p.year)-\(Self.twoDigits(p.month))-\(Self.twoDigits(p.day))"
  }
}
