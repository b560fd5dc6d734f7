/// A season of the league: named "2024", or "2024-25" when seasons straddle New Year.
public struct Season: Sendable, Hashable, Comparable {
  /// The calendar year the season starts in.
  public var startYear: Int
  public var spansNewYear: Bool

  public init(startYear: Int, spansNewYear: Bool) {
    self.startYear = startYear
    self.spansNewYear = spansNewYear
  }

  /// "2024" or "2024-25"; also the season's key in the published data.
  public var name: String {
    guard spansNewYear else { return String(startYear) }
    let next = (startYear + 1) % 100
    return "\(startYear)-\(next < 10 ? "0" : "")\(next)"
  }

  public static func < (lhs: Season, rhs: Season) -> Bool { lhs.startYear < rhs.startYear }
}
