import Foundation

/// Formats ratings and probabilities.
enum RatingText {
  /// "18.42".
  static func value(_ value: Double) -> String { String(format: "%.2f", value) }

  /// "+0.84", "-1.20", "0.00".
  static func change(_ value: Double) -> String {
    let text = String(format: "%+.2f", value)
    return text == "+0.00" || text == "-0.00" ? "0.00" : text
  }

  /// "62%".
  static func percent(_ probability: Double) -> String { "\(Int((probability * 100).rounded()))%" }
}
