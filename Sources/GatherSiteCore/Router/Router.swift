import Foundation

/// The only place where output paths and URLs are made: a route's path is its kind's path
/// in `PageRegistry`, with the route's own part (`part(of:)`) in place of `{}`. Pages link
/// to each other with relative links (so the site works from any sub-path and straight
/// from disk), except the 404 page, which a server shows at any address and so links from
/// the site's base path.
public struct Router: Sendable {
  public let baseURL: URL
  /// `baseURL` as text, made once: every absolute URL starts with it.
  private let base: String
  /// Each match's folder name ("2024-05-12-96e47bb8") by index into `league.gathers`, and
  /// each player's ("12-ana-lima") by id.
  private let matchNames: [String]
  private let playerNames: [Int: String]
  private let pageSlugs: [String: String]

  public init(facts: LeagueFacts, pages: [ContentPage]) {
    self.init(league: facts.league, config: facts.config, pages: pages)
  }

  /// The routes of a league: they depend on its gathers, players and settings, not on any
  /// fact computed from them, so they can be made while the facts are.
  public init(league: League, config: SiteConfig, pages: [ContentPage]) {
    baseURL = config.baseURL
    base = baseURL.absoluteString
    let dates = DateText(timeZone: config.timeZone)
    // A match's folder is its day and the start of its id; in play order, a match whose
    // folder an earlier one took gets a number.
    var taken = Set<String>(minimumCapacity: league.gathers.count)
    matchNames = league.gathers.map { gather in
      let day = dates.day(gather.completedAt) ?? "undated"
      let id = Slug.make(gather.id, maxLength: 8).prefix(8)
      let name = day + "-" + (id.isEmpty ? "match" : id)
      var numbered = name
      var counter = 1
      while !taken.insert(numbered).inserted {
        counter += 1
        numbered = "\(name)-\(counter)"
      }
      return numbered
    }
    playerNames = league.players.mapValues { player in
      let name = Slug.make(player.name)
      return name.isEmpty ? Self.playerNumber(player.id) : Self.playerNumber(player.id) + "-" + name
    }
    pageSlugs = Dictionary(
      pages.map { ($0.name, Slug.make($0.name)) }, uniquingKeysWith: { first, _ in first })
  }

  /// The slug of a custom page, as its path segment.
  public func pageSlug(_ name: String) -> String { pageSlugs[name] ?? Slug.make(name) }

  /// The route's own part of its path, which stands for `{}` in its kind's path.
  public func part(of route: Route) -> String {
    switch route {
    case .match(let index): matchNames.indices.contains(index) ? matchNames[index] : "match"
    case .player(let id): playerNames[id] ?? Self.playerNumber(id)
    // A player's calendar is in the folder of their permanent address, so that a
    // subscription to it lasts when their name changes.
    case .playerAddress(let id), .playerCalendar(let id): Self.playerNumber(id)
    case .season(let season), .seasonCalendar(let season): season.name
    case .attendance(let season, let month): "\(season.name)/\(month.key)"
    case .book(let season): "\(season.name)/season-\(season.name)"
    case .page(let name): pageSlug(name)
    case .ratingsHistory(let season): season?.name ?? "undated"
    case .standingsCSV(let season): season.map { "-\($0.name)" } ?? ""
    case .sitemap(let part): part.map { "-\($0)" } ?? ""
    case .data(let file): file.rawValue
    case .card(let name), .photo(let name), .asset(let name), .staticFile(let name): name
    default: ""
    }
  }

  /// Whether a player's page is at their permanent address (`players/ID/`), because their
  /// name gives no slug; otherwise the address is a page of its own that leads to it.
  public func pageIsAtAddress(player id: Int) -> Bool {
    part(of: .player(id: id)) == part(of: .playerAddress(id: id))
  }

  /// The route's path inside the site directory, e.g. `matches/2024-05-12-96e47bb8/index.html`.
  public func outputPath(_ route: Route) -> String {
    let path = PageRegistry.paths[route.kind.rawValue]
    return path.isFolder ? path.text(part(of: route)) + "index.html" : path.text(part(of: route))
  }

  /// The route's path below the site root as a browser sees it, e.g. `matches/2024-05-12-96e47bb8/`.
  public func sitePath(_ route: Route) -> String {
    PageRegistry.paths[route.kind.rawValue].text(part(of: route))
  }

  /// Absolute URL, for canonical links, feeds and published data.
  public func url(_ route: Route) -> String {
    base + sitePath(route)
  }

  /// The absolute URL of the page of the gather at `index` in `league.gathers`: the same as
  /// `url(.match(index:))`.
  public func matchURL(at index: Int) -> String { url(.match(index: index)) }

  /// The link to the page of the gather at `index` from a page `depth` folders down (not
  /// the 404 page): the same as `href(from:to: .match(index:))` from such a page.
  public func matchHref(at index: Int, depth: Int) -> String {
    Self.up(depth) + outputPath(.match(index: index))
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
    let slashes = PageRegistry.paths[route.kind.rawValue].slashes
    switch route {
    // Parts made here without a slash (slugs, dates, numbers, season and data files'
    // names), not made again to be counted: a page asks for its depth for every link.
    case .match, .player, .playerAddress, .playerCalendar, .season, .seasonCalendar,
      .ratingsHistory, .standingsCSV, .sitemap, .data:
      return slashes
    // A season's name, then a month's key or the book's name.
    case .attendance, .book: return slashes + 1
    default: return slashes + part(of: route).utf8.count { $0 == UInt8(ascii: "/") }
    }
  }

  /// "12", or "n3" for a negative id.
  private static func playerNumber(_ id: Int) -> String {
    String(id).replacingOccurrences(of: "-", with: "n")
  }

  private static let ups = ["", "../", "../../", "../../../"]

  private static func up(_ depth: Int) -> String {
    depth < ups.count ? ups[depth] : String(repeating: "../", count: depth)
  }
}
