import Foundation

/// Notices changes under a site's content and templates folders by polling: a fingerprint
/// of every file's path, size and modification time.
public struct SourceWatcher: Sendable {
  public let directories: [URL]

  public init(directories: [URL]) {
    self.directories = directories
  }

  /// Changes whenever a file is added, removed, resized or modified.
  public func fingerprint() -> [String: String] {
    var result: [String: String] = [:]
    for directory in directories {
      guard let enumerator = FileManager.default.enumerator(atPath: directory.path) else {
        continue
      }
      for case let path as String in enumerator {
        let full = directory.appendingPathComponent(path).path
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: full),
          attributes[.type] as? FileAttributeType == .typeRegular
        else { continue }
        let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        result[full] = "\(attributes[.size] as? Int ?? 0)@\(modified)"
      }
    }
    return result
  }
}
