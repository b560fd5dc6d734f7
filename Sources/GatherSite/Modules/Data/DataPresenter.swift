import Foundation

/// Presents the machine-readable files under `data/`: players, matches, standings, ratings.
struct DataPresenter {
  let context: PresentationContext

  static let playersPath = "data/players.json"
  static let matchesPath = "data/matches.json"
  static let standingsPath = "data/standings.json"
  static let ratingsPath = "data/ratings.json"

  /// Players per block of `players.json`.
  static let playersPerBlock = 64

  /// `players.json`, a JSON array of every player (by name) with their records, in blocks
  /// of `playersPerBlock` players keyed by what they show and `seed`: a new gather makes
  /// the blocks of its players again and copies the others.
  func players(seed: RenderKey) -> FileBlocks {
    let facts = context.facts
    let rule = context.config.points
    let players = context.league.playersByName
    let entries = players.map { player in
      let stats = facts.players[player.id] ?? PlayerStats(playerID: player.id)
      return PublishedPlayer(
        id: player.id, name: player.name, url: context.router.url(.player(id: player.id)),
        allTime: PublishedRecord(stats.allTime, rule: rule),
        seasons: Dictionary(
          uniqueKeysWithValues: stats.seasons.map {
            ($0.key.name, PublishedRecord($0.value, rule: rule))
          }))
    }
    let ranges = stride(from: 0, to: entries.count, by: Self.playersPerBlock).map {
      $0..<min($0 + Self.playersPerBlock, entries.count)
    }
    var keys = ranges.map { range in
      var hasher = StableHasher()
      hasher.combine(seed)
      hasher.combine(Self.playersPath)
      hasher.combine(range.lowerBound)
      for entry in entries[range] { entry.fingerprint(into: &hasher) }
      return hasher.finalize()
    }
    var tail = StableHasher()
    tail.combine(seed)
    tail.combine(Self.playersPath)
    tail.combine(entries.isEmpty)
    keys.append(tail.finalize())
    return FileBlocks(keys: keys) { index in
      guard index < ranges.count else { return Data((entries.isEmpty ? "[]" : "]").utf8) }
      var out = JSONText(capacity: ranges[index].count * 2048)
      out.raw(index == 0 ? "[" : ",")
      for (offset, entry) in entries[ranges[index]].enumerated() {
        if offset > 0 { out.raw(",") }
        entry.write(to: &out)
      }
      return out.bytes
    }
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
        teamA: gather.teamA, teamB: gather.teamB, url: context.router.matchURL(at: index)
      ).write(to: &matches)
    }
    return matches.bytes
  }

  /// `standings.json`, `{"allTime": [rows], "seasons": {"2024-25": [rows], …}}`, in blocks:
  /// the all-time table, each season's table (in the order of their names, as the object
  /// is written) and the end, each keyed by its rows and `seed`. A new gather changes the
  /// all-time table and its season's; the other seasons' tables are copied.
  func standings(seed: RenderKey) -> FileBlocks {
    let facts = context.facts
    let seasons = facts.seasonStandings.map { (name: $0.key.name, rows: $0.value) }
      .sorted { $0.name < $1.name }
    var heads = ["{\"allTime\":"]
    var tables = [facts.allTimeStandings]
    for (offset, season) in seasons.enumerated() {
      var head = JSONText(capacity: 32)
      head.literal(offset == 0 ? ",\"seasons\":{" : ",")
      head.string(season.name)
      head.literal(":")
      heads.append(String(decoding: head.bytes, as: UTF8.self))
      tables.append(season.rows)
    }
    let tail = seasons.isEmpty ? ",\"seasons\":{}}" : "}}"
    let keys = heads.indices.map { index in
      var hasher = StableHasher()
      hasher.combine(seed)
      hasher.combine(DataPresenter.standingsPath)
      hasher.combine(heads[index])
      tables[index].fingerprint(into: &hasher)
      return hasher.finalize()
    }
    var tailKey = StableHasher()
    tailKey.combine(seed)
    tailKey.combine(tail)
    let (madeHeads, madeTables) = (heads, tables)
    return FileBlocks(keys: keys + [tailKey.finalize()]) { index in
      guard index < madeHeads.count else { return Data(tail.utf8) }
      var out = JSONText(capacity: (madeTables[index].count + 1) * 200)
      out.raw(madeHeads[index])
      out.array(madeTables[index]) { PublishedStanding($1).write(to: &$0) }
      return out.bytes
    }
  }
}
