import Foundation

/// Every kind of page and file of the site, declared once: its path, which of them a site
/// has, its template and presenter, and whether the navigation, the sitemap and the search
/// index list it. The Router's paths, the build's plan, the navigation, the sitemap, the
/// search index's pages, the names a custom page may not take and the templates a theme
/// must have are all read from here.
///
/// To add a kind of page: a case in `Route` and `Route.Kind`, its declaration here, its
/// presenter and view model, and its template (see `docs/ARCHITECTURE.md`).
public enum PageRegistry {
  /// Every declaration, by `Route.Kind.rawValue`, in the order the build makes the files.
  public static let all: [PageDeclaration] = Route.Kind.allCases.map(declaration)

  /// The declaration of the route's kind.
  public static func declaration(of route: Route) -> PageDeclaration {
    all[route.kind.rawValue]
  }

  /// Each kind's path, by `Route.Kind.rawValue`, split once for the Router.
  static let paths: [PagePath] = all.map { PagePath($0.path) }

  // swift-format-ignore: FunctionBodyLength
  private static func declaration(_ kind: Route.Kind) -> PageDeclaration {
    switch kind {
    case .data:
      return PageDeclaration(
        "published data", path: "data/{}.json", origin: "data",
        routes: { _ in DataFile.allCases.map { .data($0) } },
        maker: .document { site, route in
          guard case .data(let file) = route else { return Data() }
          switch file {
          case .players: return site.data.players()
          case .matches: return site.data.matches()
          case .standings: return site.data.standings()
          case .ratings: return site.data.ratings()
          case .predictions: return site.data.predictions()
          case .pairs: return site.data.pairs()
          case .awards: return site.data.awards()
          }
        })
    case .ratingsHistory:
      return PageDeclaration(
        "published data", path: "data/ratings/{}.json", origin: "data",
        routes: { site in site.data.ratedSeasons().map { .ratingsHistory($0) } },
        maker: .document { site, route in
          guard case .ratingsHistory(let season) = route else { return Data() }
          return site.data.ratingsHistory(season)
        })
    case .feed:
      return PageDeclaration(
        "feeds and calendars", path: "feed.xml", origin: "feed", route: .feed,
        maker: .document { site, _ in Data(AtomFeedPresenter(context: site.context).feed().utf8) })
    case .leagueCalendar:
      return PageDeclaration(
        "feeds and calendars", path: "calendar.ics", origin: "calendar", route: .leagueCalendar,
        maker: .document { site, _ in
          Data(site.calendars.leagueCalendar(events: site.events()).utf8)
        })
    case .seasonCalendar:
      return PageDeclaration(
        "feeds and calendars", path: "seasons/{}/calendar.ics", origin: "calendar",
        routes: { site in site.seasons.map { .seasonCalendar($0) } },
        maker: .document { site, route in
          guard case .seasonCalendar(let season) = route else { return Data() }
          return Data(site.calendars.seasonCalendar(season, events: site.events()).utf8)
        })
    case .playerCalendar:
      return PageDeclaration(
        "feeds and calendars", path: "players/{}/calendar.ics", origin: "calendar",
        routes: { site in site.listedPlayers.map { .playerCalendar(id: $0.id) } },
        maker: .document { site, route in
          guard case .playerCalendar(let id) = route, let player = site.context.league.players[id]
          else { return Data() }
          return Data(
            site.calendars.playerCalendar(
              player, gatherIndices: site.context.facts.players[id]?.gatherIndices ?? [],
              events: site.events()
            ).utf8)
        })
    case .home:
      var home = PageDeclaration(
        "home page", path: "", template: "home", route: .home,
        maker: .page { pages, route, _ in
          let model = HomePresenter(context: pages.context).viewModel()
          return pages.page(route, model, title: model.title)
        })
      home.navigation = single(.navHome, .home)
      home.inSitemap = true
      home.search = { site in single(.navHome, .home)(site.context, []) }
      return home
    case .match:
      var match = PageDeclaration(
        "match pages", path: "matches/{}/", template: "match",
        routes: { site in site.context.league.gathers.indices.map { .match(index: $0) } },
        maker: .page { pages, route, content in
          guard case .match(let index) = route else { return nil }
          return pages.match(index, content: &content)
        })
      match.late = true
      match.inSitemap = true
      return match
    case .results:
      return section(
        "results archive", "results/", .results, navigation: .navResults, title: .resultsTitle
      ) {
        let model = ResultsPresenter(context: $0).viewModel()
        return (model, model.title)
      }
    case .player:
      var player = PageDeclaration(
        "player pages", path: "players/{}/", template: "player",
        routes: { site in site.listedPlayers.map { .player(id: $0.id) } },
        maker: .page { pages, route, _ in
          guard case .player(let id) = route else { return nil }
          let model = PlayerPresenter(context: pages.context).viewModel(id: id)
          return pages.page(route, model, title: model.title)
        })
      player.inSitemap = true
      return player
    case .players:
      return section(
        "players index", "players/", .players, navigation: .navPlayers, title: .playersTitle
      ) {
        let model = PlayersPresenter(context: $0).viewModel()
        return (model, model.title)
      }
    case .season:
      var season = PageDeclaration(
        "season pages", path: "seasons/{}/", template: "season",
        routes: { site in site.seasons.map { .season($0) } },
        maker: .page { pages, route, _ in
          guard case .season(let season) = route else { return nil }
          let model = SeasonPresenter(context: pages.context, books: pages.books).viewModel(season)
          return pages.page(
            route, model, title: model.title, previous: model.previous, next: model.next)
        })
      // The latest season has a place in the navigation.
      season.navigation = { context, _ in
        context.facts.seasons.last.map { [(seasonName(context, $0), .season($0))] } ?? []
      }
      season.inSitemap = true
      season.search = { site in
        site.seasons.reversed().map { (seasonName(site.context, $0), .season($0)) }
      }
      return season
    case .attendance:
      var attendance = PageDeclaration(
        "attendance pages", path: "seasons/{}/", template: "attendance",
        routes: { site in site.attendanceMonths.map { .attendance($0.season, $0.month) } },
        maker: .page { pages, route, _ in
          guard case .attendance(let season, let month) = route else { return nil }
          let model = AttendancePresenter(context: pages.context).viewModel(season, month)
          return pages.page(
            route, model, title: model.title, previous: model.previous, next: model.next)
        })
      attendance.inSitemap = true
      attendance.search = { site in
        let context = site.context
        return site.attendanceMonths.reversed().compactMap { season, month in
          let indices = context.facts.attendance.months[season]?.first { $0.month == month }?
            .indices
          guard let date = indices?.first.flatMap({ context.league.gathers[$0].completedAt })
          else { return nil }
          return (
            context.wording(.attendanceTitle, ("month", context.dates.month(date))),
            .attendance(season, month)
          )
        }
      }
      return attendance
    case .allTime:
      return section(
        "all-time page", "all-time/", .allTime, navigation: .navAllTime, title: .allTimeTitle
      ) {
        let model = AllTimePresenter(context: $0).viewModel()
        return (model, model.title)
      }
    case .ratings:
      return section(
        "ratings page", "ratings/", .ratings, navigation: .navRatings, title: .ratingsTitle
      ) {
        let model = RatingsPresenter(context: $0).viewModel()
        return (model, model.title)
      }
    case .predictions:
      return section("predictions page", "predictions/", .predictions, title: .predictionsTitle) {
        let model = PredictionsPresenter(context: $0).viewModel()
        return (model, model.title)
      }
    case .pairs:
      return section("partners and rivals page", "pairs/", .pairs, title: .pairsTitle) {
        let model = PairsPresenter(context: $0).viewModel()
        return (model, model.title)
      }
    case .search:
      var search = PageDeclaration(
        "search", path: "search/", template: "search", route: .search,
        maker: .page { pages, route, _ in
          let model = SearchPresenter(context: pages.context).viewModel()
          return pages.page(route, model, title: model.title)
        })
      search.navigation = single(.navSearch, .search)
      return search
    case .searchIndex:
      return PageDeclaration(
        "search", path: "search/index.js", route: .searchIndex,
        maker: .document { site, _ in SearchIndexPresenter(site: site).script() })
    case .page:
      var page = PageDeclaration(
        "custom pages", path: "{}/",
        routes: { site in site.organiserPages.map { .page(name: $0.name) } },
        maker: .page { pages, route, content in
          guard case .page(let name) = route else { return nil }
          return pages.organiserPage(name, content: &content)
        })
      page.origin = { site, route in
        site.organiserPages.first { .page(name: $0.name) == route }?.sourcePath ?? "custom pages"
      }
      // The organiser's pages that ask for a place in the menu, by their order, then name.
      page.navigation = { _, pages in
        pages.compactMap { page in page.menuOrder.map { (order: $0, page: page) } }
          .sorted { ($0.order, $0.page.name) < ($1.order, $1.page.name) }
          .map { ($0.page.title ?? $0.page.name, .page(name: $0.page.name)) }
      }
      page.inSitemap = true
      page.search = { site in
        site.organiserPages.map { ($0.title ?? $0.name, .page(name: $0.name)) }
      }
      return page
    case .notFound:
      return PageDeclaration(
        "404 page", path: "404.html", template: "404", route: .notFound,
        maker: .page { pages, route, _ in
          let context = pages.context
          let model = NotFoundViewModel(
            title: context.wording[.notFoundTitle],
            homeHref: context.router.href(from: route, to: .home),
            resultsHref: context.router.href(from: route, to: .results),
            playersHref: context.router.href(from: route, to: .players),
            movedScriptHref: context.router.href(from: route, to: .asset("moved.js")))
          return pages.page(route, model, title: model.title)
        })
    case .card:
      // Routes of the pages that have a card: the home page's, the seasons', the players'
      // and the latest matches'.
      return PageDeclaration(
        "share cards", path: "cards/{}.png", origin: "cards",
        routes: { site in
          guard site.context.config.shareCards else { return [] }
          return [.home] + site.seasons.map { .season($0) }
            + site.listedPlayers.map { .player(id: $0.id) }
            + site.cards.matchIndices.reversed().map { .match(index: $0) }
        }, maker: .card)
    case .photo:
      // The reduced copies of the match photos that the build could make.
      return PageDeclaration(
        "reduced photos", path: "photos/{}.jpg", origin: "photos",
        routes: { site in site.photos.routes }, maker: .made)
    case .book:
      // The books of the seasons the build drew them for.
      return PageDeclaration(
        "season books", path: "seasons/{}.pdf", origin: "season books",
        routes: { site in site.seasons.filter { site.books.books[$0] != nil }.map { .book($0) } },
        maker: .made)
    case .playerAddress:
      // The permanent address of each listed player whose page is elsewhere (a player whose
      // name gives no slug has their page there already).
      return PageDeclaration(
        "player addresses", path: "players/{}/", origin: PlayerAddressPresenter.origin,
        routes: { site in
          site.listedPlayers.filter { !site.context.router.pageIsAtAddress(player: $0.id) }
            .map { .playerAddress(id: $0.id) }
        },
        maker: .document { site, route in
          guard case .playerAddress(let id) = route else { return Data() }
          return Data(
            PlayerAddressPresenter(context: site.context, cards: site.cards).page(id: id).utf8)
        })
    case .standingsCSV:
      return PageDeclaration(
        "standings CSV", path: "data/standings{}.csv", origin: "CSV",
        routes: { site in [.standingsCSV(nil)] + site.seasons.map { .standingsCSV($0) } },
        maker: .document { site, route in
          guard case .standingsCSV(let season) = route else { return Data() }
          let facts = site.context.facts
          let rows = season.map { facts.seasonStandings[$0] ?? [] } ?? facts.allTimeStandings
          return Data(StandingsCSVPresenter(context: site.context).csv(rows).utf8)
        })
    case .sitemap:
      // A site that asks not to be indexed has no sitemap.
      return PageDeclaration(
        "sitemap", path: "sitemap{}.xml", origin: "sitemap",
        routes: { site in
          site.context.config.noindex
            ? [] : SitemapPresenter.files(count: sitemapRoutes(in: site).count)
        },
        maker: .document { site, route in
          Data(
            SitemapPresenter(context: site.context).text(route, pages: sitemapRoutes(in: site))
              .utf8)
        })
    case .robots:
      return PageDeclaration(
        "sitemap", path: "robots.txt", origin: "robots.txt", route: .robots,
        maker: .document { site, _ in Data(SitemapPresenter(context: site.context).robots().utf8) })
    case .asset:
      return PageDeclaration(
        "theme assets", path: "assets/{}", routes: { site in site.assetNames.map { .asset($0) } },
        maker: .copy)
    case .staticFile:
      var file = PageDeclaration(
        "static files", path: "{}",
        routes: { site in site.staticFiles.keys.sorted().map { .staticFile($0) } }, maker: .copy)
      file.origin = { _, route in
        guard case .staticFile(let path) = route else { return "static files" }
        return "static/\(path)"
      }
      return file
    }
  }

  /// Every page the sitemap lists: the site's sections (one page each) first, then every
  /// page of each other kind, in the registry's order.
  static func sitemapRoutes(in site: SitePresenters) -> [Route] {
    sectionsFirst(all.filter(\.inSitemap).map { ($0, $0.routes(site)) })
  }

  /// The navigation's entries, in the registry's order, given the organiser's pages.
  static func navigation(_ context: PresentationContext, pages: [ContentPage]) -> [(
    text: String, route: Route
  )] {
    all.flatMap { $0.navigation?(context, pages) ?? [] }
  }

  /// The search index's pages besides players and matches, with their titles: the site's
  /// sections first, then the pages of each other kind, in the registry's order.
  static func searchPages(in site: SitePresenters) -> [(title: String, route: Route)] {
    sectionsFirst(
      all.compactMap { declaration in declaration.search.map { (declaration, $0(site)) } })
  }

  /// The page templates a theme must have, besides the layout and the partials.
  public static var templates: [String] { all.compactMap(\.template) }

  /// Path segments the site itself uses: a custom page may not take one of them. They are
  /// the first folder of every kind's path, and the name of every page at the top.
  public static let reservedSegments: Set<String> = Set(
    all.compactMap { declaration -> String? in
      let path =
        declaration.template != nil && PagePath(declaration.path).isFolder
        ? declaration.path + "index.html" : declaration.path
      guard !path.hasPrefix("{}") else { return nil }
      guard let slash = path.firstIndex(of: "/") else {
        return declaration.template != nil ? String(path.prefix { $0 != "." }) : nil
      }
      return String(path[..<slash])
    })

  /// The entries of each kind, those of the site's sections (a kind whose path has no
  /// part of its own, such as `results/`) first.
  private static func sectionsFirst<Entry>(_ lists: [(PageDeclaration, [Entry])]) -> [Entry] {
    let isSection = { (list: (PageDeclaration, [Entry])) in !list.0.path.contains("{}") }
    return lists.filter(isSection).flatMap(\.1) + lists.filter { !isSection($0) }.flatMap(\.1)
  }

  /// A section of the site: one page, with its title from its view model.
  private static func section(
    _ name: String, _ path: String, _ route: Route, navigation: Phrase? = nil,
    title: Phrase,
    _ present: @escaping @Sendable (PresentationContext) -> (any TemplateData, title: String)
  ) -> PageDeclaration {
    var section = PageDeclaration(
      name, path: path, template: String(path.dropLast()), route: route,
      maker: .page { pages, route, _ in
        let (model, title) = present(pages.context)
        return pages.page(route, model, title: title)
      })
    section.navigation = navigation.map { single($0, route) }
    section.inSitemap = true
    section.search = { site in single(title, route)(site.context, []) }
    return section
  }

  private static func single(_ key: Phrase, _ route: Route)
    -> @Sendable (PresentationContext, [ContentPage]) -> [(String, Route)]
  {
    { context, _ in [(context.wording[key], route)] }
  }

  private static func seasonName(_ context: PresentationContext, _ season: Season) -> String {
    context.wording(.seasonName, ("name", season.name))
  }
}
