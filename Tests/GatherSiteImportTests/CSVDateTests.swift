import Foundation
import Testing

@testable import GatherSiteCore
@testable import GatherSiteImport

@Suite struct CSVDateTests {
  let berlin = TimeZone(identifier: "Europe/Berlin")!

  @Test func aDayAloneIsWrittenAsTheDay() throws {
    let date = try #require(CSVDate.parse("2024-05-12"))
    #expect(date == CSVDate(year: 2024, month: 5, day: 12))
    #expect(date.completedAt(in: berlin) == "2024-05-12")
    #expect(CSVDate.parse("0987-01-02")?.dayText == "0987-01-02")
  }

  /// A time is the site's: 18:00 in Berlin is 16:00 UTC in summer and 17:00 in winter.
  @Test func aTimeIsTheSitesAndIsWrittenInUTC() throws {
    #expect(CSVDate.parse("2024-05-12 18:00")?.completedAt(in: berlin) == "2024-05-12T16:00:00Z")
    #expect(CSVDate.parse("2024-01-12 18:00")?.completedAt(in: berlin) == "2024-01-12T17:00:00Z")
    #expect(CSVDate.parse("2024-01-01 00:30")?.completedAt(in: berlin) == "2023-12-31T23:30:00Z")
    let utc = TimeZone(identifier: "UTC")!
    #expect(CSVDate.parse("2024-05-12 18:00:59")?.completedAt(in: utc) == "2024-05-12T18:00:59Z")
    #expect(CSVDate.parse("2024-05-12T09:05")?.completedAt(in: utc) == "2024-05-12T09:05:00Z")
    #expect(CSVDate.parse("2024-05-12   09:05")?.secondsIntoDay == 9 * 3_600 + 5 * 60)
  }

  @Test func whatIsNotADayIsNil() {
    for text in [
      "", "12/05/2024", "2024-5-12", "2024-05-1", "2024-13-01", "2024-00-10", "2023-02-29",
      "2024-04-31", "0000-01-01", "2024-05-12 24:00", "2024-05-12 18:60", "2024-05-12 18",
      "2024-05-12 18:00:60", "2024-05-12 18:00:00Z", "2024-05-1218:00", "2024-05-12 6:00",
      "２０２４-05-12",
    ] {
      #expect(CSVDate.parse(text) == nil, "\(text)")
    }
    #expect(CSVDate.parse("2024-02-29") != nil)
  }
}
