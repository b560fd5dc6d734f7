import Foundation
import Synchronization
import Testing

@testable import GatherSite
@testable import GatherSiteCore
@testable import GatherSiteImport

/// Builds the fixture league into a temporary directory and checks what a reader would.
@Suite struct SiteBuilderTests {
  private func buildFixture() async throws -> (
    site: URL, root: URL, diagnostics: Diagnostics, summary: BuildSummary
  ) {
    let root = try TestSupport.temporaryDirectory()
    let site = root.appendingPathComponent("_site")
    let (diagnostics, result) = await SiteBuilder().build(
      TestSupport.options(content: TestSupport.fixtureLeague, output: site))
    return (site, root, diagnostics, try result.get())
  }

  @Test func fixtureBuildsWithTheExpectedWarnings() async throws {
    let (site, root, diagnostics, summary) = try await buildFixture()
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(
      diagnostics.all.map(\.description) == [
        "warning: data/gathers.json: gathers[0].winnerTeam: \"Team A\" disagrees with the score \"0-1\"; the score decides (Team B won)",
        "warning: data/gathers.json: gathers[1].players[3].playerId: 99 is not in players.json (a deleted player?); shown as \"Unknown player #99\"",
        "warning: data/gathers.json: gathers[4].players[2].playerId: 3 is listed twice (also gathers[4].players[1]); counted once",
      ])
    // home, results, players, all-time, ratings, predictions, pairs, search, 404, about,
    // 6 matches, 6 players, 2 seasons
    #expect(summary.pages == 24)
    for path in [
      "index.html", "results/index.html", "players/index.html", "all-time/index.html", "404.html",
      "pairs/index.html", "data/pairs.json", "data/awards.json",
      "about/index.html",
      "seasons/2023/index.html", "seasons/2024/index.html",
      "matches/2024-01-10-11111111/index.html",
      "players/1-ana/index.html", "data/players.json", "data/matches.json", "data/standings.json",
      "ratings/index.html", "data/ratings.json",
      "assets/style.css", "assets/favicon.svg", "CNAME",
    ] {
      #expect(
        FileManager.default.fileExists(atPath: site.appendingPathComponent(path).path),
        "\(path) is missing")
    }
  }

  @Test func matchPageShowsScoreLineupsAndWriteUp() async throws {
    let (site, root, _, _) = try await buildFixture()
    defer { try? FileManager.default.removeItem(at: root) }
    let page = try TestSupport.read("matches/2024-01-10-11111111/index.html", in: site)
    // The score board: the sides and the score as the heading, then the date and who won.
    #expect(page.contains(#"<h1>Team A <span class="score">3–1</span> Team B</h1>"#))
    #expect(page.contains("<strong>Team A won</strong>"))
    #expect(page.contains("<h2>Team A</h2>") && page.contains("<h2>Team B</h2>"))
    // Two new pairs (μ 25, σ 25/3), rated with the pickup default β = 47.14 (four rated
    // matches are too few to fit): the winners' ordinal goes from 0 to 0.51, the losers'
    // to -0.50, as openskill's PlackettLuce(beta=25/6*2**3.5) gives.
    #expect(
      page.contains(
        #"<tr><th scope="row"><a href="../../players/1-ana/index.html">Ana · Striker</a></th><td class="num">+0.51</td></tr>"#
      ))
    #expect(
      page.contains(
        #"<tr><th scope="row"><a href="../../players/4-dev/index.html">Dev · Defender</a></th><td class="num">-0.50</td></tr>"#
      ))
    #expect(page.contains("<caption>Team A line-up</caption>"))
    #expect(page.contains("<p>Pre-match win probability: Team A 50% · Team B 50%</p>"))
    #expect(page.contains(#"<h2 id="write-up-heading">Opening night</h2>"#))
    // The order a reader wants: the score board and its details, the organiser's
    // write-up, then the line-ups; the mark that placed it is not in the page.
    let order = [
      "class=\"scoreboard\"", "Pre-match win probability", "write-up-heading",
      "<caption>Team A line-up</caption>", "For the group chat",
    ].map {
      page.range(of: $0)?.lowerBound
    }
    #expect(order.allSatisfy { $0 != nil } && order == order.sorted { $0! < $1! })
    #expect(!page.contains("<!-- write-up -->"))
    #expect(
      page.contains(
        "<p>A <strong>cracking</strong> start. <!-- raw HTML omitted -->raw html<!-- raw HTML omitted --></p>"
      ))
    #expect(
      page.contains(
        #"<link rel="canonical" href="https://league.example.org/fixture/matches/2024-01-10-11111111/">"#
      ))
    let unfinished = try TestSupport.read("matches/2024-01-31-44444444/index.html", in: site)
    #expect(unfinished.contains("<strong>Not finished</strong>"))
    #expect(unfinished.contains("never finished"))
    let undated = try TestSupport.read("matches/undated-55555555/index.html", in: site)
    // A deleted player is named without a link.
    #expect(undated.contains(#"<tr><th scope="row">Unknown player #99</th>"#))
  }

  @Test func playerPageShowsTheRecord() async throws {
    let (site, root, _, _) = try await buildFixture()
    defer { try? FileManager.default.removeItem(at: root) }
    let page = try TestSupport.read("players/1-ana/index.html", in: site)
    let cells =
      #"<tr><td class="num">4</td><td class="num">2</td><td class="num">1</td><td class="num">1</td>"#
    #expect(page.contains(cells))
    // The form's letters read without colour; each carries its result's class.
    #expect(
      page.contains(
        #"(last five, oldest first): <span class="form"><span class="form-mark win">W</span> "#
          + #"<span class="form-mark draw">D</span> <span class="form-mark loss">L</span> "#
          + #"<span class="form-mark win">W</span> </span>"#))
  }

  @Test func hostileNameShowsLiterallyEverywhere() async throws {
    let (site, root, _, _) = try await buildFixture()
    defer { try? FileManager.default.removeItem(at: root) }
    let literal = "*Zoë* &lt;b&gt;Ana&lt;/b&gt; [x](javascript:alert(1))"
    for path in [
      "players/5-zoe-b-ana-b-x-javascript-alert-1/index.html", "players/index.html",
      "all-time/index.html",
    ] {
      let page = try TestSupport.read(path, in: site)
      #expect(page.contains(literal), "\(path) does not show the name literally")
    }
    let enumerator = FileManager.default.enumerator(at: site, includingPropertiesForKeys: nil)!
    for case let url as URL in enumerator where url.pathExtension == "html" {
      let page = try String(contentsOf: url, encoding: .utf8)
      #expect(!page.contains("<b>Ana"), "\(url.path) lets data add markup")
      #expect(!page.contains("href=\"javascript"), "\(url.path) lets data add a link")
      #expect(!page.contains("<script>"), "\(url.path) has a script")
    }
  }

  @Test func everyInternalLinkResolves() async throws {
    let (site, root, _, _) = try await buildFixture()
    defer { try? FileManager.default.removeItem(at: root) }
    let enumerator = FileManager.default.enumerator(at: site, includingPropertiesForKeys: nil)!
    var checked = 0
    for case let url as URL in enumerator
    where url.pathExtension == "html" && url.lastPathComponent != "404.html" {
      let page = try String(contentsOf: url, encoding: .utf8)
      for link in Self.links(in: page) where !link.hasPrefix("http") && !link.hasPrefix("#") {
        let target = url.deletingLastPathComponent().appendingPathComponent(link)
          .standardizedFileURL
        #expect(
          FileManager.default.fileExists(atPath: target.path),
          "\(url.path) links to missing \(link)")
        #expect(target.path.hasPrefix(site.standardizedFileURL.path), "\(link) leaves the site")
        checked += 1
      }
    }
    #expect(checked > 200)
  }

  static func links(in page: String) -> [String] {
    var links: [String] = []
    var rest = Substring(page)
    while let start = rest.range(of: "href=\"") {
      rest = rest[start.upperBound...]
      guard let end = rest.firstIndex(of: "\"") else { break }
      links.append(String(rest[..<end]))
      rest = rest[end...]
    }
    return links
  }

  @Test func publishedDataHasTheRecordsAndStandings() async throws {
    let (site, root, _, _) = try await buildFixture()
    defer { try? FileManager.default.removeItem(at: root) }
    let standings =
      try JSONSerialization.jsonObject(
        with: Data(contentsOf: site.appendingPathComponent("data/standings.json")))
      as! [String: Any]
    let allTime = standings["allTime"] as! [[String: Any]]
    #expect(allTime.map { $0["name"] as! String }.first == "Ben")
    #expect(allTime[0]["points"] as? Int == 10)
    let matches =
      try JSONSerialization.jsonObject(
        with: Data(contentsOf: site.appendingPathComponent("data/matches.json")))
      as! [[String: Any]]
    #expect(matches.count == 6)
    let unfinished = matches.first {
      $0["id"] as? String == "44444444-4444-4444-8444-444444444444"
    }!
    #expect(unfinished["finished"] as? Bool == false)
    #expect(unfinished["winner"] is NSNull)
    let draw = matches.first { $0["id"] as? String == "22222222-2222-4222-8222-222222222222" }!
    #expect(draw["winner"] as? String == "Draw")
    #expect(draw["teamA"] as? [Int] == [1, 3])
    let ratings =
      try JSONSerialization.jsonObject(
        with: Data(contentsOf: site.appendingPathComponent("data/ratings.json"))) as! [String: Any]
    let rated = ratings["players"] as! [[String: Any]]
    #expect(rated.count == 6)
    #expect(rated.allSatisfy { Set($0.keys) == ["playerId", "mu", "sigma", "ordinal", "matches"] })
    // Four rated matches: 2 + 4 + 4 + 5 players, in the files of seasons 2023 and 2024.
    let files = ratings["historyFiles"] as! [[String: Any]]
    #expect(files.map { $0["season"] as? String } == ["2023", "2024"])
    var changes = 0
    for season in ["2023", "2024"] {
      let history =
        try JSONSerialization.jsonObject(
          with: Data(contentsOf: site.appendingPathComponent("data/ratings/\(season).json")))
        as! [String: Any]
      changes += (history["history"] as! [[String: Any]]).count
    }
    #expect(changes == 15)
  }

  /// Progress comes every so many files, counting up to the files of the site, each time
  /// with the name of a step.
  @Test func progressCountsTheFilesAsTheyAreMade() async throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    var options = TestSupport.options(
      content: TestSupport.fixtureLeague, output: root.appendingPathComponent("_site"))
    let reports = Mutex<[(String, Int)]>([])
    options.progressEvery = 16
    options.progress = { step, files in reports.withLock { $0.append((step, files)) } }
    let summary = try await SiteBuilder().build(options).result.get()
    let seen = reports.withLock { $0 }
    #expect(seen.map(\.1) == Array(stride(from: 16, through: summary.files, by: 16)))
    let names: Set<String> = [
      "published data", "feeds and calendars", "home page", "match pages", "results archive",
      "player pages", "players index", "season pages", "attendance pages", "all-time page",
      "ratings page", "predictions page", "partners and rivals page", "custom pages",
      "404 page", "standings CSV", "sitemap", "theme assets", "static files", "search",
      "share cards",
    ]
    #expect(seen.allSatisfy { names.contains($0.0) }, "\(seen)")
  }

  @Test func failedBuildLeavesThePreviousSiteUntouched() async throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let content = try TestSupport.copyOfFixtureLeague(in: root)
    let site = root.appendingPathComponent("_site")
    _ = try await SiteBuilder().build(TestSupport.options(content: content, output: site)).result
      .get()
    let before = try TestSupport.read("index.html", in: site)
    try Data("[{\"id\": \"G\", \"score\": \"3-x\"}]".utf8).write(
      to: content.appendingPathComponent("data/gathers.json"))
    let (diagnostics, result) = await SiteBuilder().build(
      TestSupport.options(content: content, output: site))
    #expect(throws: BuildError.invalidInput(errorCount: 1)) { try result.get() }
    #expect(
      diagnostics.errors.map(\.description) == [
        "error: data/gathers.json: gathers[0].score: \"3-x\" is not a score (\"A-B\" or \"A:B\")"
      ])
    #expect(try TestSupport.read("index.html", in: site) == before)
  }

  @Test func conflictFoundLateStillLeavesTheSiteUntouched() async throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let content = try TestSupport.copyOfFixtureLeague(in: root)
    let site = root.appendingPathComponent("_site")
    _ = try await SiteBuilder().build(TestSupport.options(content: content, output: site)).result
      .get()
    let before = try FileManager.default.subpathsOfDirectory(atPath: site.path).sorted()
    let home = try TestSupport.read("index.html", in: site)
    // A new match (whose page would be staged) and a static file that collides with a page.
    let gathersURL = content.appendingPathComponent("data/gathers.json")
    var gathers =
      try JSONSerialization.jsonObject(with: Data(contentsOf: gathersURL)) as! [[String: Any]]
    gathers.append([
      "id": "77777777-7777-4777-8777-777777777777", "score": "1-1",
      "completedAt": "2024-02-07T19:00:00Z", "players": [],
    ])
    try JSONSerialization.data(withJSONObject: gathers).write(to: gathersURL)
    try FileManager.default.createDirectory(
      at: content.appendingPathComponent("static/ratings"), withIntermediateDirectories: true)
    try Data("mine".utf8).write(to: content.appendingPathComponent("static/ratings/index.html"))
    let (_, result) = await SiteBuilder().build(TestSupport.options(content: content, output: site))
    #expect(
      throws: BuildError.conflict(
        path: "ratings/index.html", first: "ratings page", second: "static/ratings/index.html")
    ) {
      try result.get()
    }
    #expect(try FileManager.default.subpathsOfDirectory(atPath: site.path).sorted() == before)
    #expect(try TestSupport.read("index.html", in: site) == home)
  }

  /// A static file named like a folder the pages need ("players") fails the build before
  /// anything is written.
  @Test func aFileWhereTheSiteNeedsAFolderIsAConflict() async throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let content = try TestSupport.copyOfFixtureLeague(in: root)
    try FileManager.default.createDirectory(
      at: content.appendingPathComponent("static"), withIntermediateDirectories: true)
    try Data("mine".utf8).write(to: content.appendingPathComponent("static/players"))
    let site = root.appendingPathComponent("_site")
    let (_, result) = await SiteBuilder().build(TestSupport.options(content: content, output: site))
    guard case .failure(.conflict(let path, let first, let second)) = result else {
      Issue.record("expected a conflict, got \(result)")
      return
    }
    #expect(path == "players" && first == "static/players")
    #expect(["players index", "player pages", "calendar"].contains(second), "\(second)")
    #expect(!FileManager.default.fileExists(atPath: site.path))
  }

  /// A finished build leaves the site and its list of files alone in the output folder: its
  /// state is in the state folder, and the bookkeeping files of earlier versions are
  /// removed.
  @Test func theOutputFolderHoldsTheSiteAlone() async throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let content = try TestSupport.copyOfFixtureLeague(in: root)
    let site = root.appendingPathComponent("_site")
    try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
    for name in OutputWriter.oldBookkeeping {
      try Data("old".utf8).write(to: site.appendingPathComponent(name))
    }
    _ = try await SiteBuilder().build(TestSupport.options(content: content, output: site)).result
      .get()
    let files = try FileManager.default.subpathsOfDirectory(atPath: site.path).filter {
      $0 != OutputFolder.listName
    }
    #expect(files.filter { $0.hasPrefix(".") || $0.contains("/.") }.isEmpty, "\(files)")
    let state = root.appendingPathComponent(".gather-site/outputs")
    let folders = try FileManager.default.contentsOfDirectory(atPath: state.path)
    #expect(folders.count == 1 && folders[0].hasPrefix("site-"), "\(folders)")
    let record = try String(
      contentsOf: state.appendingPathComponent(folders[0]).appendingPathComponent("state"),
      encoding: .utf8)
    #expect(record.hasPrefix(IncrementalStore.header + "\n"))
    #expect(
      record.split(separator: "\n").count == files.count {
        !$0.hasSuffix("/") && !isFolder(site, $0)
      } + 1)
  }

  private func isFolder(_ site: URL, _ path: String) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(
      atPath: site.appendingPathComponent(path).path, isDirectory: &isDirectory)
      && isDirectory.boolValue
  }

  @Test func strictTurnsWarningsIntoFailure() async throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let site = root.appendingPathComponent("_site")
    let (_, result) = await SiteBuilder().build(
      TestSupport.options(content: TestSupport.fixtureLeague, output: site, strict: true))
    #expect(throws: BuildError.invalidInput(errorCount: 3)) { try result.get() }
    #expect(!FileManager.default.fileExists(atPath: site.path))
  }

  @Test func rebuildRewritesOnlyChangesAndRemovesStalePagesButNotForeignFiles() async throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let content = try TestSupport.copyOfFixtureLeague(in: root)
    let site = root.appendingPathComponent("_site")
    let first = try await SiteBuilder().build(TestSupport.options(content: content, output: site))
      .result
      .get()
    #expect(first.report.written == first.files)
    try Data().write(to: site.appendingPathComponent(".nojekyll"))
    let again = try await SiteBuilder().build(TestSupport.options(content: content, output: site))
      .result
      .get()
    #expect(again.report == WriteReport(written: 0, unchanged: first.files, removed: 0))

    // Remove the unfinished gather: its page goes, everything else that links to it changes.
    let gathersURL = content.appendingPathComponent("data/gathers.json")
    var gathers =
      try JSONSerialization.jsonObject(with: Data(contentsOf: gathersURL)) as! [[String: Any]]
    gathers.removeAll { $0["id"] as? String == "44444444-4444-4444-8444-444444444444" }
    try JSONSerialization.data(withJSONObject: gathers).write(to: gathersURL)
    let third = try await SiteBuilder().build(TestSupport.options(content: content, output: site))
      .result
      .get()
    // The match's page and card, and the home page's card, which counts one match fewer.
    #expect(third.report.removed == 3)
    #expect(
      !FileManager.default.fileExists(
        atPath: site.appendingPathComponent("matches/2024-01-31-44444444").path))
    #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent(".nojekyll").path))
    #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent("CNAME").path))
    let leftovers = try FileManager.default.subpathsOfDirectory(atPath: site.path).filter {
      $0.contains(".tmp-")
    }
    #expect(leftovers.isEmpty)
  }

  @Test func refusesUnsafeOutputDirectories() async throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let content = try TestSupport.copyOfFixtureLeague(in: root)
    var options = TestSupport.options(content: content, output: content)
    await #expect(
      throws: BuildError.unsafeOutput(
        "refusing to build into \(content.path): it is the content directory (\(content.path))")
    ) {
      try await SiteBuilder().build(options).result.get()
    }
    options.outputDirectory = root
    options.currentDirectory = root.appendingPathComponent("elsewhere")
    await #expect(
      throws: BuildError.unsafeOutput(
        "refusing to build into \(root.path): it contains the content directory (\(content.path))")
    ) {
      try await SiteBuilder().build(options).result.get()
    }
  }

  @Test func templateErrorsNameTheFile() async throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let templates = root.appendingPathComponent("Templates")
    try FileManager.default.copyItem(at: TestSupport.templates, to: templates)
    try Data("# {{#title}}\n".utf8).write(to: templates.appendingPathComponent("match.mustache"))
    var options = TestSupport.options(
      content: TestSupport.fixtureLeague, output: root.appendingPathComponent("_site"))
    options.templatesDirectory = templates
    await #expect(
      throws: BuildError.template(file: "match.mustache", message: "2:1: a section is never closed")
    ) {
      try await SiteBuilder().build(options).result.get()
    }
    // A site's template replaces the built-in one; without it the built-in one is used.
    try Data("# Custom {{title}}\n".utf8).write(
      to: templates.appendingPathComponent("match.mustache"))
    _ = try await SiteBuilder().build(options).result.get()
    let site = options.outputDirectory
    let custom = try TestSupport.read("matches/2024-01-10-11111111/index.html", in: site)
    #expect(custom.contains("<h1>Custom Team A 3–1 Team B</h1>"))
    try FileManager.default.removeItem(at: templates.appendingPathComponent("match.mustache"))
    _ = try await SiteBuilder().build(options).result.get()
    let builtIn = try TestSupport.read("matches/2024-01-10-11111111/index.html", in: site)
    #expect(builtIn.contains(#"<h1>Team A <span class="score">3–1</span> Team B</h1>"#))
  }

  @Test func importedFilesBuildASiteAndAreNotOverwrittenWithoutForce() async throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let data = root.appendingPathComponent("Content/data")
    _ = try AppStorageImporter.run(file: storage, into: data, force: false)
    let site = root.appendingPathComponent("_site")
    let (diagnostics, result) = await SiteBuilder().build(
      TestSupport.options(content: root.appendingPathComponent("Content"), output: site))
    _ = try result.get()
    #expect(diagnostics.errors.isEmpty)
    #expect(
      try TestSupport.read("players/1-zoe-martin/index.html", in: site).contains(
        "Zoë Martin · Striker"))
    #expect(
      throws: Diagnostic(
        .error, file: data.appendingPathComponent("players.json").path,
        "already exists; use --force to replace it")
    ) {
      _ = try AppStorageImporter.run(file: storage, into: data, force: false)
    }
    _ = try AppStorageImporter.run(file: storage, into: data, force: true)
  }

  @Test func baseURLOptionReplacesTheConfiguredOne() async throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let site = root.appendingPathComponent("_site")
    var options = TestSupport.options(content: TestSupport.fixtureLeague, output: site)
    options.baseURL = "https://other.example.net/sub"
    _ = try await SiteBuilder().build(options).result.get()
    let page = try TestSupport.read("players/1-ana/index.html", in: site)
    #expect(
      page.contains(#"<link rel="canonical" href="https://other.example.net/sub/players/1-ana/">"#))
    #expect(
      try TestSupport.read("404.html", in: site).contains(#"<a href="/sub/players/">Players</a>"#))
  }

  /// The imported exports' fixture.
  let storage = TestSupport.fixtures.appendingPathComponent("app-storage.json")

  /// An output folder whose parents are missing is made with them; a build that fails
  /// there removes them again.
  @Test func missingParentsOfTheOutputFolderAreMadeAndRemovedOnFailure() async throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let content = try TestSupport.copyOfFixtureLeague(in: root)
    let site = root.appendingPathComponent("public/www/site")
    var first = TestSupport.options(content: content, output: site)
    first.stateDirectory = root.appendingPathComponent(".gather-site")
    _ = try await SiteBuilder().build(first).result.get()
    #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent("index.html").path))
    let other = root.appendingPathComponent("other/deep/site")
    try Data("mine".utf8).write(to: content.appendingPathComponent("static/players"))
    var options = TestSupport.options(content: content, output: other)
    options.stateDirectory = root.appendingPathComponent(".gather-site")
    let (_, result) = await SiteBuilder().build(options)
    #expect((try? result.get()) == nil)
    #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("other").path))
  }

  /// The build takes the facts' independent steps at once and the players' stats in runs
  /// of 16 (two for the sample's 24 players): they come together as the interactor's steps
  /// taken one after another do, each player with their own stats.
  @Test func theFactsTakenAtOnceAreTheInteractorsOneAfterAnother() async throws {
    var diagnostics = Diagnostics()
    let input = ContentLoader(
      contentDirectory: TestSupport.repository.appendingPathComponent("Content")
    )
    .load(into: &diagnostics)
    #expect(input.league.players.count > 16)
    let data = { (facts: LeagueFacts) -> [Data] in
      let router = Router(facts: facts, pages: input.pages)
      let data = DataPresenter(
        context: PresentationContext(facts: facts, router: router, wording: .english))
      return [data.players(), data.pairs(), data.standings()]
    }
    let built = await SiteBuilder.facts(input.league, input.config)
    #expect(
      data(built) == data(LeagueFactsInteractor.facts(for: input.league, config: input.config)))
  }
}
