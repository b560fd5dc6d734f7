/// The matches the ratings replay rates, in play order, each with its sides as player slots,
/// and the one replay of them that both the rating fit and the league's ratings walk.
///
/// Undated gathers, gathers without line-ups or a result, and gathers with no known player
/// on one side are not rated; a player listed twice counts once; deleted players are not
/// rated. Each guest appearance joins its side as a fresh player at the starting rating,
/// for that match only.
struct RatedMatches: Sendable {
  /// One rated match.
  struct Match: Sendable {
    /// The match's index into `League.gathers`.
    var gatherIndex: Int
    /// Each side's known players, as player slots, in export order.
    var sideA: ArraySlice<Int>
    var sideB: ArraySlice<Int>
    /// The guests each side played with.
    var guests: GuestCount
    var outcome: Outcome
  }

  /// One match as the replay rates it: Team A's chance before it, and both teams' ratings
  /// before and after it, each side's players in export order followed by one rating per
  /// guest.
  struct Rated {
    var match: Match
    var probabilityA: Double
    var before: (teamA: [Rating], teamB: [Rating])
    var after: (teamA: [Rating], teamB: [Rating])
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

  /// Replays the first `count` rated matches (all of them when `nil`) in play order with
  /// `model`, telling `body` each: a player enters at the starting rating and takes the
  /// rating after each match into the next; a guest's rating is dropped after the match.
  /// Returns every slot's rating after the last match replayed, `nil` for a slot not rated.
  @discardableResult
  func replay(_ model: WengLin, first count: Int? = nil, _ body: (Rated) -> Void) -> [Rating?] {
    replay([(0, model)], first: count, body)
  }

  /// The replay with the model changing as the league went: each of `eras` rates the
  /// matches from its `after`-th (counting from 0) until the next one's.
  @discardableResult
  func replay(
    _ eras: [(after: Int, model: WengLin)], first count: Int? = nil, _ body: (Rated) -> Void
  ) -> [Rating?] {
    var current: [Rating?] = Array(repeating: nil, count: slotCount)
    var era = 0
    var model = eras[0].model
    for (position, match) in matches.prefix(count ?? matches.count).enumerated() {
      while era + 1 < eras.count, eras[era + 1].after <= position {
        era += 1
        model = eras[era].model
      }
      let teamA =
        match.sideA.map { current[$0] ?? Rating() }
        + Array(repeating: Rating(), count: match.guests.teamA)
      let teamB =
        match.sideB.map { current[$0] ?? Rating() }
        + Array(repeating: Rating(), count: match.guests.teamB)
      let after = model.rate(teamA: teamA, teamB: teamB, outcome: match.outcome)
      // Guests come after the side's players, so `zip` leaves them out.
      for (slot, rating) in zip(match.sideA, after.teamA) { current[slot] = rating }
      for (slot, rating) in zip(match.sideB, after.teamB) { current[slot] = rating }
      body(
        Rated(
          match: match, probabilityA: model.winProbability(teamA: teamA, teamB: teamB),
          before: (teamA, teamB), after: after))
    }
    return current
  }
}
