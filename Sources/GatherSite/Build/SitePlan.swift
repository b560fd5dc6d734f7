import Foundation
import GatherSiteCore

/// Every file of the site, in the order they are made: named groups of files, each file
/// with its route and a way to make it. Made from the facts, the presenters and the
/// router; the plan makes nothing until a file's source is called, so that a large site is
/// made a few files at a time, and a file the build finds already made is not made at all.
struct SitePlan: Sendable {
  /// What makes a file, and so what it is made from.
  enum Source: Sendable {
    /// A page for the View, made from the site (the exports, the settings, the theme and
    /// the organiser's page titles) and the organiser's Markdown it reads; `nil` when the
    /// content holds no such page.
    case page(@Sendable (inout OrganiserContent) -> PresentedPage?)
    /// A document made from the site alone.
    case document(@Sendable () -> Data)
    /// A share card, made from the site and drawn from what it says.
    case card(@Sendable () -> ShareCardViewModel)
    /// A file copied as it is: a theme asset or a static file.
    case copy(@Sendable () throws -> Data)
  }

  /// One file: where it goes, what makes it, and what to call its maker in a conflict
  /// (the group's name when `nil`).
  struct File: Sendable {
    var route: Route
    var source: Source
    var origin: String?
  }

  /// A named group of files: how many, and how to make each.
  struct Group: Sendable {
    var name: String
    var count: Int
    /// Whether its files are made after every other group's, wherever the group stands in
    /// the plan: many small files, which even out the cores' last gaps.
    var late = false
    var file: @Sendable (Int) throws -> File
  }

  let groups: [Group]

  /// The most gathers whose calendar events are made ahead (see `init`).
  static let eventsAheadLimit = 20_000

  /// The plan of the site; with `calendarsChange`, the calendars' shared events start being
  /// made at once, beside the first files, rather than when the first calendar asks.
  init(
    input: SiteInput, presentation context: PresentationContext, themeAssets: [String: Data],
    calendarsChange: Bool = false
  ) {
    let facts = context.facts
    let pages = PagesPresenter(context: context, pages: input.pages)
    // Players who asked not to appear get no page and no calendar.
    let players = facts.league.playersByName.filter { facts.isListed($0.id) }
    let seasons = facts.seasons
    let attendanceMonths = seasons.flatMap { season in
      (facts.attendance.months[season] ?? []).map { (season, $0.month) }
    }
    let customPages = input.pages
    let data = DataPresenter(context: context, writer: DataFileWriter.bytes)
    let calendars = CalendarPresenter(context: context)
    @Sendable func page(_ route: Route, origin: String? = nil) -> File {
      File(route: route, source: .page { pages.page(route, content: &$0) }, origin: origin)
    }
    @Sendable func text(
      _ route: Route, origin: String, _ text: @escaping @Sendable () -> String
    ) -> File {
      File(route: route, source: .document { Data(text().utf8) }, origin: origin)
    }
    // The largest files first (the ratings history, the feed and the league calendar of a
    // large league run to tens of megabytes), while little else is in memory.
    let ratedSeasons = data.ratedSeasons()
    var groups = [
      Group(name: "published data", count: DataFile.allCases.count + ratedSeasons.count) {
        index in
        guard index < DataFile.allCases.count else {
          let season = ratedSeasons[index - DataFile.allCases.count]
          return File(
            route: .ratingsHistory(season), source: .document { data.ratingsHistory(season) },
            origin: "data")
        }
        let file = DataFile.allCases[index]
        return File(
          route: .data(file),
          source: .document {
            switch file {
            case .players: data.players()
            case .matches: data.matches()
            case .standings: data.standings()
            case .ratings: data.ratings()
            case .predictions: data.predictions()
            case .pairs: data.pairs()
            case .awards: data.awards()
            }
          }, origin: "data")
      }
    ]
    // Every dated gather's event, shared by the league's and the players' calendars: made
    // when the first calendar is, or, for a league of up to `eventsAheadLimit` gathers, at
    // once when calendars will be made (made by the first calendar, they kept the other
    // cores waiting). In a larger league they would be made beside the largest data
    // files and add to the build's peak memory (80 MB at 100,000 gathers).
    let events = Deferred {
      Parallel.map(facts.league.gathers.count, grain: 128) { calendars.event($0) }
    }
    if calendarsChange, facts.league.gathers.count <= Self.eventsAheadLimit { events.prefetch() }
    groups.append(
      Group(name: "feeds and calendars", count: 2 + seasons.count + players.count) { index in
        switch index {
        case 0: return text(.feed, origin: "feed") { AtomFeedPresenter(context: context).feed() }
        case 1:
          return text(.leagueCalendar, origin: "calendar") {
            calendars.leagueCalendar(events: events.value)
          }
        case 2..<(2 + seasons.count):
          let season = seasons[index - 2]
          return text(.seasonCalendar(season), origin: "calendar") {
            calendars.seasonCalendar(season, events: events.value)
          }
        default:
          let player = players[index - 2 - seasons.count]
          return text(.playerCalendar(id: player.id), origin: "calendar") {
            calendars.playerCalendar(
              player, gatherIndices: facts.players[player.id]?.gatherIndices ?? [],
              events: events.value)
          }
        }
      })
    groups += [
      Group(name: "home page", count: 1) { _ in page(.home) },
      Group(name: "match pages", count: facts.league.gathers.count, late: true) {
        page(.match(index: $0))
      },
      Group(name: "results archive", count: 1) { _ in page(.results) },
      Group(name: "player pages", count: players.count) { page(.player(id: players[$0].id)) },
      Group(name: "players index", count: 1) { _ in page(.players) },
      Group(name: "season pages", count: seasons.count) { page(.season(seasons[$0])) },
      Group(name: "attendance pages", count: attendanceMonths.count) {
        page(.attendance(attendanceMonths[$0].0, attendanceMonths[$0].1))
      },
      Group(name: "all-time page", count: 1) { _ in page(.allTime) },
      Group(name: "ratings page", count: 1) { _ in page(.ratings) },
      Group(name: "predictions page", count: 1) { _ in page(.predictions) },
      Group(name: "partners and rivals page", count: 1) { _ in page(.pairs) },
      Group(name: "search", count: 2) { index in
        index == 0
          ? page(.search)
          : File(
            route: .searchIndex,
            source: .document {
              SearchIndexPresenter(context: context, pages: customPages).script()
            },
            origin: "search")
      },
      Group(name: "custom pages", count: customPages.count) {
        page(.page(name: customPages[$0].name), origin: customPages[$0].sourcePath)
      },
      Group(name: "404 page", count: 1) { _ in page(.notFound) },
    ]
    // Share cards: the home page's, the seasons', the players' and the latest matches'.
    let cards = ShareCardPresenter(context: context)
    let cardRoutes: [Route] =
      facts.config.shareCards
      ? [.home] + seasons.map { .season($0) } + players.map { .player(id: $0.id) }
        + cards.matchIndices.reversed().map { .match(index: $0) } : []
    groups.append(
      Group(name: "share cards", count: cardRoutes.count) { index in
        guard let (name, card) = cards.card(for: cardRoutes[index]) else {
          throw BuildError.step(name: "share cards", message: "no card for \(cardRoutes[index])")
        }
        return File(
          route: context.router.card(name, card), source: .card { card }, origin: "cards")
      })
    let tables: [Season?] = [nil] + seasons
    let csv = StandingsCSVPresenter(context: context)
    groups.append(
      Group(name: "standings CSV", count: tables.count) { index in
        text(.standingsCSV(tables[index]), origin: "CSV") {
          csv.csv(
            tables[index].map { facts.seasonStandings[$0] ?? [] } ?? facts.allTimeStandings)
        }
      })
    let sitemapRoutes: [Route] =
      [.home, .results, .players, .allTime, .ratings, .predictions, .pairs]
      + facts.league.gathers.indices.map { .match(index: $0) }
      + players.map { .player(id: $0.id) } + seasons.map { .season($0) }
      + attendanceMonths.map { .attendance($0.0, $0.1) }
      + customPages.map { .page(name: $0.name) }
    let sitemap = SitemapPresenter(context: context)
    // A site that asks not to be indexed has no sitemap.
    let sitemaps = facts.config.noindex ? [] : sitemap.files(sitemapRoutes)
    groups.append(
      Group(name: "sitemap", count: sitemaps.count + 1) { index in
        index < sitemaps.count
          ? text(sitemaps[index].route, origin: "sitemap") { sitemaps[index].text }
          : text(.robots, origin: "robots.txt") { sitemap.robots() }
      })
    let assets = themeAssets.sorted { $0.key < $1.key }
    groups.append(
      Group(name: "theme assets", count: assets.count) {
        let bytes = assets[$0].value
        return File(route: .asset(assets[$0].key), source: .copy { bytes }, origin: nil)
      })
    let staticFiles = input.staticFiles.sorted { $0.key < $1.key }
    groups.append(
      Group(name: "static files", count: staticFiles.count) { index in
        let (path, url) = staticFiles[index]
        return File(
          route: .staticFile(path), source: .copy { try FileOperations.read(url.path) },
          origin: "static/\(path)")
      })
    self.groups = groups
  }
}
