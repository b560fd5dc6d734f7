/// Records and streaks (and, for all time, appearances) over finished gathers, by player id:
/// what a `TallyCounter` counted.
///
/// Pair records (teammates, opponents) are counted afterwards per player by `PairRecords`.
struct Tally: Sendable {
  var records: [Int: Record] = [:]
  var streaks: [Int: Streaks] = [:]
  var appearances: [Int: [Appearance]] = [:]
  /// The number of counted gathers when each player last played.
  fileprivate var lastAppearance: [Int: Int] = [:]
  fileprivate var counted = 0

  /// Whether a gather counts in any statistic (a counted gather): finished, with line-ups;
  /// `TallyCounter` also needs a known player in them.
  static func counts(_ gather: Gather) -> Bool { gather.isFinished && gather.hasLineups }

  /// The gather's outcome and score (`nil` for a result without a score) when it counts
  /// (as `counts` decides).
  static func counted(_ gather: Gather) -> CountedResult? {
    guard gather.hasLineups, let outcome = gather.outcome else { return nil }
    return CountedResult(outcome: outcome, score: gather.score)
  }

  /// Streaks with the current appearance run ended for players who missed the last gather.
  var finalStreaks: [Int: Streaks] {
    var result = streaks
    for (player, last) in lastAppearance where last != counted {
      result[player]?.appearances.current = 0
    }
    return result
  }
}

/// A counted gather's result: its outcome, and its score when it has one.
struct CountedResult {
  var outcome: Outcome
  var score: Score?

  /// Goals for and against one side; nil for a result without a score, so that goal
  /// columns sum the scored matches only.
  func goals(for team: Team) -> (scored: Int, conceded: Int)? {
    score?.goals(for: team)
  }
}

/// Counts gathers into a `Tally`, in play order, in arrays indexed by player slot: one pass,
/// constant work per player in a gather, no dictionary until `finish`.
struct TallyCounter {
  private let slots: PlayerSlots
  /// Whether appearances are kept (for player pages); a season's tally keeps only what its
  /// table and awards need.
  private let keepsDetails: Bool
  private var records: [Record]
  private var streaks: [Streaks]
  private var lastAppearance: [Int]
  private var appearances: [[Appearance]]
  /// The slots counted so far, in the order they first played.
  private var touched: [Int] = []
  private var counted = 0

  init(slots: PlayerSlots, keepsDetails: Bool) {
    self.slots = slots
    self.keepsDetails = keepsDetails
    records = Array(repeating: Record(), count: slots.count)
    streaks = Array(repeating: Streaks(), count: slots.count)
    lastAppearance = Array(repeating: Int.min, count: slots.count)
    appearances = Array(repeating: [], count: slots.count)
  }

  /// Counts the gather at `index` with its result when it counts (`Tally.counted`),
  /// otherwise `nil`. A gather without a known player is not counted either: it breaks no
  /// run of appearances.
  mutating func add(
    _ result: CountedResult?, index: Int, lineups: KnownLineups, details: MatchDetails? = nil
  ) {
    guard let outcome = result?.outcome, lineups.hasKnownPlayer(index) else { return }
    counted += 1
    for team in Team.allCases {
      let goals = result!.goals(for: team)
      let result = outcome.result(for: team)
      for position in lineups.positions(index, team) {
        let slot = lineups.slots[position]
        if lastAppearance[slot] == Int.min { touched.append(slot) }
        records[slot].add(result, goals: goals)
        if let details { records[slot].add(details, player: slots.ids[slot]) }
        let consecutive = lastAppearance[slot] == counted - 1
        lastAppearance[slot] = counted
        streaks[slot].record(result, consecutiveAppearance: consecutive)
        if keepsDetails {
          appearances[slot].append(
            Appearance(
              gatherIndex: index, team: team, result: result, goals: goals))
        }
      }
    }
  }

  /// What was counted, by player id; the counter starts again from nothing.
  mutating func finish() -> Tally {
    var tally = Tally()
    tally.counted = counted
    tally.records.reserveCapacity(touched.count)
    tally.streaks.reserveCapacity(touched.count)
    tally.lastAppearance.reserveCapacity(touched.count)
    for slot in touched {
      let id = slots.ids[slot]
      tally.records[id] = records[slot]
      tally.streaks[id] = streaks[slot]
      tally.lastAppearance[id] = lastAppearance[slot]
      if keepsDetails { tally.appearances[id] = appearances[slot] }
      records[slot] = Record()
      streaks[slot] = Streaks()
      lastAppearance[slot] = Int.min
      appearances[slot] = []
    }
    touched = []
    counted = 0
    return tally
  }

  /// Goes on counting from `tally` (a season whose gathers were not all in one run).
  mutating func resume(_ tally: Tally) {
    counted = tally.counted
    for (id, last) in tally.lastAppearance {
      guard let slot = slots.slot(id) else { continue }
      touched.append(slot)
      lastAppearance[slot] = last
      records[slot] = tally.records[id] ?? Record()
      streaks[slot] = tally.streaks[id] ?? Streaks()
      appearances[slot] = tally.appearances[id] ?? []
    }
  }
}
