import Foundation
import Testing

@testable import GatherSite

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

  @Test func aKilledBuildsLeftoversGoWithTheNextBuildAndTheMarkerGoesWhenABuildEnds() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let site = root.appendingPathComponent("_site")
    let options = TestSupport.options(content: TestSupport.fixtureLeague, output: site)
    _ = try SiteBuilder().build(options).result.get()
    let marker = site.appendingPathComponent(OutputWriter.markerName)
    #expect(!FileManager.default.fileExists(atPath: marker.path))

    // What a build killed while rendering leaves: its marker, a temporary, an empty folder.
    let temporary = site.appendingPathComponent("players/.index.html.tmp-99999")
    let folder = site.appendingPathComponent("matches/2099-01-01-deadbeef")
    try Data("half".utf8).write(to: temporary)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data().write(to: marker)
    _ = try SiteBuilder().build(options).result.get()
    #expect(!FileManager.default.fileExists(atPath: temporary.path))
    #expect(!FileManager.default.fileExists(atPath: folder.path))
    #expect(!FileManager.default.fileExists(atPath: marker.path))
  }

  @Test func aFailedBuildLeavesNoMarker() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let site = root.appendingPathComponent("_site")
    let writer = OutputWriter(directory: site)
    try writer.record([
      try writer.stage(OutputFile(path: "a/index.html", text: "a", origin: "test"))
    ])
    #expect(
      FileManager.default.fileExists(
        atPath: site.appendingPathComponent(OutputWriter.markerName).path))
    writer.abort()
    #expect(!FileManager.default.fileExists(atPath: site.path))
  }

  /// Folders made on several threads at once are all removed by an abort. A thread can
  /// record a folder it made after another thread recorded a child folder made in it; an
  /// abort that went by recording order then left the parent behind (the CI machine's many
  /// cores hit it in `aFileWhereTheSiteNeedsAFolderIsAConflict`). The race is rare on two
  /// cores, so the order is also checked on its own.
  @Test func anAbortRemovesEveryFolderMadeOnSeveralThreads() throws {
    #expect(
      OutputWriter.removalOrder(["/s", "/s/a/c", "/s/b", "/s/a", "/s/a/c/d"]).map {
        $0.split(separator: "/").count
      } == [4, 3, 2, 2, 1])
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    for attempt in 0..<20 {
      let site = root.appendingPathComponent("_site\(attempt)")
      let writer = OutputWriter(directory: site)
      let staged = Parallel.map(64, largestChunk: 1) { index in
        try? writer.stage(
          OutputFile(
            path: "p\(index % 4)/q\(index % 8)/f\(index)/index.html", text: "x", origin: "test"))
      }
      try writer.record(staged.compactMap { $0 })
      writer.abort()
      #expect(!FileManager.default.fileExists(atPath: site.path), "attempt \(attempt)")
    }
  }

  /// The commit learns from the last manifest which files are new and which are stale by
  /// comparing the two lists in order; it must agree with comparing them as sets, whatever
  /// changed where, and with a manifest that lists a path twice.
  @Test func theFilesAddedAndTheStaleOnesAreThoseOfTheSetsWhateverTheOrder() {
    func reference(_ previous: [String], _ current: [String]) -> (Bool, [String]) {
      (!Set(current).isSubset(of: Set(previous)), Set(previous).subtracting(current).sorted())
    }
    func check(_ previous: [String], _ current: [String]) {
      var repeated: Int?
      let set = PathSet(current, firstRepeat: &repeated)
      let found = OutputWriter.difference(from: previous, to: current, set)
      let expected = reference(previous, current)
      #expect(found.added == expected.0, "\(previous) → \(current)")
      #expect(found.stale == expected.1, "\(previous) → \(current)")
    }
    let site = (0..<8).map { "m/\($0)/index.html" }
    check(site, site)
    check(site, Array(site[..<4]) + ["new.html"] + site[4...])
    check(site, site + ["new.html"])
    check(site, Array(site.dropFirst(3)))
    check(site, Array(site.reversed()))
    check(site + [site[2]], site)
    check(site + [site[2]], site + ["new.html"])
    check([], site)
    check(site, [])
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<500 {
      let previous = (0..<Int.random(in: 0...6)).map { _ in "p\(Int.random(in: 0...7))" }
      let current = Array(Set((0..<Int.random(in: 0...6)).map { _ in "p\(Int.random(in: 0...7))" }))
        .shuffled(using: &generator)
      check(previous, current)
    }
  }

  /// A file in a folder's place is found as a plain search finds it: the first path in order
  /// with such a folder, and its deepest one; in large sites too (looked at on every core).
  @Test func theFirstFileInAFoldersPlaceIsFoundWithItsDeepestFolder() {
    func reference(_ paths: [String]) -> (folder: String, path: String)? {
      let set = Set(paths)
      for path in paths {
        // By bytes: a "/" after a prepended mark is no character of its own.
        var bytes = Array(path.utf8)
        while let slash = bytes.lastIndex(of: UInt8(ascii: "/")) {
          bytes = Array(bytes[..<slash])
          let folder = String(decoding: bytes, as: UTF8.self)
          if set.contains(folder) { return (folder, path) }
        }
      }
      return nil
    }
    func check(_ paths: [String], _ label: String) {
      let set = Set(paths)
      let found = OutputWriter.fileInTheWay(of: paths, among: { set.contains($0) })
      let expected = reference(paths)
      #expect(found?.folder == expected?.folder && found?.path == expected?.path, "\(label)")
    }
    let site = (0..<20_000).map { "matches/\($0)/index.html" } + ["players/index.html"]
    check(site, "no conflict")
    #expect(OutputWriter.fileInTheWay(of: site, among: { Set(site).contains($0) }) == nil)
    check(site + ["matches/12345"], "a file named like a match's folder")
    check(["a/b/c.html", "a", "a/b"], "two folders of one path: the deepest")
    check(["x.html", "a/b/c.html", "a/b", "a"], "the first path in order")
    check(site + ["matches"], "every match's folder")
    // A folder ending in a character that joins what follows it (U+0600, a prepended mark)
    // is still the folder: paths are cut at the byte "/", not at a character "/".
    check(["static/a\u{0600}/x.html", "static/a\u{0600}"], "a folder ending in a prepended mark")
    #expect(
      OutputWriter.fileInTheWay(
        of: ["static/a\u{0600}/x.html", "static/a\u{0600}"],
        among: { ["static/a\u{0600}/x.html", "static/a\u{0600}"].contains($0) })?.folder
        == "static/a\u{0600}")
    let conflict = OutputWriter.fileInTheWay(
      of: site + ["matches/12345"], among: { Set(site + ["matches/12345"]).contains($0) })
    #expect(conflict?.folder == "matches/12345" && conflict?.path == "matches/12345/index.html")
    let alphabet = ["a", "b", "a/b", "b/a", "a/a"]
    for _ in 0..<500 {
      let paths = Array(Set((0..<Int.random(in: 0...5)).map { _ in alphabet.randomElement()! }))
      check(paths, "\(paths)")
    }
  }
}
