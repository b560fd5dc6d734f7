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
  /// Indices of each season's gathers in play order; undated gathers under `nil`.
  var gathersBySeason: [Season?: [Int]]

  /// Gathers of a season (or the undated ones), by index, in play order.
  public func gatherIndices(in season: Season?) -> [Int] {
    gathersBySeason[season] ?? []
  }
}

/// Computes all league facts from the loaded exports.
public enum LeagueFactsInteractor {
  public static func facts(for league: League, config: SiteConfig) -> LeagueFacts {
    let seasonOfGather = league.gathers.map { gather in
      gather.completedAt.map {
        SeasonCalendar.season(of: $0, start: config.seasonStart, in: config.timeZone)
      }
    }
    var allTime = Tally(keepsDetails: true)
    var seasonTallies: [Season: Tally] = [:]
    var seasonGathers: [Season: [Int]] = [:]
    var stats: [Int: PlayerStats] = [:]
    for id in league.players.keys { stats[id] = PlayerStats(playerID: id) }
    for (index, gather) in league.gathers.enumerated() {
      allTime.add(gather, index: index, knownPlayers: league.players)
      for id in gather.teamA + gather.teamB where stats[id] != nil {
        stats[id]!.gatherIndices.append(index)
      }
      guard let season = seasonOfGather[index] else { continue }
      seasonGathers[season, default: []].append(index)
      seasonTallies[season, default: Tally(keepsDetails: false)].add(
        gather, index: index, knownPlayers: league.players)
    }
    let finalStreaks = allTime.finalStreaks
    for id in stats.keys {
      stats[id]!.allTime = allTime.records[id] ?? Record()
      stats[id]!.appearances = allTime.appearances[id] ?? []
      stats[id]!.streaks = finalStreaks[id] ?? Streaks()
      stats[id]!.teammates = allTime.teammates[id] ?? [:]
      stats[id]!.opponents = allTime.opponents[id] ?? [:]
      for (season, tally) in seasonTallies {
        if let record = tally.records[id] { stats[id]!.seasons[season] = record }
      }
    }
    let seasons = seasonGathers.keys.sorted()
    let ratings = RatingsInteractor.ratings(for: league)
    return LeagueFacts(
      league: league, config: config, seasonOfGather: seasonOfGather, seasons: seasons,
      players: stats,
      allTimeStandings: Standings.table(
        allTime.records, players: league.players, rule: config.points),
      seasonStandings: seasonTallies.mapValues {
        Standings.table($0.records, players: league.players, rule: config.points)
      },
      seasonAwards: Dictionary(
        uniqueKeysWithValues: seasons.map { season in
          (
            season,
            AwardsInteractor.awards(
              seasonTallies[season]!, gatherIndices: seasonGathers[season]!, league: league,
              minimumGames: config.minimumGames)
          )
        }),
      allTimeAwards: AwardsInteractor.awards(
        allTime, gatherIndices: Array(league.gathers.indices), league: league,
        minimumGames: config.minimumGames),
      ratings: ratings,
      seasonRatingAwards: seasonGathers.mapValues {
        RatingsInteractor.awards(
          ratings, gatherIndices: $0, league: league, minimumGames: config.minimumGames)
      },
      gathersBySeason: Dictionary(grouping: league.gathers.indices, by: { seasonOfGather[$0] })
    )
  }
}

/// Assigns dates to seasons in the site's time zone.
public enum SeasonCalendar {
  public static func season(of date: Date, start: SeasonStart, in zone: TimeZone) -> Season {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    let parts = calendar.dateComponents([.year, .month, .day], from: date)
    let (year, month, day) = (parts.year!, parts.month!, parts.day!)
    let beforeStart = (month, day) < (start.month, start.day)
    return Season(startYear: beforeStart ? year - 1 : year, spansNewYear: !start.isCalendarYear)
  }
}
