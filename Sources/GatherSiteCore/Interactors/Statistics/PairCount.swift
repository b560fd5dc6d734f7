/// A record in 32-bit numbers (28 bytes rather than a `Record`'s 88, so that the counts of
/// a player's pairs, or a season's, stay in the cache), which hold the games of any pair:
/// goals are at most 100 a side. The goals of more than 21 million games of one pair would
/// not fit, so every count stops at `Int32.max` rather than overflow.
struct PairCount: Sendable, Equatable {
  var played: Int32 = 0
  var won: Int32 = 0
  var drawn: Int32 = 0
  var lost: Int32 = 0
  var goalsFor: Int32 = 0
  var goalsAgainst: Int32 = 0
  /// The games with a recorded score, which the goals count.
  var scored: Int32 = 0

  mutating func add(_ result: MatchResult, goals: (scored: Int, conceded: Int)?) {
    Self.add(1, to: &played)
    if let goals {
      Self.add(1, to: &scored)
      Self.add(goals.scored, to: &goalsFor)
      Self.add(goals.conceded, to: &goalsAgainst)
    }
    switch result {
    case .win: Self.add(1, to: &won)
    case .draw: Self.add(1, to: &drawn)
    case .loss: Self.add(1, to: &lost)
    }
  }

  /// Adds `amount` (not negative) to `count`, stopping at `Int32.max`.
  private static func add(_ amount: Int, to count: inout Int32) {
    let (sum, overflow) = count.addingReportingOverflow(Int32(clamping: amount))
    count = overflow ? .max : sum
  }

  init() {}

  /// The counts of a record.
  init(_ record: Record) {
    played = Int32(clamping: record.played)
    won = Int32(clamping: record.won)
    drawn = Int32(clamping: record.drawn)
    lost = Int32(clamping: record.lost)
    goalsFor = Int32(clamping: record.goalsFor)
    goalsAgainst = Int32(clamping: record.goalsAgainst)
    scored = Int32(clamping: record.scoredMatches)
  }

  var record: Record {
    Record(
      played: Int(played), won: Int(won), drawn: Int(drawn), lost: Int(lost),
      goalsFor: Int(goalsFor), goalsAgainst: Int(goalsAgainst), scoredMatches: Int(scored))
  }
}
