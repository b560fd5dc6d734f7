import Foundation

/// A calendar month in the site's time zone, such as May 2024: the period of one
/// attendance grid of a large season.
public struct AttendanceMonth: Sendable, Hashable, Comparable {
  public var year: Int
  public var month: Int

  /// "2024-05": the month's path segment.
  public var key: String { "\(year)-\(month < 10 ? "0" : "")\(month)" }

  public static func < (l: Self, r: Self) -> Bool {
    (l.year, l.month) < (r.year, r.month)
  }
}

/// Who came to which match: each season's counted gathers (the dated ones, finished, with a
/// known player), and, for a season of more than `monthsAbove` of them, the same split by
/// calendar month.
///
/// A player's "played X of Y" in a season is their season record's games (X) over the
/// season's counted gathers (Y).
public struct Attendance: Sendable {
  /// A season of more gathers than this gets one attendance page per month; a season of a
  /// group's size is one grid on the season page.
  public static let monthsAbove = 60

  /// Each season's counted gathers, by index into `League.gathers`, in play order.
  public var counted: [Season: [Int]] = [:]
  /// The months of each season of more than `monthsAbove` counted gathers, in order, each
  /// with its counted gathers in play order.
  public var months: [Season: [(month: AttendanceMonth, indices: [Int])]] = [:]

  public init() {}

  /// The season's counted gathers (Y of "played X of Y").
  public func of(_ season: Season) -> Int { counted[season]?.count ?? 0 }

  /// The counted gathers of one month of a season; empty for a month it does not have.
  public func indices(_ season: Season, _ month: AttendanceMonth) -> [Int] {
    months[season]?.first { $0.month == month }?.indices ?? []
  }

  static func attendance(
    league: League, lineups: KnownLineups, seasonGathers: [Season: [Int]], zone: TimeZone
  ) -> Attendance {
    var attendance = Attendance()
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    for (season, indices) in seasonGathers {
      attendance.counted[season] = indices.filter { index in
        league.gathers[index].isFinished && league.gathers[index].hasLineups
          && lineups.hasKnownPlayer(index)
      }
    }
    for (season, indices) in attendance.counted where indices.count > monthsAbove {
      var months: [(month: AttendanceMonth, indices: [Int])] = []
      for index in indices {
        let parts = LocalDateParts(league.gathers[index].completedAt!, in: calendar)
        let month = AttendanceMonth(year: parts.year, month: parts.month)
        if months.last?.month == month {
          months[months.count - 1].indices.append(index)
        } else {
          months.append((month, [index]))
        }
      }
      attendance.months[season] = months
    }
    return attendance
  }
}
