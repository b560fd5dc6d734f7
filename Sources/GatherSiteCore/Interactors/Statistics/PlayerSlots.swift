/// The known players numbered from 0 in id order (their slots), so that what is counted per
/// player goes into arrays indexed by slot.
struct PlayerSlots: Sendable {
  /// Each slot's player id, ascending: slots compare as their ids do.
  let ids: [Int]
  private let slotOfID: [Int: Int]

  init(_ players: [Int: Player]) {
    ids = players.keys.sorted()
    slotOfID = Dictionary(uniqueKeysWithValues: zip(ids, ids.indices))
  }

  var count: Int { ids.count }

  /// The slot of a known player; `nil` for a deleted one.
  func slot(_ id: Int) -> Int? { slotOfID[id] }

  /// The known line-ups of every gather.
  func lineups(_ league: League) -> KnownLineups { KnownLineups(league, slots: self) }
}
