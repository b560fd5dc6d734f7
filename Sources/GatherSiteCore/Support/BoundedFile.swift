import Foundation

/// Reads a file that has a size limit without reading more of it than the limit: a
/// 300 MB `site.yml`, or one that is a link to `/dev/zero`, costs no more than 1 MiB of
/// memory before it is refused.
package enum BoundedFile {
  /// What was read of a file.
  package enum Contents {
    /// The whole file.
    case whole(Data)
    /// More than the limit: the file's size (as much as was read, for a file that is not
    /// a regular one).
    case tooLarge(Int)
  }

  /// The file at `path`, read up to `limit` bytes; `nil` when it cannot be read.
  package static func read(_ path: String, limit: Int) -> Contents? {
    guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
    defer { try? handle.close() }
    guard let data = try? handle.read(upToCount: limit + 1) ?? Data() else { return nil }
    guard data.count > limit else { return .whole(data) }
    let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? nil
    return .tooLarge(max(size ?? data.count, data.count))
  }
}
