import Foundation

/// A day, and a time of day when one is given, as the text of a match gives them: as the
/// site writes its dates in its language ("9 Aug 2023, 20:00", "09.08.2023, 20:00"), or as
/// a person types one ("2023-08-09", "9 aug 23 8pm", "today", "yesterday 19:30").
///
/// It promises to read a date only when it is sure of it: a month by its name in the site's
/// language or in English (accents and case ignored), or by number in the order of the
/// site's short dates (day first unless the pattern puts the month first); a day that the
/// month has; a year of four digits, or two (20xx). Names of weekdays and words of one or
/// two letters ("de", "le") are passed over; a text with any other word, or a number of
/// more than four digits, is no date.
struct ChatDate: Sendable, Equatable {
  var year: Int
  var month: Int
  var day: Int
  /// The time of day, when given: (hour, minute).
  var hour: Int?
  var minute: Int?

  /// "2023-08-09".
  var isoDay: String { csvDate.dayText }

  /// The same day and time as a spreadsheet's date, which knows how gathers.json writes it.
  var csvDate: CSVDate {
    CSVDate(
      year: year, month: month, day: day,
      secondsIntoDay: hour.map { h in h * 3_600 + (minute ?? 0) * 60 })
  }

  /// How dates are read for one site.
  struct Reader: Sendable {
    /// Each folded month name (short and long, without its dot), and its number.
    private let months: [String: Int]
    /// Folded names of the days of the week, skipped.
    private let weekdays: Set<String>
    /// Whether numeric dates put the month first (the short pattern's order).
    private let monthFirst: Bool
    private let calendar: Calendar

    /// Dates of `locale`, whose short pattern is `shortPattern` (`d MMM y`), in `timeZone`.
    init(locale: Locale, shortPattern: String, timeZone: TimeZone) {
      var months: [String: Int] = [:]
      var weekdays: Set<String> = []
      for locale in [locale, Locale(identifier: "en_US_POSIX")] {
        let formatter = DateFormatter()
        formatter.locale = locale
        for symbols in [
          formatter.monthSymbols, formatter.shortMonthSymbols, formatter.standaloneMonthSymbols,
          formatter.shortStandaloneMonthSymbols,
        ] {
          for (index, name) in symbols.enumerated() {
            let folded = TypedText.fold(name).replacingOccurrences(of: ".", with: "")
            if months[folded] == nil { months[folded] = index + 1 }
          }
        }
        for symbols in [formatter.weekdaySymbols, formatter.shortWeekdaySymbols] {
          for name in symbols {
            weekdays.insert(TypedText.fold(name).replacingOccurrences(of: ".", with: ""))
          }
        }
      }
      // "sept" for September, as people write it.
      if months["sept"] == nil { months["sept"] = 9 }
      self.months = months
      self.weekdays = weekdays
      let day = shortPattern.firstIndex(of: "d")
      let month = shortPattern.firstIndex(of: "M")
      monthFirst = month != nil && day != nil && month! < day!
      var calendar = Calendar(identifier: .gregorian)
      calendar.timeZone = timeZone
      self.calendar = calendar
    }

    /// The date `text` gives, `today` and `yesterday` being days before `now`; nil when it
    /// is not a date.
    func read(_ text: String, now: Date) -> ChatDate? {
      var rest = TypedText.fold(text)
      let time = Self.time(in: &rest)
      if time == .invalid { return nil }
      rest = rest.trimmingCharacters(in: CharacterSet(charactersIn: " ,;·-"))
      var date: ChatDate?
      switch rest {
      case "today", "yesterday":
        let day = calendar.date(byAdding: .day, value: rest == "today" ? 0 : -1, to: now)!
        let parts = calendar.dateComponents([.year, .month, .day], from: day)
        date = ChatDate(year: parts.year!, month: parts.month!, day: parts.day!)
      default:
        date = self.day(rest)
      }
      guard var date else { return nil }
      if case .given(let hour, let minute) = time {
        date.hour = hour
        date.minute = minute
      }
      return date
    }

    /// The day of `text`, without a time; nil when it is not one.
    private func day(_ text: String) -> ChatDate? {
      var numbers: [Substring] = []
      var month: Int?
      var token = ""
      var tokens: [String] = []
      for character in text + " " {
        let kind: Character.Kind =
          character.isNumber ? .digit : character.isLetter ? .letter : .other
        if let last = token.last, Character.Kind(last) != kind || kind == .other {
          tokens.append(token)
          token = ""
        }
        if kind != .other { token.append(character) }
      }
      for token in tokens {
        if token.allSatisfy(\.isASCII), token.allSatisfy(\.isNumber) {
          guard token.count <= 4 else { return nil }
          numbers.append(Substring(token))
        } else if let number = months[token] {
          guard month == nil else { return nil }
          month = number
        } else if weekdays.contains(token) || token.count <= 2 {
          continue
        } else {
          return nil
        }
      }
      let values = numbers.map { Int($0)! }
      var (year, monthNumber, day): (Int?, Int?, Int?)
      if let month {
        guard (1...2).contains(values.count) else { return nil }
        monthNumber = month
        day = values[0]
        year = values.count == 2 ? Self.year(numbers[1]) : nil
      } else {
        guard values.count == 3 else { return nil }
        if numbers[0].count == 4 {
          (year, monthNumber, day) = (values[0], values[1], values[2])
        } else if monthFirst {
          (monthNumber, day, year) = (values[0], values[1], Self.year(numbers[2]))
        } else {
          (day, monthNumber, year) = (values[0], values[1], Self.year(numbers[2]))
        }
      }
      guard let year, let monthNumber, let day, (1...12).contains(monthNumber) else { return nil }
      let parts = DateComponents(year: year, month: monthNumber, day: day)
      guard let date = calendar.date(from: parts),
        calendar.component(.day, from: date) == day
      else { return nil }
      return ChatDate(year: year, month: monthNumber, day: day)
    }

    /// A year of four digits, or of two (2000 to 2099).
    private static func year(_ digits: Substring) -> Int? {
      switch digits.count {
      case 4: Int(digits)
      case 2: Int(digits).map { 2000 + $0 }
      default: nil
      }
    }

    private enum Time: Equatable {
      case none
      case given(Int, Int)
      case invalid
    }

    /// The time of day in `text` ("20:00", "8:05 pm", "8pm", "20h30"), taken out of it.
    private static func time(in text: inout String) -> Time {
      let pattern =
        #"(?:^|\s|,)(\d{1,2})(?:\s*[:h]\s*(\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?(?=$|\s)"#
      guard let expression = try? NSRegularExpression(pattern: pattern) else { return .none }
      let matches = expression.matches(in: text, range: NSRange(text.startIndex..., in: text))
      for found in matches.reversed() {
        let minutes = Range(found.range(at: 2), in: text).map { String(text[$0]) }
        let half = Range(found.range(at: 3), in: text).map { String(text[$0]) }
        guard minutes != nil || half != nil,
          let hourRange = Range(found.range(at: 1), in: text), var hour = Int(text[hourRange])
        else { continue }
        let minute = minutes.flatMap { Int($0) } ?? 0
        if let half {
          guard (1...12).contains(hour) else { return .invalid }
          hour = hour % 12 + (half.hasPrefix("p") ? 12 : 0)
        }
        guard (0...23).contains(hour), (0...59).contains(minute) else { return .invalid }
        text.removeSubrange(Range(found.range, in: text)!)
        return .given(hour, minute)
      }
      return .none
    }
  }
}

extension Character {
  /// What a date's text is made of.
  fileprivate enum Kind {
    case digit, letter, other

    init(_ character: Character) {
      self = character.isNumber ? .digit : character.isLetter ? .letter : .other
    }
  }
}
