import Foundation
import Testing

@testable import ExportScanning
@testable import GatherSiteCore

/// The faster reader reads every export of the sample, of generated leagues of both bench
/// shapes and of the fuzz corpus into the rows `JSONDecoder` reads (or leaves the file to
/// it), each file as players.json and as gathers.json.
@Suite struct ScannedExportsTests {
  static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// Reads the rows of `data` both ways and says whether the scanner read them itself.
  private func compare(_ data: Data, _ name: String) -> (players: Bool, gathers: Bool) {
    #expect(ScannedExports.readsAsDecoder(data), "\(name)")
    return (
      ScannedExports.rows(data, as: PlayerRow.self) != nil,
      ScannedExports.rows(data, as: GatherRow.self) != nil
    )
  }

  @Test func theSampleReadsAsTheDecoderReadsIt() throws {
    let data = Self.repository.appendingPathComponent("Content/data")
    for name in ["players.json", "gathers.json"] {
      let read = compare(try Data(contentsOf: data.appendingPathComponent(name)), name)
      #expect(read == (true, true), "\(name) was not scanned")
    }
  }

  @Test(arguments: ["groups", "free-mix"])
  func aGeneratedLeagueReadsAsTheDecoderReadsIt(shape: String) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "gather-site-scanned-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let generate = Process()
    generate.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    generate.arguments = [
      "python3", Self.repository.appendingPathComponent("Benchmarks/generate_league.py").path,
      "10000", folder.path, "--shape", shape,
    ]
    generate.standardOutput = FileHandle.nullDevice
    try generate.run()
    generate.waitUntilExit()
    try #require(generate.terminationStatus == 0)
    for name in ["players.json", "gathers.json"] {
      let data = try Data(contentsOf: folder.appendingPathComponent("data/\(name)"))
      #expect(compare(data, "\(shape) \(name)") == (true, true), "\(shape) \(name) was not scanned")
    }
  }

  @Test func theFuzzCorpusReadsAsTheDecoderReadsIt() throws {
    var files = 0
    var scanned = 0
    for folder in ["Fuzz/corpus/exports", "Fuzz/seeds/exports"] {
      let url = Self.repository.appendingPathComponent(folder)
      for name in try FileManager.default.contentsOfDirectory(atPath: url.path) {
        let read = compare(try Data(contentsOf: url.appendingPathComponent(name)), name)
        files += 1
        scanned += (read.players ? 1 : 0) + (read.gathers ? 1 : 0)
      }
    }
    // The corpus is there, and the scanner reads enough of it to mean something.
    #expect(files > 1000)
    #expect(scanned > files / 2)
  }
}
