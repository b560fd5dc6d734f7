/// What an organiser adds to a match in its write-up's front matter: who scored and
/// assisted, the player of the match, the venue and a photo. Counts are positive and each
/// player is listed once, in order of id; only players of the match's line-ups are kept.
public struct MatchDetails: Sendable, Hashable, Encodable {
  /// A player and how many goals (or assists) they had.
  public struct Count: Sendable, Hashable, Encodable {
    public var playerID: Int
    public var count: Int

    public init(playerID: Int, count: Int) {
      self.playerID = playerID
      self.count = count
    }
  }

  public var scorers: [Count] = []
  public var assists: [Count] = []
  /// The player (or, for a shared award, players) of the match, in order of id.
  public var playerOfTheMatch: [Int] = []
  public var venue: String?
  /// The photo, read and measured.
  public var photo: MatchPhoto?

  public init() {}

  /// Whether the match has recorded scorers: only then do its goals count as recorded.
  public var hasScorers: Bool { !scorers.isEmpty }

  /// Whether nothing is given.
  public var isEmpty: Bool {
    scorers.isEmpty && assists.isEmpty && playerOfTheMatch.isEmpty && venue == nil
      && photo == nil
  }

  /// A player's goals in the match (0 when not listed).
  public func goals(of playerID: Int) -> Int {
    scorers.first { $0.playerID == playerID }?.count ?? 0
  }
}
