import Foundation

/// Everything loaded from the exports: players by id and gathers in play order.
public struct League: Sendable {
  public var players: [Int: Player]
  /// Ordered by `completedAt`, ties in file order, undated gathers last in file order.
  public var gathers: [Gather]

  public init(players: [Int: Player], gathers: [Gather]) {
    self.players = players
    self.gathers = League.inPlayOrder(gathers)
  }

  /// Play order: dated before undated, then by date, then by position in the file. Sorted
  /// by their keys alone (a gather is a large value to move about), and not at all when
  /// already in order, as exports usually are.
  static func inPlayOrder(_ gathers: [Gather]) -> [Gather] {
    let keys = gathers.indices.map {
      PlayOrderKey(date: gathers[$0].completedAt, fileIndex: gathers[$0].fileIndex)
    }
    if zip(keys, keys.dropFirst()).allSatisfy({ $0.0 <= $0.1 }) { return gathers }
    return keys.indices.sorted { keys[$0] < keys[$1] }.map { gathers[$0] }
  }

  /// Where a gather comes in play order.
  struct PlayOrderKey: Comparable {
    var date: Date?
    var fileIndex: Int

    static func < (lhs: Self, rhs: Self) -> Bool {
      switch (lhs.date, rhs.date) {
      case (let l?, let r?) where l != r: return l < r
      case (.some, nil): return true
      case (nil, .some): return false
      default: return lhs.fileIndex < rhs.fileIndex
      }
    }
  }

  /// Players sorted by name, then id: the order of every list of players.
  public var playersByName: [Player] {
    players.values.sorted { ($0.name, $0.id) < ($1.name, $1.id) }
  }
}
