import Foundation
import NIOCore
import Testing

@testable import GatherSiteCore
@testable import GatherSiteImport

/// A published sheet read from a local HTTPS server (Tests/Fixtures/https/serve.py, with a
/// self-signed certificate trusted for these tests only), and each way a link can fail.
@Suite(.serialized) struct SheetLinkTests {
  static let https = TestSupport.fixtures.appendingPathComponent("https")
  static let sheet = TestSupport.fixtures.appendingPathComponent("spreadsheets/league.csv")

  /// The server, running until `body` returns, and the link of its `path`.
  private func withServer(_ body: (_ link: (String) -> String) async throws -> Void)
    async throws
  {
    let process = Process()
    let output = Pipe()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "python3", Self.https.appendingPathComponent("serve.py").path, Self.sheet.path,
    ]
    process.standardOutput = output
    try process.run()
    defer {
      // SIGKILL: the test runner's children inherit its blocked SIGTERM.
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
    }
    // The first line the server prints is its port.
    var line = Data()
    while !line.contains(0x0A) {
      let chunk = output.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      line += chunk
    }
    let text = String(decoding: line, as: UTF8.self)
    let port = try #require(Int(text.trimmingCharacters(in: .whitespacesAndNewlines)))
    try await body { "https://localhost:\(port)\($0)" }
  }

  private var trusted: SheetLink {
    var link = SheetLink()
    link.additionalTrust = [Self.https.appendingPathComponent("localhost.pem").path]
    return link
  }

  @Test func aPublishedSheetImportsAndRedirectsAreFollowed() async throws {
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    try await withServer { link in
      let original = try Data(contentsOf: Self.sheet)
      let fetched = try await trusted.fetch(link("/sheet.csv"))
      let redirected = try await trusted.fetch(link("/moved"))
      #expect(fetched == original)
      #expect(redirected == original)
      let into = folder.appendingPathComponent("data").path
      let (summary, diagnostics) = await CSVImporter.run(
        source: link("/moved"), link: trusted, into: into,
        settings: TestSupport.fixtures.appendingPathComponent("spreadsheets/site.yml").path,
        force: false)
      #expect(diagnostics.isEmpty)
      #expect(summary?.matches == 40)
      let (expected, _) = CSVImporter.run(
        file: Self.sheet.path, into: folder.appendingPathComponent("file").path,
        settings: TestSupport.fixtures.appendingPathComponent("spreadsheets/site.yml").path,
        force: false)
      #expect(expected?.matches == 40)
      let imported = try Data(contentsOf: URL(fileURLWithPath: into + "/gathers.json"))
      let fromFile = try Data(contentsOf: folder.appendingPathComponent("file/gathers.json"))
      #expect(imported == fromFile)
    }
  }

  /// Each failure is one error naming the link, and nothing is written.
  @Test func eachFailureIsAClearErrorAndWritesNothing() async throws {
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let publish =
      "In Google Sheets, choose File ▸ Share ▸ Publish to the web, pick the sheet and \"Comma-separated values (.csv)\", and give that link"
    try await withServer { link in
      var quick = trusted
      quick.timeLimit = .seconds(1)
      let cases: [(String, SheetLink, String)] = [
        (
          "/signin", trusted,
          "answered with a web page (\"Sign in - Google Accounts\"), not a table: the sheet is not published, or asks to sign in. \(publish)"
        ),
        (
          "/html-as-csv", trusted,
          "answered with a web page (\"Sign in - Google Accounts\"), not a table: the sheet is not published, or asks to sign in. \(publish)"
        ),
        (
          "/missing", trusted,
          "answered 404 Not Found: there is no sheet at this link; check it, and that the sheet is still published"
        ),
        (
          "/private", trusted,
          "answered 403 Forbidden: the sheet is not shared with everyone. In Google Sheets, choose File ▸ Share ▸ Publish to the web and give the link it shows"
        ),
        ("/circle", trusted, "sends on more than 5 times, or in a circle"),
        (
          "/slow", quick,
          "did not answer within 1 second; try again later, or download the sheet and import the file"
        ),
        (
          "/huge", trusted,
          "answered with more than 64 MiB, far more than a sheet of matches; check the link"
        ),
      ]
      for (path, reader, message) in cases {
        let into = folder.appendingPathComponent("data").path
        let (summary, diagnostics) = await CSVImporter.run(
          source: link(path), link: reader, into: into, settings: nil, force: true)
        #expect(summary == nil)
        #expect(diagnostics == [Diagnostic(.error, file: link(path), message)], "\(path)")
        #expect(!FileManager.default.fileExists(atPath: into), "\(path)")
      }
      // A certificate the system does not trust.
      do throws(Diagnostic) {
        var untrusting = SheetLink()
        untrusting.connectTimeLimit = .seconds(1)
        _ = try await untrusting.fetch(link("/sheet.csv"))
        Issue.record("an untrusted certificate was accepted")
      } catch {
        #expect(
          error.message.hasPrefix("cannot be read safely: its server's certificate is not trusted"))
      }
    }
  }

  @Test func onlyHTTPSLinksAreRead() async {
    await #expect(
      throws: Diagnostic(
        .error, file: "http://example.org/sheet.csv",
        "is not an https:// link; only those are read (Google Sheets' \"Publish to the web\" links are)"
      )
    ) { _ = try await SheetLink().fetch("http://example.org/sheet.csv") }
    #expect(SheetLink.isLink("HTTPS://docs.google.com/x"))
    #expect(!SheetLink.isLink("matches.csv"))
  }
}
