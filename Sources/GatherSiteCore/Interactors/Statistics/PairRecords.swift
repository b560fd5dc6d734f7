/// Records of pairs of players: as teammates and as opponents.
///
/// Counted per player from their appearances (or per season from its gathers) rather than
/// inside the one-pass tally, so that the work, linear in gathers × players per gather,
/// spreads over every core. Counted in arrays by player slot, then handed out by id.
enum PairRecords {
  /// A player's record with each teammate and against each opponent.
  static func player(
    _ id: Int, appearances: [Appearance], lineups: KnownLineups, slots: PlayerSlots
  ) -> (teammates: PairRecordList, opponents: PairRecordList) {
    var counts = Counts(slots: slots.count)
    return player(id, appearances: appearances, lineups: lineups, slots: slots, counting: &counts)
  }

  /// The same, counted in `counts` (which is left empty again): one player after another
  /// counts in the same arrays, which stay in the cache, instead of clearing fresh ones.
  static func player(
    _ id: Int, appearances: [Appearance], lineups: KnownLineups, slots: PlayerSlots,
    counting counts: inout Counts
  ) -> (teammates: PairRecordList, opponents: PairRecordList) {
    let own = slots.slot(id)
    // Counted through buffers: ten million games counted through the arrays checked each
    // time that they were not shared.
    counts.teammates.withUnsafeMutableBufferPointer { teammates in
      counts.opponents.withUnsafeMutableBufferPointer { opponents in
        lineups.withView { lineups in
          for appearance in appearances {
            let lineup = lineups[appearance.gatherIndex]
            let (result, scored, conceded) =
              (appearance.result, appearance.goalsFor, appearance.goalsAgainst)
            for mate in lineup.slots(appearance.team) where mate != own {
              teammates[mate].add(result, scored: scored, conceded: conceded)
            }
            for opponent in lineup.slots(appearance.team.other) {
              opponents[opponent].add(result, scored: scored, conceded: conceded)
            }
          }
        }
      }
    }
    return (byID(&counts.teammates, slots), byID(&counts.opponents, slots))
  }

  /// Games with each other player, by slot: a player meets up to thousands of others in a
  /// large league, counted a game at a time.
  struct Counts {
    fileprivate var teammates: [PairCount]
    fileprivate var opponents: [PairCount]

    init(slots: Int) {
      teammates = Array(repeating: PairCount(), count: slots)
      opponents = teammates
    }
  }

  /// The records of the players met, by id (slots are in id order); the counts are emptied
  /// as they are read.
  private static func byID(_ counts: inout [PairCount], _ slots: PlayerSlots) -> PairRecordList {
    var ids: [Int] = []
    var met: [PairCount] = []
    counts.withUnsafeMutableBufferPointer { counts in
      for slot in counts.indices where counts[slot].played > 0 {
        ids.append(slots.ids[slot])
        met.append(counts[slot])
        counts[slot] = PairCount()
      }
    }
    return PairRecordList(sortedKeys: ids, counts: met)
  }

  /// Each pair of teammates once (the lower id first) with their record together, over
  /// the given gathers, in no particular order.
  static func partnerships(
    gatherIndices: [Int], league: League, lineups: KnownLineups, slots: PlayerSlots
  ) -> [Partnership] {
    var table = PairTable()
    return partnerships(
      gatherIndices: gatherIndices, league: league, lineups: lineups, slots: slots,
      counting: &table)
  }

  /// The same, counted in `pairs`, emptied first: a table reused from season to season
  /// is memory already at hand (a large season's table is megabytes, fresh each time).
  static func partnerships(
    gatherIndices: [Int], league: League, lineups: KnownLineups, slots: PlayerSlots,
    counting pairs: inout PairTable
  ) -> [Partnership] {
    // One key per pair of slots, the lower first.
    // About 30 pairs a gather, most of them met again in the season.
    pairs.empty(capacity: gatherIndices.count * 16)
    lineups.withView { lineups in
      // The gathers are read in place: a copy of one costs three references.
      league.gathers.withUnsafeBufferPointer { gathers in
        for index in gatherIndices {
          guard let score = Tally.countedScore(gathers, index) else { continue }
          for team in Team.allCases {
            let result = score.outcome.result(for: team)
            let (scored, conceded) = score.goals(for: team)
            let side = lineups[index].slots(team)
            for player in side {
              for mate in side where mate > player {
                pairs.add(
                  player * slots.count + mate, result, scored: scored, conceded: conceded)
              }
            }
          }
        }
      }
    }
    return pairs.map { key, record in
      Partnership(
        first: slots.ids[key / slots.count], second: slots.ids[key % slots.count], record: record)
    }
  }
}

/// Records by pair key, in an open-addressing table: a season's pairs are counted a
/// hundred thousand times, and a `Dictionary` hashes every key with SipHash. A pair's key
/// and counts lie side by side in 32 bytes (one look at memory per game counted: a large
/// season's table does not fit in the cache).
struct PairTable {
  private struct Entry {
    /// -1 where no pair is.
    var key = -1
    var count = PairCount()
  }

  private var entries: [Entry] = []
  private var count = 0
  private var shift = 64

  /// Empty, with room for about `capacity` pairs before growing: the table's memory is
  /// kept when it is large enough.
  mutating func empty(capacity: Int) {
    var size = 16
    while size < 2 * capacity { size *= 2 }
    if entries.count >= size {
      entries.withUnsafeMutableBufferPointer { $0.update(repeating: Entry()) }
    } else {
      entries = Array(repeating: Entry(), count: size)
    }
    shift = 64 - entries.count.trailingZeroBitCount
    count = 0
  }

  /// Adds a game to the record of `key` (not negative). Goals are at most 100 a side, so
  /// the counts of even a million games fit.
  mutating func add(_ key: Int, _ result: MatchResult, scored: Int, conceded: Int) {
    if 2 * (count + 1) > entries.count { grow() }
    let at = slot(of: key)
    if entries[at].key < 0 {
      entries[at].key = key
      count += 1
    }
    entries[at].count.add(result, scored: scored, conceded: conceded)
  }

  /// Each pair's key and record, in no particular order.
  func map<T>(_ transform: (Int, Record) -> T) -> [T] {
    entries.filter { $0.key >= 0 }.map { transform($0.key, $0.count.record) }
  }

  /// Where `key` is, or the empty place where it goes (linear probing from its
  /// Fibonacci hash).
  private func slot(of key: Int) -> Int {
    var at = Int(truncatingIfNeeded: (UInt64(key) &* 0x9E37_79B9_7F4A_7C15) >> UInt64(shift))
    while entries[at].key >= 0, entries[at].key != key { at = (at + 1) & (entries.count - 1) }
    return at
  }

  private mutating func grow() {
    let old = entries
    entries = Array(repeating: Entry(), count: max(16, old.count * 2))
    shift = 64 - entries.count.trailingZeroBitCount
    for entry in old where entry.key >= 0 { entries[slot(of: entry.key)] = entry }
  }
}
