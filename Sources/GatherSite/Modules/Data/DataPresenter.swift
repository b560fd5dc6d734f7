import Foundation

/// Presents the machine-readable files under `data/`: players, matches, standings, ratings.
struct DataPresenter {
  let context: PresentationContext

  static let playersPath = "data/players.json"
  static let matchesPath = "data/matches.json"
  static let standingsPath = "data/standings.json"
  static let ratingsPath = "data/ratings.json"

  func players() -> Data {
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

  /// `data/matches.json`, a JSON array of every gather, in blocks of gathers keyed by their
  /// entries and `seed` (the program and the settings).
  func matches(seed: RenderKey) -> FileBlocks {
    let ranges = GatherBlocks.ranges(context.league.gathers.count)
    return GatherBlocks.file(
      Self.matchesPath, seed: seed, entries: context.keys.entries, head: Data("[".utf8),
      tail: Data("]".utf8), ranges: ranges, flags: ranges.map { $0.lowerBound == 0 }
    ) { [self] range, _ in matches(range) }
  }

  /// `ratings.json` in blocks of gathers, keyed by their entries and `seed`.
  func ratings(seed: RenderKey) -> FileBlocks {
    PublishedRatings.file(
      context.facts.ratings, league: context.league, seed: seed, entries: context.keys.entries)
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
        teamA: gather.teamA, teamB: gather.teamB, url: context.router.url(.match(id: gather.id))
      ).write(to: &matches)
    }
    return matches.bytes
  }

  func standings() -> Data {
    let facts = context.facts
    let standings = PublishedStandings(
      allTime: facts.allTimeStandings.map(PublishedStanding.init),
      seasons: Dictionary(
        uniqueKeysWithValues: facts.seasonStandings.map {
          ($0.key.name, $0.value.map(PublishedStanding.init))
        }))
    var out = JSONText(
      capacity: (facts.allTimeStandings.count + 1) * 200 * (facts.seasons.count + 1))
    standings.write(to: &out)
    return out.bytes
  }
}
