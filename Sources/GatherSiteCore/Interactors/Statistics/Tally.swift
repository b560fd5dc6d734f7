/// Records and streaks (and, for all time, appearances) over finished gathers, by player id:
/// what a `TallyCounter` counted.
///
/// Pair records (teammates, opponents) are counted afterwards per player by `PairRecords`,
/// which can run on every core.
struct Tally {
  var records: [Int: Record] = [:]
  var streaks: [Int: Streaks] = [:]
  var appearances: [Int: [Appearance]] = [:]
  /// The number of counted gathers when each player last played.
  fileprivate var lastAppearance: [Int: Int] = [:]
  fileprivate var counted = 0

  /// Whether a gather counts in any statistic (a counted gather): finished, with line-ups;
  /// `TallyCounter` also needs a known player in them.
  static func counts(_ gather: Gather) -> Bool { gather.isFinished && gather.hasLineups }

  /// The score of the gather at `index` when it counts (as `counts` decides), read in place:
  /// a copy of a gather costs three references, and the statistics read 100,000 of them.
  static func countedScore(_ gathers: UnsafeBufferPointer<Gather>, _ index: Int) -> Score? {
    gathers[index].hasLineups ? gathers[index].score : nil
  }

  /// Streaks with the current appearance run ended for players who missed the last gather.
  var finalStreaks: [Int: Streaks] {
    var result = streaks
    // Read and stored back rather than changed in place: a change in place through the
    // optional went through an allocated accessor for each player.
    for (player, last) in lastAppearance where last != counted {
      guard var streaks = result[player] else { continue }
      streaks.appearances.current = 0
      result[player] = streaks
    }
    return result
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

  /// Counts a gather whose line-ups, without deleted players, are `lineup`.
  mutating func add(_ gather: Gather, index: Int, lineup: KnownLineups.Lineup) {
    add(score: Tally.counts(gather) ? gather.score : nil, index: index, lineup: lineup)
  }

  /// Makes room for each slot's appearances (at most `counts[slot]`) up front: a million
  /// appearances appended to growing arrays spent their time copying them.
  mutating func reserveAppearances(_ counts: (Int) -> Int) {
    guard keepsDetails else { return }
    for slot in appearances.indices { appearances[slot].reserveCapacity(counts(slot)) }
  }

  /// Counts a gather at `index` with `score`, `nil` when it does not count (unfinished or
  /// without line-ups); the gather itself is not copied, which costs three references. A
  /// gather without a known player is not counted either: it breaks no run of appearances.
  mutating func add(score: Score?, index: Int, lineup: KnownLineups.Lineup) {
    guard let score, lineup.hasKnownPlayer else { return }
    counted += 1
    for team in Team.allCases {
      let result = score.outcome.result(for: team)
      let (scored, conceded) = score.goals(for: team)
      for slot in lineup.slots(team) {
        if lastAppearance[slot] == Int.min { touched.append(slot) }
        records[slot].add(result, scored: scored, conceded: conceded)
        let consecutive = lastAppearance[slot] == counted - 1
        lastAppearance[slot] = counted
        streaks[slot].record(result, consecutiveAppearance: consecutive)
        if keepsDetails {
          appearances[slot].append(
            Appearance(
              gatherIndex: index, team: team, result: result, goalsFor: scored,
              goalsAgainst: conceded))
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
