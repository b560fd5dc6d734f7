/// A record in 32-bit numbers (24 bytes rather than a `Record`'s 48, so that the counts of
/// a player's pairs, or a season's, stay in the cache), which hold the games of any pair:
/// goals are at most 100 a side.
struct PairCount: Sendable, Equatable {
  var played: Int32 = 0
  var won: Int32 = 0
  var drawn: Int32 = 0
  var lost: Int32 = 0
  var goalsFor: Int32 = 0
  var goalsAgainst: Int32 = 0

  mutating func add(_ result: MatchResult, scored: Int, conceded: Int) {
    played += 1
    goalsFor += Int32(truncatingIfNeeded: scored)
    goalsAgainst += Int32(truncatingIfNeeded: conceded)
    switch result {
    case .win: won += 1
    case .draw: drawn += 1
    case .loss: lost += 1
    }
  }

  init() {}

  /// The counts of a record.
  init(_ record: Record) {
    played = Int32(truncatingIfNeeded: record.played)
    won = Int32(truncatingIfNeeded: record.won)
    drawn = Int32(truncatingIfNeeded: record.drawn)
    lost = Int32(truncatingIfNeeded: record.lost)
    goalsFor = Int32(truncatingIfNeeded: record.goalsFor)
    goalsAgainst = Int32(truncatingIfNeeded: record.goalsAgainst)
  }

  var record: Record {
    Record(
      played: Int(played), won: Int(won), drawn: Int(drawn), lost: Int(lost),
      goalsFor: Int(goalsFor), goalsAgainst: Int(goalsAgainst))
  }
}
