import Foundation

/// Presents the machine-readable files under `data/`: players, matches, standings, the
/// current ratings and each season's rating changes. `docs/DATA-FILES.md` describes them.
/// Each file is a value (`PublishedData.swift`) written as JSON by `writer`: `JSONEncoder`
/// (`json(_:)`) unless the build brings a faster writer held equal to it.
public struct DataPresenter: Sendable {
  /// Writes a data file's value as JSON.
  public typealias Writer = @Sendable (any Encodable) -> Data

  let context: PresentationContext
  let write: Writer

  public init(context: PresentationContext, writer: @escaping Writer = DataPresenter.json) {
    self.context = context
    self.write = writer
  }

  /// A data file's value as `JSONEncoder` writes it: keys in order, slashes as they are
  /// ("https://…").
  public static func json(_ value: any Encodable) -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    // A number that is not one (which no rating or share should be) is written as a
    // string rather than stop the build; with that, every value here encodes.
    encoder.nonConformingFloatEncodingStrategy = .convertToString(
      positiveInfinity: "Infinity", negativeInfinity: "-Infinity", nan: "NaN")
    return try! encoder.encode(value)
  }

  /// `data/players.json`, a JSON array of every player (by name) with their records.
  public func players() -> Data {
    let facts = context.facts
    let config = context.config
    return write(
      context.league.playersByName.filter { facts.isListed($0.id) }.map { player in
        let stats = facts.players[player.id] ?? PlayerStats(playerID: player.id)
        return PublishedPlayer(
          id: player.id, name: player.name, url: context.router.url(.playerAddress(id: player.id)),
          allTime: PublishedRecord(
            stats.allTime, points: config.allTimePoints(stats.allTime, seasons: stats.seasons)),
          seasons: Dictionary(
            uniqueKeysWithValues: stats.seasons.map {
              (
                $0.key.name,
                PublishedRecord($0.value, points: $0.value.points(config.points(in: $0.key)))
              )
            }),
          awards: facts.honours.filter {
            $0.isFinal && $0.season != nil && $0.award.isPlayerAward
              && $0.playerIDs.contains(player.id)
          }.map { PublishedCabinetEntry(season: $0.season!.name, award: $0.award.rawValue) },
          attendance: stats.seasons.keys.sorted().map {
            PublishedAttendance(
              season: $0.name, played: stats.seasons[$0]!.played, of: facts.attendance.of($0))
          },
          bestPartnerId: stats.bestPartner, toughestOpponentId: stats.toughestOpponent)
      })
  }

  /// `data/matches.json`, a JSON array of every gather in play order.
  public func matches() -> Data {
    let facts = context.facts
    let gathers = context.league.gathers
    return write(
      gathers.indices.map { index in
        let gather = gathers[index]
        let details = context.league.details[index]
        return PublishedMatch(
          id: gather.id,
          completedAt: gather.completedAt.map {
            gather.isDateOnly
              ? ISODate.dayString(from: $0, in: context.config.timeZone) : ISODate.string(from: $0)
          },
          season: facts.seasonOfGather[index]?.name, finished: gather.isFinished,
          scoreA: gather.score?.teamA, scoreB: gather.score?.teamB,
          winner: gather.outcome.map { $0.winner?.rawValue ?? "Draw" },
          // Guests come last, as unlisted players do: without an id.
          teamA: gather.teamA.map { facts.isListed($0) ? $0 : nil }
            + Array(repeating: nil, count: gather.guests.teamA),
          teamB: gather.teamB.map { facts.isListed($0) ? $0 : nil }
            + Array(repeating: nil, count: gather.guests.teamB),
          scorers: counts(details?.scorers, key: "goals"),
          assists: counts(details?.assists, key: "assists"),
          playerOfTheMatch: (details?.playerOfTheMatch ?? []).filter(facts.isListed),
          venue: details?.venue,
          photo: details?.photo.map { context.router.url(.staticFile($0.path)) },
          url: context.router.matchURL(at: index),
          notes: (facts.notes.byGather[index] ?? []).sorted {
            ($0.kind, $0.playerID) < ($1.kind, $1.playerID)
          }.map(PublishedNote.init))
      })
  }

  /// A match's goals or assists by player id, unlisted players last without their id.
  private func counts(_ counts: [MatchDetails.Count]?, key: String) -> [PublishedCount] {
    let counts = counts ?? []
    let listed = counts.filter { context.facts.isListed($0.playerID) }
    let unlisted = counts.filter { !context.facts.isListed($0.playerID) }
    return listed.map { PublishedCount(key: key, playerId: $0.playerID, count: $0.count) }
      + unlisted.map { PublishedCount(key: key, playerId: nil, count: $0.count) }
  }

  /// `data/standings.json`, `{"allTime": [rows], "seasons": {"2024-25": [rows], …}}`.
  public func standings() -> Data {
    let facts = context.facts
    return write(
      PublishedStandings(
        allTime: facts.allTimeStandings.map(PublishedStanding.init),
        seasons: Dictionary(
          uniqueKeysWithValues: facts.seasonStandings.map {
            ($0.key.name, $0.value.map(PublishedStanding.init))
          })))
  }

  /// The seasons whose matches have rating changes, in order, with `nil` for undated
  /// matches last: each has a file of changes (`ratingsHistory(_:)`).
  public func ratedSeasons() -> [Season?] {
    let facts = context.facts
    var rated = Set<Season?>()
    for (index, rating) in facts.ratings.matches.enumerated() where rating != nil {
      rated.insert(facts.seasonOfGather[index])
    }
    return facts.seasons.filter { rated.contains($0) } + (rated.contains(nil) ? [nil] : [])
  }

  /// `data/ratings.json`: the current ratings, best first, and the files of changes.
  public func ratings() -> Data {
    let ratings = context.facts.ratings
    let model = ratings.model
    return write(
      PublishedRatings(
        model: .init(
          mu: model.mu, sigma: model.sigma, beta: model.beta, tau: model.tau, kappa: model.kappa,
          fitted: model.fitted, matches: model.matches, schedule: model.schedule),
        players: ratings.leaderboard.map { id in
          let rating = ratings.current[id]!
          return PublishedRatings.Player(
            playerId: id, mu: rating.mu, sigma: rating.sigma, ordinal: rating.ordinal,
            matches: ratings.history(of: id).count)
        },
        historyFiles: ratedSeasons().map {
          PublishedRatings.HistoryFile(
            season: $0?.name, url: context.router.url(.ratingsHistory($0)))
        }))
  }

  /// `data/predictions.json`: how the pre-match probabilities held up, all time and by
  /// season, and the all-time calibration.
  public func predictions() -> Data {
    let record = context.facts.predictions
    return write(
      PublishedPredictions(
        standardBrier: context.facts.ratings.standardBrier,
        allTime: .init(record.allTime, season: nil),
        seasons: record.seasons.map { .init($0.tally, season: $0.season.name) },
        calibration: record.calibration.map {
          .init(
            from: $0.from, to: $0.to, matches: $0.matches, predicted: $0.predicted,
            actual: $0.actual)
        }))
  }

  /// `data/pairs.json`: every partnership and rivalry with at least `minimumSharedGames`
  /// games, by the first player's id, then the second's.
  public func pairs() -> Data {
    let pairs = context.facts.pairs
    return write(
      PublishedPairs(
        partnerships: pairs.partnerships.map(PublishedPair.init),
        rivalries: pairs.rivalries.map(PublishedPair.init)))
  }

  /// `data/awards.json`: every season's awards and the all-time records.
  public func awards() -> Data {
    let gathers = context.league.gathers
    return write(
      context.facts.honours.map { honour in
        PublishedAward(
          season: honour.season?.name, final: honour.isFinal, award: honour.award.rawValue,
          playerIds: honour.playerIDs, gatherId: honour.gatherIndex.map { gathers[$0].id },
          value: honour.value)
      })
  }

  /// `data/ratings/SEASON.json`: the rating changes of the season's matches (`nil`: of the
  /// undated ones), in play order.
  public func ratingsHistory(_ season: Season?) -> Data {
    let facts = context.facts
    let gathers = context.league.gathers
    var history: [PublishedRatingHistory.Change] = []
    for index in facts.gatherIndices(in: season) {
      guard let rating = facts.ratings.matches[index] else { continue }
      for change in facts.ratings.changes[rating.changeRange]
      where facts.isListed(change.playerID) {
        history.append(
          PublishedRatingHistory.Change(
            gatherId: gathers[change.gatherIndex].id, playerId: change.playerID,
            muBefore: change.before.mu, sigmaBefore: change.before.sigma,
            muAfter: change.after.mu, sigmaAfter: change.after.sigma))
      }
    }
    return write(PublishedRatingHistory(season: season?.name, history: history))
  }
}
