import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Runs `gather-site serve` on a loopback port, edits a write-up and sees the site change.
@Suite struct ServeCommandTests {
  private func get(_ url: String) async -> (Int, String)? {
    guard let (data, response) = try? await URLSession.shared.data(from: URL(string: url)!) else {
      return nil
    }
    return ((response as? HTTPURLResponse)?.statusCode ?? 0, String(decoding: data, as: UTF8.self))
  }

  /// The response's headers, by name.
  private func headers(_ url: String) async -> [String: String] {
    guard let (_, response) = try? await URLSession.shared.data(from: URL(string: url)!) else {
      return [:]
    }
    return ((response as? HTTPURLResponse)?.allHeaderFields as? [String: String]) ?? [:]
  }

  private func waitFor(_ url: String, until check: (Int, String) -> Bool) async -> (Int, String)? {
    for _ in 0..<100 {
      if let answer = await get(url), check(answer.0, answer.1) { return answer }
      try? await Task.sleep(nanoseconds: 100_000_000)
    }
    return nil
  }

  @Test func servesRebuildsAndReportsErrors() async throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let content = try TestSupport.copyOfFixtureLeague(in: root)
    let port = Int.random(in: 20_000..<40_000)
    let process = Process()
    guard FileManager.default.isExecutableFile(atPath: BuildCommandTests.binary.path) else {
      throw BuildCommandTests.MissingBinary()
    }
    process.executableURL = BuildCommandTests.binary
    process.arguments = [
      "serve", "--port", String(port), "--templates", TestSupport.templates.path,
    ]
    process.currentDirectoryURL = root
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    defer { process.terminate() }
    let base = "http://127.0.0.1:\(port)"
    let page = try #require(
      await waitFor("\(base)/matches/2024-01-10-11111111/") { status, _ in status == 200 })
    #expect(page.1.contains("A <strong>cracking</strong> start."))
    #expect(page.1.contains("/__gather-site/status"))
    // Hummingbird serves the files: folders' index pages, types, and nothing outside the
    // site; the preview adds the script, the 404 page and no caching.
    #expect((await get("\(base)/"))?.1.contains("/__gather-site/status") == true)
    let style = await headers("\(base)/assets/style.css")
    #expect(style["Content-Type"] == "text/css; charset=utf-8")
    #expect(style["Cache-Control"] == "no-store")
    // A HEAD request of a page gives the length of the page a GET gives, script and all.
    var head = URLRequest(url: URL(string: "\(base)/matches/2024-01-10-11111111/")!)
    head.httpMethod = "HEAD"
    let (_, headResponse) = try await URLSession.shared.data(for: head)
    #expect(
      (headResponse as? HTTPURLResponse)?.value(forHTTPHeaderField: "Content-Length")
        == String(page.1.utf8.count))
    let missing = try #require(await get("\(base)/no-such-page/"))
    #expect(missing.0 == 404 && missing.1.contains("/__gather-site/status"))
    #expect(missing.1.contains("<title>"))
    let secret = FileManager.default.temporaryDirectory.appendingPathComponent(
      "gather-site-secret-\(UUID().uuidString).txt")
    try Data("secret".utf8).write(to: secret)
    defer { try? FileManager.default.removeItem(at: secret) }
    for path in ["/%2E%2E/", "/players/%2E%2E/%2E%2E/", "/%2e%2e%2f"] {
      let answer = await get("\(base)\(path)\(secret.lastPathComponent)")
      #expect(answer?.0 != 200 && answer?.1.contains("secret") != true, "\(path)")
    }

    let first = try #require(await get("\(base)/__gather-site/status"))
    #expect(first.1.contains("\"version\":1") && first.1.contains("\"generation\":1"))

    // A page that has seen build 1 is told of the next build as soon as it ends: its
    // request is held until then.
    let held = Task { await get("\(base)/__gather-site/status?after=1") }
    try await Task.sleep(nanoseconds: 300_000_000)
    try Data("A **quiet** start.\n".utf8).write(
      to: content.appendingPathComponent("matches/11111111-1111-4111-8111-111111111111.md"))
    let told = try #require(await held.value)
    #expect(told.1.contains("\"version\":2"), "\(told.1)")
    let edited = await waitFor("\(base)/matches/2024-01-10-11111111/") { _, body in
      body.contains("A <strong>quiet</strong> start.")
    }
    #expect(edited != nil)

    try Data("[{\"id\": 1".utf8).write(to: content.appendingPathComponent("data/players.json"))
    let failed = await waitFor("\(base)/__gather-site/status") { _, body in
      body.contains("invalid JSON")
    }
    #expect(failed != nil)
    // The last good site is still served.
    #expect(await get("\(base)/matches/2024-01-10-11111111/")?.1.contains("quiet") == true)
    #expect(await get("\(base)/no-such-page/")?.0 == 404)
  }
}
