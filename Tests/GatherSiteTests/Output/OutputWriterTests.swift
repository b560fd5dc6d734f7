import Foundation
import Testing

@testable import GatherSite
@testable import GatherSiteCore

@Suite struct OutputWriterTests {
  @Test func onlyPathsThatStayInsideTheSiteAreSafe() {
    for path in ["index.html", "a/b/c.html", "...", "a/.../b", ".well-known/x", "a..b/c.d"] {
      #expect(OutputWriter.isSafeRelativePath(path), "\(path)")
    }
    for path in [
      "", "/", "/etc/passwd", "../x", "a/../../x", "a/..", "./a", "a/./b", "a//b", "a/",
      "a\\b", "a\0b", ".", "..",
    ] {
      #expect(!OutputWriter.isSafeRelativePath(path), "\(path)")
    }
    // The rule as first written, on random paths of the bytes that matter.
    func reference(_ path: String) -> Bool {
      !path.isEmpty && !path.hasPrefix("/") && !path.contains("\\") && !path.contains("\0")
        && path.split(separator: "/", omittingEmptySubsequences: false).allSatisfy {
          !$0.isEmpty && $0 != "." && $0 != ".."
        }
    }
    let alphabet = Array("a./\\\0é")
    for _ in 0..<5000 {
      let path = String((0..<Int.random(in: 0...8)).map { _ in alphabet.randomElement()! })
      #expect(OutputWriter.isSafeRelativePath(path) == reference(path), "\(path.debugDescription)")
    }
  }

  /// A build killed while it wrote leaves its mark in the output folder: the next build
  /// removes the temporaries it left and the folders that held nothing else, and the mark;
  /// an empty folder of the user's stays.
  @Test func aKilledBuildsLeftoversGoWithTheNextBuild() async throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let site = root.appendingPathComponent("_site")
    let options = TestSupport.options(content: TestSupport.fixtureLeague, output: site)
    _ = try await SiteBuilder().build(options).result.get()
    let marker = site.appendingPathComponent(OutputFolder.writingName)
    #expect(!FileManager.default.fileExists(atPath: marker.path))

    let temporary = site.appendingPathComponent("players/.index.html.tmp-99999")
    let folder = site.appendingPathComponent("matches/2099-01-01-deadbeef")
    let mine = site.appendingPathComponent("matches/mine")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: mine, withIntermediateDirectories: true)
    try Data("half".utf8).write(to: temporary)
    try Data("half".utf8).write(to: folder.appendingPathComponent(".index.html.tmp-99999"))
    try Data().write(to: marker)
    _ = try await SiteBuilder().build(options).result.get()
    #expect(!FileManager.default.fileExists(atPath: temporary.path))
    #expect(!FileManager.default.fileExists(atPath: folder.path))
    #expect(FileManager.default.fileExists(atPath: mine.path))
    #expect(!FileManager.default.fileExists(atPath: marker.path))
  }

  /// Folders made by several tasks at once are all removed by an abort, children before
  /// their parents whatever order the tasks made them in.
  @Test func anAbortRemovesEveryFolderMadeBySeveralTasks() async throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    for attempt in 0..<20 {
      let site = root.appendingPathComponent("_site\(attempt)")
      let writer = OutputWriter(directory: site)
      try writer.prepare()
      let staged = await withTaskGroup { group in
        for index in 0..<64 {
          group.addTask {
            try? writer.stage(
              MadeFile(
                path: "p\(index % 4)/q\(index % 8)/f\(index)/index.html", origin: "test",
                key: RenderKey(high: 0, low: UInt64(index)), contents: Data("x".utf8)))
          }
        }
        return await group.compactMap { $0 }.reduce(into: []) { $0.append($1) }
      }
      #expect(staged.count == 64)
      try writer.record(staged)
      writer.abort()
      #expect(!FileManager.default.fileExists(atPath: site.path), "attempt \(attempt)")
    }
  }

  /// Two files at one path, or a file where other files need a folder, are conflicts that
  /// name both makers.
  @Test func conflictsNameBothMakers() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let writer = OutputWriter(directory: root.appendingPathComponent("_site"))
    func staged(_ path: String, _ origin: String) -> StagedFile {
      StagedFile(path: path, origin: origin, key: RenderKey(high: 0, low: 0))
    }
    #expect(throws: BuildError.conflict(path: "a.html", first: "one", second: "two")) {
      try writer.record([staged("a.html", "one"), staged("b.html", "x"), staged("a.html", "two")])
    }
    #expect(throws: BuildError.conflict(path: "players", first: "static", second: "pages")) {
      try writer.record([staged("players", "static"), staged("players/1/index.html", "pages")])
    }
    try writer.record([staged("players/index.html", "a"), staged("players/1/index.html", "b")])
  }
}
