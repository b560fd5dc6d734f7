import Foundation
import Testing

@testable import GatherSite
@testable import GatherSiteCore

/// Broken and hostile inputs (Fixtures/corpus), each with the exact diagnostics and exit
/// status it must produce (`expected.txt`). Each case holds only what it breaks; the rest
/// comes from `_base`. Set UPDATE_CORPUS=1 to write the expectations of new cases, then
/// review them before committing.
@Suite struct CorpusTests {
  static let corpus = TestSupport.fixtureLeague.deletingLastPathComponent().appendingPathComponent(
    "corpus")

  /// The cases, by folder name; none when the corpus folder is missing, which
  /// `theCorpusIsThere` reports.
  static var cases: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? []).filter {
      !$0.hasPrefix("_")
    }.sorted()
  }

  /// A missing or renamed corpus folder would leave no case to run: that is a failure.
  @Test func theCorpusIsThere() throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: Self.corpus.path)
    #expect(names.contains("_base"))
    #expect(Self.cases.count >= 70, "\(Self.cases.count) cases")
  }

  /// Builds the case and returns what a user would see: the diagnostics, then the exit status.
  private func run(_ name: String, in root: URL) async throws -> (
    lines: [String], site: URL, succeeded: Bool
  ) {
    let content = root.appendingPathComponent("Content")
    try FileManager.default.copyItem(at: Self.corpus.appendingPathComponent("_base"), to: content)
    let source = Self.corpus.appendingPathComponent(name)
    for relative in try FileManager.default.subpathsOfDirectory(atPath: source.path) {
      let from = source.appendingPathComponent(relative)
      var isDirectory: ObjCBool = false
      _ = FileManager.default.fileExists(atPath: from.path, isDirectory: &isDirectory)
      guard !isDirectory.boolValue, relative != "expected.txt" else { continue }
      let target = content.appendingPathComponent(
        relative == "players.json" || relative == "gathers.json" ? "data/\(relative)" : relative)
      try FileManager.default.createDirectory(
        at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
      try? FileManager.default.removeItem(at: target)
      try FileManager.default.copyItem(at: from, to: target)
    }
    let site = root.appendingPathComponent("_site")
    let (diagnostics, result) = await SiteBuilder().build(
      TestSupport.options(content: content, output: site))
    var lines = diagnostics.all.map(\.description)
    if case .failure(let error) = result { lines.append("error: \(error)") }
    lines.append("exit: \((try? result.get()) == nil ? 1 : 0)")
    return (lines, site, (try? result.get()) != nil)
  }

  @Test(arguments: cases)
  func caseGivesItsExpectedDiagnostics(_ name: String) async throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let (lines, site, succeeded) = try await run(name, in: root)
    let expectedURL = Self.corpus.appendingPathComponent(name).appendingPathComponent(
      "expected.txt")
    if ProcessInfo.processInfo.environment["UPDATE_CORPUS"] == "1" {
      try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: expectedURL)
    }
    let expected = try String(contentsOf: expectedURL, encoding: .utf8).split(separator: "\n").map(
      String.init)
    #expect(lines == expected)
    // Nothing is written outside the output folder (but the build's state in its own
    // folder), and no data becomes markup or script.
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: root.path).sorted()
        == (succeeded ? [".gather-site", "Content", "_site"] : ["Content"]))
    guard succeeded else { return }
    for relative in try FileManager.default.subpathsOfDirectory(atPath: site.path)
    where relative.hasSuffix(".html") {
      // The theme's scripts (the group-chat button of match pages, search with its index,
      // and the 404 page's way on from a player's old page) are its own; no other may appear.
      var page = try String(contentsOf: site.appendingPathComponent(relative), encoding: .utf8)
        .lowercased()
      for script in [
        #"<script src="../../assets/share.js" defer></script>"#,
        #"<script src="../search/index.js" defer></script>"#,
        #"<script src="../assets/search.js" defer></script>"#,
        #"<script src="/assets/moved.js" data-players="/players/"></script>"#,
      ] {
        page = page.replacingOccurrences(of: script, with: "")
      }
      for marker in ["<script", "href=\"javascript", "src=\"javascript", "<img", "<b>"] {
        #expect(!page.contains(marker), "\(name): \(relative) contains \(marker)")
      }
      // No tag carries an event handler attribute (attribute values are always quoted).
      #expect(
        page.firstMatch(of: /<[a-z][a-z0-9]*(?:\s+[a-z:\-]+(?:="[^"]*")?)*\s+on[a-z]+\s*=/) == nil,
        "\(name): \(relative) has an event handler")
    }
  }
}
