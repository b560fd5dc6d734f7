import Foundation

/// A date's calendar fields in a time zone, as the Gregorian `Calendar` gives them.
///
/// Worked out from the zone's offset at that instant and the day count (`ISODate.civil`)
/// for dates from 1900 to 2199: a large archive's 100,000 gathers have
/// their dates formatted several times on every build, and `Calendar.dateComponents` took
/// eight times as long as asking the zone for its offset. Other dates (where the calendar
/// may switch to the Julian one or a zone to local mean time) go through the calendar.
struct LocalDateParts: Equatable {
  var year: Int
  var month: Int
  var day: Int
  /// 1 for Sunday to 7 for Saturday, as `Calendar` counts.
  var weekday: Int
  var hour: Int
  var minute: Int

  /// 1900-01-01T00:00:00Z and 2200-01-01T00:00:00Z, in seconds since 1970.
  private static let fastRange: Range<Double> = -2_208_988_800..<7_258_118_400

  /// The fields of `date` in `calendar`'s time zone (a Gregorian calendar).
  init(_ date: Date, in calendar: Calendar) {
    let seconds = date.timeIntervalSince1970
    guard Self.fastRange.contains(seconds) else {
      let parts = calendar.dateComponents(
        [.year, .month, .day, .weekday, .hour, .minute], from: date)
      self.init(
        year: parts.year!, month: parts.month!, day: parts.day!, weekday: parts.weekday!,
        hour: parts.hour!, minute: parts.minute!)
      return
    }
    let local = Int(seconds.rounded(.down)) + calendar.timeZone.secondsFromGMT(for: date)
    let (days, time) = ISODate.dayAndTime(local)
    let (year, month, day) = ISODate.civil(fromDays: days)
    self.init(
      year: year, month: month, day: day,
      // 1970-01-01 was a Thursday (5).
      weekday: ((days % 7 + 7) % 7 + 4) % 7 + 1, hour: time / 3600, minute: time % 3600 / 60)
  }

  private init(year: Int, month: Int, day: Int, weekday: Int, hour: Int, minute: Int) {
    (self.year, self.month, self.day) = (year, month, day)
    (self.weekday, self.hour, self.minute) = (weekday, hour, minute)
  }
}
