import Foundation
import Testing

@testable import GatherSite

/// The loaded exports kept between builds must come back exactly, or not at all.
@Suite struct LoadedExportsTests {
  private func describe(_ gathers: [Gather]) -> [String] {
    gathers.map {
      "\($0.id) \(String(describing: $0.completedAt)) \(String(describing: $0.score)) "
        + "\($0.teamA) \($0.teamB) \($0.hasLineups) \($0.fileIndex)"
    }
  }

  @Test func aFileGivesBackThePlayersGathersAndDiagnostics() throws {
    let (input, diagnostics) = TestSupport.fixtureInput()
    let loaded = input.loadedExports
    #expect(!loaded.diagnostics.isEmpty && loaded.gathers.count == 6)
    #expect(loaded.diagnostics.allSatisfy { diagnostics.all.contains($0) })
    let back = try #require(LoadedExports.decode(loaded.encoded(), key: loaded.key))
    #expect(back.players == loaded.players)
    #expect(describe(back.gathers) == describe(loaded.gathers))
    #expect(
      back.gathers.contains { $0.completedAt == nil } && back.gathers.contains { !$0.isFinished })
    #expect(back.diagnostics == loaded.diagnostics && back.gathersRead == loaded.gathersRead)
  }

  @Test func aFileForOtherExportsOrDamagedIsIgnored() {
    let loaded = TestSupport.fixtureInput().0.loadedExports
    let bytes = [UInt8](loaded.encoded())
    #expect(LoadedExports.decode(Data(bytes), key: RenderKey(high: 1, low: 2)) == nil)
    for length in stride(from: 0, to: bytes.count, by: 7) {
      #expect(LoadedExports.decode(Data(bytes[..<length]), key: loaded.key) == nil, "\(length)")
    }
    for offset in stride(from: 0, to: bytes.count, by: 5) {
      var damaged = bytes
      damaged[offset] ^= 0x20
      #expect(LoadedExports.decode(Data(damaged), key: loaded.key) == nil, "\(offset)")
    }
    #expect(LoadedExports.decode(Data(bytes + [0]), key: loaded.key) == nil)
  }

  @Test func theLoaderReusesExportsOnlyForTheSameBytes() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let content = try TestSupport.copyOfFixtureLeague(in: root)
    var keys: [RenderKey] = []
    var kept: LoadedExports?
    // Loads the content, offering `kept` for its key and noting every key asked for.
    func load(_ diagnostics: inout Diagnostics) -> SiteInput {
      ContentLoader(contentDirectory: content).load(into: &diagnostics) { key in
        keys.append(key)
        return key == kept?.key ? kept : nil
      }
    }
    var diagnostics = Diagnostics()
    let first = load(&diagnostics)
    #expect(!first.reusedExports)
    kept = first.loadedExports
    kept?.players[1]?.name = "From the earlier build"
    var again = Diagnostics()
    let second = load(&again)
    #expect(second.reusedExports && second.league.players[1]?.name == "From the earlier build")
    #expect(again.all == diagnostics.all)
    // A changed site.yml changes the settings, not the exports; a changed export does.
    let config = content.appendingPathComponent("site.yml")
    try (String(contentsOf: config, encoding: .utf8) + "\n# edited\n").write(
      to: config, atomically: true, encoding: .utf8)
    _ = load(&again)
    let gathers = content.appendingPathComponent("data/gathers.json")
    try (String(contentsOf: gathers, encoding: .utf8) + "\n").write(
      to: gathers, atomically: true, encoding: .utf8)
    _ = load(&again)
    #expect(keys[0] == keys[1] && keys[1] == keys[2] && keys[2] != keys[3])
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
    try Data("gather-site exports 1\nrubbish".utf8).write(to: file)
    let third = SiteBuilder().build(options)
    #expect(try third.result.get().report.written == 0)
    #expect(third.diagnostics.all == first.diagnostics.all)
    #expect(try Data(contentsOf: file) == written)  // loaded again, and kept for next time
    #expect(inode() != firstInode)
  }
}
