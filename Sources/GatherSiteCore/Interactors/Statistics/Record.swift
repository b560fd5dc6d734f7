/// Played, won, drawn and lost, with goals: the record of a player, a pair or a team; for a
/// player, also what the write-ups' match details give them.
///
/// Goals for and against count the matches with a score only (`scoredMatches`); a record
/// without one has no goal figures at all (`recordedGoals` is nil), never 0.
public struct Record: Sendable, Hashable {
  public var played = 0
  public var won = 0
  public var drawn = 0
  public var lost = 0
  public var goalsFor = 0
  public var goalsAgainst = 0
  /// The matches played whose score was recorded: what goals for and against count.
  public var scoredMatches = 0
  /// The player's own goals, assists and player-of-the-match awards in matches whose
  /// details give them, and their matches with recorded scorers (what goals per match
  /// divides by: a match without details is "not recorded", not 0 goals).
  public var goals = 0
  public var assists = 0
  public var playerOfTheMatch = 0
  public var recordedMatches = 0

  public init() {}

  /// A record whose matches all had a score, unless `scoredMatches` says how many did.
  public init(
    played: Int, won: Int, drawn: Int, lost: Int, goalsFor: Int, goalsAgainst: Int,
    scoredMatches: Int? = nil
  ) {
    self.played = played
    self.won = won
    self.drawn = drawn
    self.lost = lost
    self.goalsFor = goalsFor
    self.goalsAgainst = goalsAgainst
    self.scoredMatches = scoredMatches ?? played
  }

  public var goalDifference: Int { goalsFor - goalsAgainst }

  /// Whether any of the record's matches had a score: without one, its goal figures were
  /// never recorded.
  public var recordsGoals: Bool { scoredMatches > 0 }

  /// Goals for, against and the difference, over the matches with a score; nil when none
  /// had one.
  public var recordedGoals: (for: Int, against: Int, difference: Int)? {
    recordsGoals ? (goalsFor, goalsAgainst, goalDifference) : nil
  }

  /// Share of games won, 0 to 1; 0 when nothing was played.
  public var winRate: Double { played == 0 ? 0 : Double(won) / Double(played) }

  /// The points of the record under `rule`. The settings' points are at most 1,000 either
  /// way (`SiteConfigLoader.pointsRange`; `Int.max` overflowed here), so no table of
  /// games a build can hold in memory comes near `Int`'s limits.
  public func points(_ rule: PointsRule) -> Int {
    won * rule.win + drawn * rule.draw + lost * rule.loss
  }

  /// Goals per match with recorded scorers; `nil` without one.
  public var goalsPerRecordedMatch: Double? {
    recordedMatches == 0 ? nil : Double(goals) / Double(recordedMatches)
  }

  /// Adds what `details` give player `id` in one of their matches.
  public mutating func add(_ details: MatchDetails, player id: Int) {
    if details.hasScorers { recordedMatches += 1 }
    goals += details.goals(of: id)
    assists += details.assists.first { $0.playerID == id }?.count ?? 0
    if details.playerOfTheMatch.contains(id) { playerOfTheMatch += 1 }
  }

  /// Adds a match played: its result, and the goals scored and conceded when the score was
  /// recorded.
  public mutating func add(_ result: MatchResult, goals: (scored: Int, conceded: Int)?) {
    played += 1
    if let goals {
      scoredMatches += 1
      goalsFor += goals.scored
      goalsAgainst += goals.conceded
    }
    switch result {
    case .win: won += 1
    case .draw: drawn += 1
    case .loss: lost += 1
    }
  }
}
