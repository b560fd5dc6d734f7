import Foundation
import Testing

@testable import GatherSiteCore

@Suite struct RouterTests {
  let context = TestSupport.fixtureContext()

  /// The route of the fixture's match with this id.
  func match(_ id: String) -> Route {
    .match(index: context.league.gathers.firstIndex { $0.id == id }!)
  }

  @Test func pathsOfEachPageType() {
    let router = context.router
    #expect(router.outputPath(.home) == "index.html")
    #expect(
      router.outputPath(match("11111111-1111-4111-8111-111111111111"))
        == "matches/2024-01-10-11111111/index.html")
    #expect(
      router.outputPath(match("55555555-5555-4555-8555-555555555555"))
        == "matches/undated-55555555/index.html")
    #expect(router.outputPath(.player(id: 1)) == "players/1-ana/index.html")
    #expect(
      router.outputPath(.season(Season(startYear: 2024, spansNewYear: true)))
        == "seasons/2024-25/index.html")
    #expect(router.outputPath(.notFound) == "404.html")
    #expect(router.outputPath(.search) == "search/index.html")
    #expect(router.href(from: .search, to: .searchIndex) == "../search/index.js")
    #expect(router.rootHref(from: .search) == "../")
    #expect(router.url(.search) == "https://league.example.org/fixture/search/")
    #expect(router.url(.player(id: 1)) == "https://league.example.org/fixture/players/1-ana/")
  }

  @Test func relativeLinksAndTheNotFoundPage() {
    let router = context.router
    #expect(router.href(from: .home, to: .player(id: 1)) == "players/1-ana/index.html")
    #expect(router.href(from: .player(id: 1), to: .home) == "../../index.html")
    #expect(
      router.href(from: .player(id: 1), to: .asset("style.css")) == "../../assets/style.css")
    #expect(router.href(from: .notFound, to: .players) == "/fixture/players/")
  }

  /// A player's permanent address is their id alone ("n3" for -3), whatever their name;
  /// their page is there only when the name gives no slug.
  @Test func permanentAddressesAreTheIdAlone() {
    var league = context.league
    league.players[-3] = Player(id: -3, name: "Nora")
    league.players[7] = Player(id: 7, name: "!!!")
    let router = Router(league: league, config: context.config, pages: [])
    #expect(router.outputPath(.playerAddress(id: 1)) == "players/1/index.html")
    #expect(router.url(.playerAddress(id: 1)) == "https://league.example.org/fixture/players/1/")
    #expect(router.outputPath(.playerAddress(id: -3)) == "players/n3/index.html")
    #expect(router.outputPath(.player(id: -3)) == "players/n3-nora/index.html")
    #expect(
      router.href(from: .playerAddress(id: 1), to: .player(id: 1))
        == "../../players/1-ana/index.html")
    #expect(!router.pageIsAtAddress(player: 1) && !router.pageIsAtAddress(player: -3))
    #expect(router.pageIsAtAddress(player: 7))
    #expect(router.outputPath(.player(id: 7)) == router.outputPath(.playerAddress(id: 7)))
  }

  @Test func hostileNamesGiveSafeSlugs() {
    #expect(context.router.outputPath(.player(id: 6)) == "players/6-etc/index.html")
    #expect(
      context.router.outputPath(.player(id: 5))
        == "players/5-zoe-b-ana-b-x-javascript-alert-1/index.html")
    for name in [
      "../../etc", "..", "/", "a\\b", "CON", "Zoë Martin", "Марина Соколова", "山田 太郎",
      "Dan O'Connell", "",
    ] {
      let slug = Slug.make(name)
      #expect(!slug.contains("/") && !slug.contains("\\") && !slug.contains(".."))
      #expect(slug.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") })
    }
    #expect(Slug.make("Zoë Martin") == "zoe-martin")
    #expect(Slug.make("Марина Соколова") == "marina-sokolova")
    #expect(Slug.make("Dan O'Connell") == "dan-oconnell")
  }

  @Test func asciiSlugsAreMadeAsTheUnicodeRuleMakesThem() {
    // The rule for any text, applied to ASCII text without a fast path.
    func reference(_ text: String, maxLength: Int) -> String {
      var slug = ""
      var pendingHyphen = false
      for scalar in text.lowercased().unicodeScalars {
        if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
          if pendingHyphen, !slug.isEmpty { slug += "-" }
          pendingHyphen = false
          slug.unicodeScalars.append(scalar)
          if slug.count >= maxLength { break }
        } else if scalar != "'" {
          pendingHyphen = true
        }
      }
      return slug
    }
    var generator = SystemRandomNumberGenerator()
    let alphabet = Array("aZ09-_ '.\\/\t\n~!@#$%^&*()[]{}<>?,;:\"|`=+")
    var texts = ["", "'", "--a--", "O'Brien", "96E47BB8-1C3F-4D2A-9D6E-0F1A2B3C4D5E", "A  B"]
    for _ in 0..<2000 {
      texts.append(
        String(
          (0..<Int.random(in: 0...24, using: &generator)).map { _ in
            alphabet.randomElement(using: &generator)!
          }))
    }
    for text in texts {
      for maxLength in [3, 8, 60, 200] {
        #expect(Slug.make(text, maxLength: maxLength) == reference(text, maxLength: maxLength))
      }
    }
  }

  @Test func sameDayGathersWithTheSameIdPrefixGetDistinctPaths() {
    let league = League(
      players: [:],
      gathers: [
        Gather(
          id: "ABCDEFGH-1", completedAt: ISODate.parse("2024-05-12T10:00:00Z"), score: nil,
          teamA: [], teamB: [], fileIndex: 0),
        Gather(
          id: "ABCDEFGH-2", completedAt: ISODate.parse("2024-05-12T12:00:00Z"), score: nil,
          teamA: [], teamB: [], fileIndex: 1),
      ])
    let facts = LeagueFactsInteractor.facts(for: league, config: SiteConfig())
    let router = Router(facts: facts, pages: [])
    #expect(router.sitePath(.match(index: 0)) == "matches/2024-05-12-abcdefgh/")
    #expect(router.sitePath(.match(index: 1)) == "matches/2024-05-12-abcdefgh-2/")
    // Without a route, the numbered one is the same.
    #expect(router.matchURL(at: 1) == "https://example.org/matches/2024-05-12-abcdefgh-2/")
    #expect(router.matchHref(at: 1, depth: 2) == "../../matches/2024-05-12-abcdefgh-2/index.html")
  }

  @Test func aMatchFolderTakesTheFirstEightCharactersOfTheIdsSlug() {
    let ids = ["abcdefg-hij", "ab--cd.ef-ghij", "***", "Zoë-1234567", "abcdefg-hxx", "X"]
    let league = League(
      players: [:],
      gathers: ids.enumerated().map { index, id in
        Gather(
          id: id, completedAt: ISODate.parse("2024-05-12T10:00:0\(index)Z"), score: nil,
          teamA: [], teamB: [], fileIndex: index)
      })
    let router = Router(league: league, config: SiteConfig(), pages: [])
    #expect(
      ids.indices.map { router.sitePath(.match(index: $0)) } == [
        "matches/2024-05-12-abcdefg-/", "matches/2024-05-12-ab-cd-ef/",
        "matches/2024-05-12-match/", "matches/2024-05-12-zoe-1234/",
        "matches/2024-05-12-abcdefg--2/", "matches/2024-05-12-x/",
      ])
  }

  /// A match's address made without a route is the one its route has, from every depth.
  @Test func aMatchWithoutARouteHasTheAddressOfItsRoute() {
    let router = context.router
    for index in context.league.gathers.indices {
      #expect(router.matchURL(at: index) == router.url(.match(index: index)))
      for from in [Route.home, .results, .player(id: 1), .match(index: index)] {
        #expect(
          router.matchHref(at: index, depth: router.depth(from))
            == router.href(from: from, to: .match(index: index)))
      }
    }
    #expect(
      router.matchHref(at: 0, depth: 1) == "../matches/2023-12-20-66666666/index.html")
  }

  /// A page's depth, which every link it holds starts from, is the number of folders its
  /// file is down, for every route the fixture's site has, and for parts with slashes.
  @Test func theDepthOfEveryRouteIsTheFoldersOfItsPath() {
    let (input, _) = TestSupport.fixtureInput()
    let facts = LeagueFactsInteractor.facts(for: input.league, config: input.config)
    let router = Router(facts: facts, pages: input.pages)
    let site = SitePresenters(
      context: PresentationContext(facts: facts, router: router, wording: .english),
      pages: input.pages, themeAssets: [], staticFiles: [:])
    let season = Season(startYear: 2024, spansNewYear: true)
    let routes =
      PageRegistry.all.flatMap { $0.routes(site) }
      + [
        .attendance(season, AttendanceMonth(year: 2024, month: 9)), .book(season),
        .asset("fonts/inter.woff2"), .staticFile("docs/rules/index.html"), .card("a/b.png"),
      ]
    #expect(Set(routes.map(\.kind)).isSuperset(of: [.match, .player, .season, .page]))
    for route in routes {
      #expect(
        router.depth(route) == router.outputPath(route).utf8.count { $0 == UInt8(ascii: "/") },
        "\(route)")
    }
  }
}
