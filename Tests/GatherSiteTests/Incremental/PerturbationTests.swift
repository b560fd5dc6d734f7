import Foundation
import Testing

@testable import GatherSite
@testable import GatherSiteCore

/// Changes every kind of input one at a time (each field of a gather and of a player, each
/// setting, a page, a write-up, a template and an asset) and checks, after each, that the
/// incremental build equals a clean build byte for byte, and that every file whose bytes
/// changed got a new key in the store's record.
@Suite struct PerturbationTests {
  /// One change of the fixture's content or templates, named for the messages.
  struct Perturbation: Sendable {
    var name: String
    var apply: @Sendable (_ content: URL, _ templates: URL) throws -> Void
  }

  /// Edits a JSON export as objects.
  static func editJSON(
    _ file: String, _ edit: @escaping @Sendable (inout [[String: Any]]) -> Void
  ) -> @Sendable (URL, URL) throws -> Void {
    { content, _ in
      let url = content.appendingPathComponent(file)
      var rows = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as! [[String: Any]]
      edit(&rows)
      try JSONSerialization.data(withJSONObject: rows).write(to: url)
    }
  }

  /// Replaces `old` by `new` in a text file of the content (`templates: false`) or of the
  /// templates.
  static func replace(_ file: String, _ old: String, _ new: String, templates: Bool = false)
    -> @Sendable (URL, URL) throws -> Void
  {
    { content, theme in
      let url = (templates ? theme : content).appendingPathComponent(file)
      let text = try String(contentsOf: url, encoding: .utf8)
      #expect(text.contains(old), "\(file) has no \(old)")
      try text.replacingOccurrences(of: old, with: new).write(
        to: url, atomically: true, encoding: .utf8)
    }
  }

  static func gather(_ index: Int, _ key: String, _ value: (any Sendable)?) -> Perturbation {
    Perturbation(
      name: "gathers[\(index)].\(key) = \(String(describing: value))",
      apply: editJSON("data/gathers.json") { $0[index][key] = value.map { $0 as Any } })
  }

  static func player(_ index: Int, _ key: String, _ value: (any Sendable)?) -> Perturbation {
    Perturbation(
      name: "players[\(index)].\(key) = \(String(describing: value))",
      apply: editJSON("data/players.json") { $0[index][key] = value.map { $0 as Any } })
  }

  static func setting(_ line: String) -> Perturbation {
    Perturbation(
      name: "site.yml: \(line)",
      apply: { content, _ in
        let url = content.appendingPathComponent("site.yml")
        var text = try String(contentsOf: url, encoding: .utf8)
        let key = line.prefix { $0 != ":" }
        text =
          text.split(separator: "\n").filter { !$0.hasPrefix(key + ":") }.joined(separator: "\n")
          + "\n\(line)\n"
        try text.write(to: url, atomically: true, encoding: .utf8)
      })
  }

  static let perturbations: [Perturbation] = [
    gather(0, "score", "1-1"),
    gather(0, "score", nil),
    gather(1, "score", nil),
    gather(0, "completedAt", "2024-01-25T08:00:00Z"),
    gather(0, "completedAt", nil),
    gather(0, "id", "99999999-9999-4999-8999-999999999999"),
    gather(2, "score", "7-0"),
    Perturbation(
      name: "gathers[0].players: one fewer",
      apply: editJSON("data/gathers.json") {
        $0[0]["players"] = Array(($0[0]["players"] as! [Any]).dropLast())
      }),
    Perturbation(
      name: "gathers[0].players[0].team = Team B",
      apply: editJSON("data/gathers.json") {
        var players = $0[0]["players"] as! [[String: Any]]
        players[0]["team"] = "Team B"
        $0[0]["players"] = players
      }),
    Perturbation(
      name: "gathers: one appended",
      apply: editJSON("data/gathers.json") {
        $0.append([
          "id": "77777777-7777-4777-8777-777777777777", "score": "2-1",
          "completedAt": "2024-02-07T19:00:00Z",
          "players": [["playerId": 1, "team": "Team A"], ["playerId": 2, "team": "Team B"]],
        ])
      }),
    Perturbation(
      name: "gathers: the first removed", apply: editJSON("data/gathers.json") { $0.remove(at: 0) }),
    player(0, "name", "Anabel"),
    player(0, "age", 28),
    player(0, "age", nil),
    player(0, "skill", "beginner"),
    player(0, "preferredPosition", "goalkeeper"),
    player(0, "favouriteTeam", "Santos"),
    player(2, "name", "Cléo <i>"),
    Perturbation(
      name: "players: one added",
      apply: editJSON("data/players.json") { $0.append(["id": 60, "name": "Fay"]) }),
    Perturbation(
      name: "players: Dev removed",
      apply: editJSON("data/players.json") { $0.removeAll { $0["id"] as? Int == 4 } }),
    setting("title: Another League"),
    setting("description: Something else."),
    setting("baseURL: https://elsewhere.example.org/"),
    setting("timeZone: America/Sao_Paulo"),
    setting("seasonStart: \"01-20\""),
    setting("points: {win: 2, draw: 1, loss: 0}"),
    setting("minimumGames: 1"),
    setting("minimumSharedGames: 2"),
    setting("provisionalGames: 1"),
    setting("upsetProbability: 0.01"),
    setting("unsafeHTML: true"),
    setting("feedEntries: 2"),
    setting("language: pt-BR"),
    setting("teamNames: {a: Bibs, b: Non-bibs}"),
    setting("names: first"),
    setting("displayNames: {1: Annie}"),
    setting("details: false"),
    setting("unlisted: [2]"),
    setting("noindex: true"),
    Perturbation(
      name: "a catalogue text of the site's own",
      apply: { _, templates in
        let folder = templates.appendingPathComponent("i18n")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("nav:\n  home: Front page\n".utf8).write(
          to: folder.appendingPathComponent("en.yml"))
      }),
    Perturbation(
      name: "page body", apply: replace("pages/about.md", "*Wednesdays*", "*Thursdays*")),
    Perturbation(
      name: "page title",
      apply: replace("pages/about.md", "title: About the fixture", "title: About us")),
    Perturbation(name: "page menu", apply: replace("pages/about.md", "menu: 1", "menu: x")),
    Perturbation(
      name: "write-up body",
      apply: replace(
        "matches/11111111-1111-4111-8111-111111111111.md", "**cracking**", "**dull**")),
    Perturbation(
      name: "write-up title",
      apply: replace(
        "matches/11111111-1111-4111-8111-111111111111.md", "title: Opening night",
        "title: Opening day")),
    Perturbation(
      name: "write-up photo",
      apply: { content, _ in
        let folder = content.appendingPathComponent("static/photos")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
          at: TestSupport.fixtures.appendingPathComponent("photos/landscape.jpg"),
          to: folder.appendingPathComponent("landscape.jpg"))
        try replace(
          "matches/11111111-1111-4111-8111-111111111111.md", "title: Opening night",
          "title: Opening night\nphoto: photos/landscape.jpg")(content, content)
      }),
    Perturbation(
      name: "static file",
      apply: { content, _ in
        try Data("other.example.org\n".utf8).write(
          to: content.appendingPathComponent("static/CNAME"))
      }),
    Perturbation(
      name: "match template", apply: replace("match.mustache", "{{", "x{{", templates: true)),
    Perturbation(
      name: "layout template",
      apply: replace("layout.mustache", "</main>", "<hr></main>", templates: true)),
    Perturbation(
      name: "table partial",
      apply: { _, theme in
        let url = theme.appendingPathComponent("player.mustache")
        let text = try String(contentsOf: url, encoding: .utf8)
        try (text + "\nEnd of page.\n").write(to: url, atomically: true, encoding: .utf8)
      }),
    Perturbation(
      name: "stylesheet",
      apply: { _, theme in
        let url = theme.appendingPathComponent("assets/style.css")
        let text = try String(contentsOf: url, encoding: .utf8)
        try (text + "\nbody { color: red; }\n").write(to: url, atomically: true, encoding: .utf8)
      }),
  ]

  /// Every file of a built site, by path.
  static func files(_ site: URL) throws -> [String: Data] {
    var files: [String: Data] = [:]
    for path in try FileManager.default.subpathsOfDirectory(atPath: site.path) {
      let url = site.appendingPathComponent(path)
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
        !isDirectory.boolValue
      {
        files[path] = try Data(contentsOf: url)
      }
    }
    return files
  }

  /// The keys the store recorded for `site`, by path.
  static func keys(_ root: URL, _ site: URL) throws -> [String: RenderKey] {
    let store = IncrementalStore(
      stateRoot: root.appendingPathComponent(".gather-site"),
      outputPath: OutputFolder(site).resolvedPath)
    let text = try String(
      contentsOf: store.folder.appendingPathComponent("state"), encoding: .utf8)
    return try #require(IncrementalStore.parse(text)).mapValues(\.key)
  }

  static func build(
    _ content: URL, _ templates: URL, into site: URL, with builder: SiteBuilder = SiteBuilder()
  ) async throws {
    var options = TestSupport.options(content: content, output: site)
    options.templatesDirectory = templates
    _ = try await builder.build(options).result.get()
  }

  @Test(arguments: perturbations.map(\.name))
  func anIncrementalBuildEqualsACleanOneAndChangedFilesGetNewKeys(_ name: String) async throws {
    let perturbation = try #require(Self.perturbations.first { $0.name == name })
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let content = try TestSupport.copyOfFixtureLeague(in: root)
    let templates = root.appendingPathComponent("Templates")
    try FileManager.default.copyItem(at: TestSupport.templates, to: templates)
    let site = root.appendingPathComponent("_site")
    try await Self.build(content, templates, into: site)
    let before = try Self.files(site)
    let keysBefore = try Self.keys(root, site)

    try perturbation.apply(content, templates)
    try await Self.build(content, templates, into: site)
    let after = try Self.files(site)
    let keysAfter = try Self.keys(root, site)
    let clean = root.appendingPathComponent("clean")
    try await Self.build(content, templates, into: clean)
    let expected = try Self.files(clean)

    #expect(after.keys.sorted() == expected.keys.sorted(), "\(name): the same files")
    for (path, data) in expected where after[path] != data {
      Issue.record("\(name): \(path) differs from a clean build")
    }
    let changed = after.keys.filter { before[$0] != nil && before[$0] != after[$0] }
    // The fixture has no match an upset threshold changes; every other change shows.
    if !name.contains("upsetProbability") {
      #expect(!changed.isEmpty || after.keys.count != before.keys.count, "\(name) changed nothing")
    }
    // The folder's list of files is the tool's, not a file of the site with a key.
    for path in changed where path != OutputFolder.listName && keysBefore[path] == keysAfter[path] {
      Issue.record("\(name): \(path) changed but kept its key")
    }
  }

  /// A builder that remembers its last build's league and facts (as `serve`'s does) makes,
  /// after each change, what a fresh builder makes.
  @Test(arguments: perturbations.map(\.name))
  func aRememberingBuilderMakesWhatAFreshOneMakes(_ name: String) async throws {
    let perturbation = try #require(Self.perturbations.first { $0.name == name })
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let content = try TestSupport.copyOfFixtureLeague(in: root)
    let templates = root.appendingPathComponent("Templates")
    try FileManager.default.copyItem(at: TestSupport.templates, to: templates)
    let site = root.appendingPathComponent("_site")
    let builder = SiteBuilder(remembering: true)
    try await Self.build(content, templates, into: site, with: builder)
    try perturbation.apply(content, templates)
    try await Self.build(content, templates, into: site, with: builder)
    let clean = root.appendingPathComponent("clean")
    try await Self.build(content, templates, into: clean)
    let (after, expected) = (try Self.files(site), try Self.files(clean))
    #expect(after.keys.sorted() == expected.keys.sorted(), "\(name): the same files")
    for (path, data) in expected where after[path] != data {
      Issue.record("\(name): \(path) differs from a fresh builder's")
    }
  }
}
