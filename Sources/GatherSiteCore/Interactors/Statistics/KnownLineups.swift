/// Every gather's two sides without the players missing from players.json, by player slot
/// (see `PlayerSlots`), in line-up order.
///
/// All in one array, gather after gather: the statistics read a player's gathers, or a
/// season's, side after side, and a hundred thousand small arrays scattered over the heap
/// made most of that time waiting for memory. A side is read by its positions in `slots`
/// (`lineups.slots[position]`), which copies nothing.
struct KnownLineups: Sendable {
  /// Every gather's Team A, then its Team B, gather after gather.
  let slots: [Int]
  /// Gather `g`'s Team A is at `starts[2g]..<starts[2g + 1]` in `slots`, its Team B at
  /// `starts[2g + 1]..<starts[2g + 2]`.
  private let starts: [Int]

  init(_ league: League, slots playerSlots: PlayerSlots) {
    var slots: [Int] = []
    var starts = [0]
    for index in league.gathers.indices {
      for id in league.gathers[index].teamA {
        if let slot = playerSlots.slot(id) { slots.append(slot) }
      }
      starts.append(slots.count)
      for id in league.gathers[index].teamB {
        if let slot = playerSlots.slot(id) { slots.append(slot) }
      }
      starts.append(slots.count)
    }
    self.slots = slots
    self.starts = starts
  }

  /// Where the `team` of the gather at `gather` is in `slots`.
  func positions(_ gather: Int, _ team: Team) -> Range<Int> {
    let side = 2 * gather + (team == .a ? 0 : 1)
    return starts[side]..<starts[side + 1]
  }

  /// Where both sides of the gather at `gather` are in `slots`, Team A first.
  func positions(_ gather: Int) -> Range<Int> { starts[2 * gather]..<starts[2 * gather + 2] }

  /// The slots of the gather's `team`.
  func side(_ gather: Int, _ team: Team) -> ArraySlice<Int> { slots[positions(gather, team)] }

  /// Whether a known player is in either side: with a result, what makes a gather counted.
  func hasKnownPlayer(_ gather: Int) -> Bool { !positions(gather).isEmpty }
}
