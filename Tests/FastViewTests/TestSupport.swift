import Foundation
import Testing

@testable import FastView
@testable import GatherSite
@testable import GatherSiteCore

/// Sites for the faster View's tests: the sample, the fixture league and generated leagues,
/// each as every page the build presents, and the two page renderers compared on them.
enum TestSupport {
  static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  static let sample = repository.appendingPathComponent("Content")
  static let fixtureLeague = repository.appendingPathComponent("Tests/Fixtures/league")

  /// A new empty directory, removed by the caller.
  static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "gather-site-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// A league of `gathers` gathers in a bench shape ("groups" or "free-mix"), written into
  /// `directory` by `Benchmarks/generate_league.py`.
  static func generatedLeague(_ gathers: Int, shape: String, in directory: URL) throws -> URL {
    let content = directory.appendingPathComponent(shape)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "python3", repository.appendingPathComponent("Benchmarks/generate_league.py").path,
      "\(gathers)", content.path, "--shape", shape,
    ]
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    try #require(process.terminationStatus == 0)
    return content
  }

  /// The site in `content`, loaded, and its facts ready to present in English.
  static func load(_ content: URL) -> (SiteInput, PresentationContext) {
    var diagnostics = Diagnostics()
    let input = ContentLoader(contentDirectory: content).load(into: &diagnostics)
    let facts = LeagueFactsInteractor.facts(for: input.league, config: input.config)
    let router = Router(facts: facts, pages: input.pages)
    return (input, PresentationContext(facts: facts, router: router, wording: .english))
  }

  static func fixtureContext() -> PresentationContext { load(fixtureLeague).1 }

  /// Every page of the site in `content`, by its path, presented as the build presents it
  /// (`SitePlan`), in English.
  static func pages(of content: URL) throws -> [(path: String, page: PresentedPage)] {
    let (input, context) = load(content)
    let router = context.router
    let plan = SitePlan(input: input, presentation: context, themeAssets: [:])
    var pages: [(path: String, page: PresentedPage)] = []
    for group in plan.groups {
      for index in 0..<group.count {
        let file = try group.file(index)
        guard case .page(let present) = file.source else { continue }
        var reading = OrganiserContent(pages: input.pages, writeUps: input.writeUps)
        pages.append((router.outputPath(file.route), try #require(present(&reading))))
      }
    }
    return pages
  }

  /// `count` texts of up to `maximumLength` scalars drawn from `alphabet`, the same for the
  /// same `seed`.
  static func randomTexts(
    _ count: Int, of alphabet: [Unicode.Scalar], maximumLength: Int, seed: UInt64
  ) -> [String] {
    var random = SplitMix(state: seed)
    return (0..<count).map { _ in
      var text = ""
      for _ in 0..<Int.random(in: 0...maximumLength, using: &random) {
        text.unicodeScalars.append(alphabet.randomElement(using: &random)!)
      }
      return text
    }
  }

  /// A small generator of the same numbers on every run (SplitMix64).
  struct SplitMix: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  /// Records where `shaped` differs from `reference`, with the bytes around the first
  /// difference.
  static func expectSame(_ shaped: Data, _ reference: Data, _ name: String) {
    guard shaped != reference else { return }
    let a = Array(reference)
    let b = Array(shaped)
    let at = (0..<min(a.count, b.count)).first { a[$0] != b[$0] } ?? min(a.count, b.count)
    let around = { (bytes: [UInt8]) in
      String(decoding: bytes[max(0, at - 60)..<min(bytes.count, at + 60)], as: UTF8.self)
    }
    Issue.record(
      "\(name) differs at byte \(at): \(around(a).debugDescription) became \(around(b).debugDescription)"
    )
  }
}
