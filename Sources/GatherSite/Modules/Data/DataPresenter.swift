import Foundation

/// Presents the machine-readable files under `data/`: players, matches, standings, ratings.
struct DataPresenter {
  let context: PresentationContext

  /// The files, in the order `contents(_:)` makes them.
  static let paths = [
    "data/players.json", "data/matches.json", "data/standings.json", "data/ratings.json",
  ]

  /// One of the files' bytes, by index into `paths`; each is made on its own, so that they
  /// can be made at the same time.
  func contents(_ index: Int) throws -> Data {
    switch index {
    case 0: try players()
    case 1: matches()
    case 2: try standings()
    default: PublishedRatings.json(context.facts.ratings, league: context.league)
    }
  }

  private static func encoder() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }

  private func players() throws -> Data {
    let facts = context.facts
    let rule = context.config.points
    let players = context.league.playersByName.map { player in
      let stats = facts.players[player.id] ?? PlayerStats(playerID: player.id)
      return PublishedPlayer(
        id: player.id, name: player.name, url: context.router.url(.player(id: player.id)),
        allTime: PublishedRecord(stats.allTime, rule: rule),
        seasons: Dictionary(
          uniqueKeysWithValues: stats.seasons.map {
            ($0.key.name, PublishedRecord($0.value, rule: rule))
          }))
    }
    return try Self.encoder().encode(players)
  }

  private func matches() -> Data {
    let facts = context.facts
    var matches = JSONText()
    matches.raw("[")
    for (index, gather) in context.league.gathers.enumerated() {
      if index > 0 { matches.raw(",") }
      PublishedMatch(
        id: gather.id, completedAt: gather.completedAt.map(ISODate.string(from:)),
        season: facts.seasonOfGather[index]?.name, finished: gather.isFinished,
        scoreA: gather.score?.teamA, scoreB: gather.score?.teamB,
        winner: gather.outcome.map { $0.winner?.rawValue ?? "Draw" },
        teamA: gather.teamA, teamB: gather.teamB, url: context.router.url(.match(id: gather.id))
      ).write(to: &matches)
    }
    matches.raw("]")
    return matches.bytes
  }

  private func standings() throws -> Data {
    let facts = context.facts
    let standings = PublishedStandings(
      allTime: facts.allTimeStandings.map(PublishedStanding.init),
      seasons: Dictionary(
        uniqueKeysWithValues: facts.seasonStandings.map {
          ($0.key.name, $0.value.map(PublishedStanding.init))
        }))
    return try Self.encoder().encode(standings)
  }
}
