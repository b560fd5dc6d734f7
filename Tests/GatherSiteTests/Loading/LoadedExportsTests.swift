import Foundation
import Testing

@testable import GatherSite

/// The loaded exports kept between builds must come back exactly, or not at all.
@Suite struct LoadedExportsTests {
  private let program = RenderKey(high: 7, low: 11)

  private func describe(_ gathers: CheckedGathers) -> [String] {
    zip(gathers.hashes, gathers.rows).map { hash, row in
      let gather = row.gather.map {
        "\($0.id) \(String(describing: $0.completedAt)) \(String(describing: $0.score)) "
          + "\($0.teamA) \($0.teamB) \($0.hasLineups) \($0.fileIndex)"
      }
      return "\(hash.hex) \(String(describing: gather)) \(row.lacksPlayers) \(row.diagnostics)"
    }
  }

  @Test func aFileGivesBackThePlayersRowsAndDiagnostics() throws {
    let (input, diagnostics) = TestSupport.fixtureInput()
    let loaded = try #require(input.loadedExports)
    #expect(loaded.gathers.rows.count == 6)
    #expect(loaded.gathers.rows.contains { !$0.diagnostics.isEmpty })
    #expect(loaded.playerDiagnostics.allSatisfy { diagnostics.all.contains($0) })
    let back = try #require(
      LoadedExports.decode(loaded.encoded(program: program), program: program))
    #expect(back.key == loaded.key && back.playersKey == loaded.playersKey)
    #expect(back.players == loaded.players && back.playerDiagnostics == loaded.playerDiagnostics)
    #expect(describe(back.gathers) == describe(loaded.gathers))
    #expect(back.gathers.rows.contains { $0.gather?.completedAt == nil })
    #expect(back.gathers.rows.contains { $0.gather?.isFinished == false })
  }

  @Test func aFileForAnotherProgramOrDamagedIsIgnored() throws {
    let loaded = try #require(TestSupport.fixtureInput().0.loadedExports)
    let bytes = loaded.encoded(program: program)
    #expect(LoadedExports.decode(bytes, program: RenderKey(high: 1, low: 2)) == nil)
    for length in stride(from: 0, to: bytes.count, by: 7) {
      #expect(LoadedExports.decode(Array(bytes[..<length]), program: program) == nil, "\(length)")
    }
    for offset in stride(from: 0, to: bytes.count, by: 5) {
      var damaged = bytes
      damaged[offset] ^= 0x20
      #expect(LoadedExports.decode(damaged, program: program) == nil, "\(offset)")
    }
    #expect(LoadedExports.decode(bytes + [0], program: program) == nil)
  }

  @Test func theLoaderReusesWhatTheBytesDidNotChange() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let content = try TestSupport.copyOfFixtureLeague(in: root)
    func load(_ previous: LoadedExports?) -> (SiteInput, [Diagnostic]) {
      var diagnostics = Diagnostics()
      let input = ContentLoader(contentDirectory: content).load(
        into: &diagnostics, reusing: previous)
      return (input, diagnostics.all)
    }
    func edit(_ file: String, _ change: (String) -> String) throws {
      let url = content.appendingPathComponent(file)
      try change(String(contentsOf: url, encoding: .utf8)).write(
        to: url, atomically: true, encoding: .utf8)
    }
    let (first, diagnostics) = load(nil)
    #expect(!first.reusedExports)
    // Marks on what an earlier build kept show where it is used.
    var kept = try #require(first.loadedExports)
    kept.players[1]?.name = "From the earlier build"
    kept.gathers.rows[0].gather?.score = Score(teamA: 9, teamB: 9)
    let (second, again) = load(kept)
    #expect(second.reusedExports && second.league.players[1]?.name == "From the earlier build")
    #expect(second.league.gathers.contains { $0.score == Score(teamA: 9, teamB: 9) })
    #expect(again == diagnostics)
    // A changed site.yml changes the settings, not the exports.
    try edit("site.yml") { $0 + "\n# edited\n" }
    #expect(load(kept).0.reusedExports)
    // A changed row is read again; the rows around it are not.
    try edit("data/gathers.json") { $0.replacingOccurrences(of: "\"4:0\"", with: "\"4:1\"") }
    let (third, thirdDiagnostics) = load(kept)
    #expect(!third.reusedExports && third.league.players[1]?.name == "From the earlier build")
    #expect(third.league.gathers.contains { $0.score == Score(teamA: 9, teamB: 9) })
    #expect(third.league.gathers.contains { $0.score == Score(teamA: 4, teamB: 1) })
    #expect(thirdDiagnostics.count == diagnostics.count)
    // A changed players.json changes every row's checks: everything is read again.
    try edit("data/players.json") { $0 + "\n" }
    let (fourth, fourthDiagnostics) = load(kept)
    #expect(fourth.league.players[1]?.name != "From the earlier build")
    #expect(!fourth.league.gathers.contains { $0.score == Score(teamA: 9, teamB: 9) })
    #expect(fourthDiagnostics == load(nil).1)
  }

  @Test func aRebuildReusesTheExportsAndADamagedFileIsIgnored() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let output = root.appendingPathComponent("_site")
    let options = TestSupport.options(content: TestSupport.fixtureLeague, output: output)
    let first = SiteBuilder().build(options)
    _ = try first.result.get()
    let file = output.appendingPathComponent(LoadedExports.fileName)
    let written = try Data(contentsOf: file)
    let inode = {
      (try? FileManager.default.attributesOfItem(atPath: file.path))?[.systemFileNumber] as? Int
    }
    let firstInode = inode()
    let second = SiteBuilder().build(options)
    #expect(try second.result.get().report.written == 0)
    #expect(second.diagnostics.all == first.diagnostics.all)
    #expect(firstInode != nil && inode() == firstInode)  // reused, so not written again
    try Data("gather-site exports 2\nrubbish".utf8).write(to: file)
    let third = SiteBuilder().build(options)
    #expect(try third.result.get().report.written == 0)
    #expect(third.diagnostics.all == first.diagnostics.all)
    #expect(try Data(contentsOf: file) == written)  // loaded again, and kept for next time
    #expect(inode() != firstInode)
  }
}
