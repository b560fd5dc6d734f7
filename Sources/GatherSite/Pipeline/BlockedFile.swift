import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A large file made of blocks in a fixed order (the entries of a few hundred gathers
/// each), each with the key of what it is made from.
public struct FileBlocks: Sendable {
  public var keys: [RenderKey]
  /// The bytes of the block at an index into `keys`.
  public var make: @Sendable (Int) -> Data

  public init(keys: [RenderKey], make: @escaping @Sendable (Int) -> Data) {
    self.keys = keys
    self.make = make
  }

  /// The whole file: every block made and joined.
  public func joined() -> Data {
    keys.indices.reduce(into: Data()) { $0.append(make($1)) }
  }
}

extension BuildContext {
  /// Blocks made at once, on every core, before they are added to the file: enough to keep
  /// the cores busy, few enough that the file is not held twice.
  static let blocksInFlight = 16

  /// The file at `path`, made of `blocks`. Left as it is when the render cache holds it
  /// with the same blocks; otherwise each block whose key the previous build recorded for
  /// this file is copied from the file it wrote, and only the others are made (appending a
  /// gather makes one block of the ratings history again, not a quarter of a gigabyte).
  public func file(_ path: String, blocks: FileBlocks, origin: String) -> OutputFile {
    let key = Self.key(path, blocks: blocks.keys)
    if let stamp = cache.currentStamp(path, key: key) {
      var file = OutputFile.reused(path: path, key: key, stamp: stamp, origin: origin)
      if let recorded = self.blocks.layouts[path]?.blocks,
        recorded.map(\.key) == blocks.keys
      {
        file.blocks = recorded
      }
      return file
    }
    var file = OutputFile(path: path, contents: Data(), origin: origin)
    (file.contents, file.pieces, file.blocks) = assemble(path, blocks)
    file.key = key
    return file
  }

  /// The render key of the file at `path` made of blocks with these keys.
  static func key(_ path: String, blocks keys: [RenderKey]) -> RenderKey {
    var hasher = StableHasher()
    hasher.combine("blocks")
    hasher.combine(path)
    hasher.combine(keys.count)
    for key in keys { hasher.combine(key) }
    return hasher.finalize()
  }

  /// The file's bytes when every block is made (each added as soon as it is made, so that
  /// the file is not held twice), or else its pieces: the blocks made again, and the ranges
  /// of the previous file that hold the others.
  private func assemble(_ path: String, _ blocks: FileBlocks) -> (
    Data, FilePieces?, [BlockCache.Block]
  ) {
    // Where each block of the previous file is, by key.
    var previous: [RenderKey: (offset: Int, length: Int)] = [:]
    let source = "\(self.blocks.root)/\(path)"
    if let layout = self.blocks.layout(of: path),
      layout.blocks.reduce(0, { $0 + $1.length }) == layout.stamp.size
    {
      var offset = 0
      for block in layout.blocks {
        if previous[block.key] == nil { previous[block.key] = (offset, block.length) }
        offset += block.length
      }
    }
    let found = blocks.keys.contains { previous[$0] != nil } ? previous : [:]
    var contents = Data(capacity: found.isEmpty ? self.blocks.layouts[path]?.stamp.size ?? 0 : 0)
    var pieces = FilePieces(pieces: [], source: source)
    var layout: [BlockCache.Block] = []
    layout.reserveCapacity(blocks.keys.count)
    for start in stride(from: 0, to: blocks.keys.count, by: Self.blocksInFlight) {
      let end = min(start + Self.blocksInFlight, blocks.keys.count)
      let made = Parallel.map(end - start) { offset -> Data? in
        found[blocks.keys[start + offset]] == nil ? blocks.make(start + offset) : nil
      }
      for index in start..<end {
        let key = blocks.keys[index]
        if let data = made[index - start] {
          if found.isEmpty { contents.append(data) } else { pieces.pieces.append(.bytes(data)) }
          layout.append(BlockCache.Block(key: key, length: data.count))
        } else if let (offset, length) = found[key] {
          // One piece for neighbouring ranges: one copy instead of many.
          if case .copy(let start, let before)? = pieces.pieces.last, start + before == offset {
            pieces.pieces[pieces.pieces.count - 1] = .copy(offset: start, length: before + length)
          } else {
            pieces.pieces.append(.copy(offset: offset, length: length))
          }
          layout.append(BlockCache.Block(key: key, length: length))
        }
      }
    }
    return (contents, found.isEmpty ? nil : pieces, layout)
  }
}
