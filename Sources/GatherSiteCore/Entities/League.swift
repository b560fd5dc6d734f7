import Foundation

/// Everything loaded from the exports: players by id and gathers in play order.
public struct League: Sendable, Encodable {
  public var players: [Int: Player]
  /// Ordered by `completedAt`, ties in file order, undated gathers last in file order.
  public var gathers: [Gather]
  /// The details organisers gave in write-ups (scorers, assists, the player of the match,
  /// the venue, a photo), checked against each match, by index into `gathers`.
  public var details: [Int: MatchDetails] = [:]

  public init(players: [Int: Player], gathers: [Gather]) {
    self.players = players
    // Sorted by their keys, then each gather copied once into its place (a gather is a
    // large value to move about as a sort does).
    let keys = gathers.map(PlayOrderKey.init)
    self.gathers = keys.indices.sorted { keys[$0] < keys[$1] }.map { gathers[$0] }
  }

  /// Where a gather comes in play order: dated before undated, then by date, then by
  /// position in the file.
  struct PlayOrderKey: Comparable {
    var date: Date?
    var fileIndex: Int

    init(_ gather: Gather) {
      date = gather.completedAt
      fileIndex = gather.fileIndex
    }

    static func < (l: Self, r: Self) -> Bool {
      switch (l.date, r.date) {
      case (let a?, let b?) where a != b: a < b
      case (.some, nil): true
      case (nil, .some): false
      default: l.fileIndex < r.fileIndex
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
