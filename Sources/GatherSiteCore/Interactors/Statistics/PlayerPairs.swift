/// Two players and their record over every counted gather, dated or not: as partners (on
/// the same side) or as rivals (on opposite sides, the result from the first player's side).
/// `first` is always the lower id.
public struct PlayerPair: Sendable, Hashable {
  public var first: Int
  public var second: Int
  public var record: Record
}

/// Every partnership and every rivalry with at least `minimumSharedGames` games, ordered by
/// the first id, then the second, and without unlisted players.
public struct PlayerPairs: Sendable {
  public var partnerships: [PlayerPair] = []
  public var rivalries: [PlayerPair] = []

  public init() {}

  /// The pairs from each player's records with others (which already leave unlisted players
  /// out), keeping those with `minimum` games or more.
  static func pairs(_ players: [Int: PlayerStats], minimum: Int, unlisted: Set<Int>) -> PlayerPairs
  {
    var pairs = PlayerPairs()
    for id in players.keys.sorted() where !unlisted.contains(id) {
      let stats = players[id]!
      for (other, record) in stats.teammates where other > id && record.played >= minimum {
        pairs.partnerships.append(PlayerPair(first: id, second: other, record: record))
      }
      for (other, record) in stats.opponents where other > id && record.played >= minimum {
        pairs.rivalries.append(PlayerPair(first: id, second: other, record: record))
      }
    }
    return pairs
  }

  /// The `count` pairs with the most games; equal counts in the order of the ids.
  public static func mostPlayed(_ pairs: [PlayerPair], count: Int) -> [PlayerPair] {
    // The list is in id order, so a stable selection by games keeps that order for ties.
    var best: [PlayerPair] = []
    best.reserveCapacity(count + 1)
    for pair in pairs {
      if best.count == count, let last = best.last, last.record.played >= pair.record.played {
        continue
      }
      let place =
        best.firstIndex { $0.record.played < pair.record.played } ?? best.endIndex
      best.insert(pair, at: place)
      if best.count > count { best.removeLast() }
    }
    return best
  }

  /// The other player a player did best with, or against whom they did worst: the highest
  /// (or lowest) win share among those with `minimum` games or more; equal shares go to
  /// more games, then to the lower id.
  static func standout(_ records: PairRecordList, minimum: Int, highest: Bool) -> Int? {
    var chosen: (id: Int, record: Record)?
    for (id, record) in records where record.played >= minimum {
      guard let current = chosen else {
        chosen = (id, record)
        continue
      }
      // Win shares compared exactly: won × played of the other.
      let (mine, theirs) = (record.won * current.record.played, current.record.won * record.played)
      let better = highest ? mine > theirs : mine < theirs
      if better || (mine == theirs && record.played > current.record.played) {
        chosen = (id, record)
      }
    }
    return chosen?.id
  }
}
