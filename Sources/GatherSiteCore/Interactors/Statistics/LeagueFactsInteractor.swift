/// Computes all league facts from the loaded exports, in steps that are plain functions of
/// what the steps before them made.
///
/// `facts(for:config:)` takes the steps one after another. A build may take the independent
/// ones at the same time and hand their results on: a `Basis` first; then its `tallies()`
/// and its ratings (`ratingPlan()`, the `fitLosses(_:_:)` of each candidate, `ratings(model:)`),
/// neither needing the other; then `playerStats(_:tallies:)` for any
/// ranges of `playerIDs` (each player is counted on their own); then
/// `facts(tallies:ratings:players:)`, given every player's stats in the order of
/// `playerIDs`.
public enum LeagueFactsInteractor {
  public static func facts(for league: League, config: SiteConfig) -> LeagueFacts {
    let basis = Basis(league: league, config: config)
    let tallies = basis.tallies()
    return basis.facts(
      tallies: tallies, ratings: basis.ratings(model: basis.ratingModel()),
      players: basis.playerStats(basis.playerIDs.indices, tallies: tallies))
  }

  /// What every step counts from: the league and its settings, each gather's season, the
  /// players' slots and every gather's known line-ups.
  public struct Basis: Sendable {
    let league: League
    let config: SiteConfig
    /// The season of each gather, by index into `league.gathers`; `nil` when undated.
    let seasonOfGather: [Season?]
    let slots: PlayerSlots
    let lineups: KnownLineups
    let rated: RatedMatches
    let unlisted: Set<Int>

    public init(league: League, config: SiteConfig) {
      self.league = league
      self.config = config
      let seasons = SeasonCalendar(start: config.seasonStart, zone: config.timeZone)
      seasonOfGather = league.gathers.map { $0.completedAt.map(seasons.season(of:)) }
      slots = PlayerSlots(league.players)
      lineups = slots.lineups(league)
      rated = RatedMatches(league, slots: slots, lineups: lineups)
      // Guests are named and listed nowhere either (their goals are the write-ups' only
      // trace of them).
      unlisted = Set(config.unlisted).union(config.guests)
    }

    /// Every known player's id, ascending.
    public var playerIDs: [Int] { slots.ids }

    public func tallies() -> Tallies {
      Tallies(league: league, slots: slots, seasonOfGather: seasonOfGather, lineups: lineups)
    }

    /// The candidate models the rating fit must score (`RatingModelFit`).
    public func ratingPlan() -> RatingModelFit.Plan {
      RatingModelFit.plan(ratedMatches: rated.matches.count, settings: config.ratings)
    }

    /// A candidate's mean log loss at each step of the plan.
    public func fitLosses(_ candidate: RatingModel, _ plan: RatingModelFit.Plan) -> [Double] {
      RatingModelFit.losses(rated, candidate, steps: plan.steps)
    }

    /// The league's rating model, its candidates scored one after another.
    public func ratingModel() -> RatingModel {
      let plan = ratingPlan()
      return RatingModelFit.choose(plan, losses: plan.candidates.map { fitLosses($0, plan) })
    }

    public func ratings(model: RatingModel) -> LeagueRatings {
      RatingsInteractor.ratings(rated, gathers: league.gathers.count, slots: slots, model: model)
    }

    /// The stats of the players `playerIDs[range]`, in that order.
    public func playerStats(_ range: Range<Int>, tallies: Tallies) -> [PlayerStats] {
      let sharedMinimum = max(config.minimumSharedGames, 1)
      return playerIDs[range].map { id in
        var stats = PlayerStats(playerID: id)
        stats.allTime = tallies.allTime.records[id] ?? Record()
        stats.appearances = tallies.allTime.appearances[id] ?? []
        stats.streaks = tallies.finalStreaks[id] ?? Streaks()
        (stats.teammates, stats.opponents) = PairRecords.player(
          id, appearances: stats.appearances, lineups: lineups, slots: slots)
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

    /// The facts, from the tallies, the ratings and every player's stats in the order of
    /// `playerIDs`.
    public func facts(tallies: Tallies, ratings: LeagueRatings, players: [PlayerStats])
      -> LeagueFacts
    {
      let stats = Dictionary(uniqueKeysWithValues: zip(playerIDs, players))
      let seasonList = tallies.seasonGathers.keys.sorted()
      var seasonAwards: [Season: Awards] = [:]
      var seasonRatingAwards: [Season: RatingAwards] = [:]
      for season in seasonList {
        let gathers = tallies.seasonGathers[season]!
        seasonAwards[season] = AwardsInteractor.awards(
          tallies.seasons[season]!,
          partnerships: PairRecords.partnerships(
            gatherIndices: gathers, league: league, lineups: lineups, slots: slots),
          gatherIndices: gathers, league: league,
          minimumGames: config.minimumGames(in: season), unlisted: unlisted)
        seasonRatingAwards[season] = RatingsInteractor.awards(
          ratings, gatherIndices: gathers, league: league, lineups: lineups, slots: slots,
          minimumGames: config.minimumGames(in: season), unlisted: unlisted)
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
      listedRatings.leaderboard.removeAll { unlisted.contains($0) }
      listedRatings = listedRatings.ranked(provisionalGames: config.provisionalGames)
      var facts = LeagueFacts(
        league: league, config: config, seasonOfGather: seasonOfGather, seasons: seasonList,
        players: stats,
        allTimeStandings: Standings.table(
          listed(tallies.allTime.records), players: league.players
        ) { id, record in config.allTimePoints(record, seasons: stats[id]?.seasons ?? [:]) },
        seasonStandings: Dictionary(
          uniqueKeysWithValues: tallies.seasons.map { season, tally in
            (
              season,
              Standings.table(
                listed(tally.records), players: league.players, rule: config.points(in: season))
            )
          }),
        seasonAwards: seasonAwards,
        allTimeAwards: AwardsInteractor.awards(
          tallies.allTime, partnerships: allTimePartnerships,
          gatherIndices: Array(league.gathers.indices), league: league,
          minimumGames: config.minimumGames, unlisted: unlisted),
        ratings: listedRatings,
        seasonRatingAwards: seasonRatingAwards,
        predictions: PredictionRecord.record(
          ratings: ratings, league: league, seasonOfGather: seasonOfGather),
        pairs: PlayerPairs.pairs(
          stats, minimum: max(config.minimumSharedGames, 1), unlisted: unlisted),
        notes: MatchNotes.notes(
          league: league, lineups: lineups, slots: slots, unlisted: unlisted,
          zone: config.timeZone),
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
}
