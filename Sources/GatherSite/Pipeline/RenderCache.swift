import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// What the previous build rendered: each page's render key (a hash of everything that
/// decides its bytes: view model, layout, templates, the program itself) with the size and
/// modification time of the file it wrote. A page whose key is unchanged and whose file is
/// still the one recorded is not rendered again.
///
/// Kept in `.gather-site-cache` in the output directory, one line per page; a missing,
/// unreadable or foreign cache is simply empty, so the worst it can cost is a full render.
/// The files are looked at when the cache is loaded (a large site's are looked at while its
/// exports are loaded): an entry whose file is no longer the one written is left out.
public struct RenderCache: Sendable {
  public static let fileName = ".gather-site-cache"
  static let header = "gather-site render cache 1"

  struct Entry: Sendable, Equatable {
    var key: RenderKey
    var size: Int
    var modified: Int
  }

  /// The entries whose files are still as they were written, by their path's key.
  private let entries: [RenderKey: Entry]

  /// No entries: every page is rendered.
  public static func empty() -> RenderCache {
    RenderCache(entries: [:])
  }

  /// What an entry is found by: a key of its path's UTF-8 bytes, so that reading a large
  /// site's cache makes no string of its 100,000 paths.
  static func pathKey(_ path: String) -> RenderKey {
    var hasher = StableHasher()
    hasher.combine(path)
    return hasher.finalize()
  }

  /// The same from the path's bytes.
  static func pathKey(utf8 path: UnsafeBufferPointer<UInt8>) -> RenderKey {
    var hasher = StableHasher()
    hasher.combine(bytes: UnsafeRawBufferPointer(path))
    return hasher.finalize()
  }

  /// The cache the previous build left in `directory`, without the entries whose files
  /// changed or went since.
  public static func load(_ directory: URL) -> RenderCache {
    // The output directory, open: each of a large site's 100,000 pages is looked at on
    // every build, and a path from the directory is shorter for the kernel to walk.
    guard let bytes = FileOperations.bytes(of: "\(directory.path)/\(fileName)"),
      let folder = OpenFolder(directory.path),
      let entries = parse(
        bytes,
        keeping: { path, entry in
          stamp(path, in: folder) == Stamp(size: entry.size, modified: entry.modified)
        })
    else { return .empty() }
    return RenderCache(entries: entries)
  }

  /// The entries of a cache file (those that `keeping` keeps, given the path's bytes) by
  /// their path's key, or `nil` when any line is not one this tool writes. Read byte by
  /// byte: a site of 100,000 pages has as many lines, read before every build.
  static func parse(
    _ bytes: [UInt8], keeping: (UnsafeBufferPointer<UInt8>, Entry) -> Bool = { _, _ in true }
  ) -> [RenderKey: Entry]? {
    // Through one buffer: a part of the array for each line counted a reference to it.
    bytes.withUnsafeBufferPointer { parse($0, keeping: keeping) }
  }

  private static func parse(
    _ bytes: UnsafeBufferPointer<UInt8>, keeping: (UnsafeBufferPointer<UInt8>, Entry) -> Bool
  ) -> [RenderKey: Entry]? {
    var reader = LineReader(bytes: bytes)
    guard let first = reader.line(), bytes[first].elementsEqual(header.utf8) else { return nil }
    var entries: [RenderKey: Entry] = [:]
    entries.reserveCapacity(bytes.count / 80)
    while let line = reader.line() {
      // "<32 hex digits> <size> <modified> <path>"
      guard line.count > 33,
        let key = RenderKey(hexBytes: bytes[line.lowerBound..<line.lowerBound + 32]),
        bytes[line.lowerBound + 32] == UInt8(ascii: " ")
      else { return nil }
      var position = line.lowerBound + 33
      guard let size = reader.number(&position, in: line),
        let modified = reader.number(&position, in: line), position < line.upperBound
      else { return nil }
      let path = UnsafeBufferPointer(rebasing: bytes[position..<line.upperBound])
      guard OutputWriter.isSafeRelativePath(utf8: path) else { return nil }
      let entry = Entry(key: key, size: size, modified: modified)
      if keeping(path, entry) { entries[pathKey(utf8: path)] = entry }
    }
    return entries
  }

  /// Whether the file at `path` was rendered from `key` and is still as it was written.
  func isCurrent(_ path: String, key: RenderKey) -> Bool {
    currentStamp(path, key: key) != nil
  }

  /// The size and modification time of the file at `path` when it was rendered from `key`
  /// and was still as it was written when the cache was loaded; `nil` otherwise.
  func currentStamp(_ path: String, key: RenderKey) -> Stamp? {
    guard let entry = entries[Self.pathKey(path)], entry.key == key else { return nil }
    return Stamp(size: entry.size, modified: entry.modified)
  }

  /// A file's size and modification time (in nanoseconds), as the cache records them.
  public struct Stamp: Sendable, Equatable {
    var size: Int
    var modified: Int
  }

  /// Records the keys of the site just committed, in the order its files were made, with
  /// their files' sizes and times: those the build already read (files left as they were)
  /// or else read from the disk. The lines are made on every core.
  static func write(_ files: [StagedFile], to directory: URL) throws(BuildError) {
    let root = directory.path
    // The lines of each run of 1,024 files in one buffer: a buffer per line cost as much
    // as the lines.
    let runs = (files.count + 1023) / 1024
    let parts = Parallel.map(runs) { run -> [UInt8] in
      var part: [UInt8] = []
      part.reserveCapacity(1024 * 96)
      for file in files[run * 1024..<min(files.count, (run + 1) * 1024)] {
        guard let key = file.key, let stamp = file.stamp ?? stamp("\(root)/\(file.path)") else {
          continue
        }
        key.appendHex(to: &part)
        part.append(UInt8(ascii: " "))
        appendDecimal(stamp.size, to: &part)
        part.append(UInt8(ascii: " "))
        appendDecimal(stamp.modified, to: &part)
        part.append(UInt8(ascii: " "))
        part += file.path.utf8
        part.append(UInt8(ascii: "\n"))
      }
      return part
    }
    // Written part by part: joining them first copied the whole cache twice.
    try FileOperations.replace([Array((header + "\n").utf8)] + parts, in: root, name: fileName)
  }

  /// Appends a number's decimal digits (as `String(value)` writes them) to `bytes`, in
  /// place: a large site's cache has 200,000 of them.
  static func appendDecimal(_ value: Int, to bytes: inout [UInt8]) {
    if value < 0 { bytes.append(UInt8(ascii: "-")) }
    var magnitude = value.magnitude
    var count = 1
    var scale: UInt = 1
    while magnitude / scale >= 10 {
      scale *= 10
      count += 1
    }
    for _ in 0..<count {
      bytes.append(UInt8(ascii: "0") + UInt8(magnitude / scale))
      magnitude %= scale
      scale /= 10
    }
  }

  /// A regular file's size and modification time in nanoseconds.
  static func stamp(_ path: String) -> Stamp? {
    var info = stat()
    guard lstat(path, &info) == 0 else { return nil }
    return stamp(info)
  }

  /// The same for a path (its UTF-8 bytes, without a NUL) inside an open folder.
  private static func stamp(_ path: UnsafeBufferPointer<UInt8>, in folder: OpenFolder) -> Stamp? {
    withUnsafeTemporaryAllocation(of: CChar.self, capacity: path.count + 1) { name in
      _ = name.initialize(from: path.lazy.map { CChar(bitPattern: $0) })
      name[path.count] = 0
      var info = stat()
      guard fstatat(folder.descriptor, name.baseAddress!, &info, AT_SYMLINK_NOFOLLOW) == 0 else {
        return nil
      }
      return stamp(info)
    }
  }

  private static func stamp(_ info: stat) -> Stamp? {
    guard (info.st_mode & S_IFMT) == S_IFREG else { return nil }
    return Stamp(
      size: Int(info.st_size),
      modified: Int(info.st_mtim.tv_sec) * 1_000_000_000 + Int(info.st_mtim.tv_nsec))
  }

  /// A folder kept open while the cache is in use.
  private final class OpenFolder: Sendable {
    let descriptor: Int32

    init?(_ path: String) {
      descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
      if descriptor < 0 { return nil }
    }

    deinit { close(descriptor) }
  }
}
