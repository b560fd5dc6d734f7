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
public struct RenderCache: Sendable {
  public static let fileName = ".gather-site-cache"
  static let header = "gather-site render cache 1"

  struct Entry: Sendable, Equatable {
    var key: RenderKey
    var size: Int
    var modified: Int
  }

  private let root: String
  private let entries: [String: Entry]

  /// No entries: every page is rendered.
  public static func empty(_ directory: URL) -> RenderCache {
    RenderCache(root: directory.path, entries: [:])
  }

  /// The cache the previous build left in `directory`.
  public static func load(_ directory: URL) -> RenderCache {
    guard let data = FileOperations.contents(of: "\(directory.path)/\(fileName)") else {
      return .empty(directory)
    }
    let lines = String(decoding: data, as: UTF8.self).split(separator: "\n")
    guard lines.first == Substring(header) else { return .empty(directory) }
    var entries: [String: Entry] = [:]
    entries.reserveCapacity(lines.count)
    for line in lines.dropFirst() {
      let fields = line.split(separator: " ", maxSplits: 3)
      guard fields.count == 4, let key = RenderKey(hex: fields[0]), let size = Int(fields[1]),
        let modified = Int(fields[2]), OutputWriter.isSafeRelativePath(String(fields[3]))
      else { return .empty(directory) }
      entries[String(fields[3])] = Entry(key: key, size: size, modified: modified)
    }
    return RenderCache(root: directory.path, entries: entries)
  }

  /// Whether the file at `path` was rendered from `key` and is still as it was written.
  func isCurrent(_ path: String, key: RenderKey) -> Bool {
    guard let entry = entries[path], entry.key == key else { return false }
    guard let (size, modified) = Self.stamp("\(root)/\(path)") else { return false }
    return size == entry.size && modified == entry.modified
  }

  /// Records the keys of the site just committed, with their files' sizes and times.
  static func write(_ keys: [String: RenderKey], to directory: URL) throws(BuildError) {
    var text = header + "\n"
    for (path, key) in keys.sorted(by: { $0.key < $1.key }) {
      guard let (size, modified) = stamp("\(directory.path)/\(path)") else { continue }
      text += "\(key.hex) \(size) \(modified) \(path)\n"
    }
    let target = "\(directory.path)/\(fileName)"
    let temporary = "\(directory.path)/.\(fileName).tmp-\(getpid())"
    try FileOperations.write(Data(text.utf8), to: temporary, name: fileName)
    if rename(temporary, target) != 0 {
      unlink(temporary)
      throw BuildError.output(path: fileName, message: String(cString: strerror(errno)))
    }
  }

  /// A regular file's size and modification time in nanoseconds.
  private static func stamp(_ path: String) -> (Int, Int)? {
    var info = stat()
    guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
    return (Int(info.st_size), Int(info.st_mtim.tv_sec) * 1_000_000_000 + Int(info.st_mtim.tv_nsec))
  }
}
