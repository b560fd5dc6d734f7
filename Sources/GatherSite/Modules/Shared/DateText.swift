import Foundation

/// Formats dates for pages, always in the site's time zone and in English.
public struct DateText {
  private let long: DateFormatter
  private let short: DateFormatter
  private let day: DateFormatter
  private let month: DateFormatter

  public init(timeZone: TimeZone) {
    long = Self.formatter("EEEE d MMMM yyyy, HH:mm", timeZone)
    short = Self.formatter("d MMM yyyy", timeZone)
    day = Self.dayFormatter(in: timeZone)
    month = Self.formatter("MMM yyyy", timeZone)
  }

  /// "Sunday 12 May 2024, 21:40", or "Date unknown".
  public func long(_ date: Date?) -> String { date.map(long.string(from:)) ?? "Date unknown" }
  /// "12 May 2024", or "Undated".
  public func short(_ date: Date?) -> String { date.map(short.string(from:)) ?? "Undated" }
  /// "May 2024".
  public func month(_ date: Date) -> String { month.string(from: date) }
  /// "2024-05-12", or nil.
  public func day(_ date: Date?) -> String? { date.map(day.string(from:)) }

  static func dayFormatter(in timeZone: TimeZone) -> DateFormatter {
    formatter("yyyy-MM-dd", timeZone)
  }

  private static func formatter(_ format: String, _ timeZone: TimeZone) -> DateFormatter {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_GB")
    formatter.calendar = Calendar(identifier: .gregorian)
    formatter.timeZone = timeZone
    formatter.dateFormat = format
    return formatter
  }
}

extension DateText: @unchecked Sendable {}
