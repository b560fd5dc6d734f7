/// Every gather's two line-ups without the players missing from players.json, by slot (see
/// `PlayerSlots`; `PlayerSlots.ids` gives a slot's player id), in one flat array: the
/// statistics walk a hundred thousand line-ups several times, and two arrays of their own
/// per gather, scattered over the heap, made most of that time waiting for memory.
struct KnownLineups: Sendable {
  /// Every gather's Team A slots, then its Team B slots, gather after gather.
  private var flat: [Int] = []
  /// Gather `i`'s Team A is `flat[bounds[2i]..<bounds[2i + 1]]`, its Team B
  /// `flat[bounds[2i + 1]..<bounds[2i + 2]]`.
  private var bounds: [Int] = [0]

  init(_ league: League, slots: PlayerSlots) {
    let gathers = league.gathers
    // Runs of gathers on every core, then joined: reading 100,000 gathers' line-ups, scattered
    // over the heap, is mostly waiting for memory.
    let run = 4096
    let parts = Parallel.map((gathers.count + run - 1) / run, largestChunk: 1) {
      part -> (flat: [Int], ends: [Int]) in
      let range = part * run..<min(gathers.count, (part + 1) * run)
      var flat: [Int] = []
      var ends: [Int] = []
      flat.reserveCapacity(range.count * 14)
      ends.reserveCapacity(2 * range.count)
      gathers.withUnsafeBufferPointer { gathers in
        for index in range {
          for id in gathers[index].teamA {
            if let slot = slots.slot(id) { flat.append(slot) }
          }
          ends.append(flat.count)
          for id in gathers[index].teamB {
            if let slot = slots.slot(id) { flat.append(slot) }
          }
          ends.append(flat.count)
        }
      }
      return (flat, ends)
    }
    flat.reserveCapacity(parts.reduce(0) { $0 + $1.flat.count })
    bounds.reserveCapacity(2 * gathers.count + 1)
    for part in parts {
      let offset = flat.count
      flat += part.flat
      bounds += part.ends.lazy.map { $0 + offset }
    }
  }

  /// Runs `body` with a view that reads the line-ups without counting references: a
  /// hundred thousand gathers read from several threads would fight over one counter.
  func withView<R>(_ body: (View) throws -> R) rethrows -> R {
    try flat.withUnsafeBufferPointer { flat in
      try bounds.withUnsafeBufferPointer { bounds in try body(View(flat: flat, bounds: bounds)) }
    }
  }

  /// The line-ups, valid inside `withView` only.
  struct View {
    fileprivate let flat: UnsafeBufferPointer<Int>
    fileprivate let bounds: UnsafeBufferPointer<Int>

    subscript(gather: Int) -> Lineup {
      Lineup(
        a: flat[bounds[2 * gather]..<bounds[2 * gather + 1]],
        b: flat[bounds[2 * gather + 1]..<bounds[2 * gather + 2]])
    }
  }

  /// One gather's two sides, by slot.
  struct Lineup {
    let a: Slice<UnsafeBufferPointer<Int>>
    let b: Slice<UnsafeBufferPointer<Int>>

    func slots(_ team: Team) -> Slice<UnsafeBufferPointer<Int>> { team == .a ? a : b }

    /// Whether a known player is in either side: with a score, what makes a gather counted.
    var hasKnownPlayer: Bool { !a.isEmpty || !b.isEmpty }
  }
}

/// The known players numbered from 0 in id order, so that what is counted per player over
/// 100,000 gathers goes into arrays rather than dictionaries.
struct PlayerSlots: Sendable {
  /// Each slot's player id, ascending: slots compare as their ids do.
  let ids: [Int]
  /// The slot of each id from `ids.first` on (-1 for an id with no player), when the ids are
  /// close together, as an app numbers its players: a million line-up places are looked up
  /// on every build. Otherwise empty, and `slotOfID` answers.
  private let slotFromFirst: [Int32]
  private let slotOfID: [Int: Int]

  init(_ players: [Int: Player]) {
    ids = players.keys.sorted()
    if let first = ids.first, let last = ids.last,
      case (let span, false) = last.subtractingReportingOverflow(first),
      span < 4 * ids.count + 1024
    {
      var table = [Int32](repeating: -1, count: span + 1)
      for (slot, id) in ids.enumerated() { table[id - first] = Int32(slot) }
      slotFromFirst = table
      slotOfID = [:]
    } else {
      slotFromFirst = []
      slotOfID = Dictionary(uniqueKeysWithValues: ids.enumerated().map { ($0.element, $0.offset) })
    }
  }

  var count: Int { ids.count }

  /// The slot of a known player; `nil` for a deleted one.
  func slot(_ id: Int) -> Int? {
    guard !slotFromFirst.isEmpty else { return slotOfID[id] }
    let (offset, overflow) = id.subtractingReportingOverflow(ids[0])
    guard !overflow, offset >= 0, offset < slotFromFirst.count else { return nil }
    let slot = slotFromFirst[offset]
    return slot < 0 ? nil : Int(slot)
  }

  /// The line-up of every gather.
  func lineups(_ league: League) -> KnownLineups { KnownLineups(league, slots: self) }
}
