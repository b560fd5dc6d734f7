import Foundation

/// Formats ratings and probabilities, with the language's decimal separator and percent.
struct RatingText: Sendable {
  let wording: Wording

  /// "18.42" (or "18,42").
  func value(_ value: Double) -> String { wording.decimal(Self.value(value)) }

  /// "+0.84", "-1.20", "0.00".
  func change(_ value: Double) -> String { wording.decimal(Self.change(value)) }

  /// "62%".
  func percent(_ probability: Double) -> String { wording.wholePercent(probability) }

  /// "18.42": what `String(format: "%.2f")` gives, without its cost (a rating is formatted
  /// a dozen times a match page); values within a hair of a rounding tie take that slow,
  /// exact path.
  static func value(_ value: Double) -> String {
    let hundredths = value * 100
    let fraction = abs(hundredths - hundredths.rounded(.towardZero))
    guard hundredths.isFinite, abs(hundredths) < 1e15, abs(fraction - 0.5) > 1e-6 else {
      return String(format: "%.2f", value)
    }
    let cents = Int(abs(hundredths).rounded(.toNearestOrEven))
    let digits = String(cents % 100)
    return
      "\(value.sign == .minus ? "-" : "")\(cents / 100).\(digits.count == 1 ? "0" : "")\(digits)"
  }

  /// "+0.84", "-1.20", "0.00".
  static func change(_ value: Double) -> String {
    let text = Self.value(value)
    if text == "0.00" || text == "-0.00" { return "0.00" }
    return text.hasPrefix("-") ? text : "+" + text
  }
}
