/// A player's records with other players (as teammates or as opponents), in ascending order
/// of the other player's id: made straight from the counts by player slot, which are in id
/// order, so neither a dictionary of thousands of entries per player is built nor its keys
/// sorted each time a page's key is made.
public struct PairRecordList: Sendable, Equatable, Sequence {
  /// The other players' ids, ascending.
  public private(set) var keys: [Int]
  /// Each player's record, in the order of `keys`.
  public private(set) var records: [Record]

  public init() {
    keys = []
    records = []
  }

  /// Records given in ascending order of id.
  init(sortedKeys keys: [Int], records: [Record]) {
    precondition(keys.count == records.count)
    self.keys = keys
    self.records = records
  }

  public var count: Int { keys.count }

  public var isEmpty: Bool { keys.isEmpty }

  /// The record with player `id`; `nil` when they never met.
  public subscript(id: Int) -> Record? {
    var (low, high) = (0, keys.count)
    while low < high {
      let middle = (low + high) / 2
      if keys[middle] < id { low = middle + 1 } else { high = middle }
    }
    return low < keys.count && keys[low] == id ? records[low] : nil
  }

  public func makeIterator() -> Zip2Sequence<[Int], [Record]>.Iterator {
    zip(keys, records).makeIterator()
  }
}
