/// One player's rating changes, in play order, read in place from the league's
/// `LeagueRatings.changes` (a regular's history has hundreds of them).
public struct RatingHistory: RandomAccessCollection, Sendable {
  let changes: [RatingChange]
  /// Where the player's changes are in `changes`.
  let positions: [Int32]

  public var startIndex: Int { 0 }
  public var endIndex: Int { positions.count }

  public subscript(position: Int) -> RatingChange { changes[Int(positions[position])] }
}
