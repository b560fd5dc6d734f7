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
  fileprivate static func find(
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

extension SplicedFile {
  /// Stands where a short text goes (a player's rating line, with their rank): letters and
  /// digits only, so that every theme shows it as it is, wherever it stands.
  static let textStandIn = "gathersitetext6c1f0e9a7d2b4835"

  /// Where `standIn` is in `page`, if it is there exactly once.
  static func onlyRange(of standIn: String, in page: Data) -> Range<Int>? {
    var standIn = standIn
    return standIn.withUTF8 { needle -> Range<Int>? in
      guard let first = find(needle, in: page, from: page.startIndex),
        find(needle, in: page, from: first.upperBound) == nil
      else { return nil }
      return first
    }
  }

  /// Characters a spliced text may hold: those `PageRenderer.showsVerbatim` checks a theme
  /// shows as they are (a text with any other is rendered with its page).
  static let plainCharacters = Set(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 .,()-+%#μσ".unicodeScalars)

  /// A text made of `plainCharacters`, with no space at either end or two in a row.
  static func isPlain(_ text: String) -> Bool {
    !text.isEmpty && text.first != " " && text.last != " " && !text.contains("  ")
      && text.unicodeScalars.allSatisfy(plainCharacters.contains)
  }

  /// A text with every plain character, for `PageRenderer.showsVerbatim`.
  static let plainProbe =
    "-12.34 (μ 25.00, σ 8.33), 1st of 2000 rated players, provisional "
    + "abcdefghijklmnopqrstuvwxyz ABCDEFGHIJKLMNOPQRSTUVWXYZ 0123456789 .,()-+%#μσ"
}

extension BuildContext {
  /// The page at `path`, keyed by `key` as `file(_:key:origin:contents:)` keys it. `page`
  /// renders it with the given text where the part goes, or (`nil`) whole, the part in it;
  /// `part` makes the part's text, an HTML block, keyed by `partKey`, which `key` must
  /// cover. A theme that does not show the part exactly once, on a line of its own, gets
  /// the page rendered whole.
  ///
  /// With `text` (a short line, plain as `SplicedFile.isPlain` says, that the theme shows
  /// as it is), the page is recorded in five blocks: before the text, the text, between,
  /// the part, after. `key` covers everything but the text (which the file's key adds), so
  /// that a page whose text alone changed (a player's rank) is put together from the
  /// previous file and the new text, without being rendered: `page` gets the text's stand-in
  /// first.
  func file(
    _ path: String, key: RenderKey, origin: String, text: String? = nil,
    partKey: () -> RenderKey, part: () -> String, page: (_ text: String?, _ part: String?) -> Data
  ) -> OutputFile {
    let fileKey = text.map { Self.textKey(key, $0) } ?? key
    let edgeCount = text == nil ? 2 : 3
    let edges = (0..<edgeCount).map { Self.edgeKey(key, $0) }
    func isLayout(_ recorded: [BlockCache.Block], size: Int) -> Bool {
      recorded.count == 2 * edgeCount - 1
        && stride(from: 0, to: recorded.count, by: 2).map { recorded[$0].key } == edges
        && recorded.reduce(0, { $0 + $1.length }) == size
    }
    if let stamp = cache.currentStamp(path, key: fileKey) {
      var file = OutputFile.reused(path: path, key: fileKey, stamp: stamp, origin: origin)
      // Blocks recorded for this very key (its edges' keys are made from it) are this file's
      // blocks: recorded again for the next build.
      if let recorded = blocks.layouts[path]?.blocks, isLayout(recorded, size: stamp.size) {
        file.blocks = recorded
      }
      return file
    }
    var file = OutputFile(path: path, contents: Data(), origin: origin)
    file.key = fileKey
    // The previous file's blocks, if it is still as written (looked at once); `previous`
    // when its edges are this page's.
    let recorded = blocks.layout(of: path)
    let previous = recorded.flatMap { isLayout($0.blocks, size: $0.stamp.size) ? $0.blocks : nil }
    let source = "\(blocks.root)/\(path)"
    let partKey = partKey()
    // The range of the previous file that held block `index` of `blocks`.
    func copy(_ index: Int, of blocks: [BlockCache.Block]) -> FilePieces.Piece {
      .copy(
        offset: blocks[..<index].reduce(0) { $0 + $1.length }, length: blocks[index].length)
    }
    func madePart() -> Data {
      // Markdown ends an HTML block's text with one line break, which follows the marker.
      var made = Data(part().utf8)
      while made.last == UInt8(ascii: "\n") { made.removeLast() }
      return made
    }
    if let text, let previous {
      // Only the text changed: nothing is rendered.
      let textBytes = Data(text.utf8)
      let partPiece = previous[3].key == partKey ? copy(3, of: previous) : .bytes(madePart())
      file.pieces = FilePieces(
        pieces: [
          copy(0, of: previous), .bytes(textBytes), copy(2, of: previous), partPiece,
          copy(4, of: previous),
        ],
        source: source)
      file.blocks = [
        previous[0], BlockCache.Block(key: Self.textKey(key, text), length: textBytes.count),
        previous[2], BlockCache.Block(key: partKey, length: partPiece.length), previous[4],
      ]
      return file
    }
    let standIn = text.map { _ in SplicedFile.textStandIn }
    let rendered = page(standIn, SplicedFile.marker)
    guard let marker = SplicedFile.markerRange(in: rendered) else {
      file.contents = page(text, nil)
      return file
    }
    // The page's pieces before the part, as blocks: with a text, its stand-in replaced.
    var head: [(key: RenderKey, bytes: Data)] = [(edges[0], Data(rendered[..<marker.lowerBound]))]
    if let text {
      guard let at = SplicedFile.onlyRange(of: SplicedFile.textStandIn, in: head[0].bytes) else {
        file.contents = page(text, nil)
        return file
      }
      let before = head[0].bytes
      head = [
        (edges[0], Data(before[..<at.lowerBound])), (Self.textKey(key, text), Data(text.utf8)),
        (edges[1], Data(before[at.upperBound...])),
      ]
    }
    let after = Data(rendered[marker.upperBound...])
    let partLength: Int
    let partIndex = head.count
    if let layout = recorded, layout.blocks.count == partIndex + 2,
      layout.blocks[partIndex].key == partKey,
      layout.blocks.reduce(0, { $0 + $1.length }) == layout.stamp.size
    {
      partLength = layout.blocks[partIndex].length
      file.pieces = FilePieces(
        pieces: head.map { .bytes($0.bytes) } + [
          copy(partIndex, of: layout.blocks), .bytes(after),
        ],
        source: source)
    } else {
      let made = madePart()
      partLength = made.count
      file.contents.reserveCapacity(head.reduce(made.count + after.count) { $0 + $1.bytes.count })
      for piece in head { file.contents.append(piece.bytes) }
      file.contents.append(made)
      file.contents.append(after)
    }
    file.blocks =
      head.map { BlockCache.Block(key: $0.key, length: $0.bytes.count) } + [
        BlockCache.Block(key: partKey, length: partLength),
        BlockCache.Block(key: edges[edgeCount - 1], length: after.count),
      ]
    return file
  }

  /// The key of the edge `edge` (0 before the first part) of a page keyed by `key`: made
  /// with the page, so keyed by the page's own key.
  private static func edgeKey(_ key: RenderKey, _ edge: Int) -> RenderKey {
    var hasher = StableHasher()
    hasher.combine("page edge")
    hasher.combine(key)
    hasher.combine(edge)
    return hasher.finalize()
  }

  /// The key of a page keyed by `key` with `text` in it (and of that text's block).
  private static func textKey(_ key: RenderKey, _ text: String) -> RenderKey {
    var hasher = StableHasher()
    hasher.combine("page text")
    hasher.combine(key)
    hasher.combine(text)
    return hasher.finalize()
  }
}
