/// Everything loaded from the exports: players by id and gathers in play order.
public struct League: Sendable {
  public var players: [Int: Player]
  /// Ordered by `completedAt`, ties in file order, undated gathers last in file order.
  public var gathers: [Gather]

  public init(players: [Int: Player], gathers: [Gather]) {
    self.players = players
    self.gathers = gathers.sorted(by: League.playOrder)
  }

  /// Play order: dated before undated, then by date, then by position in the file.
  static func playOrder(_ lhs: Gather, _ rhs: Gather) -> Bool {
    switch (lhs.completedAt, rhs.completedAt) {
    case (let l?, let r?) where l != r: return l < r
    case (.some, nil): return true
    case (nil, .some): return false
    default: return lhs.fileIndex < rhs.fileIndex
    }
  }

  /// Players sorted by name, then id: the order of every list of players.
  public var playersByName: [Player] {
    players.values.sorted { ($0.name, $0.id) < ($1.name, $1.id) }
  }
}
