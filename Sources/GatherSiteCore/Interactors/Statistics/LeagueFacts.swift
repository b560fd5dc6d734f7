import Foundation

/// The league with every fact the pages show: seasons, player statistics, tables and awards.
public struct LeagueFacts: Sendable {
  public var league: League
  public var config: SiteConfig
  /// The season of each gather, by index into `league.gathers`; `nil` when undated.
  public var seasonOfGather: [Season?]
  /// Seasons with at least one dated gather, oldest first.
  public var seasons: [Season]
  public var players: [Int: PlayerStats]
  public var allTimeStandings: [StandingRow]
  public var seasonStandings: [Season: [StandingRow]]
  public var seasonAwards: [Season: Awards]
  public var allTimeAwards: Awards
  public var ratings: LeagueRatings
  /// Each season's biggest upset and most improved player.
  public var seasonRatingAwards: [Season: RatingAwards]
  /// How the pre-match probabilities held up.
  public var predictions: PredictionRecord
  /// Every partnership and rivalry with at least `minimumSharedGames` games.
  public var pairs: PlayerPairs
  /// Debuts, milestones, returns and ended winning runs, by match; milestones coming up.
  public var notes: MatchNotes
  /// Each season's counted gathers, and their months in a large season.
  public var attendance: Attendance
  /// Every season's awards and the all-time records, by season (all time last), then by
  /// award.
  public var honours: [Honour] = []
  /// Indices of each season's gathers in play order; undated gathers under `nil`.
  var gathersBySeason: [Season?: [Int]]
  /// The players who asked not to appear (`unlisted` in the settings): their games count
  /// for everyone else, but no table, ranking, pair list or award holds them.
  public var unlisted: Set<Int>

  /// Whether the site names and lists the player.
  public func isListed(_ id: Int) -> Bool { !unlisted.contains(id) }

  /// Gathers of a season (or the undated ones), by index, in play order.
  public func gatherIndices(in season: Season?) -> [Int] {
    gathersBySeason[season] ?? []
  }
}

/// Assigns dates to seasons in the site's time zone.
public struct SeasonCalendar: Sendable {
  public let start: SeasonStart
  private let calendar: Calendar

  public init(start: SeasonStart, zone: TimeZone) {
    self.start = start
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    self.calendar = calendar
  }

  public static func season(of date: Date, start: SeasonStart, in zone: TimeZone) -> Season {
    SeasonCalendar(start: start, zone: zone).season(of: date)
  }

  public func season(of date: Date) -> Season {
    let parts = LocalDateParts(date, in: calendar)
    let (year, month, day) = (parts.year, parts.month, parts.day)
    let beforeStart = (month, day) < (start.month, start.day)
    return Season(startYear: beforeStart ? year - 1 : year, spansNewYear: !start.isCalendarYear)
  }
}
