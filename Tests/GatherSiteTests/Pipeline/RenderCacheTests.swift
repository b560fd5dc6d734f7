import Foundation
import Testing

@testable import GatherSite

/// The render cache skips pages whose inputs did not change, and never serves a stale one.
@Suite struct RenderCacheTests {
  private func build(_ content: URL, into site: URL, templates: URL? = nil) throws -> BuildSummary {
    var options = TestSupport.options(content: content, output: site)
    if let templates { options.templatesDirectory = templates }
    return try SiteBuilder().build(options).result.get()
  }

  /// Every file of the site but the tool's own bookkeeping.
  private func files(_ site: URL) throws -> [String: Data] {
    var found: [String: Data] = [:]
    for path in try FileManager.default.subpathsOfDirectory(atPath: site.path)
    where !path.hasPrefix(".gather-site-") {
      var isDirectory: ObjCBool = false
      let url = site.appendingPathComponent(path)
      if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
        !isDirectory.boolValue
      {
        found[path] = try Data(contentsOf: url)
      }
    }
    return found
  }

  /// Changes a file's bytes by hand without changing its size or time: the caches still take
  /// it for the file they recorded, so a file (or block) made again loses the change and one
  /// left or copied keeps it. Returns what the file held before.
  @discardableResult
  private func editKeepingStamp(_ file: URL, _ edit: (inout Data) -> Void) throws -> Data {
    var info = stat()
    #expect(stat(file.path, &info) == 0)
    let original = try Data(contentsOf: file)
    var data = original
    edit(&data)
    try data.write(to: file)
    #expect(utimensat(AT_FDCWD, file.path, [info.st_atim, info.st_mtim], 0) == 0)
    return original
  }

  @Test func incrementalBuildsEqualFreshBuildsAfterEveryKindOfChange() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let content = try TestSupport.copyOfFixtureLeague(in: root)
    let templates = root.appendingPathComponent("Templates")
    try FileManager.default.copyItem(at: TestSupport.templates, to: templates)
    let site = root.appendingPathComponent("_site")
    _ = try build(content, into: site, templates: templates)
    #expect(
      FileManager.default.fileExists(atPath: site.appendingPathComponent(".gather-site-cache").path)
    )

    let writeUp = "matches/11111111-1111-4111-8111-111111111111.md"
    let changes: [(name: String, file: URL, change: (String) -> String)] = [
      (
        "a renamed player", content.appendingPathComponent("data/players.json"),
        { $0.replacingOccurrences(of: "\"Ana\"", with: "\"Ana Maria\"") }
      ),
      (
        "an edited write-up", content.appendingPathComponent(writeUp),
        { $0 + "\nA late correction.\n" }
      ),
      (
        "a corrected score", content.appendingPathComponent("data/gathers.json"),
        { $0.replacingOccurrences(of: "\"score\": \"3-1\"", with: "\"score\": \"3-2\"") }
      ),
      (
        "an earlier draw turned into a win", content.appendingPathComponent("data/gathers.json"),
        {
          $0.replacingOccurrences(
            of: #""score": "2:2", "winnerTeam": "None""#,
            with: #""score": "3:2", "winnerTeam": "Team A""#)
        }
      ),
      (
        "an appended gather", content.appendingPathComponent("data/gathers.json"),
        { text in
          let end = text.lastIndex(of: "]")!
          return text[..<end]
            + #", {"id": "77777777-7777-4777-8777-777777777777", "score": "3-0", "completedAt": "2024-02-07T19:00:00Z", "players": [{"playerId": 1, "team": "Team A"}, {"playerId": 3, "team": "Team B"}]}]"#
            + "\n"
        }
      ),
      (
        "two players who swapped sides", content.appendingPathComponent("data/gathers.json"),
        {
          $0.replacingOccurrences(
            of: #"{"playerId": 1, "team": "Team A"}, {"playerId": 3, "team": "Team B"}]}]"#,
            with: #"{"playerId": 1, "team": "Team B"}, {"playerId": 3, "team": "Team A"}]}]"#)
        }
      ),
      (
        "a gather moved to another day", content.appendingPathComponent("data/gathers.json"),
        { $0.replacingOccurrences(of: "2024-01-10T19:00:00Z", with: "2024-02-01T19:00:00Z") }
      ),
      (
        "a new position", content.appendingPathComponent("data/players.json"),
        { $0.replacingOccurrences(of: "\"defender\"", with: "\"goalkeeper\"") }
      ),
      (
        "a new base URL", content.appendingPathComponent("site.yml"),
        { $0.replacingOccurrences(of: "league.example.org", with: "elsewhere.example.org") }
      ),
      (
        // The same host: only the addresses' paths change.
        "a base URL with a path", content.appendingPathComponent("site.yml"),
        {
          $0.replacingOccurrences(
            of: "elsewhere.example.org/", with: "elsewhere.example.org/league/")
        }
      ),
      (
        "a new time zone", content.appendingPathComponent("site.yml"),
        { $0.replacingOccurrences(of: "Europe/Paris", with: "Pacific/Auckland") }
      ),
      (
        "a new upset threshold and provisional period", content.appendingPathComponent("site.yml"),
        { $0 + "upsetProbability: 0.49\nprovisionalGames: 1\n" }
      ),
      (
        "more shared games for the pair tables", content.appendingPathComponent("site.yml"),
        { $0.replacingOccurrences(of: "minimumSharedGames: 1", with: "minimumSharedGames: 2") }
      ),
      (
        "a deleted player", content.appendingPathComponent("data/players.json"),
        { text in
          text.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.contains("\"Dev\"") }.joined(separator: "\n")
        }
      ),
      (
        "a removed gather", content.appendingPathComponent("data/gathers.json"),
        { text in
          let start = text.range(of: #", {"id": "77777777"#)!.lowerBound
          return text[..<start] + "]\n"
        }
      ),
      (
        "a write-up's new title", content.appendingPathComponent(writeUp),
        { $0.replacingOccurrences(of: "title: Opening night", with: "title: Opening match") }
      ),
      (
        "a new page in the menu", content.appendingPathComponent("pages/rules.md"),
        { _ in "---\ntitle: Rules\nmenu: 2\n---\nNo slide tackles.\n" }
      ),
      (
        "an edited template", templates.appendingPathComponent("layout.mustache"),
        { $0.replacingOccurrences(of: "made with", with: "built with") }
      ),
      (
        "a new site title", content.appendingPathComponent("site.yml"),
        {
          "title: Renamed League\n"
            + $0.split(separator: "\n").filter { !$0.hasPrefix("title:") }.joined(separator: "\n")
            + "\n"
        }
      ),
    ]
    for (name, file, change) in changes {
      let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
      try change(text).write(to: file, atomically: true, encoding: .utf8)
      let incremental = try build(content, into: site, templates: templates)
      #expect(incremental.report.written > 0, "\(name) changed nothing")
      let fresh = root.appendingPathComponent("fresh-\(UUID().uuidString)")
      _ = try build(content, into: fresh, templates: templates)
      let (got, want) = (try files(site), try files(fresh))
      #expect(Set(got.keys) == Set(want.keys), "after \(name)")
      for (path, data) in want where got[path] != data {
        Issue.record("after \(name), \(path) differs from a fresh build")
      }
    }
    let page = try TestSupport.read("index.html", in: site)
    #expect(page.contains("Renamed League") && page.contains("built with"))
  }

  @Test func unchangedPagesAreNotRenderedAgainButFilesEditedByHandAre() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let site = root.appendingPathComponent("_site")
    _ = try build(TestSupport.fixtureLeague, into: site)
    let page = site.appendingPathComponent("players/1-ana/index.html")
    let original = try Data(contentsOf: page)
    var info = stat()
    #expect(stat(page.path, &info) == 0)

    // Same size, same time: the cache takes it for the page it wrote, so it was not rendered.
    var marked = original
    marked[marked.count - 2] = UInt8(ascii: "#")
    try marked.write(to: page)
    let times = [info.st_atim, info.st_mtim]
    #expect(utimensat(AT_FDCWD, page.path, times, 0) == 0)
    let cache = site.appendingPathComponent(RenderCache.fileName)
    let firstCache = try Data(contentsOf: cache)
    _ = try build(TestSupport.fixtureLeague, into: site)
    #expect(try Data(contentsOf: page) == marked)
    // The pages left as they were keep their recorded sizes and times.
    #expect(try Data(contentsOf: cache) == firstCache)

    // Edited by hand (a new time): rendered and written again.
    try (original + Data("<!-- edited -->".utf8)).write(to: page)
    let rebuilt = try build(TestSupport.fixtureLeague, into: site)
    #expect(try Data(contentsOf: page) == original)
    #expect(rebuilt.report.written == 1)
  }

  /// The players' data and the standings' CSV are keyed by what they show: kept when a
  /// write-up or an export changes without changing them, made again when a record, a
  /// name or the base URL does.
  @Test func filesOfTheRecordsAreKeptUntilWhatTheyShowChanges() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let content = try TestSupport.copyOfFixtureLeague(in: root)
    let site = root.appendingPathComponent("_site")
    _ = try build(content, into: site)
    // Marked by hand without changing size or time: the cache takes each for the file it
    // wrote, so a file that is made again loses its mark.
    // (The feed, the league calendar and the ratings and matches are made by blocks: see
    // `largeFilesAreMadeAgainOnlyWhereTheirGathersChanged`; the standings too, see
    // `theStandingsOfSeasonsANewGatherLeavesAloneAreCopied`.)
    let paths = ["data/players.json", "data/standings.csv"]
    var originals: [String: Data] = [:]
    func mark() throws {
      for path in paths {
        originals[path] = try editKeepingStamp(site.appendingPathComponent(path)) { data in
          data[0] = data[0] == UInt8(ascii: "#") ? UInt8(ascii: "%") : UInt8(ascii: "#")
        }
      }
    }
    func isMarked(_ path: String) throws -> Bool {
      try Data(contentsOf: site.appendingPathComponent(path)).first != originals[path]?.first
    }
    try mark()
    try "A report.\n".write(
      to: content.appendingPathComponent("matches/11111111-1111-4111-8111-111111111111.md"),
      atomically: true, encoding: .utf8)
    let afterWriteUp = try build(content, into: site)
    #expect(afterWriteUp.report.written == 1)
    for path in paths { #expect(try isMarked(path), "\(path) was made again") }

    // A new base URL changes every absolute link in them: all made again.
    var options = TestSupport.options(content: content, output: site)
    options.baseURL = "https://elsewhere.example/"
    _ = try SiteBuilder().build(options).result.get()
    #expect(
      try TestSupport.read("data/players.json", in: site).contains("https://elsewhere.example/"))
    for path in paths { #expect(try !isMarked(path), "\(path) was kept") }
    try mark()
    // A changed export that changes no record: kept.
    let gathers = content.appendingPathComponent("data/gathers.json")
    try (try String(contentsOf: gathers, encoding: .utf8) + "\n").write(
      to: gathers, atomically: true, encoding: .utf8)
    _ = try SiteBuilder().build(options).result.get()
    for path in paths { #expect(try isMarked(path), "\(path) was made again") }
    // A renamed player (to a name with the same address): both made again, the marks gone.
    let players = content.appendingPathComponent("data/players.json")
    try (try String(contentsOf: players, encoding: .utf8))
      .replacingOccurrences(of: #""name": "Ana""#, with: #""name": "ANA""#)
      .write(to: players, atomically: true, encoding: .utf8)
    _ = try SiteBuilder().build(options).result.get()
    for path in paths {
      #expect(try !isMarked(path), "\(path) was kept")
      #expect(try TestSupport.read(path, in: site).contains("ANA"))
    }
  }

  /// A league of `count` weekly gathers of eight of twelve players.
  private func writeLeague(_ count: Int, in content: URL) throws {
    try FileManager.default.createDirectory(
      at: content.appendingPathComponent("data"), withIntermediateDirectories: true)
    try "title: Blocks\nbaseURL: https://blocks.example.org/\n".write(
      to: content.appendingPathComponent("site.yml"), atomically: true, encoding: .utf8)
    let players = (1...12).map { #"{"id": \#($0), "name": "Player \#($0)"}"# }
    try "[\(players.joined(separator: ",\n"))]\n".write(
      to: content.appendingPathComponent("data/players.json"), atomically: true, encoding: .utf8)
    try gathersJSON(count).write(
      to: content.appendingPathComponent("data/gathers.json"), atomically: true, encoding: .utf8)
  }

  private func gathersJSON(_ count: Int) -> String {
    let start = ISODate.parse("2001-01-03T19:00:00Z")!
    let rows = (0..<count).map { n -> String in
      let lineup = (0..<8).map { slot in
        #"{"playerId": \#((n * 5 + slot * 7) % 12 + 1), "team": "Team \#(slot < 4 ? "A" : "B")"}"#
      }
      let date = ISODate.string(from: start.addingTimeInterval(Double(n) * 7 * 86_400))
      return
        #"{"id": "G\#(n)", "score": "\#(n % 4)-\#(n % 3)", "completedAt": "\#(date)", "players": [\#(lineup.joined(separator: ", "))]}"#
    }
    return "[\(rows.joined(separator: ",\n"))]\n"
  }

  @Test func largeFilesAreMadeAgainOnlyWhereTheirGathersChanged() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let content = root.appendingPathComponent("Content")
    let count = GatherBlocks.size * 2 + 100
    try writeLeague(count, in: content)
    let site = root.appendingPathComponent("_site")
    _ = try build(content, into: site)
    let paths = ["data/ratings.json", "data/matches.json", "feed.xml", "calendar.ics"]
    // A byte in the block of the oldest gathers, marked by hand without changing the file's
    // size or time: a block copied from the file keeps the mark, a block made loses it.
    func mark(_ path: String) throws -> (key: RenderKey, offset: Int) {
      let blocks = try #require(BlockCache.load(site).layouts[path]?.blocks)
      #expect(blocks.count == 5, "\(path): head, three blocks of gathers, tail")
      // Play order for all but the feed, which is newest first.
      let index = path == "feed.xml" ? blocks.count - 2 : 1
      let start = blocks[..<index].reduce(0) { $0 + $1.length }
      let offset = blocks[index].length / 2
      try editKeepingStamp(site.appendingPathComponent(path)) {
        $0[start + offset] = UInt8(ascii: "#")
      }
      return (blocks[index].key, offset)
    }
    func position(of mark: (key: RenderKey, offset: Int), in path: String) throws -> Int? {
      let blocks = try #require(BlockCache.load(site).layouts[path]?.blocks)
      guard let index = blocks.firstIndex(where: { $0.key == mark.key }) else { return nil }
      return blocks[..<index].reduce(0) { $0 + $1.length } + mark.offset
    }
    var marks: [String: (key: RenderKey, offset: Int)] = [:]
    for path in paths { marks[path] = try mark(path) }

    // One more gather: only the last block of each file is made again.
    try gathersJSON(count + 1).write(
      to: content.appendingPathComponent("data/gathers.json"), atomically: true, encoding: .utf8)
    _ = try build(content, into: site)
    let fresh = root.appendingPathComponent("fresh")
    _ = try build(content, into: fresh)
    for path in paths {
      let got = try Data(contentsOf: site.appendingPathComponent(path))
      var want = try Data(contentsOf: fresh.appendingPathComponent(path))
      let at = try #require(try position(of: marks[path]!, in: path), "\(path): block gone")
      #expect(got[at] == UInt8(ascii: "#"), "\(path): the oldest block was made again")
      want[at] = UInt8(ascii: "#")
      #expect(got == want, "\(path) differs from a fresh build but for the mark")
    }

    // Touched by hand (a new time): the file is made whole again.
    let ratings = site.appendingPathComponent("data/ratings.json")
    #expect(utimensat(AT_FDCWD, ratings.path, nil, 0) == 0)
    _ = try build(content, into: site)
    #expect(
      try Data(contentsOf: ratings)
        == Data(contentsOf: fresh.appendingPathComponent("data/ratings.json")))
  }

  /// `standings.json` is made in blocks: the all-time table, each season's, the end. A new
  /// gather makes the all-time table and its season's again; the others are copied.
  @Test func theStandingsOfSeasonsANewGatherLeavesAloneAreCopied() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let content = root.appendingPathComponent("Content")
    // Weekly from January 2001: three seasons and a half.
    let count = 180
    try writeLeague(count, in: content)
    let site = root.appendingPathComponent("_site")
    _ = try build(content, into: site)
    let path = "data/standings.json"
    let file = site.appendingPathComponent(path)
    let blocks = try #require(BlockCache.load(site).layouts[path]?.blocks)
    #expect(blocks.count == 6, "the all-time table, four seasons, the end")
    // A byte in the middle of each table, marked by hand without changing size or time.
    let starts = blocks.indices.map { blocks[..<$0].reduce(0) { $0 + $1.length } }
    let marks = (0..<5).map { starts[$0] + blocks[$0].length / 2 }
    try editKeepingStamp(file) { data in for mark in marks { data[mark] = UInt8(ascii: "#") } }

    // One more gather, in the last season.
    try gathersJSON(count + 1).write(
      to: content.appendingPathComponent("data/gathers.json"), atomically: true, encoding: .utf8)
    _ = try build(content, into: site)
    let fresh = root.appendingPathComponent("fresh")
    _ = try build(content, into: fresh)
    let got = try Data(contentsOf: file)
    var want = try Data(contentsOf: fresh.appendingPathComponent(path))
    let after = try #require(BlockCache.load(site).layouts[path]?.blocks)
    #expect(after.count == 6)
    // The first three seasons' tables come before any change: at the same places.
    for index in 1...3 {
      #expect(after[index].key == blocks[index].key)
      #expect(got[marks[index]] == UInt8(ascii: "#"), "season \(index) was made again")
      want[marks[index]] = UInt8(ascii: "#")
    }
    #expect(after[0].key != blocks[0].key && after[4].key != blocks[4].key)
    #expect(got == want, "differs from a fresh build but for the marks of the seasons copied")
  }

  @Test func aPlayerPageWhoseRankAloneMovedIsPutTogetherFromThePreviousOne() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let content = root.appendingPathComponent("Content")
    let count = 60
    try writeLeague(count, in: content)
    let site = root.appendingPathComponent("_site")
    _ = try build(content, into: site)
    let pages = (1...12).map { "players/\($0)-player-\($0)/index.html" }
    // A byte in the middle of the page's head and one in the middle of its appearances,
    // marked by hand without changing the file's size or time: parts copied keep the mark,
    // parts made lose it.
    var marked: [String: (offsets: [Int], before: Data)] = [:]
    for path in pages {
      let blocks = try #require(BlockCache.load(site).layouts[path]?.blocks, "\(path)")
      #expect(
        blocks.count == 5, "\(path): head, the rating line, between, the appearances, after")
      let file = site.appendingPathComponent(path)
      let bytes = try Data(contentsOf: file)
      func block(_ index: Int) -> String {
        let start = blocks[..<index].reduce(0) { $0 + $1.length }
        return String(decoding: bytes[start..<start + blocks[index].length], as: UTF8.self)
      }
      #expect(block(1).hasSuffix(" of 12 rated players"), "\(path): \(block(1))")
      #expect(block(0).hasSuffix("<strong>Rating:</strong> "))
      #expect(
        block(3).hasPrefix("<div class=\"table-wrap\" role=\"region\" aria-label=\"Appearances\""))
      #expect(block(3).hasSuffix("</table>\n</div>"))
      let offsets = [
        blocks[0].length / 2,
        blocks[..<3].reduce(0) { $0 + $1.length } + blocks[3].length / 2,
      ]
      marked[path] = (
        offsets,
        try editKeepingStamp(file) { data in
          for offset in offsets { data[offset] = UInt8(ascii: "#") }
        }
      )
    }

    // One more gather, a win: its eight players' pages are made whole again; some of the
    // other four see their rank move, and get the new line in their previous page.
    try gathersJSON(count + 1).write(
      to: content.appendingPathComponent("data/gathers.json"), atomically: true, encoding: .utf8)
    _ = try build(content, into: site)
    let fresh = root.appendingPathComponent("fresh")
    _ = try build(content, into: fresh)
    let played = Set((0..<8).map { slot in (count * 5 + slot * 7) % 12 + 1 })
    var pieced = 0
    let layouts = BlockCache.load(site).layouts
    for (id, path) in zip(1..., pages) {
      // Every page's blocks are kept for the next build.
      #expect(layouts[path]?.blocks.count == 5, "\(path): blocks forgotten")
      let got = try Data(contentsOf: site.appendingPathComponent(path))
      var want = try Data(contentsOf: fresh.appendingPathComponent(path))
      let (offsets, before) = try #require(marked[path])
      if played.contains(id) {
        #expect(got == want, "\(path): the page of a player of the new match differs")
      } else if want != before {
        // Changed: the appearances copied with their mark; the rest too when only the
        // rating line changed (a player who missed the match also loses a current run of
        // appearances: that page is rendered again).
        #expect(got[offsets[1]] == UInt8(ascii: "#"), "\(path): the appearances were made again")
        want[offsets[1]] = UInt8(ascii: "#")
        if got[offsets[0]] == UInt8(ascii: "#") {
          pieced += 1
          want[offsets[0]] = UInt8(ascii: "#")
        }
        #expect(got == want, "\(path) differs from a fresh build but for the marks")
      } else {
        // Unchanged: left as it was, marks and all.
        for offset in offsets { want[offset] = UInt8(ascii: "#") }
        #expect(got == want, "\(path) was written again")
      }
    }
    #expect(pieced > 0, "no page was put together from the previous one")
  }

  /// A theme that shows the rating line twice, or where Markdown does not show it as it is
  /// (in an HTML attribute, where its escapes stay), gets its player pages rendered whole
  /// when a rank moves, and the same pages as a fresh build.
  @Test func aThemeThatDoesNotShowTheRatingAsItIsGetsThePageRendered() throws {
    for template in [
      "# {{title}}\n\n{{#rating}}{{.}}; again {{.}}{{/rating}}\n\n{{{appearances}}}\n",
      "# {{title}}\n\n<p title=\"{{rating}}\">Rated</p>\n\n{{{appearances}}}\n",
    ] {
      let root = try TestSupport.temporaryDirectory()
      defer { try? FileManager.default.removeItem(at: root) }
      let content = root.appendingPathComponent("Content")
      try writeLeague(60, in: content)
      let templates = root.appendingPathComponent("Templates")
      try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
      try template.write(
        to: templates.appendingPathComponent("player.mustache"), atomically: true,
        encoding: .utf8)
      let site = root.appendingPathComponent("_site")
      _ = try build(content, into: site, templates: templates)
      let path = "players/1-player-1/index.html"
      #expect(BlockCache.load(site).layouts[path]?.blocks.count == 3, "\(template)")
      try gathersJSON(61).write(
        to: content.appendingPathComponent("data/gathers.json"), atomically: true,
        encoding: .utf8)
      _ = try build(content, into: site, templates: templates)
      let fresh = root.appendingPathComponent("fresh")
      _ = try build(content, into: fresh, templates: templates)
      for id in 1...12 {
        let page = "players/\(id)-player-\(id)/index.html"
        #expect(
          try Data(contentsOf: site.appendingPathComponent(page))
            == Data(contentsOf: fresh.appendingPathComponent(page)), "\(page), \(template)")
      }
      let shown = try TestSupport.read(path, in: site)
      #expect(!shown.contains(SplicedFile.textStandIn))
    }
  }

  @Test func aThemeThatShowsTheAppearancesTwiceGetsThePageWhole() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let content = root.appendingPathComponent("Content")
    try writeLeague(5, in: content)
    let templates = root.appendingPathComponent("Templates")
    try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
    try "# {{title}}\n\n{{{appearances}}}\n\n{{{appearances}}}\n".write(
      to: templates.appendingPathComponent("player.mustache"), atomically: true,
      encoding: .utf8)
    let site = root.appendingPathComponent("_site")
    _ = try build(content, into: site, templates: templates)
    let page = try TestSupport.read("players/1-player-1/index.html", in: site)
    #expect(page.components(separatedBy: "<table class=\"appearances\">").count == 3)
    #expect(!page.contains("gather-site part"))
    #expect(BlockCache.load(site).layouts["players/1-player-1/index.html"] == nil)
  }

  @Test func aNewMatchMakesAgainOnlyItsPlayersCalendars() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let content = try TestSupport.copyOfFixtureLeague(in: root)
    let site = root.appendingPathComponent("_site")
    _ = try build(content, into: site)
    let calendars = try FileManager.default.contentsOfDirectory(
      atPath: site.appendingPathComponent("players").path
    ).compactMap { folder -> String? in
      let path = "players/\(folder)/calendar.ics"
      return FileManager.default.fileExists(atPath: site.appendingPathComponent(path).path)
        ? path : nil
    }
    #expect(calendars.count == 6)
    // Marked by hand without changing size or time, in the head and in the last event: a
    // block made again loses its mark, a block copied keeps it.
    let end = Data("END:VCALENDAR\r\n".utf8)
    var lastEvent: [String: Int] = [:]
    for path in calendars {
      let file = site.appendingPathComponent(path)
      let offset = try Data(contentsOf: file).count - end.count - 3
      lastEvent[path] = offset
      try editKeepingStamp(file) {
        $0[0] = UInt8(ascii: "#")
        $0[offset] = UInt8(ascii: "#")
      }
    }
    let gathers = content.appendingPathComponent("data/gathers.json")
    let text = try String(contentsOf: gathers, encoding: .utf8)
    try
      (text[..<text.lastIndex(of: "]")!]
      + #", {"id": "77777777-7777-4777-8777-777777777777", "score": "1-0", "completedAt": "2024-02-07T19:00:00Z", "players": [{"playerId": 1, "team": "Team A"}, {"playerId": 3, "team": "Team B"}]}]"#)
      .write(to: gathers, atomically: true, encoding: .utf8)
    _ = try build(content, into: site)
    let fresh = root.appendingPathComponent("fresh")
    _ = try build(content, into: fresh)
    var remade: [String] = []
    for path in calendars {
      let got = try Data(contentsOf: site.appendingPathComponent(path))
      var want = try Data(contentsOf: fresh.appendingPathComponent(path))
      #expect(got.first == UInt8(ascii: "#"), "\(path): the head was made again")
      want[0] = UInt8(ascii: "#")
      if got.count == want.count, got[lastEvent[path]!] == UInt8(ascii: "#") {
        want[lastEvent[path]!] = UInt8(ascii: "#")
      } else {
        remade.append(path)
      }
      #expect(got == want, "\(path) differs from a fresh build but for the marks")
    }
    #expect(remade.sorted() == ["players/1-ana/calendar.ics", "players/3-cleo/calendar.ics"])
    let ana = try TestSupport.read("players/1-ana/calendar.ics", in: site)
    #expect(ana.contains("DESCRIPTION:Won 1–0 with Team A"))
  }

  @Test func aDamagedCacheIsIgnored() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let site = root.appendingPathComponent("_site")
    _ = try build(TestSupport.fixtureLeague, into: site)
    let cache = site.appendingPathComponent(RenderCache.fileName)
    let text = try String(contentsOf: cache, encoding: .utf8)
    for damaged in [
      "", "something else\n", text.replacingOccurrences(of: " ", with: "  "),
      text + "zz 1 2 ../../etc/passwd\n",
    ] {
      try damaged.write(to: cache, atomically: true, encoding: .utf8)
      #expect(
        RenderCache.load(site).isCurrent("index.html", key: RenderKey(high: 0, low: 0)) == false)
      let summary = try build(TestSupport.fixtureLeague, into: site)
      #expect(summary.report.written == 0)
    }
  }

  @Test func keysSeparateTheirInputs() {
    func key(_ parts: [String]) -> RenderKey {
      var hasher = StableHasher()
      for part in parts { hasher.combine(part) }
      return hasher.finalize()
    }
    #expect(key(["ab", "c"]) != key(["a", "bc"]))
    #expect(key(["Ana"]) == key(["Ana"]))
    #expect(key(["Ana"]) != key(["Anb"]))
    #expect(key(["12345678", ""]) != key(["12345678"]))
    let sample = key(["a long enough text to fill more than one word"])
    #expect(RenderKey(hexBytes: ArraySlice(sample.hex.utf8)) == sample)
    #expect(sample.hex.count == 32)
    #expect(
      RenderKey(high: 0x0123_4567_89ab_cdef, low: 0xfedc_ba98_7654_3210).hex
        == "0123456789abcdeffedcba9876543210")
    #expect(RenderKey(high: 0, low: 0xa).hex == "0000000000000000000000000000000a")
  }

  @Test func numbersInTheCacheAreWrittenAsTheirDecimalText() {
    for value in [0, 7, 9, 10, 99, 100, 4918, 1_795_344_135_123_456_789, Int.max, -1, -42, Int.min]
    {
      var bytes = Array("x".utf8)
      RenderCache.appendDecimal(value, to: &bytes)
      #expect(String(decoding: bytes, as: UTF8.self) == "x\(value)")
    }
  }

  @Test func cacheLinesAreReadExactlyOrNotAtAll() {
    let key = String(repeating: "0f", count: 16)
    func parse(_ lines: [String]) -> [RenderKey: RenderCache.Entry]? {
      RenderCache.parse(Array(([RenderCache.header] + lines).joined(separator: "\n").utf8))
    }
    let entries = parse(["\(key) 4918 1795344135123456789 matches/a b/index.html", ""])
    #expect(
      entries?[RenderCache.pathKey("matches/a b/index.html")]
        == RenderCache.Entry(
          key: RenderKey(high: 0x0f0f_0f0f_0f0f_0f0f, low: 0x0f0f_0f0f_0f0f_0f0f), size: 4918,
          modified: 1_795_344_135_123_456_789))
    // Found by the path as a string: the same key as of its bytes, whatever the characters.
    let accented = parse(["\(key) 7 8 static/zoë/plan.pdf"])
    #expect(accented?[RenderCache.pathKey("static/zoë/plan.pdf")]?.size == 7)
    #expect(accented?[RenderCache.pathKey("static/zoe/plan.pdf")] == nil)
    #expect(parse([]) == [:])
    #expect(parse(["\(key) 1 99999999999999999999 index.html"]) == nil)  // overflows Int
    #expect(parse(["\(key.dropLast())g 1 2 index.html"]) == nil)
    #expect(parse(["\(key) 1 2 ../outside.html"]) == nil)
    #expect(parse(["\(key) 1 2"]) == nil)
    #expect(parse(["\(key) -1 2 index.html"]) == nil)
    #expect(RenderCache.parse(Array("another file\n".utf8)) == nil)
  }
}
