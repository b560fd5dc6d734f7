import Foundation
import Testing

@testable import GatherSite

@Suite struct BlockCacheTests {
  private let layouts: [String: BlockCache.Layout] = [
    "data/ratings.json": BlockCache.Layout(
      stamp: RenderCache.Stamp(size: 226_835_592, modified: 1_795_344_135_123_456_789),
      blocks: [
        BlockCache.Block(key: RenderKey(high: 0x0123_4567_89AB_CDEF, low: 42), length: 17),
        BlockCache.Block(key: RenderKey(high: .max, low: 0), length: 0),
      ]),
    "players/7-zoë o'brien/index.html": BlockCache.Layout(
      stamp: RenderCache.Stamp(size: 0, modified: -5), blocks: []),
  ]

  /// What the cache writes it reads back, files and blocks alike.
  @Test func theTextGivesBackTheLayouts() {
    let text = BlockCache.text(layouts)
    #expect(String(decoding: text, as: UTF8.self).hasPrefix("gather-site blocks 1\n226835592 "))
    #expect(BlockCache.parse(text) == layouts)
    #expect(BlockCache.parse(BlockCache.text([:])) == [:])
  }

  /// Anything the tool does not write is no cache at all: the files are made whole again.
  @Test func anythingElseIsNoCache() {
    let text = String(decoding: BlockCache.text(layouts), as: UTF8.self)
    let key = RenderKey(high: 1, low: 2).hex
    for damaged in [
      "", String(text.dropLast()), text + "\n",
      text.replacingOccurrences(of: "blocks 1", with: "blocks 2"),
      "gather-site blocks 1\n1 2 1 index.html\n",  // a block missing
      "gather-site blocks 1\n1 2 1 index.html\n\(key) 3 4\n",  // a field too many
      "gather-site blocks 1\n1 2 1 index.html\n\(key) -3\n",  // a negative length
      "gather-site blocks 1\n1 2 0 ../outside.html\n",
      "gather-site blocks 1\n1 2 0\n",
      "gather-site blocks 1\n1 99999999999999999999 0 index.html\n",  // overflows Int
      "gather-site blocks 1\n1 2 1 index.html\n\(key.dropLast())g 3\n",
    ] {
      #expect(BlockCache.parse(Array(damaged.utf8)) == nil, "\(damaged)")
    }
  }
}
