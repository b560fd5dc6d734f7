import Foundation

extension Date.FormatString {
  /// The ICU date pattern `pattern` ("EEEE d 'de' MMMM y, HH:mm") as Foundation's format
  /// string: each run of a field's letter is that field at that width, text in single
  /// quotes is text (`''` is a quote), and so is every character that is not an ASCII
  /// letter. A letter that is no field of Foundation's formats (`X`, `x`) stays as it is.
  init(icuPattern pattern: String) {
    var format = StringInterpolation(literalCapacity: pattern.count, interpolationCount: 8)
    var characters = pattern[...]
    var text = ""
    var quoted = false
    while let character = characters.first {
      if character == "'" {
        if characters.dropFirst().first == "'" {
          text.append("'")
          characters = characters.dropFirst(2)
        } else {
          quoted.toggle()
          characters = characters.dropFirst()
        }
        continue
      }
      guard !quoted, character.isASCII, character.isLetter else {
        text.append(character)
        characters = characters.dropFirst()
        continue
      }
      let run = characters.prefix { $0 == character }
      characters = characters.dropFirst(run.count)
      if !text.isEmpty { format.appendLiteral(text) }
      text = ""
      if !format.appendField(character, width: run.count) { format.appendLiteral(String(run)) }
    }
    if !text.isEmpty { format.appendLiteral(text) }
    self.init(stringInterpolation: format)
  }
}

extension Date.FormatString.StringInterpolation {
  fileprivate typealias Hour = Date.FormatStyle.Symbol.VerbatimHour

  /// Appends the field ICU writes with `width` times `letter`, as the pattern reference of
  /// Unicode's TR 35 reads it; false when the letter is no field here.
  fileprivate mutating func appendField(_ letter: Character, width: Int) -> Bool {
    /// The name width of fields spelled out: 1 to 3 letters abbreviated, 4 wide, 5 narrow.
    func name<T>(_ abbreviated: T, _ wide: T, _ narrow: T) -> T {
      width <= 3 ? abbreviated : width == 4 ? wide : narrow
    }
    /// The style of fields that are numbers for 1 or 2 letters, names for more.
    func numberOrName<T>(_ one: T, _ two: T, _ abbreviated: T, _ wide: T, _ narrow: T) -> T {
      [one, two, abbreviated, wide, narrow][min(width, 5) - 1]
    }
    /// An hour of `clock` counted from `cycle`, in one or two digits.
    func hour(_ clock: Hour.Clock, _ cycle: Hour.HourCycle) -> Hour {
      width == 1
        ? .defaultDigits(clock: clock, hourCycle: cycle)
        : .twoDigits(clock: clock, hourCycle: cycle)
    }
    switch letter {
    case "G": appendInterpolation(era: name(.abbreviated, .wide, .narrow))
    case "y":
      appendInterpolation(
        year: width == 1 ? .defaultDigits : width == 2 ? .twoDigits : .padded(width))
    case "Y":
      appendInterpolation(
        yearForWeekOfYear: width == 1 ? .defaultDigits : width == 2 ? .twoDigits : .padded(width))
    case "u": appendInterpolation(year: .extended(minimumLength: width))
    case "r": appendInterpolation(year: .relatedGregorian(minimumLength: width))
    case "U": appendInterpolation(cyclicYear: name(.abbreviated, .wide, .narrow))
    case "Q":
      appendInterpolation(
        quarter: numberOrName(.oneDigit, .twoDigits, .abbreviated, .wide, .narrow))
    case "q":
      appendInterpolation(
        standaloneQuarter: numberOrName(.oneDigit, .twoDigits, .abbreviated, .wide, .narrow))
    case "M":
      appendInterpolation(
        month: numberOrName(.defaultDigits, .twoDigits, .abbreviated, .wide, .narrow))
    case "L":
      appendInterpolation(
        standaloneMonth: numberOrName(.defaultDigits, .twoDigits, .abbreviated, .wide, .narrow))
    case "w": appendInterpolation(week: width == 1 ? .defaultDigits : .twoDigits)
    case "W": appendInterpolation(week: .weekOfMonth)
    case "d": appendInterpolation(day: width == 1 ? .defaultDigits : .twoDigits)
    case "F": appendInterpolation(day: .ordinalOfDayInMonth)
    case "g": appendInterpolation(day: .julianModified(minimumLength: width))
    case "D":
      appendInterpolation(
        dayOfYear: width == 1 ? .defaultDigits : width == 2 ? .twoDigits : .threeDigits)
    case "E" where width <= 6, "e" where (3...6).contains(width):
      appendInterpolation(weekday: width == 6 ? .short : name(.abbreviated, .wide, .narrow))
    case "e": appendInterpolation(weekday: width == 1 ? .oneDigit : .twoDigits)
    case "c" where width <= 6:
      appendInterpolation(
        standaloneWeekday: width <= 2
          ? .oneDigit : width == 6 ? .short : name(.abbreviated, .wide, .narrow))
    case "a": appendInterpolation(dayPeriod: .standard(name(.abbreviated, .wide, .narrow)))
    case "b": appendInterpolation(dayPeriod: .with12s(name(.abbreviated, .wide, .narrow)))
    // Foundation's `.narrow` is written BBBB and its `.wide` BBBBB: the other way round.
    case "B": appendInterpolation(dayPeriod: .conversational(name(.abbreviated, .narrow, .wide)))
    case "h": appendInterpolation(hour: hour(.twelveHour, .oneBased))
    case "H": appendInterpolation(hour: hour(.twentyFourHour, .zeroBased))
    case "K": appendInterpolation(hour: hour(.twelveHour, .zeroBased))
    case "k": appendInterpolation(hour: hour(.twentyFourHour, .oneBased))
    case "m": appendInterpolation(minute: width == 1 ? .defaultDigits : .twoDigits)
    case "s": appendInterpolation(second: width == 1 ? .defaultDigits : .twoDigits)
    case "S": appendInterpolation(secondFraction: .fractional(width))
    case "A": appendInterpolation(secondFraction: .milliseconds(width))
    case "z": appendInterpolation(timeZone: .specificName(width <= 3 ? .short : .long))
    case "Z":
      appendInterpolation(
        timeZone: width <= 3
          ? .iso8601(.short) : width == 4 ? .localizedGMT(.long) : .iso8601(.long))
    case "O": appendInterpolation(timeZone: .localizedGMT(width == 1 ? .short : .long))
    case "v": appendInterpolation(timeZone: .genericName(width == 1 ? .short : .long))
    case "V":
      appendInterpolation(
        timeZone: [.identifier(.short), .identifier(.long), .exemplarLocation, .genericLocation][
          min(width, 4) - 1])
    default: return false
    }
    return true
  }
}
