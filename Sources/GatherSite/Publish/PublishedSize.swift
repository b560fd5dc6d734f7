import Foundation

/// What a built site publishes, measured on disk: how many files and folders, how many
/// bytes, the largest file, and the folder with the most files in it.
///
/// It promises to count the site's own files: every regular file under the folder but the
/// hidden ones (a build's bookkeeping, `.gather-site-files`, small, which some hosts'
/// uploads leave out).
public struct PublishedSize: Sendable, Equatable {
  public var files = 0
  public var folders = 0
  public var bytes: Int64 = 0
  /// The largest file, by its path in the site, and its size.
  public var largest: (path: String, bytes: Int64) = ("", 0)
  /// The folder holding the most files, and how many.
  public var fullestFolder: (path: String, files: Int) = ("", 0)
  /// Bytes by the site's top folder (`cards`, `matches`): what to turn off is told by these.
  public var bytesByTopFolder: [String: Int64] = [:]
  /// Files by the site's top folder.
  public var filesByTopFolder: [String: Int] = [:]

  public init() {}

  public static func == (lhs: PublishedSize, rhs: PublishedSize) -> Bool {
    lhs.files == rhs.files && lhs.folders == rhs.folders && lhs.bytes == rhs.bytes
      && lhs.largest == rhs.largest && lhs.fullestFolder == rhs.fullestFolder
      && lhs.bytesByTopFolder == rhs.bytesByTopFolder
      && lhs.filesByTopFolder == rhs.filesByTopFolder
  }

  /// The site in `folder`.
  public init(measuring folder: URL) {
    let root = folder.standardizedFileURL.path
    guard
      let walk = FileManager.default.enumerator(
        at: folder, includingPropertiesForKeys: [.isRegularFileKey, .isDirectoryKey, .fileSizeKey],
        options: [.skipsHiddenFiles])
    else { return }
    var perFolder: [String: Int] = [:]
    for case let url as URL in walk {
      guard
        let values = try? url.resourceValues(forKeys: [
          .isRegularFileKey, .isDirectoryKey, .fileSizeKey,
        ])
      else { continue }
      let path = String(url.standardizedFileURL.path.dropFirst(root.count + 1))
      let top = path.split(separator: "/").count > 1 ? String(path.prefix { $0 != "/" }) : ""
      if values.isDirectory == true {
        folders += 1
      } else if values.isRegularFile == true {
        let size = Int64(values.fileSize ?? 0)
        files += 1
        bytes += size
        if size > largest.bytes { largest = (path, size) }
        let parent = (path as NSString).deletingLastPathComponent
        perFolder[parent, default: 0] += 1
        bytesByTopFolder[top, default: 0] += size
        filesByTopFolder[top, default: 0] += 1
      }
    }
    if let fullest = perFolder.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }) {
      fullestFolder = (fullest.key, fullest.value)
    }
  }
}
