import Foundation
import GatherSiteCore

/// A match's `date` cell: a day, `2024-05-12`, optionally followed by a time of day in the
/// site's time zone, `2024-05-12 18:00` (seconds, `18:00:00`, are allowed too).
///
/// It promises that only real days of the years 1 to 9999 and real times are read, and
/// that a day alone is written as that day, `"2024-05-12"`, while a day with a time is
/// written as the UTC instant it names in the site's time zone, `"2024-05-12T16:00:00Z"`
/// for 18:00 in Berlin in summer.
struct CSVDate: Sendable, Hashable {
  var year: Int
  var month: Int
  var day: Int
  /// Seconds into the day, when a time is given.
  var secondsIntoDay: Int?

  /// The day as `YYYY-MM-DD`: what tells the matches apart, with their `match` label.
  var dayText: String {
    func two(_ number: Int) -> String { number < 10 ? "0\(number)" : String(number) }
    let year = String(self.year)
    return String(repeating: "0", count: 4 - year.count) + year + "-\(two(month))-\(two(day))"
  }

  /// The date of a cell without spaces at its ends, or nil when it is not one.
  static func parse(_ text: String) -> CSVDate? {
    let bytes = Array(text.utf8)
    func number(_ start: Int, _ length: Int) -> Int? {
      guard start + length <= bytes.count else { return nil }
      var value = 0
      for byte in bytes[start..<start + length] {
        guard (0x30...0x39).contains(byte) else { return nil }
        value = value * 10 + Int(byte - 0x30)
      }
      return value
    }
    guard bytes.count >= 10, let year = number(0, 4), year >= 1, bytes[4] == 0x2D,
      let month = number(5, 2), (1...12).contains(month), bytes[7] == 0x2D,
      let day = number(8, 2), day >= 1, day <= ISODate.daysIn(month: month, year: year)
    else { return nil }
    var date = CSVDate(year: year, month: month, day: day)
    guard bytes.count > 10 else { return date }
    // " HH:MM" or " HH:MM:SS", one or more spaces (or a "T") before the time.
    var index = 10
    if bytes[index] == 0x54 {
      index += 1
    } else {
      while index < bytes.count, bytes[index] == 0x20 { index += 1 }
      guard index > 10 else { return nil }
    }
    guard let hour = number(index, 2), hour < 24, index + 2 < bytes.count,
      bytes[index + 2] == 0x3A, let minute = number(index + 3, 2), minute < 60
    else { return nil }
    var seconds = hour * 3_600 + minute * 60
    index += 5
    if index < bytes.count {
      guard bytes[index] == 0x3A, let second = number(index + 1, 2), second < 60,
        index + 3 == bytes.count
      else { return nil }
      seconds += second
    }
    date.secondsIntoDay = seconds
    return date
  }

  /// What gathers.json's `completedAt` gets: the day, or the UTC instant of the day and
  /// time in `timeZone`.
  func completedAt(in timeZone: TimeZone) -> String {
    guard let secondsIntoDay else { return dayText }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let components = DateComponents(
      year: year, month: month, day: day, hour: secondsIntoDay / 3_600,
      minute: secondsIntoDay / 60 % 60, second: secondsIntoDay % 60)
    guard let date = calendar.date(from: components) else { return dayText }
    return ISODate.string(from: date)
  }
}
