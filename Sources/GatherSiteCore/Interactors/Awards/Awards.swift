/// The player or players holding a record, and its value.
public struct Leader: Sendable, Hashable {
  public var playerIDs: [Int]
  public var value: Int
}

/// A player's record that earns a rate award.
public struct RecordHolder: Sendable, Hashable {
  public var playerID: Int
  public var record: Record
}

/// Two teammates and their record together.
public struct Partnership: Sendable, Hashable {
  public var first: Int
  public var second: Int
  public var record: Record
}

/// The honours of a season, or of all time.
public struct Awards: Sendable {
  public var mostAppearances: Leader?
  /// Best win rate among players with at least `minimumGames`; more games break a tie.
  public var bestWinRate: RecordHolder?
  /// Everyone level with `bestWinRate` on win share and games, by id: its co-holders.
  public var bestWinRateHolders: [Int] = []
  /// The longest runs of wins, of games unbeaten and of the scope's counted gathers in a
  /// row: `nil` unless someone has a run of two or more.
  public var longestWinningStreak: Leader?
  public var longestUnbeatenRun: Leader?
  public var mostConsecutiveAppearances: Leader?
  /// The most recorded goals, assists and player-of-the-match awards (write-ups' details).
  public var topScorer: Leader?
  public var mostAssists: Leader?
  public var mostPlayerOfTheMatch: Leader?
  /// Index into `League.gathers` of the widest winning margin.
  public var biggestWin: Int?
  /// Index into `League.gathers` of the match with most goals.
  public var highestScoring: Int?
  /// Best win rate of two teammates with at least `minimumGames` together.
  public var bestPartnership: Partnership?
  /// Every pair level with `bestPartnership` on win share and games, by their ids.
  public var bestPartnerships: [Partnership] = []
}

/// Computes awards from a tally of one season or of all time.
enum AwardsInteractor {
  static func awards(
    _ tally: Tally, partnerships: [Partnership], gatherIndices: [Int], league: League,
    minimumGames: Int, unlisted: Set<Int> = []
  ) -> Awards {
    var awards = Awards()
    // Unlisted players hold no award: it goes to the next player.
    let records = tally.records.filter { !unlisted.contains($0.key) }
    // Only the best runs count here, which the final adjustment of current runs leaves alone.
    let streaks = tally.streaks.filter { !unlisted.contains($0.key) }
    awards.mostAppearances = leader(records.mapValues(\.played))
    // A run is two games or more: a "run" of one would make co-holders of nearly everyone.
    awards.longestWinningStreak = leader(streaks.mapValues(\.wins.best), atLeast: 2)
    awards.longestUnbeatenRun = leader(streaks.mapValues(\.unbeaten.best), atLeast: 2)
    awards.mostConsecutiveAppearances = leader(
      streaks.mapValues(\.appearances.best), atLeast: 2)
    awards.topScorer = leader(records.mapValues(\.goals))
    awards.mostAssists = leader(records.mapValues(\.assists))
    awards.mostPlayerOfTheMatch = leader(records.mapValues(\.playerOfTheMatch))
    let rated =
      records
      .filter { $0.value.played >= max(minimumGames, 1) }
      .map { RecordHolder(playerID: $0.key, record: $0.value) }
    awards.bestWinRate = rated.min { better($0.record, $1.record, tie: $0.playerID < $1.playerID) }
    if let best = awards.bestWinRate?.record {
      awards.bestWinRateHolders = rated.filter { level($0.record, best) }.map(\.playerID).sorted()
    }
    let pairs = partnerships.filter {
      $0.record.played >= max(minimumGames, 1) && !unlisted.contains($0.first)
        && !unlisted.contains($0.second)
    }
    awards.bestPartnership = pairs.min {
      better($0.record, $1.record, tie: ($0.first, $0.second) < ($1.first, $1.second))
    }
    if let best = awards.bestPartnership?.record {
      awards.bestPartnerships = pairs.filter { level($0.record, best) }.sorted {
        ($0.first, $0.second) < ($1.first, $1.second)
      }
    }
    let scored = gatherIndices.filter { league.gathers[$0].score != nil }
    awards.biggestWin = scored.filter { league.gathers[$0].outcome != .draw }.min { l, r in
      let a = league.gathers[l].score!
      let b = league.gathers[r].score!
      let (ma, mb) = (abs(a.teamA - a.teamB), abs(b.teamA - b.teamB))
      return ma != mb
        ? ma > mb
        : a.teamA + a.teamB != b.teamA + b.teamB ? a.teamA + a.teamB > b.teamA + b.teamB : l < r
    }
    awards.highestScoring = scored.min { l, r in
      let a = league.gathers[l].score!
      let b = league.gathers[r].score!
      return a.teamA + a.teamB != b.teamA + b.teamB ? a.teamA + a.teamB > b.teamA + b.teamB : l < r
    }
    return awards
  }

  /// Higher win rate first, then more games, then the tie-breaker.
  private static func better(_ l: Record, _ r: Record, tie: Bool) -> Bool {
    let (lw, rw) = (l.won * r.played, r.won * l.played)
    if lw != rw { return lw > rw }
    if l.played != r.played { return l.played > r.played }
    return tie
  }

  /// Whether two records are level on win share and games.
  private static func level(_ l: Record, _ r: Record) -> Bool {
    l.played == r.played && l.won == r.won
  }

  /// Everyone sharing the highest value, when it is at least `least`.
  private static func leader(_ values: [Int: Int], atLeast least: Int = 1) -> Leader? {
    guard let best = values.values.max(), best >= least else { return nil }
    return Leader(playerIDs: values.filter { $0.value == best }.map(\.key).sorted(), value: best)
  }
}
