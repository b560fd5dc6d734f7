import Foundation
import Testing

@testable import GatherSite
@testable import GatherSiteCore

/// Team names, the names rule, `details`, unlisted players and `noindex`, each checked in
/// every file the sample site writes: pages, the feed, calendars, CSV, data files, the
/// sitemap and robots.txt, and the files' paths.
@Suite struct PrivacyTests {
  static let sample = TestSupport.repository.appendingPathComponent("Content")

  /// The players of the sample, as exported.
  static func players() throws -> [[String: Any]] {
    let data = try Data(contentsOf: sample.appendingPathComponent("data/players.json"))
    return try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
  }

  /// Every file of the sample site built with `settings` added to its site.yml, as text, by
  /// path.
  static func site(_ settings: String) async throws -> [String: String] {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let content = root.appendingPathComponent("Content")
    try FileManager.default.copyItem(at: sample, to: content)
    let file = content.appendingPathComponent("site.yml")
    try (String(contentsOf: file, encoding: .utf8) + "\n" + settings + "\n").write(
      to: file, atomically: true, encoding: .utf8)
    let output = root.appendingPathComponent("_site")
    _ = try await SiteBuilder().build(TestSupport.options(content: content, output: output)).result
      .get()
    var files: [String: String] = [:]
    for path in try #require(FileManager.default.subpaths(atPath: output.path)) {
      var isFolder: ObjCBool = false
      let url = output.appendingPathComponent(path)
      guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder),
        !isFolder.boolValue, path != "CNAME"
      else { continue }
      // A share card or a photo is checked by its name; what a card says is its page's
      // og:image:alt. A season book by its text.
      let picture = [".png", ".jpg"].contains { path.hasSuffix($0) }
      files[path] =
        picture
        ? ""
        : path.hasSuffix(".pdf")
          ? try TestSupport.pdfText(url) : try String(contentsOf: url, encoding: .utf8)
    }
    return files
  }

  /// The files (and paths) that hold `text`.
  static func holding(_ text: String, in files: [String: String]) -> [String] {
    files.filter { $0.key.contains(text) || $0.value.contains(text) }.keys.sorted()
  }

  @Test func teamNamesAreShownEverywhereButTheDataFiles() async throws {
    // The organisers' write-ups are their own words, and may name a side as they like.
    let files = try await Self.site("teamNames: {a: Bibs, b: Non-bibs}").mapValues {
      $0.replacingOccurrences(
        of: "<section class=\"write-up\"[\\s\\S]*?</section>", with: "",
        options: .regularExpression)
    }
    let named = Self.holding("Team A", in: files) + Self.holding("Team B", in: files)
    #expect(Set(named) == ["data/matches.json"], "\(Set(named))")
    let match = try #require(files["matches/2025-07-30-2f4e666a/index.html"])
    #expect(match.contains(#"<h1>Bibs <span class="score">3–2</span> Non-bibs</h1>"#))
    #expect(match.contains("<strong>Bibs won</strong>"))
    #expect(
      try #require(files["feed.xml"]).contains("<title>Bibs 3–2 Non-bibs, 30 Jul 2025</title>"))
    #expect(try #require(files["calendar.ics"]).contains("SUMMARY:Bibs 3–2 Non-bibs"))
    #expect(try #require(files["data/matches.json"]).contains("\"winner\":\"Team A\""))
  }

  @Test func theFirstAndInitialRuleHidesSurnamesEverywhere() async throws {
    let files = try await Self.site("names: first-and-initial\ndisplayNames: {3: \"Ana from Rio\"}")
    for player in try Self.players() {
      let name = try #require(player["name"] as? String)
      let words = name.split(separator: " ")
      guard words.count > 1 else { continue }
      #expect(Self.holding(name, in: files).isEmpty, "\(name): \(Self.holding(name, in: files))")
      let slug = Slug.make(name, maxLength: 60)
      #expect(!files.keys.contains { $0.contains("/\(slug)") }, "\(slug)")
    }
    let ana = try #require(files["players/3-ana-from-rio/index.html"])
    // The avatar's initials come from the shown name too.
    #expect(
      ana.contains(
        #"<h1><span class="avatar" aria-hidden="true">AR</span> Ana from Rio · Striker</h1>"#))
    #expect(
      try #require(files["players/1-zoe-m/index.html"]).contains(
        #"<h1><span class="avatar" aria-hidden="true">ZM</span> Zoë M. · Midfielder</h1>"#))
    #expect(try #require(files["data/players.json"]).contains("\"name\":\"Zoë M.\""))
    #expect(try #require(files["data/standings.csv"]).contains(",Zoë M.,"))
  }

  @Test func collidingShownNamesAreNumberedInOrderOfID() throws {
    var diagnostics = Diagnostics()
    var config = SiteConfig()
    config.names = .first
    var league = League(
      players: [
        4: Player(id: 4, name: "Ana Lima"), 2: Player(id: 2, name: "Ana Souza"),
        9: Player(id: 9, name: "Ana"), 5: Player(id: 5, name: "Ben Hur"),
      ], gathers: [])
    ShownNames.apply(config, to: &league, &diagnostics)
    #expect(league.players.mapValues(\.name) == [2: "Ana", 4: "Ana 2", 9: "Ana 3", 5: "Ben"])
    #expect(
      diagnostics.warnings.map(\.description).first
        == "warning: data/players.json: players: players 2 and 4 are both shown as \"Ana\"; player 4 is shown as \"Ana 2\" (set displayNames in site.yml to choose)"
    )
    #expect(ShownNames.name("Ana Lima", rule: .firstAndInitial) == "Ana L.")
    #expect(ShownNames.name("Ana", rule: .firstAndInitial) == "Ana")
    #expect(ShownNames.name("Mary Jane de la Cruz", rule: .first) == "Mary")
  }

  /// A guest's id is no player's, even when players.json has a row for it: a name set for
  /// it, or unlisting it, says that rather than that players.json lacks the id.
  @Test func aGuestIDInDisplayNamesOrUnlistedIsNamedAsAGuest() throws {
    var diagnostics = Diagnostics()
    var config = SiteConfig()
    config.guests = [99]
    config.unlisted = [99, 7]
    config.displayNames = [DisplayName(playerID: 99, name: "Rando")]
    var league = League(players: [1: Player(id: 1, name: "Ana Lima")], gathers: [])
    ShownNames.apply(config, to: &league, &diagnostics)
    #expect(
      diagnostics.warnings.map(\.description) == [
        "warning: site.yml: displayNames.99: 99 is a guest (guests), not a player; the name is not used",
        "warning: site.yml: unlisted: 99 is a guest (guests), not a player",
        "warning: site.yml: unlisted: no player in players.json has the id 7",
      ])
  }

  @Test func withoutDetailsNoAgeOrFavouriteTeamIsPublished() async throws {
    let files = try await Self.site("details: false")
    for player in try Self.players() {
      if let team = player["favouriteTeam"] as? String {
        #expect(Self.holding(team, in: files).isEmpty, "\(team): \(Self.holding(team, in: files))")
      }
    }
    #expect(Self.holding("<strong>Age:</strong>", in: files).isEmpty)
    #expect(Self.holding("Favourite team", in: files).isEmpty)
    let before = try await Self.site("")
    #expect(!Self.holding("<strong>Age:</strong>", in: before).isEmpty)
  }

  /// Player 3 (Ana Lima) asked not to appear: she is named nowhere, gets no page, no place
  /// in a table, ranking or pair list; her line-up places say "Guest", her id is `null`
  /// in the data files, and everyone else's records are unchanged.
  @Test func anUnlistedPlayerAppearsNowhereAndCountsForEveryoneElse() async throws {
    let files = try await Self.site("unlisted: [3]")
    let before = try await Self.site("")
    #expect(!Self.holding("Ana Lima", in: before).isEmpty)
    #expect(Self.holding("Ana Lima", in: files).isEmpty, "\(Self.holding("Ana Lima", in: files))")
    #expect(Self.holding("ana-lima", in: files).isEmpty)
    #expect(!Self.holding(">Guest<", in: files).isEmpty)
    let matches = try #require(files["data/matches.json"])
    #expect(matches.contains("null") && !matches.contains(",3,") && !matches.contains("[3,"))
    for name in ["data/players.json", "data/standings.json", "data/ratings.json"] {
      #expect(!(try #require(files[name])).contains("\"playerId\":3,"), "\(name)")
      #expect(!(try #require(files[name])).contains("\"id\":3,"), "\(name)")
    }
    let history = files.filter { $0.key.hasPrefix("data/ratings/") }
    #expect(!history.isEmpty)
    for (name, text) in history { #expect(!text.contains("\"playerId\":3,"), "\(name)") }
    // Everyone else's records are as before; the table is numbered without her.
    let rows = { (files: [String: String]) throws -> [String: String] in
      let csv = try #require(files["data/standings.csv"]).split(separator: "\r\n").dropFirst()
      return Dictionary(
        uniqueKeysWithValues: csv.map { line in
          let fields = line.split(separator: ",", maxSplits: 1)
          return (String(fields[1]), String(fields[1].split(separator: ",").dropFirst(2).joined()))
        })
    }
    var expected = try rows(before)
    #expect(
      expected.removeValue(forKey: try #require(expected.keys.first { $0.hasPrefix("3,") }))
        != nil)
    #expect(try rows(files) == expected)
    let positions = try #require(files["data/standings.csv"]).split(separator: "\r\n").dropFirst()
      .map { Int($0.split(separator: ",")[0])! }
    #expect(positions.first == 1 && positions.count == expected.count)
  }

  @Test func noindexAsksEveryPageNotToBeIndexedAndWritesNoSitemap() async throws {
    let files = try await Self.site("noindex: true")
    let pages = files.filter { $0.key.hasSuffix(".html") }
    #expect(pages.count > 100)
    for (path, page) in pages {
      #expect(page.contains("<meta name=\"robots\" content=\"noindex\">"), "\(path)")
    }
    #expect(!files.keys.contains { $0.hasPrefix("sitemap") })
    // A PDF cannot carry the meta tag: robots.txt keeps the season books out.
    #expect(files["robots.txt"] == "User-agent: *\nAllow: /\nDisallow: /*.pdf$\n")
    let indexed = try await Self.site("")
    #expect(indexed["sitemap.xml"] != nil)
    #expect(!(indexed["index.html"] ?? "").contains("noindex"))
  }
}
