import Testing

@testable import GatherSiteCore

/// What the presentation context makes once per build must be what the router and the
/// formatters give each time.
@Suite struct PresentationContextTests {
  @Test func matchLinksAreTheRoutersFromEveryKindOfPage() {
    let context = TestSupport.fixtureContext()
    let gathers = context.league.gathers
    let pages: [Route] = [
      .home, .results, .notFound, .match(index: 0), .player(id: 1),
      .season(Season(startYear: 2024, spansNewYear: false)), .staticFile("a/b/c/d.html"),
    ]
    for page in pages {
      for index in gathers.indices {
        #expect(
          context.matchLink(index, from: page)
            == context.router.href(from: page, to: .match(index: index)),
          "\(page) → \(index)")
      }
    }
    #expect(context.matchLink(0, from: .player(id: 1)).hasPrefix("../../matches/"))
  }

  @Test func headlinesAndDatesAreMadeOncePerGather() {
    let context = TestSupport.fixtureContext()
    for (index, gather) in context.league.gathers.enumerated() {
      #expect(context.headlines[index] == ResultText(wording: .english).headline(gather))
      #expect(context.shortDates[index] == context.dates.short(gather.completedAt))
    }
  }
}
