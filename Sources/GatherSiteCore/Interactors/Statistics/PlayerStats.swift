/// One player's part in one finished gather.
///
/// Kept in 16 bytes (a large league has a million appearances, made on every build): the
/// numbers are stored as 32-bit integers, which hold any gather index a build can hold in
/// memory and any score the loader accepts (0–100 goals a side); a match without a score
/// stores -1 goals.
public struct Appearance: Sendable, Hashable {
  private var storedGatherIndex: Int32
  private var storedGoalsFor: Int32
  private var storedGoalsAgainst: Int32
  public var team: Team
  public var result: MatchResult

  /// `goals`: scored and conceded, nil when the match's score was not recorded.
  public init(
    gatherIndex: Int, team: Team, result: MatchResult, goals: (scored: Int, conceded: Int)?
  ) {
    storedGatherIndex = Int32(gatherIndex)
    storedGoalsFor = Int32(goals?.scored ?? -1)
    storedGoalsAgainst = Int32(goals?.conceded ?? -1)
    self.team = team
    self.result = result
  }

  /// Index into `League.gathers`.
  public var gatherIndex: Int { Int(storedGatherIndex) }
  /// Goals scored and conceded; nil when the match's score was not recorded.
  public var goals: (scored: Int, conceded: Int)? {
    storedGoalsFor < 0 ? nil : (Int(storedGoalsFor), Int(storedGoalsAgainst))
  }
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
  /// The teammate with whom the player has the highest win share (`PlayerPairs.standout`).
  public var bestPartner: Int?
  /// The opponent against whom the player has the lowest win share.
  public var toughestOpponent: Int?
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
