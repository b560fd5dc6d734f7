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
    guard let bytes = FileOperations.bytes(of: "\(directory.path)/\(fileName)"),
      let layouts = parse(bytes)
    else { return .empty(directory) }
    return BlockCache(root: directory.path, layouts: layouts)
  }

  /// "<size> <modified> <count> <path>" and then a "<key> <length>" line per block, for
  /// each file; `nil` when anything is not as this tool writes it. Read byte by byte: a
  /// large site's file has tens of thousands of lines, read before every build.
  static func parse(_ bytes: [UInt8]) -> [String: Layout]? {
    bytes.withUnsafeBufferPointer { bytes -> [String: Layout]? in
      var reader = LineReader(bytes: bytes)
      guard let first = reader.line(), bytes[first].elementsEqual(header.utf8) else { return nil }
      var layouts: [String: Layout] = [:]
      while let line = reader.line() {
        var position = line.lowerBound
        guard let size = reader.number(&position, in: line, signed: true),
          let modified = reader.number(&position, in: line, signed: true),
          let count = reader.number(&position, in: line, signed: true), count >= 0,
          position < line.upperBound
        else { return nil }
        let path = UnsafeBufferPointer(rebasing: bytes[position..<line.upperBound])
        guard OutputWriter.isSafeRelativePath(utf8: path) else { return nil }
        var blocks: [Block] = []
        blocks.reserveCapacity(min(count, bytes.count / 34))
        for _ in 0..<count {
          guard let block = reader.line(), block.count > 33,
            let key = RenderKey(hexBytes: bytes[block.lowerBound..<block.lowerBound + 32]),
            bytes[block.lowerBound + 32] == UInt8(ascii: " ")
          else { return nil }
          var at = block.lowerBound + 33
          guard let length = reader.number(&at, in: block, signed: true, last: true), length >= 0
          else {
            return nil
          }
          blocks.append(Block(key: key, length: length))
        }
        layouts[String(decoding: path, as: UTF8.self)] = Layout(
          stamp: RenderCache.Stamp(size: size, modified: modified), blocks: blocks)
      }
      // The text ends with a newline: no line is left unfinished.
      return reader.endsCleanly ? layouts : nil
    }
  }

  /// The file's text, made byte by byte.
  static func text(_ layouts: [String: Layout]) -> [UInt8] {
    var text = Array((header + "\n").utf8)
    for (path, layout) in layouts.sorted(by: { $0.key < $1.key }) {
      RenderCache.appendDecimal(layout.stamp.size, to: &text)
      text.append(UInt8(ascii: " "))
      RenderCache.appendDecimal(layout.stamp.modified, to: &text)
      text.append(UInt8(ascii: " "))
      RenderCache.appendDecimal(layout.blocks.count, to: &text)
      text.append(UInt8(ascii: " "))
      text += path.utf8
      text.append(UInt8(ascii: "\n"))
      for block in layout.blocks {
        block.key.appendHex(to: &text)
        text.append(UInt8(ascii: " "))
        RenderCache.appendDecimal(block.length, to: &text)
        text.append(UInt8(ascii: "\n"))
      }
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
    try FileOperations.replace([text(layouts)], in: directory.path, name: fileName)
  }
}
