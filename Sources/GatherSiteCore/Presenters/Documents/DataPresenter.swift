import Foundation

/// Presents the machine-readable files under `data/`: players, matches, standings, ratings.
public struct DataPresenter: Sendable {
  let context: PresentationContext

  public init(context: PresentationContext) {
    self.context = context
  }

  /// `data/players.json`, a JSON array of every player (by name) with their records.
  public func players() -> Data {
    let facts = context.facts
    let rule = context.config.points
    var out = JSONText(capacity: context.league.players.count * 2048)
    out.array(context.league.playersByName) { out, player in
      let stats = facts.players[player.id] ?? PlayerStats(playerID: player.id)
      PublishedPlayer(
        id: player.id, name: player.name, url: context.router.url(.player(id: player.id)),
        allTime: PublishedRecord(stats.allTime, rule: rule),
        seasons: Dictionary(
          uniqueKeysWithValues: stats.seasons.map {
            ($0.key.name, PublishedRecord($0.value, rule: rule))
          })
      ).write(to: &out)
    }
    return out.bytes
  }

  /// `data/matches.json`, a JSON array of every gather in play order.
  public func matches() -> Data {
    var out = JSONText(capacity: context.league.gathers.count * 256)
    out.literal("[")
    out.raw(String(decoding: matches(context.league.gathers.indices), as: UTF8.self))
    out.literal("]")
    return out.bytes
  }

  /// `data/ratings.json`: the current ratings and every rating change.
  public func ratings() -> Data {
    PublishedRatings.file(context.facts.ratings, league: context.league)
  }

  /// The entries of the gathers in `range`, each after a comma but the very first.
  private func matches(_ range: Range<Int>) -> Data {
    let facts = context.facts
    let gathers = context.league.gathers
    var matches = JSONText()
    for index in range {
      let gather = gathers[index]
      if index > 0 { matches.raw(",") }
      PublishedMatch(
        id: gather.id, completedAt: gather.completedAt.map(ISODate.string(from:)),
        season: facts.seasonOfGather[index]?.name, finished: gather.isFinished,
        scoreA: gather.score?.teamA, scoreB: gather.score?.teamB,
        winner: gather.outcome.map { $0.winner?.rawValue ?? "Draw" },
        teamA: gather.teamA, teamB: gather.teamB, url: context.router.matchURL(at: index)
      ).write(to: &matches)
    }
    return matches.bytes
  }

  /// `data/standings.json`, `{"allTime": [rows], "seasons": {"2024-25": [rows], …}}`.
  public func standings() -> Data {
    let facts = context.facts
    let standings = PublishedStandings(
      allTime: facts.allTimeStandings.map(PublishedStanding.init),
      seasons: Dictionary(
        uniqueKeysWithValues: facts.seasonStandings.map {
          ($0.key.name, $0.value.map(PublishedStanding.init))
        }))
    var out = JSONText(capacity: (facts.allTimeStandings.count + 1) * 200)
    standings.write(to: &out)
    return out.bytes
  }
}
