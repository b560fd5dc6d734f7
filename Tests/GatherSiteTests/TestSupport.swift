import Foundation
import Testing

@testable import GatherSite
@testable import GatherSiteCore

/// Paths and helpers shared by the build's tests: the repository, the fixture league, build
/// options, temporary folders.
enum TestSupport {
  static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  /// The fixtures both test targets share.
  static let fixtures = repository.appendingPathComponent("Tests/Fixtures")
  static let fixtureLeague = fixtures.appendingPathComponent("league")
  static let templates = repository.appendingPathComponent("Templates")

  /// A new empty directory, removed by the caller with `cleanUp`.
  static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "gather-site-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// A copy of the fixture league that a test may change.
  static func copyOfFixtureLeague(in directory: URL) throws -> URL {
    let content = directory.appendingPathComponent("Content")
    try FileManager.default.copyItem(at: fixtureLeague, to: content)
    return content
  }

  /// Options to build `content` into `output`, with the build's state beside the output.
  static func options(content: URL, output: URL, strict: Bool = false) -> BuildOptions {
    var options = BuildOptions(
      contentDirectory: content, templatesDirectory: templates, outputDirectory: output,
      strict: strict,
      currentDirectory: output.deletingLastPathComponent())
    options.stateDirectory = output.deletingLastPathComponent().appendingPathComponent(
      ".gather-site")
    return options
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

  static func read(_ path: String, in site: URL) throws -> String {
    try String(contentsOf: site.appendingPathComponent(path), encoding: .utf8)
  }

  /// The text of the PDF at `url`, as poppler's `pdftotext` reads it (as a reader who
  /// copies it out of the document would get it).
  static func pdfText(_ url: URL) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/pdftotext")
    process.arguments = ["-enc", "UTF-8", url.path, "-"]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let text = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: text, as: UTF8.self)
  }
}
