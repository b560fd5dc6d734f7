import Foundation
import Testing

@testable import GatherSite
@testable import GatherSiteCore
@testable import GatherSiteImport

/// `gather-site import csv` run as a user runs it, on the league of `Tests/Fixtures/csv`:
/// the same twelve matches as a row per player (`,`, LF, with the goals of each player), as
/// a row per match (`;`, a byte order mark, CRLF, names split by `;` and by line breaks
/// inside quoted cells), and as exports written by hand; `details/matches` holds the
/// write-ups the goals make, for the two without them.
@Suite struct ImportCSVCommandTests {
  static let fixture = TestSupport.fixtures.appendingPathComponent("csv")

  /// A content folder in `root/name`: the fixture's settings and write-up (or the write-ups
  /// with the goals, `details/matches`), and no data.
  private func content(_ name: String, in root: URL, details: Bool = false) throws -> URL {
    let content = root.appendingPathComponent("\(name)/Content")
    try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
    for item in ["site.yml", details ? "details/matches" : "matches"] {
      try FileManager.default.copyItem(
        at: Self.fixture.appendingPathComponent(item),
        to: content.appendingPathComponent(SitePath.name(item)))
    }
    return content
  }

  /// One league made three ways gives the same site, byte for byte: imported from a
  /// spreadsheet of each layout, and written as exports by hand (the ids of its matches
  /// written out, a write-up attached to one of them by its id). The goals of the row per
  /// player go into the write-ups, the one written by hand keeping its title and body: the
  /// write-ups the other two are given.
  @Test func oneLeagueMadeThreeWaysGivesTheSameSite() async throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    var sites: [String: [String: Data]] = [:]
    for way in ["per-player", "per-match", "exports"] {
      let content = try content(way, in: root, details: way != "per-player")
      let data = content.appendingPathComponent("data")
      if way == "exports" {
        try FileManager.default.copyItem(
          at: Self.fixture.appendingPathComponent("exports"), to: data)
      } else {
        let csv = Self.fixture.appendingPathComponent("\(way).csv").path
        let run = try BuildCommandTests.run(
          ["import", "csv", csv, "--into", "Content/data"], in: content.deletingLastPathComponent())
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
          run.stdout
            == "Imported 12 matches and 10 players (10 new, 0 known) into Content/data"
            + (way == "per-player" ? "; write-ups in Content/matches: 8 created, 1 updated" : "")
            + "\n")
        #expect(run.stderr == "")
      }
      if way == "per-player" {
        let matches = content.appendingPathComponent("matches")
        let expected = Self.fixture.appendingPathComponent("details/matches")
        #expect(try TestSupport.files(under: matches) == TestSupport.files(under: expected))
      }
      let site = root.appendingPathComponent("\(way)/_site")
      let (diagnostics, result) = await SiteBuilder().build(
        TestSupport.options(content: content, output: site))
      #expect(diagnostics.errors.isEmpty, "\(diagnostics.errors)")
      _ = try result.get()
      sites[way] = try TestSupport.files(under: site)
    }
    let exports = try #require(sites["exports"])
    // Twelve match pages, the write-up on the page of its match.
    #expect(exports.keys.filter { $0.hasPrefix("matches/") }.count == 12)
    let written = try #require(
      exports.first { $0.key.hasPrefix("matches/") && $0.key.contains("3b24e8c5") }?.value)
    #expect(String(decoding: written, as: UTF8.self).contains("Two matches, one Saturday"))
    for way in ["per-player", "per-match"] {
      let site = try #require(sites[way])
      #expect(site.keys.sorted() == exports.keys.sorted(), "\(way)")
      let differing = site.keys.filter { site[$0] != exports[$0] }.sorted()
      #expect(differing.isEmpty, "\(way) differs from the exports in \(differing)")
    }
  }

  /// Rows appended to the spreadsheet, imported again over the first import, change no
  /// id: every player and every match keeps its own, and the new ones come after.
  @Test func reimportingWithRowsAppendedKeepsEveryEarlierId() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let content = try content("league", in: root)
    let csv = root.appendingPathComponent("league.csv")
    try FileManager.default.copyItem(
      at: Self.fixture.appendingPathComponent("per-match.csv"), to: csv)
    let first = try BuildCommandTests.run(
      ["import", "csv", csv.path, "--into", "Content/data"], in: content.deletingLastPathComponent()
    )
    #expect(first.status == 0)
    let data = content.appendingPathComponent("data")
    let gathers = try Data(contentsOf: data.appendingPathComponent("gathers.json"))
    let players = try Data(contentsOf: data.appendingPathComponent("players.json"))

    // The same file again gives the same bytes.
    let again = try BuildCommandTests.run(
      ["import", "csv", csv.path, "--into", "Content/data", "--force"],
      in: content.deletingLastPathComponent())
    #expect(
      again.stdout == "Imported 12 matches and 10 players (0 new, 10 known) into Content/data\n")
    #expect(try Data(contentsOf: data.appendingPathComponent("gathers.json")) == gathers)
    #expect(try Data(contentsOf: data.appendingPathComponent("players.json")) == players)

    // A third match on 2024-03-23, a new day with a new player, and a day that had one
    // match now with a second.
    let handle = try FileHandle(forWritingTo: csv)
    handle.seekToEndOfFile()
    handle.write(
      Data(
        "2024-03-23;\"Ana;Nadia\";\"Ben\nDev\";1-1;;3\r\n2024-05-18;Nadia;\"Zoë\";;A;\r\n2024-05-11;Ana;Ben;0-1;;late\r\n"
          .utf8))
    try handle.close()
    let appended = try BuildCommandTests.run(
      ["import", "csv", csv.path, "--into", "Content/data", "--force"],
      in: content.deletingLastPathComponent())
    #expect(appended.status == 0, "\(appended.stderr)")
    #expect(
      appended.stdout == "Imported 15 matches and 11 players (1 new, 10 known) into Content/data\n")

    let decoder = JSONDecoder()
    let before = try decoder.decode([GatherExport].self, from: gathers)
    let after = try decoder.decode(
      [GatherExport].self, from: Data(contentsOf: data.appendingPathComponent("gathers.json")))
    #expect(after.prefix(before.count).map(\.id) == before.map(\.id))
    #expect(Array(after.prefix(before.count)) == before)
    #expect(after.count == before.count + 3)
    let playersBefore = try decoder.decode([JSONValue].self, from: players)
    let playersAfter = try decoder.decode(
      [JSONValue].self, from: Data(contentsOf: data.appendingPathComponent("players.json")))
    #expect(Array(playersAfter.prefix(playersBefore.count)) == playersBefore)
    #expect(playersAfter.last == .object(["id": .int(11), "name": .string("Nadia")]))
  }

  /// Importing the same spreadsheet again, with `--force`, writes no file: the exports and
  /// the write-ups keep their bytes and their modification times. `--matches` names the
  /// folder of write-ups.
  @Test func reimportingWritesNoFile() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let content = try content("league", in: root)
    let csv = Self.fixture.appendingPathComponent("per-player.csv").path
    let arguments = ["import", "csv", csv, "--into", "Content/data", "--matches", "Write-ups"]
    let first = try BuildCommandTests.run(arguments, in: content.deletingLastPathComponent())
    #expect(first.status == 0, "\(first.stderr)")
    #expect(first.stdout.hasSuffix("; write-ups in Write-ups: 9 created, 0 updated\n"))
    let folder = content.deletingLastPathComponent()
    let written = try TestSupport.files(under: folder)
    let old = Date(timeIntervalSinceReferenceDate: 0)
    for path in written.keys {
      try FileManager.default.setAttributes(
        [.modificationDate: old], ofItemAtPath: folder.appendingPathComponent(path).path)
    }
    let again = try BuildCommandTests.run(
      arguments + ["--force"], in: content.deletingLastPathComponent())
    #expect(again.status == 0, "\(again.stderr)")
    #expect(
      again.stdout
        == "Imported 12 matches and 10 players (0 new, 10 known) into Content/data; write-ups in Write-ups: 0 created, 0 updated\n"
    )
    #expect(try TestSupport.files(under: folder) == written)
    for path in written.keys {
      let attributes = try FileManager.default.attributesOfItem(
        atPath: folder.appendingPathComponent(path).path)
      #expect(attributes[.modificationDate] as? Date == old, "\(path)")
    }
  }

  /// As `import app-storage`: nothing is replaced without `--force`, and an error writes
  /// nothing.
  @Test func refusesToReplaceWithoutForceAndWritesNothingOnAnError() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let csv = root.appendingPathComponent("m.csv")
    try Data("date,player,team,score\n2024-05-12,Ana,A,1-0\n".utf8).write(to: csv)
    let first = try BuildCommandTests.run(["import", "csv", "m.csv", "--into", "data"], in: root)
    #expect(first.status == 0)
    #expect(first.stdout == "Imported 1 match and 1 player (1 new, 0 known) into data\n")
    #expect(first.stderr == "warning: site.yml: not found; using the default settings\n")
    let second = try BuildCommandTests.run(["import", "csv", "m.csv", "--into", "data"], in: root)
    #expect(second.status == 1)
    #expect(
      second.stderr.hasSuffix(
        "error: data/players.json: already exists; use --force to replace it\n"))
    try Data("date,player,team,score\n2024-05-12,Ana,A,1-0\n2024-05-12,Ben,C,1-0\n".utf8).write(
      to: csv)
    let bad = try BuildCommandTests.run(
      ["import", "csv", "m.csv", "--into", "data", "--force"], in: root)
    #expect(bad.status == 1 && bad.stdout.isEmpty)
    #expect(
      bad.stderr.hasSuffix("error: m.csv: row 3, column C (team): \"C\" is neither side (A or B)\n")
    )
    let players = try String(
      contentsOf: root.appendingPathComponent("data/players.json"), encoding: .utf8)
    #expect(!players.contains("Ben"))
  }

  /// An import into a site that `new` made replaces the example league whole; once the
  /// example is edited, it is the organiser's, and needs --force.
  @Test func anImportReplacesTheExampleLeagueOfNew() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(try BuildCommandTests.run(["new", "club"], in: root).status == 0)
    let club = root.appendingPathComponent("club")
    let sheet = TestSupport.fixtures.appendingPathComponent("spreadsheets/league.ods").path
    let imported = try BuildCommandTests.run(
      ["import", "csv", sheet, "--into", "Content/data"], in: club)
    #expect(imported.status == 0)
    #expect(
      imported.stdout
        == "Imported 40 matches and 24 players (24 new, 0 known) into Content/data, replacing the example league of gather-site new\n"
    )
    let players = try String(
      contentsOf: club.appendingPathComponent("Content/data/players.json"), encoding: .utf8)
    #expect(players.contains("\"Grace Nowak\"") && !players.contains("\"Ana Lima\""))
    let matches = try FileManager.default.contentsOfDirectory(
      atPath: club.appendingPathComponent("Content/matches").path)
    #expect(matches.isEmpty)
    #expect(
      FileManager.default.fileExists(
        atPath: club.appendingPathComponent("Content/pages/about.md").path))

    let edited = root.appendingPathComponent("edited")
    #expect(try BuildCommandTests.run(["new", "edited"], in: root).status == 0)
    let playersFile = edited.appendingPathComponent("Content/data/players.json")
    try (String(contentsOf: playersFile, encoding: .utf8) + " ").write(
      to: playersFile, atomically: true, encoding: .utf8)
    let refused = try BuildCommandTests.run(
      ["import", "csv", sheet, "--into", "Content/data"], in: edited)
    #expect(refused.status == 1)
    #expect(
      refused.stderr.hasSuffix(
        "error: Content/data/players.json: already exists; use --force to replace it\n"))
  }
}
