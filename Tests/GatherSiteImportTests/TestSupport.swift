import Foundation

/// Paths and helpers the importers' tests share: the repository's fixtures, temporary
/// folders and the files under a folder.
enum TestSupport {
  static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  /// The fixtures every test target shares.
  static let fixtures = repository.appendingPathComponent("Tests/Fixtures")
  static let fixtureLeague = fixtures.appendingPathComponent("league")

  /// A new empty directory, removed by the caller.
  static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "gather-site-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// Every regular file under `folder`, hidden ones too, by its path there.
  static func files(under folder: URL) throws -> [String: Data] {
    var files: [String: Data] = [:]
    let enumerator = FileManager.default.enumerator(
      at: folder, includingPropertiesForKeys: [.isRegularFileKey])!
    for case let url as URL in enumerator
    where try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true {
      files[String(url.path.dropFirst(folder.path.count + 1))] = try Data(contentsOf: url)
    }
    return files
  }
}
