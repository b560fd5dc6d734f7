import Foundation

/// One match between Team A and Team B, as recorded by the app.
public struct Gather: Sendable, Encodable {
  public var id: String
  /// When it was played; for a date without a time (`isDateOnly`), the start of that day in
  /// the site's time zone.
  public var completedAt: Date?
  /// Whether the export gave the day only: no time of day is known, and none is shown.
  public var isDateOnly = false
  /// The final score; `nil` when the gather was never finished or only its winner is known.
  public var score: Score?
  /// How it ended: the score's outcome when there is a score, else the export's
  /// `winnerTeam`; `nil` when the gather was never finished.
  public var outcome: Outcome?
  /// Player ids of Team A, each once, in export order (unknown ids included, guests not).
  public var teamA: [Int]
  /// Player ids of Team B, each once, in export order (unknown ids included, guests not).
  public var teamB: [Int]
  /// Players listed on both sides (a slip), in export order: they count for neither.
  public var slips: [Int] = []
  /// How many guests (the `guests` placeholder ids of `site.yml`) played for each side,
  /// Team A's first: one per appearance.
  public var guests = GuestCount()
  /// False when the export carried no `players` key at all for this gather.
  public var hasLineups: Bool
  /// Position in `gathers.json`, which breaks ties between equal dates.
  public var fileIndex: Int

  public init(
    id: String, completedAt: Date?, score: Score?, teamA: [Int], teamB: [Int],
    hasLineups: Bool = true, fileIndex: Int
  ) {
    self.id = id
    self.completedAt = completedAt
    self.score = score
    self.outcome = score?.outcome
    self.teamA = teamA
    self.teamB = teamB
    self.hasLineups = hasLineups
    self.fileIndex = fileIndex
  }

  public var isFinished: Bool { outcome != nil }

  /// The ids that stand for one side's players in a write-up's details: its line-up, and
  /// the guests' placeholder ids when only this side had guests (a guest's goals count for
  /// their side, which is unknown when both sides had guests).
  public func members(of team: Team, guests ids: Set<Int>) -> Set<Int> {
    let lineup = Set(team == .a ? teamA : teamB)
    let guestsHere = guests[team] > 0 && guests[team.other] == 0
    return guestsHere ? lineup.union(ids) : lineup
  }
}

/// How many guests played for each side of a gather.
public struct GuestCount: Sendable, Hashable, Encodable {
  public var teamA = 0
  public var teamB = 0

  public init(teamA: Int = 0, teamB: Int = 0) {
    self.teamA = teamA
    self.teamB = teamB
  }

  public subscript(team: Team) -> Int {
    get { team == .a ? teamA : teamB }
    set { if team == .a { teamA = newValue } else { teamB = newValue } }
  }

  public var total: Int { teamA + teamB }
}

/// Goals scored by each side.
public struct Score: Sendable, Hashable, Encodable {
  public var teamA: Int
  public var teamB: Int

  public init(teamA: Int, teamB: Int) {
    self.teamA = teamA
    self.teamB = teamB
  }

  public var outcome: Outcome {
    teamA > teamB ? .teamAWon : teamA < teamB ? .teamBWon : .draw
  }

  /// Goals for and against, seen from one side.
  public func goals(for team: Team) -> (scored: Int, conceded: Int) {
    team == .a ? (teamA, teamB) : (teamB, teamA)
  }
}

/// One of the two sides of a gather.
public enum Team: String, Sendable, CaseIterable {
  case a = "Team A"
  case b = "Team B"

  public var other: Team { self == .a ? .b : .a }
}

/// How a finished gather ended.
public enum Outcome: String, Sendable, Hashable, Encodable {
  case teamAWon, teamBWon, draw

  public var winner: Team? {
    switch self {
    case .teamAWon: .a
    case .teamBWon: .b
    case .draw: nil
    }
  }

  /// One side's result in this outcome.
  public func result(for team: Team) -> MatchResult {
    guard let winner else { return .draw }
    return winner == team ? .win : .loss
  }
}

/// A single player's or team's result in one match.
public enum MatchResult: String, Sendable, Hashable {
  case win = "W"
  case draw = "D"
  case loss = "L"
}
