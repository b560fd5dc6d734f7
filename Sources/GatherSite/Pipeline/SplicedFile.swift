import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A page with one large part made apart from the rest (a player's appearances, most of the
/// page for a regular): the page is rendered with a marker where the part goes, and the
/// part is put in the marker's place. The page is recorded in the block cache as three
/// blocks, before the part, the part, after it, so that when the rest of the page changes
/// (a player's rank moved) but the part did not, the part is copied from the previous
/// build's file instead of being made again.
enum SplicedFile {
  /// Stands where the part goes: an HTML comment, which Markdown keeps as it is and the
  /// data cannot write (its `<` is escaped everywhere).
  static let marker = "<!--gather-site part 6c1f0e9a7d2b4835-->"

  /// Where the marker is in `page`, if it is there exactly once, on a line of its own.
  static func markerRange(in page: Data) -> Range<Int>? {
    let newline = UInt8(ascii: "\n")
    // The literal's own bytes: nothing to allocate.
    var marker = Self.marker
    guard
      let first = marker.withUTF8({ find($0, in: page, from: page.startIndex) }),
      marker.withUTF8({ find($0, in: page, from: first.upperBound) }) == nil,
      first.lowerBound == page.startIndex || page[first.lowerBound - 1] == newline,
      first.upperBound < page.endIndex, page[first.upperBound] == newline
    else { return nil }
    return first
  }

  /// Where `needle` (not empty) first is in `data` at or after `start`: its first byte found
  /// with libc's `memchr`, the rest compared with `memcmp` (Foundation's search goes byte by
  /// byte through generic code, and every player page is searched).
  private static func find(
    _ needle: UnsafeBufferPointer<UInt8>, in data: Data, from start: Int
  ) -> Range<Int>? {
    data.withUnsafeBytes { haystack -> Range<Int>? in
      guard let base = haystack.baseAddress, let wanted = needle.baseAddress else { return nil }
      var offset = start - data.startIndex
      let first = Int32(needle[0])
      while haystack.count - offset >= needle.count,
        let hit = memchr(base + offset, first, haystack.count - offset - needle.count + 1)
      {
        let at = base.distance(to: UnsafeRawPointer(hit))
        if memcmp(base + at, wanted, needle.count) == 0 {
          return data.startIndex + at..<data.startIndex + at + needle.count
        }
        offset = at + 1
      }
      return nil
    }
  }
}

extension BuildContext {
  /// The page at `path`, keyed by `key` as `file(_:key:origin:contents:)` keys it. `page`
  /// renders it with the given text where the part goes, or (`nil`) whole, the part in it;
  /// `part` makes the part's text, an HTML block, keyed by `partKey`, which `key` must
  /// cover. A theme that does not show the part exactly once, on a line of its own, gets
  /// the page rendered whole.
  func file(
    _ path: String, key: RenderKey, origin: String, partKey: () -> RenderKey,
    part: () -> String, page: (String?) -> Data
  ) -> OutputFile {
    if let stamp = cache.currentStamp(path, key: key) {
      var file = OutputFile.reused(path: path, key: key, stamp: stamp, origin: origin)
      // Blocks recorded for this very key (its edges' keys are made from it) are this file's
      // blocks: recorded again for the next build.
      if let recorded = blocks.layouts[path]?.blocks, recorded.count == 3,
        recorded[0].key == Self.edgeKey(key, 0), recorded[2].key == Self.edgeKey(key, 1),
        recorded.reduce(0, { $0 + $1.length }) == stamp.size
      {
        file.blocks = recorded
      }
      return file
    }
    var file = OutputFile(path: path, contents: Data(), origin: origin)
    file.key = key
    let rendered = page(SplicedFile.marker)
    guard let marker = SplicedFile.markerRange(in: rendered) else {
      file.contents = page(nil)
      return file
    }
    let before = rendered[..<marker.lowerBound]
    let after = rendered[marker.upperBound...]
    let partKey = partKey()
    let partLength: Int
    if let layout = blocks.layout(of: path), layout.blocks.count == 3,
      layout.blocks[1].key == partKey,
      layout.blocks.reduce(0, { $0 + $1.length }) == layout.stamp.size
    {
      partLength = layout.blocks[1].length
      file.pieces = FilePieces(
        pieces: [
          .bytes(Data(before)), .copy(offset: layout.blocks[0].length, length: partLength),
          .bytes(Data(after)),
        ],
        source: "\(blocks.root)/\(path)")
    } else {
      // Markdown ends an HTML block's text with one line break, which follows the marker.
      var made = Data(part().utf8)
      while made.last == UInt8(ascii: "\n") { made.removeLast() }
      partLength = made.count
      file.contents.reserveCapacity(before.count + made.count + after.count)
      file.contents.append(before)
      file.contents.append(made)
      file.contents.append(after)
    }
    file.blocks = [
      BlockCache.Block(key: Self.edgeKey(key, 0), length: before.count),
      BlockCache.Block(key: partKey, length: partLength),
      BlockCache.Block(key: Self.edgeKey(key, 1), length: after.count),
    ]
    return file
  }

  /// The key of what comes before (0) or after (1) the part: made with the page, so keyed
  /// by the page's own key.
  private static func edgeKey(_ key: RenderKey, _ edge: Int) -> RenderKey {
    var hasher = StableHasher()
    hasher.combine("page edge")
    hasher.combine(key)
    hasher.combine(edge)
    return hasher.finalize()
  }
}
