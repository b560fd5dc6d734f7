import Foundation

/// Parses the ISO 8601 timestamps found in exports: `Z` or an offset, with or without
/// fractional seconds.
enum ISODate {
  // Formatters are costly to create; parsing with them is thread-safe.
  nonisolated(unsafe) private static let plain = ISO8601DateFormatter()
  nonisolated(unsafe) private static let fractional: ISO8601DateFormatter = {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    return formatter
  }()

  static func parse(_ text: String) -> Date? {
    plain.date(from: text) ?? fractional.date(from: text)
  }
}
