import Foundation
import Testing

@testable import GatherSiteCore

/// ICU date patterns read into Foundation's format strings write what ICU's own reading of
/// the pattern (`DateFormatter.dateFormat`) writes.
@Suite struct DatePatternTests {
  /// The built-in catalogues' patterns, every field at every width, and quoted text.
  static let patterns: [String] = {
    let dates = WordingTests.bundled.flatMap { language -> [String] in
      let wording = WordingTests.wording(language).0!
      return [
        wording[.datesLong], wording[.datesShort], wording[.datesMonth], wording[.datesDayMonth],
      ]
    }
    return dates + [
      "G GG GGGG GGGGG y yy yyy yyyy Y YY YYYY u r U Q QQ QQQ QQQQ QQQQQ q qq qqq qqqq qqqqq",
      "M MM MMM MMMM MMMMM L LL LLL LLLL LLLLL w ww W d dd F D DD DDD g",
      "E EE EEE EEEE EEEEE EEEEEE e ee eee eeee eeeee eeeeee c ccc cccc ccccc cccccc",
      "a aaaa aaaaa b bbbb bbbbb B BBBB BBBBB h hh H HH K KK k kk m mm s ss",
      "z zzzz Z ZZZZ ZZZZZ O OOOO v vvvv V VV VVV VVVV",
      "'o''clock' '' h 'at' yyyy.MM.dd G 'at' HH:mm:ss z", "EEE, MMM d, ''yy", "Ü ü – 年",
    ]
  }()

  @Test(arguments: ["en_GB", "de_DE", "pt_BR", "fr_FR", "es_ES", "it_IT", "nl_NL", "ar_EG"])
  func patternsWriteWhatICUWrites(_ identifier: String) {
    let locale = Locale(identifier: identifier)
    for zone in ["Europe/London", "America/Sao_Paulo", "Asia/Kolkata", "UTC"] {
      var calendar = Calendar(identifier: .gregorian)
      calendar.timeZone = TimeZone(identifier: zone)!
      calendar.locale = locale
      for pattern in Self.patterns {
        let icu = DateFormatter()
        icu.locale = locale
        icu.timeZone = calendar.timeZone
        icu.calendar = Calendar(identifier: .gregorian)
        icu.dateFormat = pattern
        let style = Date.VerbatimFormatStyle(
          format: Date.FormatString(icuPattern: pattern), locale: locale,
          timeZone: calendar.timeZone, calendar: calendar)
        for step in 0..<60 {
          // Whole seconds, over 1938 to 2090, every hour of the day and day of the week.
          let date = Date(timeIntervalSince1970: Double(step) * 80_001_307 - 1_000_000_000)
          #expect(style.format(date) == icu.string(from: date), "\(identifier) \(zone) \(pattern)")
        }
      }
    }
  }
}
