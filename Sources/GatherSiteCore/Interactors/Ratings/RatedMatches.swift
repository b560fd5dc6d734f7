/// The matches the ratings replay rates, in play order, each with its sides as player slots.
///
/// Undated gathers, gathers without line-ups or a result, and gathers with no known player
/// on one side are not rated; a player listed twice counts once; deleted players are not
/// rated. Each guest appearance joins its side as a fresh player at the starting rating,
/// for that match only.
struct RatedMatches: Sendable {
  /// One rated match.
  struct Match: Sendable {
    var gatherIndex: Int
    var sideA: ArraySlice<Int>
    var sideB: ArraySlice<Int>
    var guests: GuestCount
    var outcome: Outcome
  }

  let matches: [Match]
  /// How many player slots there are (`PlayerSlots.count`).
  let slotCount: Int

  init(_ league: League, slots: PlayerSlots, lineups: KnownLineups) {
    slotCount = slots.count
    matches = league.gathers.indices.compactMap { index in
      let gather = league.gathers[index]
      let (sideA, sideB) = (lineups.side(index, .a), lineups.side(index, .b))
      guard gather.completedAt != nil, gather.hasLineups, let outcome = gather.outcome,
        !sideA.isEmpty, !sideB.isEmpty
      else { return nil }
      return Match(
        gatherIndex: index, sideA: sideA, sideB: sideB, guests: gather.guests, outcome: outcome)
    }
  }

  /// The two teams' ratings before `match`, each side's players in export order followed
  /// by a fresh rating per guest.
  static func teams(_ match: Match, _ current: [Rating?]) -> (teamA: [Rating], teamB: [Rating]) {
    (
      match.sideA.map { current[$0] ?? Rating() }
        + Array(repeating: Rating(), count: match.guests.teamA),
      match.sideB.map { current[$0] ?? Rating() }
        + Array(repeating: Rating(), count: match.guests.teamB)
    )
  }
}
