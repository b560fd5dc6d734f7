import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// How the previous build put together its largest files (the ratings history, the list of
/// matches, the feed, the league calendar) from blocks: each block's key and length, with
/// the size and time of the file it wrote. A block whose key is unchanged is copied from
/// that file instead of being made again.
///
/// Kept in `.gather-site-blocks` in the output directory; a file whose size or time is not
/// the one recorded (edited by hand, or written by a build killed before it recorded it)
/// is made whole again.
public struct BlockCache: Sendable {
  public static let fileName = ".gather-site-blocks"
  static let header = "gather-site blocks 1"

  /// One block of a file: the key of what it is made from, and its length in bytes.
  public struct Block: Sendable, Equatable {
    var key: RenderKey
    var length: Int
  }

  /// A file's blocks, in order, and the size and time the file had when they were recorded.
  struct Layout: Sendable, Equatable {
    var stamp: RenderCache.Stamp
    var blocks: [Block]
  }

  let root: String
  let layouts: [String: Layout]

  /// No layouts: every block is made.
  public static func empty(_ directory: URL) -> BlockCache {
    BlockCache(root: directory.path, layouts: [:])
  }

  /// The layouts the previous build left in `directory`.
  public static func load(_ directory: URL) -> BlockCache {
    guard let data = FileOperations.contents(of: "\(directory.path)/\(fileName)"),
      let layouts = parse(String(decoding: data, as: UTF8.self))
    else { return .empty(directory) }
    return BlockCache(root: directory.path, layouts: layouts)
  }

  /// "<size> <modified> <count> <path>" and then a "<key> <length>" line per block, for
  /// each file; `nil` when anything is not as this tool writes it.
  static func parse(_ text: String) -> [String: Layout]? {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)[...]
    guard lines.popFirst() == Substring(header), lines.popLast() == "" else { return nil }
    var layouts: [String: Layout] = [:]
    while let line = lines.popFirst() {
      let fields = line.split(separator: " ", maxSplits: 3, omittingEmptySubsequences: false)
      guard fields.count == 4, let size = Int(fields[0]), let modified = Int(fields[1]),
        let count = Int(fields[2]), count >= 0, count <= lines.count,
        OutputWriter.isSafeRelativePath(String(fields[3]))
      else { return nil }
      var blocks: [Block] = []
      for _ in 0..<count {
        let parts = lines.popFirst()!.split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 2, let key = RenderKey(hexBytes: ArraySlice(parts[0].utf8)),
          let length = Int(parts[1]), length >= 0
        else { return nil }
        blocks.append(Block(key: key, length: length))
      }
      layouts[String(fields[3])] = Layout(
        stamp: RenderCache.Stamp(size: size, modified: modified), blocks: blocks)
    }
    return layouts
  }

  static func text(_ layouts: [String: Layout]) -> String {
    var text = header + "\n"
    for (path, layout) in layouts.sorted(by: { $0.key < $1.key }) {
      text += "\(layout.stamp.size) \(layout.stamp.modified) \(layout.blocks.count) \(path)\n"
      for block in layout.blocks { text += "\(block.key.hex) \(block.length)\n" }
    }
    return text
  }

  /// The blocks of the file at `path` as the previous build wrote it, if it still is as
  /// written.
  func layout(of path: String) -> Layout? {
    guard let layout = layouts[path], RenderCache.stamp("\(root)/\(path)") == layout.stamp
    else { return nil }
    return layout
  }

  /// Records the blocks of the site's files being committed, with their files' sizes and
  /// times (known for the files the build read or wrote, else read from the disk); a file
  /// gone from the site is forgotten.
  static func write(_ files: [StagedFile], to directory: URL) throws(BuildError) {
    var layouts: [String: Layout] = [:]
    for file in files {
      guard let blocks = file.blocks,
        let stamp = file.stamp ?? RenderCache.stamp("\(directory.path)/\(file.path)")
      else { continue }
      layouts[file.path] = Layout(stamp: stamp, blocks: blocks)
    }
    let target = "\(directory.path)/\(fileName)"
    if layouts.isEmpty {
      unlink(target)
      return
    }
    try FileOperations.replace(Data(text(layouts).utf8), in: directory.path, name: fileName)
  }
}
