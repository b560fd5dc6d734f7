/// A player's records with other players (as teammates or as opponents), in ascending order
/// of the other player's id: made straight from the counts by player slot, which are in id
/// order, so neither a dictionary of thousands of entries per player is built nor its keys
/// sorted each time a page's key is made.
public struct PairRecordList: Sendable, Equatable, Sequence {
  /// The other players' ids, ascending.
  public private(set) var keys: [Int]
  /// Each player's record, in the order of `keys`, in 32-bit counts: a player of a large
  /// league that mixes freely meets thousands of others.
  private var counts: [PairCount]

  public init() {
    keys = []
    counts = []
  }

  /// Records given in ascending order of id.
  init(sortedKeys keys: [Int], records: [Record]) {
    self.init(sortedKeys: keys, counts: records.map(PairCount.init))
  }

  /// Counts given in ascending order of id.
  init(sortedKeys keys: [Int], counts: [PairCount]) {
    precondition(keys.count == counts.count)
    self.keys = keys
    self.counts = counts
  }

  public var count: Int { keys.count }

  /// Leaves out the records with the players `ids`.
  mutating func remove(_ ids: Set<Int>) {
    let kept = keys.indices.filter { !ids.contains(keys[$0]) }
    guard kept.count < keys.count else { return }
    (keys, counts) = (kept.map { keys[$0] }, kept.map { counts[$0] })
  }

  public var isEmpty: Bool { keys.isEmpty }

  /// The record with player `id`; `nil` when they never met.
  public subscript(id: Int) -> Record? {
    var (low, high) = (0, keys.count)
    while low < high {
      let middle = (low + high) / 2
      if keys[middle] < id { low = middle + 1 } else { high = middle }
    }
    return low < keys.count && keys[low] == id ? counts[low].record : nil
  }

  public func makeIterator() -> some IteratorProtocol<(Int, Record)> {
    zip(keys, counts).lazy.map { ($0, $1.record) }.makeIterator()
  }
}
