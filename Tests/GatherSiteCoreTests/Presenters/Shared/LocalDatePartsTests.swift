import Foundation
import Testing

@testable import GatherSiteCore

@Suite struct LocalDatePartsTests {
  /// The fields worked out from the zone's offset are the calendar's, in zones east and
  /// west, with half and quarter hours, around their clock changes, before 1970, at the
  /// edges of the worked-out range and beyond it.
  @Test func theFieldsAreTheCalendars() throws {
    let zones = [
      "UTC", "Europe/London", "America/New_York", "Asia/Kolkata", "Asia/Kathmandu",
      "Australia/Lord_Howe", "Pacific/Kiritimati", "America/St_Johns", "Pacific/Pago_Pago",
    ]
    var generator = SystemRandomNumberGenerator()
    for name in zones {
      let zone = try #require(TimeZone(identifier: name))
      var calendar = Calendar(identifier: .gregorian)
      calendar.timeZone = zone
      var dates = (0..<2000).map { _ in
        Date(timeIntervalSince1970: Double.random(in: -2.3e9...7.4e9, using: &generator))
      }
      // Every clock change from 2019 to 2021, and the minute either side.
      var instant = Date(timeIntervalSince1970: 1_546_300_800)
      while let change = zone.nextDaylightSavingTimeTransition(after: instant),
        change.timeIntervalSince1970 < 1_640_995_200
      {
        dates += [-60.5, -0.25, 0, 0.75, 59.999].map { change.addingTimeInterval($0) }
        instant = change
      }
      dates += [-2_208_988_800, -2_208_988_800.5, 7_258_118_399.9, 7_258_118_400, 0, -0.5, -1].map {
        Date(timeIntervalSince1970: $0)
      }
      for date in dates {
        let parts = calendar.dateComponents(
          [.year, .month, .day, .weekday, .hour, .minute], from: date)
        let local = LocalDateParts(date, in: calendar)
        #expect(
          [local.year, local.month, local.day, local.weekday, local.hour, local.minute]
            == [parts.year, parts.month, parts.day, parts.weekday, parts.hour, parts.minute],
          "\(name) \(date.timeIntervalSince1970)")
      }
    }
  }
}
