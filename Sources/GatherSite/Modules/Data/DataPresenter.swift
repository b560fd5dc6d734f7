import Foundation

/// Presents the machine-readable files under `data/`: players, matches, standings, ratings.
struct DataPresenter {
  let context: PresentationContext

  func files() throws -> [OutputFile] {
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
    let standings = PublishedStandings(
      allTime: facts.allTimeStandings.map(PublishedStanding.init),
      seasons: Dictionary(
        uniqueKeysWithValues: facts.seasonStandings.map {
          ($0.key.name, $0.value.map(PublishedStanding.init))
        }))
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return [
      OutputFile(path: "data/players.json", contents: try encoder.encode(players), origin: "data"),
      OutputFile(path: "data/matches.json", contents: matches.bytes, origin: "data"),
      OutputFile(
        path: "data/standings.json", contents: try encoder.encode(standings), origin: "data"),
      OutputFile(
        path: "data/ratings.json",
        contents: PublishedRatings.json(facts.ratings, league: context.league),
        origin: "data"),
    ]
  }
}
