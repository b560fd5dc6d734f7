import Foundation

/// A file of the finished site, held in memory until it is compared with the disk.
public struct OutputFile: Sendable {
  /// Path relative to the output directory, with `/` separators.
  public var path: String
  public var contents: Data
  /// The build step that made it, for conflict messages.
  public var origin: String
  /// For a page, the hash of everything its bytes depend on (see `RenderCache`).
  public var key: RenderKey?
  /// A page the render cache says is already on disk: `contents` is empty and the file is
  /// left as it is.
  public var isReused = false
  /// A reused page's size and time, as the render cache found them.
  public var stamp: RenderCache.Stamp?
  /// For a file made of blocks, each block's key and length (see `BlockCache`).
  public var blocks: [BlockCache.Block]?
  /// For a file made of blocks some of which are copied from the previous build's file:
  /// its pieces, and `contents` is empty.
  public var pieces: FilePieces?

  /// A page left as the previous build wrote it, found by the render cache with `stamp`.
  public static func reused(path: String, key: RenderKey, stamp: RenderCache.Stamp, origin: String)
    -> OutputFile
  {
    var file = OutputFile(path: path, contents: Data(), origin: origin)
    file.key = key
    file.isReused = true
    file.stamp = stamp
    return file
  }

  public init(path: String, contents: Data, origin: String) {
    self.path = path
    self.contents = contents
    self.origin = origin
  }

  public init(path: String, text: String, origin: String) {
    self.init(path: path, contents: Data(text.utf8), origin: origin)
  }
}
