import Foundation
import Testing

@testable import GatherSite
@testable import GatherSiteCore

#if canImport(Glibc)
  import Glibc
#endif

/// The output folder is the user's: a build replaces and removes only files that builds
/// made there, one lock and one list serve every spelling of the folder and every content
/// folder that builds it, and `--clean` says what it removes.
@Suite struct OutputFolderTests {
  let files = FileManager.default

  /// Writes "mine" at each of `paths` under `folder`.
  func place(_ paths: [String], in folder: URL) throws {
    for path in paths {
      let url = folder.appendingPathComponent(path)
      try files.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data("mine".utf8).write(to: url)
    }
  }

  func contents(_ path: String, in folder: URL) -> String? {
    files.contents(atPath: folder.appendingPathComponent(path).path).map {
      String(decoding: $0, as: UTF8.self)
    }
  }

  /// A copy of the fixture league at `root/name`, with `settings` added to its site.yml.
  func league(_ name: String, in root: URL, settings: String = "") throws -> URL {
    let content = root.appendingPathComponent(name)
    try files.copyItem(at: TestSupport.fixtureLeague, to: content)
    let file = content.appendingPathComponent("site.yml")
    try (String(contentsOf: file, encoding: .utf8) + "\n" + settings + "\n").write(
      to: file, atomically: true, encoding: .utf8)
    return content
  }

  /// The options to build `content` into `output`, keeping the state beside the content
  /// (as the command line does), so that two content folders have two state folders.
  func options(_ content: URL, _ output: URL) -> BuildOptions {
    var options = TestSupport.options(content: content, output: output)
    options.stateDirectory = nil
    return options
  }

  static let others = [
    "index.html", "assets/photo.jpg", "data/budget.json", "cards/holiday.png",
    "seasons/2019/calendar.ics", "projects/index.html",
  ]

  @Test func aFirstBuildIntoAFolderOfOtherFilesIsRefusedAndTouchesNothing() async throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? files.removeItem(at: root) }
    let www = root.appendingPathComponent("www")
    try place(Self.others, in: www)
    try files.createDirectory(
      at: www.appendingPathComponent(".ssh"), withIntermediateDirectories: true)
    try files.createDirectory(
      at: www.appendingPathComponent("empty"), withIntermediateDirectories: true)
    let (_, result) = await SiteBuilder().build(
      TestSupport.options(content: TestSupport.fixtureLeague, output: www))
    #expect(
      throws: BuildError.unsafeOutput(
        "refusing to build into \(www.path): it holds files that are not the site's (\"assets/photo.jpg\", \"cards/holiday.png\", \"data/budget.json\", \"index.html\", \"projects/index.html\" and more), and a build replaces and removes only its own. Build into a new or empty folder, or pass --clean to remove everything in it that the site does not make (a CNAME and hidden files at its top are kept)"
      )
    ) { try result.get() }
    for path in Self.others { #expect(contents(path, in: www) == "mine", "\(path)") }
    let left = try #require(files.subpaths(atPath: www.path)).sorted()
    #expect(
      left == [
        ".ssh", "assets", "assets/photo.jpg", "cards", "cards/holiday.png", "data",
        "data/budget.json", "empty", "index.html", "projects", "projects/index.html", "seasons",
        "seasons/2019", "seasons/2019/calendar.ics",
      ])
  }

  @Test func aFolderWithOnlyACNAMEAndHiddenFilesIsBuiltInto() async throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? files.removeItem(at: root) }
    let site = root.appendingPathComponent("_site")
    try place([".nojekyll", ".git/HEAD", ".git/refs/.lock.tmp-12", "CNAME"], in: site)
    try files.createDirectory(
      at: site.appendingPathComponent("images"), withIntermediateDirectories: true)
    let options = TestSupport.options(content: TestSupport.fixtureLeague, output: site)
    // The site makes a CNAME too (from static/), and will not replace one it did not make.
    await #expect(
      throws: BuildError.unsafeOutput(
        "refusing to replace files in \(site.path) that no build made (\"CNAME\"). Move them away, or pass --clean to replace them and remove everything in the folder that the site does not make"
      )
    ) { try await SiteBuilder().build(options).result.get() }
    #expect(contents("CNAME", in: site) == "mine")
    let cname = try #require(contents("static/CNAME", in: TestSupport.fixtureLeague))
    try Data(cname.utf8).write(to: site.appendingPathComponent("CNAME"))
    _ = try await SiteBuilder().build(options).result.get()
    #expect(contents(".nojekyll", in: site) == "mine")
    #expect(contents(".git/HEAD", in: site) == "mine")
    #expect(contents(".git/refs/.lock.tmp-12", in: site) == "mine")
    #expect(contents("players/1-ana/index.html", in: site)?.contains("<title>Ana") == true)
    #expect(files.fileExists(atPath: site.appendingPathComponent("images").path))
  }

  @Test func cleanSaysWhatItRemovesAndThenRemovesIt() async throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? files.removeItem(at: root) }
    let www = root.appendingPathComponent("www")
    try place(Self.others + [".nojekyll", ".git/HEAD"], in: www)
    var options = TestSupport.options(content: TestSupport.fixtureLeague, output: www)
    options.clean = true
    let announced = Announced()
    options.cleaning = { cleaning in
      announced.record(
        cleaning,
        sawFiles: FileManager.default.fileExists(
          atPath: www.appendingPathComponent("assets/photo.jpg").path))
      return true
    }
    let summary = try await SiteBuilder().build(options).result.get()
    let said = try #require(announced.value)
    #expect(
      said.files == [
        "assets/photo.jpg", "cards/holiday.png", "data/budget.json", "projects/index.html",
        "seasons/2019/calendar.ics",
      ])
    #expect(said.folders == ["seasons/2019", "projects"])
    #expect(said.replaced == ["index.html"])
    #expect(said.sawFiles, "told after the files were gone")
    #expect(summary.report.removed == 5)
    for path in Self.others.dropFirst() { #expect(contents(path, in: www) == nil, "\(path)") }
    #expect(!files.fileExists(atPath: www.appendingPathComponent("projects").path))
    #expect(contents("index.html", in: www)?.contains("Fixture League") == true)
    #expect(contents(".nojekyll", in: www) == "mine")
    #expect(contents(".git/HEAD", in: www) == "mine")
    // What the site does not make is gone, and what is left is the site's.
    let next = try await SiteBuilder().build(
      TestSupport.options(content: TestSupport.fixtureLeague, output: www)
    ).result.get()
    #expect(next.report.written == 0 && next.report.removed == 0)
  }

  /// Without its state folder, a build of a folder it made costs only time: it removes the
  /// files builds made that the site no longer has, and nothing else, even files in paths
  /// the site uses.
  @Test func aDeletedStateFolderCostsOnlyTime() async throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? files.removeItem(at: root) }
    let content = try TestSupport.copyOfFixtureLeague(in: root)
    let site = root.appendingPathComponent("_site")
    let options = TestSupport.options(content: content, output: site)
    _ = try await SiteBuilder().build(options).result.get()
    let gone = "matches/2024-01-31-44444444/index.html"
    #expect(contents(gone, in: site) != nil)
    let mine = [
      ".nojekyll", "images/logo.png", "matches/notes.txt", "assets/photo.jpg",
      "data/budget.json", "cards/holiday.png", "projects/index.html",
    ]
    try place(mine, in: site)
    try files.removeItem(at: try #require(options.stateDirectory))
    let gathersURL = content.appendingPathComponent("data/gathers.json")
    var gathers =
      try JSONSerialization.jsonObject(with: Data(contentsOf: gathersURL)) as! [[String: Any]]
    gathers.removeAll { $0["id"] as? String == "44444444-4444-4444-8444-444444444444" }
    try JSONSerialization.data(withJSONObject: gathers).write(to: gathersURL)
    let summary = try await SiteBuilder().build(options).result.get()
    // The match's page and card, and the home page's card, which counts one match fewer.
    #expect(summary.report.removed == 3)
    #expect(contents(gone, in: site) == nil)
    for path in mine + ["CNAME"] { #expect(contents(path, in: site) != nil, "\(path)") }
  }

  /// Site A lists everyone, site B unlists player 3; built into one folder as A, B, A, B,
  /// the last build of B removes player 3's page, though B's own record predates A's second
  /// build.
  @Test func aPageUnlistedSinceTheLastBuildNeverStaysPublished() async throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? files.removeItem(at: root) }
    let a = try league("a/Content", in: root)
    let b = try league("b/Content", in: root, settings: "unlisted: [3]")
    let site = root.appendingPathComponent("_site")
    let page = "players/3-cleo/index.html"
    var last = WriteReport()
    for (content, listed) in [(a, true), (b, false), (a, true), (b, false)] {
      last = try await SiteBuilder().build(options(content, site)).result.get().report
      #expect((contents(page, in: site) != nil) == listed)
    }
    #expect(last.removed > 0)
    let list = try #require(contents(OutputFolder.listName, in: site))
    #expect(!list.contains("3-cleo"))
  }

  @Test func oneLockServesEverySpellingAndEveryContentFolder() async throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? files.removeItem(at: root) }
    let a = try league("a/Content", in: root)
    let b = try league("b/Content", in: root, settings: "unlisted: [3]")
    let site = root.appendingPathComponent("_site")
    let link = root.appendingPathComponent("link")
    _ = try await SiteBuilder().build(options(a, site)).result.get()
    try files.createSymbolicLink(at: link, withDestinationURL: site)
    let held = OutputFolder(site)
    try held.lock()
    let before = try #require(contents("players/3-cleo/index.html", in: site))
    for (content, output) in [(b, site), (b, link), (a, link)] {
      await #expect(throws: BuildError.busy(output: output.path)) {
        try await SiteBuilder().build(options(content, output)).result.get()
      }
    }
    #expect(contents("players/3-cleo/index.html", in: site) == before)
    held.unlock()
    _ = try await SiteBuilder().build(options(b, link)).result.get()
    #expect(contents("players/3-cleo/index.html", in: site) == nil)
  }

  /// A folder reached through a link is the folder: its state is the same, so nothing is
  /// made again.
  @Test func aLinkToTheOutputFolderSharesItsRecord() async throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? files.removeItem(at: root) }
    let site = root.appendingPathComponent("_site")
    let link = root.appendingPathComponent("link")
    _ = try await SiteBuilder().build(
      TestSupport.options(content: TestSupport.fixtureLeague, output: site)
    )
    .result.get()
    try files.createSymbolicLink(at: link, withDestinationURL: site)
    let outputs = try files.contentsOfDirectory(
      atPath: root.appendingPathComponent(".gather-site/outputs").path)
    let summary = try await SiteBuilder().build(
      TestSupport.options(content: TestSupport.fixtureLeague, output: link)
    ).result.get()
    #expect(summary.report.written == 0 && summary.report.unchanged == summary.files)
    #expect(
      try files.contentsOfDirectory(
        atPath: root.appendingPathComponent(".gather-site/outputs").path) == outputs)
  }

  /// A file at a path the site now needs, that no build made, is not replaced without
  /// `--clean`.
  @Test func aFileNoBuildMadeIsNotReplaced() async throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? files.removeItem(at: root) }
    let content = try TestSupport.copyOfFixtureLeague(in: root)
    let site = root.appendingPathComponent("_site")
    var options = TestSupport.options(content: content, output: site)
    _ = try await SiteBuilder().build(options).result.get()
    try place(["rules/index.html"], in: site)
    try "# Rules\n".write(
      to: content.appendingPathComponent("pages/rules.md"), atomically: true, encoding: .utf8)
    await #expect(
      throws: BuildError.unsafeOutput(
        "refusing to replace files in \(site.path) that no build made (\"rules/index.html\"). Move them away, or pass --clean to replace them and remove everything in the folder that the site does not make"
      )
    ) { try await SiteBuilder().build(options).result.get() }
    #expect(contents("rules/index.html", in: site) == "mine")
    let temporaries = try #require(files.subpaths(atPath: site.path)).filter {
      $0.contains(".tmp-")
    }
    #expect(temporaries.isEmpty)
    options.clean = true
    _ = try await SiteBuilder().build(options).result.get()
    #expect(contents("rules/index.html", in: site)?.contains("<h1>Rules</h1>") == true)
  }

  @Test func anOutputInsideTheContentOrTheThemeIsRefused() async throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? files.removeItem(at: root) }
    let content = try TestSupport.copyOfFixtureLeague(in: root)
    let templates = root.appendingPathComponent("Templates")
    try files.copyItem(at: TestSupport.templates, to: templates)
    let link = root.appendingPathComponent("link")
    try files.createSymbolicLink(
      at: link, withDestinationURL: content.appendingPathComponent("static"))
    for (output, name, folder) in [
      (content.appendingPathComponent("static/site"), "the content directory", content),
      (link.appendingPathComponent("site"), "the content directory", content),
      (content.appendingPathComponent("out"), "the content directory", content),
      (templates.appendingPathComponent("assets/site"), "the templates directory", templates),
    ] {
      var options = TestSupport.options(content: content, output: output)
      options.templatesDirectory = templates
      await #expect(
        throws: BuildError.unsafeOutput(
          "refusing to build into \(output.path): it is inside \(name) (\(folder.path)); a site is not written into its own sources"
        )
      ) { try await SiteBuilder().build(options).result.get() }
      #expect(!files.fileExists(atPath: output.path))
    }
    // A static folder that is a link elsewhere is guarded where it leads.
    let shared = root.appendingPathComponent("shared")
    try files.createDirectory(at: shared, withIntermediateDirectories: true)
    try files.removeItem(at: content.appendingPathComponent("static"))
    try files.createSymbolicLink(
      at: content.appendingPathComponent("static"), withDestinationURL: shared)
    let output = shared.appendingPathComponent("site")
    await #expect(
      throws: BuildError.unsafeOutput(
        "refusing to build into \(output.path): it is inside the content's static folder (\(content.appendingPathComponent("static").path)); a site is not written into its own sources"
      )
    ) {
      try await SiteBuilder().build(TestSupport.options(content: content, output: output)).result
        .get()
    }
  }

  /// A folder that an earlier version built (no list, but a record that matches it) is the
  /// site's; one that also holds files the record does not name is refused.
  @Test func aFolderAnEarlierVersionBuiltIsTheSitesWhenItsRecordMatches() async throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? files.removeItem(at: root) }
    let site = root.appendingPathComponent("_site")
    let options = TestSupport.options(content: TestSupport.fixtureLeague, output: site)
    _ = try await SiteBuilder().build(options).result.get()
    try files.removeItem(at: site.appendingPathComponent(OutputFolder.listName))
    let summary = try await SiteBuilder().build(options).result.get()
    #expect(summary.report.written == 0 && summary.report.unchanged == summary.files)
    #expect(contents(OutputFolder.listName, in: site) != nil)
    try files.removeItem(at: site.appendingPathComponent(OutputFolder.listName))
    try place(["players/3-carol-fullname/index.html"], in: site)
    await #expect(
      throws: BuildError.unsafeOutput(
        "refusing to build into \(site.path): it holds files that are not the site's (\"players/3-carol-fullname/index.html\"), and a build replaces and removes only its own. Build into a new or empty folder, or pass --clean to remove everything in it that the site does not make (a CNAME and hidden files at its top are kept)"
      )
    ) { try await SiteBuilder().build(options).result.get() }
    #expect(contents(OutputFolder.listName, in: site) == nil)
  }

  /// A link inside the output folder is not followed: a build neither writes nor removes
  /// through it.
  @Test func aBuildWritesAndRemovesNothingThroughALink() async throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? files.removeItem(at: root) }
    let content = try TestSupport.copyOfFixtureLeague(in: root)
    let site = root.appendingPathComponent("_site")
    let options = TestSupport.options(content: content, output: site)
    _ = try await SiteBuilder().build(options).result.get()
    let elsewhere = root.appendingPathComponent("elsewhere")
    try place(["about/index.html"], in: elsewhere)
    try files.removeItem(at: site.appendingPathComponent("about"))
    try files.createSymbolicLink(
      at: site.appendingPathComponent("about"),
      withDestinationURL: elsewhere.appendingPathComponent("about"))
    await #expect(
      throws: BuildError.output(
        path: site.appendingPathComponent("about").path,
        message:
          "a link is in the way of a folder (links inside the output folder are not followed)")
    ) { try await SiteBuilder().build(options).result.get() }
    #expect(contents("about/index.html", in: elsewhere) == "mine")
    // Without the page, its file is stale, but not removed through the link; the list keeps
    // it for the next build.
    try files.removeItem(at: content.appendingPathComponent("pages/about.md"))
    let summary = try await SiteBuilder().build(options).result.get()
    #expect(summary.report.notRemoved == ["about/index.html"])
    #expect(contents("about/index.html", in: elsewhere) == "mine")
    #expect(contents(OutputFolder.listName, in: site)?.contains("\nabout/index.html\n") == true)
  }

  /// A killed build's temporaries go with the next build, whichever content folder it
  /// builds: the mark of a build at work is in the output folder.
  @Test func aKilledBuildsTemporariesGoWhicheverContentFolderBuildsNext() async throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? files.removeItem(at: root) }
    let a = try league("a/Content", in: root)
    let site = root.appendingPathComponent("_site")
    _ = try await SiteBuilder().build(options(a, site)).result.get()
    // Another content folder's build, killed while writing.
    try place([OutputFolder.writingName, "about/.index.html.tmp-4242"], in: site)
    _ = try await SiteBuilder().build(options(a, site)).result.get()
    #expect(contents("about/.index.html.tmp-4242", in: site) == nil)
    #expect(contents(OutputFolder.writingName, in: site) == nil)
  }

  @Test func theListReadsBackAndADamagedOneIsNoList() throws {
    let paths: Set = ["index.html", "a b/100%/c.html", "odd\nname\r.txt"]
    #expect(OutputFolder.parseList(OutputFolder.listText(paths)) == paths)
    let text = String(decoding: OutputFolder.listText(paths), as: UTF8.self)
    #expect(
      text.hasPrefix("gather-site files 1\na b/100%25/c.html\nindex.html\nodd%0Aname%0D.txt\n"))
    for damaged in [
      "", "gather-site files 2\nindex.html\n", "gather-site files 1\nindex.html",
      "gather-site files 1\n../index.html\n", "gather-site files 1\na%2\n",
      "gather-site files 1\n/etc/passwd\n",
    ] {
      #expect(OutputFolder.parseList(Data(damaged.utf8)) == nil, "\(damaged.debugDescription)")
    }
  }
}

/// What a `cleaning` callback was told, from whichever thread.
private final class Announced: @unchecked Sendable {
  private let lock = NSLock()
  private var said: (files: [String], folders: [String], replaced: [String], sawFiles: Bool)?

  func record(_ cleaning: OutputFolder.Cleaning, sawFiles: Bool) {
    lock.withLock { said = (cleaning.files, cleaning.folders, cleaning.replaced, sawFiles) }
  }

  var value: (files: [String], folders: [String], replaced: [String], sawFiles: Bool)? {
    lock.withLock { said }
  }
}
