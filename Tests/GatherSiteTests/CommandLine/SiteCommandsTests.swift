import Foundation
import Testing

/// `check`, `new` and `import app-storage` run as a user runs them.
@Suite struct SiteCommandsTests {
  @Test func checkReportsAndFailsOnErrorsWithoutWriting() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let content = try TestSupport.copyOfFixtureLeague(in: root)
    let good = try BuildCommandTests.run(["check"], in: root)
    #expect(good.status == 0)
    #expect(good.stdout == "Checked Content: 0 errors, 3 warnings\n")
    try Data("[1,".utf8).write(to: content.appendingPathComponent("data/gathers.json"))
    let bad = try BuildCommandTests.run(["check"], in: root)
    #expect(bad.status == 1)
    #expect(
      bad.stderr.contains(
        "error: data/gathers.json:1:4: invalid JSON: the file ends before the JSON does (truncated?)"
      ))
    #expect(bad.stdout == "Checked Content: 1 error, 0 warnings\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == ["Content"])
  }

  @Test func newSiteBuildsWithTheBuiltInTheme() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let made = try BuildCommandTests.run(["new", "league"], in: root)
    #expect(made.status == 0)
    let league = root.appendingPathComponent("league")
    let built = try BuildCommandTests.run(["build"], in: league)
    #expect(built.status == 0 && built.stderr.isEmpty)
    #expect(
      FileManager.default.fileExists(atPath: league.appendingPathComponent("_site/index.html").path)
    )
    #expect(
      !FileManager.default.fileExists(atPath: league.appendingPathComponent("Templates").path))
    let again = try BuildCommandTests.run(["new", "league"], in: root)
    #expect(again.status == 1 && again.stderr.contains("already exists"))
  }

  @Test func importAppStorageRefusesToOverwriteWithoutForce() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let storage = TestSupport.fixtureLeague.deletingLastPathComponent().appendingPathComponent(
      "app-storage.json"
    ).path
    let first = try BuildCommandTests.run(
      ["import", "app-storage", storage, "--into", "data"], in: root)
    #expect(first.status == 0 && first.stdout == "Imported 4 players and 2 gathers into data\n")
    let second = try BuildCommandTests.run(
      ["import", "app-storage", storage, "--into", "data"], in: root)
    #expect(
      second.status == 1
        && second.stderr.contains("players.json: already exists; use --force to replace it"))
    let forced = try BuildCommandTests.run(
      ["import", "app-storage", storage, "--into", "data", "--force"], in: root)
    #expect(forced.status == 0)
  }
}
