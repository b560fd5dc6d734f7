/// Current and best runs of one kind: wins, unbeaten games, losses or appearances.
public struct Streak: Sendable, Hashable {
  public var current = 0
  public var best = 0

  public init() {}

  public init(current: Int, best: Int) {
    self.current = current
    self.best = best
  }

  /// Extends the run when `continues`, otherwise ends it.
  public mutating func record(_ continues: Bool) {
    current = continues ? current + 1 : 0
    best = max(best, current)
  }
}

/// A player's streaks, counted over the finished gathers they played in play order
/// (appearances: over every finished gather that has line-ups).
public struct Streaks: Sendable, Hashable {
  public var wins = Streak()
  public var unbeaten = Streak()
  public var losses = Streak()
  public var appearances = Streak()

  public init() {}

  /// Counts one more finished gather played; `consecutiveAppearance` when the player
  /// also played the finished gather before it.
  mutating func record(_ result: MatchResult, consecutiveAppearance: Bool) {
    wins.record(result == .win)
    unbeaten.record(result != .loss)
    losses.record(result == .loss)
    appearances.current = consecutiveAppearance ? appearances.current + 1 : 1
    appearances.best = max(appearances.best, appearances.current)
  }
}
