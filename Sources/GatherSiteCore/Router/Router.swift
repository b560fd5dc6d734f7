import Foundation

/// The only place where output paths and URLs are made. Pages link to each other with
/// relative links (so the site works from any sub-path and straight from disk), except the
/// 404 page, which a server shows at any address and so links from the site's base path.
public struct Router: Sendable {
  public let baseURL: URL
  /// `baseURL` as text, made once: every absolute URL starts with it.
  private let base: String
  /// Each match's folder ("matches/2024-05-12-96e47bb8/") by index into `league.gathers`, and
  /// each player's, made once: pages link to them tens of thousands of times.
  private let matchFolders: [String]
  private let playerFolders: [Int: String]
  private let pageSlugs: [String: String]
  /// The fonts share cards are drawn with (`FontCoverage.fingerprint`, looked up by the
  /// build), which a card's file name carries: other fonts draw another picture.
  private let cardFonts: String

  /// Path segments the site itself uses; a custom page may not take one of them.
  public static let reservedSegments: Set<String> = [
    "index", "matches", "players", "seasons", "results", "all-time", "ratings", "predictions",
    "pairs", "search", "cards", "data", "assets", "404",
  ]

  public init(facts: LeagueFacts, pages: [ContentPage], cardFonts: String = "") {
    self.init(league: facts.league, config: facts.config, pages: pages, cardFonts: cardFonts)
  }

  /// The routes of a league: they depend on its gathers, players and settings, not on any
  /// fact computed from them, so they can be made while the facts are. `cardFonts` names
  /// the fonts the share cards are drawn with; the Router itself asks the system nothing.
  public init(league: League, config: SiteConfig, pages: [ContentPage], cardFonts: String = "") {
    baseURL = config.baseURL
    self.cardFonts = cardFonts
    base = baseURL.absoluteString
    let dates = DateText(timeZone: config.timeZone)
    let gathers = league.gathers
    // Each match's folder as if no other match had it, on every core; then, in play order,
    // a match whose folder an earlier one took gets a number. The folder is made in one
    // string: the id's slug is cut at 8 characters as it is made (the same 8 as of the whole
    // slug, which is made from the start).
    // The gathers are read in place, through one buffer per run: a copy of a gather costs
    // three references.
    var folders = Parallel.mapRuns(gathers.count, run: 1024) { run in
      gathers.withUnsafeBufferPointer { gathers in
        run.map { index -> String in
          let day = dates.day(gathers[index].completedAt) ?? "undated"
          let idPart = Slug.make(gathers[index].id, maxLength: 8).prefix(8)
          var folder = Self.matchesFolder
          folder.reserveCapacity(day.utf8.count + idPart.utf8.count + 16)
          folder += day
          folder += "-"
          folder += idPart.isEmpty ? "match" : idPart
          folder += "/"
          return folder
        }
      }
    }
    var taken = Set<String>(minimumCapacity: gathers.count)
    for index in folders.indices where !taken.insert(folders[index]).inserted {
      let slug = folders[index].dropFirst(Self.matchesFolder.count).dropLast()
      var counter = 1
      var numbered: String
      repeat {
        counter += 1
        numbered = "\(Self.matchesFolder)\(slug)-\(counter)/"
      } while taken.contains(numbered)
      taken.insert(numbered)
      folders[index] = numbered
    }
    matchFolders = folders
    playerFolders = league.players.mapValues { player in
      let number = String(player.id).replacingOccurrences(of: "-", with: "n")
      let name = Slug.make(player.name)
      return name.isEmpty ? "players/\(number)/" : "players/\(number)-\(name)/"
    }
    pageSlugs = Dictionary(
      pages.map { ($0.name, Slug.make($0.name)) }, uniquingKeysWith: { first, _ in first })
  }

  /// The slug of a custom page, as its path segment.
  public func pageSlug(_ name: String) -> String { pageSlugs[name] ?? Slug.make(name) }

  /// The route's path inside the site directory, e.g. `matches/2024-05-12-96e47bb8/index.html`.
  public func outputPath(_ route: Route) -> String {
    switch route {
    case .notFound: "404.html"
    case .feed: "feed.xml"
    case .leagueCalendar: "calendar.ics"
    case .sitemap(let part): part.map { "sitemap-\($0).xml" } ?? "sitemap.xml"
    case .robots: "robots.txt"
    case .data(let file): "data/\(file.rawValue).json"
    case .asset(let name): "\(Self.assetsFolder)\(name)"
    case .staticFile(let path), .file(let path): path
    case .playerCalendar(let id): directory(.player(id: id)) + "calendar.ics"
    case .seasonCalendar(let season): directory(.season(season)) + "calendar.ics"
    case .ratingsHistory(let season): "data/ratings/\(season?.name ?? "undated").json"
    case .searchIndex: "search/index.js"
    case .card(let name): "cards/\(name).png"
    case .standingsCSV(let season):
      season.map { "data/standings-\($0.name).csv" } ?? "data/standings.csv"
    default: directory(route) + "index.html"
    }
  }

  /// The route's path below the site root as a browser sees it, e.g. `matches/2024-05-12-96e47bb8/`.
  public func sitePath(_ route: Route) -> String {
    switch route {
    case .home, .results, .players, .allTime, .ratings, .predictions, .pairs, .search, .match,
      .player,
      .season, .attendance, .page:
      directory(route)
    default: outputPath(route)
    }
  }

  /// Absolute URL, for canonical links, feeds and published data.
  public func url(_ route: Route) -> String {
    base + sitePath(route)
  }

  /// The absolute URL of the page of the gather at `index` in `league.gathers`: the same as
  /// `url(.match(index:))`, without going through a route.
  public func matchURL(at index: Int) -> String { base + matchFolders[index] }

  /// The folder of the page of the gather at `index` in `league.gathers`, e.g.
  /// `matches/2024-05-12-96e47bb8/`: its URL without the base URL.
  public func matchFolder(at index: Int) -> String { matchFolders[index] }

  /// The route of a share card: `cards/KIND-SUBJECT-DIGEST.png`, the digest of what it says,
  /// the fonts it is drawn with and the drawing's version, so that a changed card gets a
  /// new address (chat apps keep a preview by its address).
  public func card(_ subject: String, _ card: ShareCardViewModel) -> Route {
    let texts =
      [String(CardRenderer.design), card.kicker, card.title, card.footer, cardFonts]
      + card.lines + card.marks.map { $0.letter + $0.result }
    return .card(subject + "-" + TextDigest.hex(texts))
  }

  /// The link to the page of the gather at `index` from a page `depth` folders down (not
  /// the 404 page): the same as `href(from:to: .match(index:))` from such a page.
  public func matchHref(at index: Int, depth: Int) -> String {
    Self.up(depth) + matchFolders[index] + "index.html"
  }

  /// The link from one page to another.
  public func href(from: Route, to target: Route) -> String {
    if from == .notFound {
      return baseURL.path.hasSuffix("/")
        ? baseURL.path + sitePath(target) : baseURL.path + "/" + sitePath(target)
    }
    return Self.up(depth(from)) + outputPath(target)
  }

  /// The link from a page to the site's root folder ("../"), which paths relative to the
  /// root, such as the search index's, follow.
  public func rootHref(from route: Route) -> String { Self.up(depth(route)) }

  /// How many folders down the route's file is (links from the 404 page start at the
  /// site's base path instead).
  func depth(_ route: Route) -> Int {
    switch route {
    case .home, .notFound: 0
    case .results, .players, .allTime, .ratings, .predictions, .pairs, .search, .searchIndex, .page,
      .standingsCSV, .card:
      1
    case .match, .player, .season, .playerCalendar: 2
    case .feed, .leagueCalendar, .sitemap, .robots: 0
    case .data: 1
    case .ratingsHistory, .seasonCalendar: 2
    case .attendance: 3
    case .asset(let path): 1 + path.utf8.count { $0 == UInt8(ascii: "/") }
    case .staticFile(let path), .file(let path): path.utf8.count { $0 == UInt8(ascii: "/") }
    }
  }

  /// The folder of the theme's files.
  private static let assetsFolder = "assets/"

  /// The folder every match's folder is in.
  private static let matchesFolder = "matches/"

  private static let ups = ["", "../", "../../", "../../../"]

  private static func up(_ depth: Int) -> String {
    depth < ups.count ? ups[depth] : String(repeating: "../", count: depth)
  }

  private func directory(_ route: Route) -> String {
    switch route {
    case .home: ""
    case .results: "results/"
    case .players: "players/"
    case .allTime: "all-time/"
    case .ratings: "ratings/"
    case .predictions: "predictions/"
    case .pairs: "pairs/"
    case .search: "search/"
    case .match(let index):
      matchFolders.indices.contains(index) ? matchFolders[index] : Self.matchesFolder
    case .player(let id):
      playerFolders[id] ?? "players/\(String(id).replacingOccurrences(of: "-", with: "n"))/"
    case .season(let season): "seasons/\(season.name)/"
    case .attendance(let season, let month): "seasons/\(season.name)/\(month.key)/"
    case .page(let name): "\(pageSlug(name))/"
    default: ""
    }
  }
}
