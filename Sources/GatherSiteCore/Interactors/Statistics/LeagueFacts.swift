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

/// Computes all league facts from the loaded exports.
///
/// The one-pass tallies and the ratings run side by side; pair records and awards (rating
/// awards too) are then computed per player and per season on every core.
public enum LeagueFactsInteractor {
  public static func facts(for league: League, config: SiteConfig) -> LeagueFacts {
    let seasons = SeasonCalendar(start: config.seasonStart, zone: config.timeZone)
    let seasonOfGather = Parallel.map(league.gathers.count, grain: 512) { index in
      league.gathers[index].completedAt.map { seasons.season(of: $0) }
    }
    let unlisted = Set(config.unlisted)
    let slots = PlayerSlots(league.players)
    let lineups = slots.lineups(league)
    let (tallies, ratings) = Parallel.pair(
      worthIt: league.gathers.count >= 512,
      { Tallies(league: league, slots: slots, seasonOfGather: seasonOfGather, lineups: lineups) },
      { RatingsInteractor.ratings(for: league, slots: slots, lineups: lineups) })
    let seasonList = tallies.seasonGathers.keys.sorted()
    let finalStreaks = tallies.allTime.finalStreaks
    let playerIDs = league.players.keys.sorted()
    let sharedMinimum = max(config.minimumSharedGames, 1)
    // Players in runs of 16, each run counting pairs in the same arrays.
    let playerStats = Parallel.mapRuns(playerIDs.count, run: 16) { run in
      var counts = PairRecords.Counts(slots: slots.count)
      return run.map { index in
        let id = playerIDs[index]
        var stats = PlayerStats(playerID: id)
        stats.allTime = tallies.allTime.records[id] ?? Record()
        stats.appearances = tallies.allTime.appearances[id] ?? []
        stats.streaks = finalStreaks[id] ?? Streaks()
        (stats.teammates, stats.opponents) = PairRecords.player(
          id, appearances: stats.appearances, lineups: lineups, slots: slots, counting: &counts)
        if !unlisted.isEmpty {
          stats.teammates.remove(unlisted)
          stats.opponents.remove(unlisted)
        }
        stats.bestPartner = PlayerPairs.standout(
          stats.teammates, minimum: sharedMinimum, highest: true)
        stats.toughestOpponent = PlayerPairs.standout(
          stats.opponents, minimum: sharedMinimum, highest: false)
        for (season, tally) in tallies.seasons {
          if let record = tally.records[id] { stats.seasons[season] = record }
        }
        (stats.gatherIndices, stats.inTeamA) = tallies.gatherIndices[id] ?? ([], [])
        return stats
      }
    }
    let stats = Dictionary(uniqueKeysWithValues: zip(playerIDs, playerStats))
    // Seasons in four runs (two a core), each counting its pairs in one table.
    let seasonRun = max(1, (seasonList.count + 3) / 4)
    let seasonAwards = Parallel.mapRuns(seasonList.count, run: seasonRun) { run in
      var pairs = PairTable()
      return run.map { index in
        let season = seasonList[index]
        let gathers = tallies.seasonGathers[season]!
        let awards = AwardsInteractor.awards(
          tallies.seasons[season]!,
          partnerships: PairRecords.partnerships(
            gatherIndices: gathers, league: league, lineups: lineups, slots: slots,
            counting: &pairs),
          gatherIndices: gathers, league: league, minimumGames: config.minimumGames,
          unlisted: unlisted)
        let ratingAwards = RatingsInteractor.awards(
          ratings, gatherIndices: gathers, league: league, lineups: lineups, slots: slots,
          minimumGames: config.minimumGames, unlisted: unlisted)
        return (awards, ratingAwards)
      }
    }
    // Only the pairs the award can go to: a large free-mixing league has millions of pairs.
    let awardMinimum = max(config.minimumGames, 1)
    let allTimePartnerships = stats.flatMap { id, stats in
      stats.teammates.lazy.filter { $0.0 > id && $0.1.played >= awardMinimum }.map {
        Partnership(first: id, second: $0.0, record: $0.1)
      }
    }
    let listed = { (records: [Int: Record]) in
      unlisted.isEmpty ? records : records.filter { !unlisted.contains($0.key) }
    }
    var listedRatings = ratings
    if !unlisted.isEmpty {
      listedRatings.leaderboard.removeAll { unlisted.contains($0) }
      listedRatings.rank = Dictionary(
        uniqueKeysWithValues: listedRatings.leaderboard.enumerated().map {
          ($0.element, $0.offset + 1)
        })
    }
    var facts = LeagueFacts(
      league: league, config: config, seasonOfGather: seasonOfGather, seasons: seasonList,
      players: stats,
      allTimeStandings: Standings.table(
        listed(tallies.allTime.records), players: league.players, rule: config.points),
      seasonStandings: tallies.seasons.mapValues {
        Standings.table(listed($0.records), players: league.players, rule: config.points)
      },
      seasonAwards: Dictionary(uniqueKeysWithValues: zip(seasonList, seasonAwards.map(\.0))),
      allTimeAwards: AwardsInteractor.awards(
        tallies.allTime, partnerships: allTimePartnerships,
        gatherIndices: Array(league.gathers.indices), league: league,
        minimumGames: config.minimumGames, unlisted: unlisted),
      ratings: listedRatings,
      seasonRatingAwards: Dictionary(uniqueKeysWithValues: zip(seasonList, seasonAwards.map(\.1))),
      predictions: PredictionRecord.record(
        ratings: ratings, league: league, seasonOfGather: seasonOfGather),
      pairs: PlayerPairs.pairs(stats, minimum: sharedMinimum, unlisted: unlisted),
      notes: MatchNotes.notes(league: league, lineups: lineups, slots: slots, unlisted: unlisted),
      attendance: Attendance.attendance(
        league: league, lineups: lineups, seasonGathers: tallies.seasonGathers,
        zone: config.timeZone),
      gathersBySeason: Dictionary(grouping: league.gathers.indices, by: { seasonOfGather[$0] }),
      unlisted: unlisted
    )
    facts.honours = HonoursInteractor.honours(
      seasons: facts.seasons, attendance: facts.attendance, standings: facts.seasonStandings,
      awards: facts.seasonAwards, ratingAwards: facts.seasonRatingAwards,
      allTime: facts.allTimeAwards, ratings: ratings, league: league)
    return facts
  }
}

/// The all-time and per-season tallies, filled in one pass over the gathers.
private struct Tallies: Sendable {
  var allTime: Tally
  var seasons: [Season: Tally] = [:]
  var seasonGathers: [Season: [Int]] = [:]
  /// Every gather (finished or not) listing each known player, in play order, and whether
  /// the player was in Team A there.
  var gatherIndices: [Int: (indices: [Int], inTeamA: [Bool])] = [:]

  /// A season's gathers come one after the other in play order (seasons follow the date),
  /// so one counter serves every season in turn.
  init(league: League, slots: PlayerSlots, seasonOfGather: [Season?], lineups: KnownLineups) {
    var allTime = TallyCounter(slots: slots, keepsDetails: true)
    var seasonal = TallyCounter(slots: slots, keepsDetails: false)
    var current: Season?
    // Each player's gathers in play order, filled by slot into one flat array (a counting
    // sort): millions of appends to an array per player spent their time on checks.
    var starts = Array(repeating: 0, count: slots.count + 1)
    lineups.withView { lineups in
      for index in league.gathers.indices {
        for slot in lineups[index].a { starts[slot + 1] += 1 }
        for slot in lineups[index].b { starts[slot + 1] += 1 }
      }
    }
    for slot in 0..<slots.count { starts[slot + 1] += starts[slot] }
    var next = starts
    var indices = Array(repeating: 0, count: starts[slots.count])
    var inTeamA = Array(repeating: false, count: starts[slots.count])
    allTime.reserveAppearances { starts[$0 + 1] - starts[$0] }
    var seasons: [Season: Tally] = [:]
    var seasonGathers: [Season: [Int]] = [:]
    lineups.withView { lineups in
      league.gathers.withUnsafeBufferPointer { gathers in
        for index in gathers.indices {
          let lineup = lineups[index]
          let score = Tally.countedScore(gathers, index)
          allTime.add(score: score, index: index, lineup: lineup)
          for slot in lineup.a {
            (indices[next[slot]], inTeamA[next[slot]]) = (index, true)
            next[slot] += 1
          }
          for slot in lineup.b {
            (indices[next[slot]], inTeamA[next[slot]]) = (index, false)
            next[slot] += 1
          }
          guard let season = seasonOfGather[index] else { continue }
          seasonGathers[season, default: []].append(index)
          if season != current {
            if let current { seasons[current] = seasonal.finish() }
            if let earlier = seasons[season] { seasonal.resume(earlier) }
            current = season
          }
          seasonal.add(score: score, index: index, lineup: lineup)
        }
      }
    }
    if let current { seasons[current] = seasonal.finish() }
    self.seasons = seasons
    self.seasonGathers = seasonGathers
    self.allTime = allTime.finish()
    for slot in 0..<slots.count where starts[slot] < starts[slot + 1] {
      let range = starts[slot]..<starts[slot + 1]
      gatherIndices[slots.ids[slot]] = (Array(indices[range]), Array(inTeamA[range]))
    }
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
