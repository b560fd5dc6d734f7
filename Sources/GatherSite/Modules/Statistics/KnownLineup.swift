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
    flat.reserveCapacity(gathers.reduce(0) { $0 + $1.teamA.count + $1.teamB.count })
    bounds.reserveCapacity(2 * gathers.count + 1)
    for gather in gathers {
      for id in gather.teamA {
        if let slot = slots.slot(id) { flat.append(slot) }
      }
      bounds.append(flat.count)
      for id in gather.teamB {
        if let slot = slots.slot(id) { flat.append(slot) }
      }
      bounds.append(flat.count)
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
  }
}

/// The known players numbered from 0 in id order, so that what is counted per player over
/// 100,000 gathers goes into arrays rather than dictionaries.
struct PlayerSlots: Sendable {
  /// Each slot's player id, ascending: slots compare as their ids do.
  let ids: [Int]
  private let slotOfID: [Int: Int]

  init(_ players: [Int: Player]) {
    ids = players.keys.sorted()
    slotOfID = Dictionary(uniqueKeysWithValues: ids.enumerated().map { ($0.element, $0.offset) })
  }

  var count: Int { ids.count }

  /// The slot of a known player; `nil` for a deleted one.
  func slot(_ id: Int) -> Int? { slotOfID[id] }

  /// The line-up of every gather.
  func lineups(_ league: League) -> KnownLineups { KnownLineups(league, slots: self) }
}
