/// A gather's two line-ups without the players missing from players.json, by slot (see
/// `PlayerSlots`; `PlayerSlots.ids` gives a slot's player id).
struct KnownLineup: Sendable {
  var slotsA: [Int]
  var slotsB: [Int]

  init(_ gather: Gather, slots: PlayerSlots) {
    slotsA = gather.teamA.compactMap(slots.slot)
    slotsB = gather.teamB.compactMap(slots.slot)
  }

  func slots(_ team: Team) -> [Int] { team == .a ? slotsA : slotsB }
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

  /// The line-up of every gather, made on every core.
  func lineups(_ league: League) -> [KnownLineup] {
    Parallel.map(league.gathers.count, grain: 512) { KnownLineup(league.gathers[$0], slots: self) }
  }
}
