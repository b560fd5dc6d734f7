import Foundation
import Testing

@testable import GatherSite
@testable import GatherSiteCore

/// Settings and catalogue texts under hostile use, read where a user meets them: the
/// published files and the build's messages.
@Suite struct HostileSettingsTests {
  /// The fixture league built with `settings` as its site.yml (after its `baseURL`) and
  /// `catalogue` as the site's own `Templates/i18n/en.yml` (none when empty), with options
  /// changed by `change`: the diagnostics but those of the fixture's exports, and the
  /// published files' bytes by path when it was built.
  static func build(
    _ settings: String, catalogue: String = "", _ change: (inout BuildOptions) -> Void = { _ in }
  ) async throws -> (messages: [String], files: [String: Data]?) {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let content = try TestSupport.copyOfFixtureLeague(in: root)
    try Data(("baseURL: https://league.example.org/fixture/\n" + settings + "\n").utf8).write(
      to: content.appendingPathComponent("site.yml"))
    let output = root.appendingPathComponent("_site")
    var options = TestSupport.options(content: content, output: output)
    if !catalogue.isEmpty {
      let templates = root.appendingPathComponent("Templates")
      try FileManager.default.createDirectory(
        at: templates.appendingPathComponent("i18n"), withIntermediateDirectories: true)
      try Data(catalogue.utf8).write(to: templates.appendingPathComponent("i18n/en.yml"))
      options.templatesDirectory = templates
    }
    change(&options)
    let (diagnostics, result) = await SiteBuilder().build(options)
    let messages = diagnostics.all.filter { !$0.file.hasPrefix("data/") }.map(\.description)
    guard (try? result.get()) != nil else { return (messages, nil) }
    var files: [String: Data] = [:]
    for path in try #require(FileManager.default.subpaths(atPath: output.path)) {
      let url = output.appendingPathComponent(path)
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder),
        !isFolder.boolValue
      {
        files[path] = try Data(contentsOf: url)
      }
    }
    return (messages, files)
  }

  /// A CR LF in a shown name, or in the catalogue's text of a header, was written unquoted:
  /// one row became two, the second starting with a formula.
  @Test func theStandingsCSVKeepsOneRowPerPlayer() async throws {
    let (messages, built) = try await Self.build(
      #"displayNames: {1: "Ana\r\n=1+1", 3: "=cmd|' /C calc'!A0"}"#,
      catalogue: "csv:\n  name: \"Name\\r\\n=2+2\"\n")
    #expect(messages.isEmpty, "\(messages)")
    let files = try #require(built)
    let csv = String(decoding: try #require(files["data/standings.csv"]), as: UTF8.self)
    #expect(
      csv
        == "position,playerId,\"Name\r\n=2+2\",played,won,drawn,lost,goalsFor,goalsAgainst,goalDifference,points\r\n"
        + "1,2,Ben,4,3,1,0,10,3,7,10\r\n" + "2,1,\"Ana\r\n=1+1\",4,2,1,1,9,4,5,7\r\n"
        + "3,5,*Zoë* <b>Ana</b> [x](javascript:alert(1)),2,2,0,0,2,0,2,6\r\n"
        + "4,3,'=cmd|' /C calc'!A0,4,1,1,2,4,9,-5,4\r\n" + "5,4,Dev,3,0,1,2,3,6,-3,1\r\n"
        + "6,6,../../etc,1,0,0,1,0,1,-1,0\r\n")
  }

  /// `title: ~` was published as the site's name "~" (and `null` as "null").
  @Test func aNullTitleGivesTheDefaultTitle() async throws {
    let (messages, built) = try await Self.build("title: ~\ndescription: null")
    #expect(messages.isEmpty, "\(messages)")
    let home = String(decoding: try #require(built?["index.html"]), as: UTF8.self)
    #expect(home.contains("<title>\(SiteConfig().title)</title>"))
    #expect(home.contains(SiteConfig().description))
    #expect(!home.contains(">~<") && !home.contains("null"))
  }

  /// A null name in `displayNames` made the page `players/1-null/`; it is an error.
  @Test func aNullDisplayNameIsAnError() async throws {
    let (messages, built) = try await Self.build("displayNames: {1: null}")
    #expect(built == nil)
    #expect(
      messages == [
        "error: site.yml:2:19: displayNames.1: expected the name to show, as text"
      ])
  }

  /// `--base-url` with a fragment made every address of the site `…#top/players/…`.
  @Test func aBaseURLOptionWithAFragmentIsAnError() async throws {
    let (messages, built) = try await Self.build("") {
      $0.baseURL = "https://example.org/league/#top"
    }
    #expect(built == nil)
    #expect(
      messages == [
        "error: --base-url: \"https://example.org/league/#top\" has a fragment; give the site's address without it"
      ])
  }
}
