import Foundation

/// The build steps, one per kind of file, in the order their files are made.
public enum SiteSteps {
  public static let all: [BuildStep] = [
    // The largest files first (the ratings history, the feed and the league calendar of a
    // large league run to tens or hundreds of megabytes), while little else is in memory.
    BuildStep(name: "published data") { context in
      let data = DataPresenter(context: context.presentation)
      let seed = context.blockSeed
      return StepOutput(count: 4) { index in
        switch index {
        case 0:
          return context.file(
            DataPresenter.playersPath, blocks: data.players(seed: seed), origin: "data")
        case 1:
          return context.file(
            DataPresenter.matchesPath, blocks: data.matches(seed: seed), origin: "data")
        case 2:
          return context.file(
            DataPresenter.standingsPath, blocks: data.standings(seed: seed), origin: "data")
        default:
          return context.file(
            DataPresenter.ratingsPath, blocks: data.ratings(seed: seed), origin: "data")
        }
      }
    },
    BuildStep(name: "feeds and calendars") { context in
      // Made one file at a time: a large league's player calendars hold an event per
      // appearance and would not fit in memory all at once.
      let presentation = context.presentation
      let facts = context.facts
      let calendars = CalendarPresenter(context: presentation)
      let seed = context.blockSeed
      let players = facts.league.playersByName
      // A player's calendar is made in blocks keyed by what they are made from (so a new
      // match makes again only the last block of its players' calendars), not by the
      // exports as a whole.
      // An event is made from its gather (its id, time, score and page, all in the gather's
      // input key) and the settings (the page's address starts with the base URL).
      let eventKeys = presentation.keys.gathers
      var eventSeed = StableHasher()
      eventSeed.combine(SiteBuilder.programSeed())
      eventSeed.combine(presentation.keys.settings)
      let calendarSeed = eventSeed.finalize()
      // Every event is made at once, on every core, when many calendars are made whole (a
      // first build: no blocks recorded); otherwise only the events of the blocks made again.
      let paths = players.map { context.router.outputPath(.playerCalendar(id: $0.id)) }
      let whole = paths.lazy.filter { context.blocks.layouts[$0] == nil }
      let shared: Lazy<[CalendarPresenter.Event?]>? =
        whole.prefix(17).count > 16 || context.blocks.layouts[CalendarPresenter.leaguePath] == nil
        ? Lazy { calendars.events() } : nil
      let event: @Sendable (Int) -> CalendarPresenter.Event? = { index in
        shared.map { $0.value[index] } ?? calendars.event(index)
      }
      // Each calendar's keys cover every match of the player: on every core.
      let playerCalendars = Parallel.map(players.count, grain: 16) { index in
        let player = players[index]
        let stats = facts.players[player.id]
        let path = paths[index]
        let blocks = calendars.playerCalendar(
          name: "\(player.name) · \(facts.config.title)", playerID: player.id,
          gatherIndices: stats?.gatherIndices ?? [], inTeamA: stats?.inTeamA ?? [],
          eventKeys: eventKeys, seed: calendarSeed, event: event)
        return (path: path, blocks: blocks)
      }
      return StepOutput(count: players.count + 2) { index in
        switch index {
        case 0:
          return context.file(
            AtomFeedPresenter.path,
            blocks: AtomFeedPresenter(context: presentation).file(seed: seed),
            origin: "feed")
        case 1:
          return context.file(
            CalendarPresenter.leaguePath,
            blocks: calendars.leagueCalendar(name: facts.config.title, seed: seed, event: event),
            origin: "calendar")
        default:
          let calendar = playerCalendars[index - 2]
          return context.file(calendar.path, blocks: calendar.blocks, origin: "calendar")
        }
      }
    },
    singlePage("home page", .home, template: "home", title: \.title) {
      HomePresenter(context: $0).viewModel()
    },
    BuildStep(name: "match pages") { context in
      // Keyed by their inputs: an unchanged match page is not presented at all.
      let renderer = PageRenderer(context: context)
      let presenter = MatchPresenter(context: context.presentation)
      let layoutSeed = renderer.layoutSeed(like: .match(index: 0))
      let writeUps = context.input.writeUps
      return StepOutput(count: context.facts.league.gathers.count) { index in
        return renderer.page(
          .match(index: index), template: "match",
          layoutSeed: layoutSeed, writeUp: writeUps[index],
          origin: "match pages", inputs: { presenter.fingerprint(index: index, into: &$0) }
        ) {
          let model = presenter.viewModel(index: index)
          return PageRenderer.Presented(
            model: model, title: "\(model.title), \(context.presentation.shortDates[index])",
            description: "\(model.result) · \(model.date)", previous: model.previous,
            next: model.next)
        }
      }
    },
    singlePage("results archive", .results, template: "results", title: \.title) {
      ResultsPresenter(context: $0).viewModel()
    },
    BuildStep(name: "player pages") { context in
      // Keyed by their inputs: an unchanged player page is not presented at all.
      let renderer = PageRenderer(context: context)
      let presenter = PlayerPresenter(context: context.presentation)
      let layoutSeed = renderer.layoutSeed(like: .player(id: 0))
      let players = context.facts.league.playersByName
      // A player's rank moves when others play: where the theme shows the rating line as
      // it is (checked once on a rated player's page), the line is put in the previous page
      // instead of rendering the page again.
      let splicesRating =
        players.first { presenter.ratingText(id: $0.id) != nil }.map { player in
          renderer.showsVerbatim(.player(id: player.id), template: "player") { standIn in
            let model = presenter.viewModel(
              id: player.id, appearances: SplicedFile.marker, rating: standIn)
            return PageRenderer.Presented(model: model, title: model.title)
          }
        } ?? false
      return StepOutput(count: players.count) { index in
        let player = players[index]
        let rating = presenter.ratingText(id: player.id)
        let splicedRating =
          splicesRating ? rating.flatMap { SplicedFile.isPlain($0) ? $0 : nil } : nil
        // A regular's appearances are most of the page, and the same when only their rank
        // moved: made apart, and copied from the previous build when they did not change.
        return renderer.page(
          .player(id: player.id), template: "player", layoutSeed: layoutSeed,
          origin: "player pages",
          inputs: {
            presenter.fingerprint(id: player.id, into: &$0)
            if splicedRating == nil { $0.combine(rating) }
          },
          text: splicedRating,
          partInputs: { presenter.appearancesFingerprint(id: player.id, into: &$0) },
          part: { presenter.appearancesHTML(id: player.id) }
        ) { ratingStandIn, appearancesStandIn in
          let model = presenter.viewModel(
            id: player.id, appearances: appearancesStandIn, rating: ratingStandIn)
          return PageRenderer.Presented(model: model, title: model.title)
        }
      }
    },
    singlePage("players index", .players, template: "players", title: \.title) {
      PlayersPresenter(context: $0).viewModel()
    },
    BuildStep(name: "season pages") { context in
      // Keyed by their inputs: only the season that changed is presented (the others take
      // milliseconds each to present only to find them unchanged).
      let renderer = PageRenderer(context: context)
      let presenter = SeasonPresenter(context: context.presentation)
      let seasons = context.facts.seasons
      return StepOutput(count: seasons.count) { index in
        let season = seasons[index]
        return renderer.page(
          .season(season), template: "season",
          layoutSeed: renderer.layoutSeed(like: .season(season)),
          origin: "season pages", inputs: { presenter.fingerprint(season, into: &$0) }
        ) {
          let model = presenter.viewModel(season)
          return PageRenderer.Presented(
            model: model, title: model.title, previous: model.previous, next: model.next)
        }
      }
    },
    singlePage("all-time page", .allTime, template: "all-time", title: \.title) {
      AllTimePresenter(context: $0).viewModel()
    },
    singlePage("ratings page", .ratings, template: "ratings", title: \.title) {
      RatingsPresenter(context: $0).viewModel()
    },
    BuildStep(name: "custom pages") { context in
      let renderer = PageRenderer(context: context)
      let pages = context.input.pages
      return StepOutput(count: pages.count) { index in
        renderer.page(pages[index], origin: pages[index].sourcePath)
      }
    },
    singlePage("404 page", .notFound, template: "404", title: \.title) { context in
      NotFoundViewModel(
        title: "Page not found", homeHref: context.router.href(from: .notFound, to: .home),
        resultsHref: context.router.href(from: .notFound, to: .results),
        playersHref: context.router.href(from: .notFound, to: .players))
    },
    BuildStep(name: "standings CSV") { context in
      let csv = StandingsCSVPresenter(context: context.presentation)
      let facts = context.facts
      let seasons: [Season?] = [nil] + facts.seasons
      let seed = context.blockSeed
      // Keyed by their rows: a new gather makes the all-time table and its season's again.
      return StepOutput(count: seasons.count) { index in
        let path = context.router.outputPath(.standingsCSV(seasons[index]))
        let rows = seasons[index].map { facts.seasonStandings[$0] ?? [] } ?? facts.allTimeStandings
        var key = StableHasher()
        key.combine(seed)
        key.combine(path)
        rows.fingerprint(into: &key)
        return context.file(path, key: key.finalize(), origin: "CSV") {
          Data(csv.csv(rows).utf8)
        }
      }
    },
    BuildStep(name: "sitemap") { context in
      let facts = context.facts
      let routes: [Route] =
        [.home, .results, .players, .allTime, .ratings]
        + facts.league.gathers.indices.map { .match(index: $0) }
        + facts.league.playersByName.map { .player(id: $0.id) }
        + facts.seasons.map { .season($0) } + context.input.pages.map { .page(name: $0.name) }
      let sitemap = SitemapPresenter(context: context.presentation)
      // Keyed by the addresses they list: a large site's unchanged parts are not made again.
      let parts = sitemap.parts(routes, seed: context.renderSeed)
      return StepOutput(count: parts.count + 1) { index in
        guard index < parts.count else {
          return OutputFile(path: "robots.txt", text: sitemap.robots(), origin: "robots.txt")
        }
        let part = parts[index]
        return context.file(part.path, key: part.key, origin: "sitemap") {
          Data(part.make().utf8)
        }
      }
    },
    BuildStep(name: "theme assets") { context in
      .files(
        context.themeAssets.sorted { $0.key < $1.key }.map { path, data in
          OutputFile(path: "assets/\(path)", contents: data, origin: "theme assets")
        })
    },
    BuildStep(name: "static files") { context in
      .files(
        try context.input.staticFiles.sorted { $0.key < $1.key }.map { path, url in
          OutputFile(
            path: path, contents: try FileOperations.read(url.path), origin: "static/\(path)")
        })
    },
  ]

  /// A step that makes one page from a presenter's view model, in the stream of files (a
  /// large league's all-time table or results archive takes a while to make).
  private static func singlePage<Model: TemplateData>(
    _ name: String, _ route: Route, template: String, title: @escaping @Sendable (Model) -> String,
    present: @escaping @Sendable (PresentationContext) -> Model
  ) -> BuildStep {
    BuildStep(name: name) { context in
      StepOutput(count: 1) { _ in
        let model = present(context.presentation)
        return PageRenderer(context: context).page(
          route, template: template, model: model, title: title(model), origin: name)
      }
    }
  }
}
