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
    var hasher = StableHasher()
    hasher.combine("blocks")
    hasher.combine(path)
    hasher.combine(blocks.keys.count)
    for key in blocks.keys { hasher.combine(key) }
    let key = hasher.finalize()
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
    (file.contents, file.blocks) = assemble(path, blocks)
    file.key = key
    return file
  }

  private func assemble(_ path: String, _ blocks: FileBlocks) -> (Data, [BlockCache.Block]) {
    // Where each block of the previous file is, by key.
    var previous: [RenderKey: (offset: Int, length: Int)] = [:]
    var descriptor: Int32 = -1
    if let layout = self.blocks.layout(of: path),
      layout.blocks.reduce(0, { $0 + $1.length }) == layout.stamp.size
    {
      var offset = 0
      for block in layout.blocks {
        if previous[block.key] == nil { previous[block.key] = (offset, block.length) }
        offset += block.length
      }
      if blocks.keys.contains(where: { previous[$0] != nil }) {
        descriptor = open("\(self.blocks.root)/\(path)", O_RDONLY)
      }
    }
    defer { if descriptor >= 0 { close(descriptor) } }
    let found = descriptor >= 0 ? previous : [:]
    var contents = Data(capacity: self.blocks.layouts[path]?.stamp.size ?? 0)
    var layout: [BlockCache.Block] = []
    layout.reserveCapacity(blocks.keys.count)
    for start in stride(from: 0, to: blocks.keys.count, by: Self.blocksInFlight) {
      let end = min(start + Self.blocksInFlight, blocks.keys.count)
      let made = Parallel.map(end - start) { offset -> Data? in
        found[blocks.keys[start + offset]] == nil ? blocks.make(start + offset) : nil
      }
      for index in start..<end {
        let key = blocks.keys[index]
        let before = contents.count
        if let data = made[index - start] {
          contents.append(data)
        } else if let (offset, length) = found[key] {
          contents.count += length
          let read = contents.withUnsafeMutableBytes {
            pread(descriptor, $0.baseAddress! + before, length, off_t(offset))
          }
          if read != length {
            // The previous file changed under us: make the block after all.
            contents.count = before
            contents.append(blocks.make(index))
          }
        }
        layout.append(BlockCache.Block(key: key, length: contents.count - before))
      }
    }
    return (contents, layout)
  }
}
