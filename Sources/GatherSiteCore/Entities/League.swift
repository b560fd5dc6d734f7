import Foundation

/// Everything loaded from the exports: players by id and gathers in play order.
public struct League: Sendable, Encodable {
  public var players: [Int: Player]
  /// Ordered by `completedAt`, ties in file order, undated gathers last in file order.
  public var gathers: [Gather]

  public init(players: [Int: Player], gathers: consuming [Gather]) {
    self.players = players
    self.gathers = League.inPlayOrder(gathers)
  }

  /// Play order: dated before undated, then by date, then by position in the file. Sorted
  /// by their keys alone (a gather is a large value to move about), and not at all when
  /// already in order, as exports usually are; then each gather is moved into its place,
  /// not copied (a copy of a gather counts three references, and 100,000 of them showed).
  static func inPlayOrder(_ gathers: consuming [Gather]) -> [Gather] {
    let keys = gathers.withUnsafeBufferPointer { gathers in
      gathers.map { PlayOrderKey(date: $0.completedAt, fileIndex: $0.fileIndex) }
    }
    if zip(keys, keys.dropFirst()).allSatisfy({ $0.0 <= $0.1 }) { return gathers }
    let order = keys.indices.sorted { keys[$0] < keys[$1] }
    // The place `at` takes the gather from `order[at]`: followed cycle by cycle, each
    // cycle's first gather held aside until its last place.
    var placed = Array(repeating: false, count: order.count)
    gathers.withUnsafeMutableBufferPointer { gathers in
      let base = gathers.baseAddress!
      for start in order.indices where !placed[start] {
        let first = (base + start).move()
        var at = start
        while true {
          placed[at] = true
          let from = order[at]
          if from == start {
            (base + at).initialize(to: first)
            break
          }
          (base + at).initialize(to: (base + from).move())
          at = from
        }
      }
    }
    return gathers
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

  /// Encodes the players in order of id (a dictionary's own order changes from run to
  /// run), then the gathers: the same league always encodes the same.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(players.values.sorted { $0.id < $1.id }, forKey: .players)
    try container.encode(gathers, forKey: .gathers)
  }

  private enum CodingKeys: String, CodingKey {
    case players, gathers
  }

  /// Players sorted by name, then id: the order of every list of players.
  public var playersByName: [Player] {
    players.values.sorted { ($0.name, $0.id) < ($1.name, $1.id) }
  }
}
