import Foundation
import Testing

@testable import GatherSiteCore

@Suite struct ISODateTests {
  @Test func agreesWithFoundationOnValidTimestamps() {
    let reference = ISO8601DateFormatter()
    let fractional = ISO8601DateFormatter()
    fractional.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    for text in [
      "2024-05-12T19:40:00Z", "2024-05-12T21:40:00+02:00", "1999-12-31T23:59:59-05:30",
      "2000-02-29T00:00:00Z",
      "1970-01-01T00:00:00Z", "2100-03-01T12:00:00+14:00", "1900-01-01T00:00:00Z",
    ] {
      #expect(ISODate.parse(text) == reference.date(from: text), "\(text)")
    }
    let withFraction = ISODate.parse("2024-05-12T19:40:00.250Z")!
    #expect(
      abs(
        withFraction.timeIntervalSince1970
          - fractional.date(from: "2024-05-12T19:40:00.250Z")!.timeIntervalSince1970) < 1e-6)
  }

  @Test func rejectsInvalidTimestamps() {
    for text in [
      "", "yesterday", "2024-05-12", "2024-05-12 19:40:00Z", "2024-13-01T00:00:00Z",
      "2023-02-29T00:00:00Z",
      "2024-05-12T24:00:00Z", "2024-05-12T19:60:00Z", "2024-05-12T19:40:00",
      "2024-05-12T19:40:00+2:00",
      "2024-05-12T19:40:00.Z", "2024-05-12T19:40:00Zjunk", "２０２４-05-12T19:40:00Z",
    ] {
      #expect(ISODate.parse(text) == nil, "\(text)")
    }
  }
}

@Suite struct ISODateFormattingTests {
  @Test func formatsLikeFoundationInUTC() {
    let reference = ISO8601DateFormatter()
    for seconds in [
      0.0, 1_715_542_800, 951_782_400, -86_401, 4_102_444_800, 1_700_000_000.75, -2_208_988_800,
    ] {
      let date = Date(timeIntervalSince1970: seconds)
      #expect(ISODate.string(from: date) == reference.string(from: date), "\(seconds)")
    }
  }

}
