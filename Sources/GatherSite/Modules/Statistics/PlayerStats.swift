/// One player's part in one finished gather.
public struct Appearance: Sendable, Hashable {
  /// Index into `League.gathers`.
  public var gatherIndex: Int
  public var team: Team
  public var result: MatchResult
  public var goalsFor: Int
  public var goalsAgainst: Int
}

/// Everything computed about one player from the finished gathers.
public struct PlayerStats: Sendable {
  public var playerID: Int
  public var allTime = Record()
  public var seasons: [Season: Record] = [:]
  /// Finished gathers with this player, in play order.
  public var appearances: [Appearance] = []
  public var streaks = Streaks()
  /// Record when playing on the same side as each other player, by their id.
  public var teammates = PairRecordList()
  /// Record when playing against each other player, by their id.
  public var opponents = PairRecordList()
  /// Every gather (finished or not) whose line-up lists the player, in play order.
  public var gatherIndices: [Int] = []
  /// For each of `gatherIndices`, whether the player was in Team A (kept here so that what
  /// is keyed by a player's side in every gather does not look each line-up up again).
  public var inTeamA: [Bool] = []

  public init(playerID: Int) {
    self.playerID = playerID
  }

  /// The last five results, oldest first.
  public var form: [MatchResult] { appearances.suffix(5).map(\.result) }
}
