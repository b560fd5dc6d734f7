import Foundation

/// Gathers grouped into blocks for the files that hold an entry per gather (the ratings
/// history, the list of matches, the feed, the league calendar), so that a rebuild makes
/// such a file again only where its gathers changed: appending a gather to 100,000 makes
/// one block of each.
enum GatherBlocks {
  /// Gathers per block: a block of the ratings history is then about a megabyte.
  static let size = 512

  /// Consecutive ranges of `size` gather indices covering `0..<count`.
  static func ranges(_ count: Int) -> [Range<Int>] {
    stride(from: 0, to: count, by: size).map { $0..<min($0 + size, count) }
  }

  /// `head`, then a block per range of `ranges` (in that order), then `tail`. A block is
  /// keyed by `seed`, `name`, its flag in `flags` (whatever else its bytes depend on, such
  /// as whether an entry came before it) and its gathers' keys in `entries`; `make` makes
  /// its bytes from its range and flag. The head and tail are keyed by their bytes.
  static func file(
    _ name: String, seed: RenderKey, entries: [RenderKey], head: Data, tail: Data,
    ranges: [Range<Int>], flags: [Bool], make: @escaping @Sendable (Range<Int>, Bool) -> Data
  ) -> FileBlocks {
    var keys = [key(of: head)]
    for (range, flag) in zip(ranges, flags) {
      var hasher = StableHasher()
      hasher.combine(seed)
      hasher.combine(name)
      hasher.combine(flag)
      hasher.combine(range.count)
      for index in range { hasher.combine(entries[index]) }
      keys.append(hasher.finalize())
    }
    keys.append(key(of: tail))
    let last = keys.count - 1
    return FileBlocks(keys: keys) { index in
      index == 0 ? head : index == last ? tail : make(ranges[index - 1], flags[index - 1])
    }
  }

  private static func key(of bytes: Data) -> RenderKey {
    var hasher = StableHasher()
    hasher.combine("bytes")
    hasher.combine(bytes: bytes)
    return hasher.finalize()
  }
}
