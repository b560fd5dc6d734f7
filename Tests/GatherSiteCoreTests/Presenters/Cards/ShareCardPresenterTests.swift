import Foundation
import Testing

@testable import GatherSiteCore

/// What each share card says (the text it is drawn from), and which pages have one.
@Suite struct ShareCardPresenterTests {
  private func context(fonts: String = "fonts", _ change: (inout SiteConfig) -> Void = { _ in })
    -> PresentationContext
  {
    var (input, _) = TestSupport.fixtureInput()
    change(&input.config)
    var diagnostics = Diagnostics()
    ShownNames.apply(input.config, to: &input.league, &diagnostics)
    let facts = LeagueFactsInteractor.facts(for: input.league, config: input.config)
    let router = Router(facts: facts, pages: input.pages)
    return PresentationContext(facts: facts, router: router, wording: .english, cardFonts: fonts)
  }

  private func index(_ context: PresentationContext, _ id: String) -> Int {
    context.league.gathers.firstIndex { $0.id.hasPrefix(id) }!
  }

  @Test func aMatchCardHasTheSidesTheScoreTheDateAndTheLeague() throws {
    let context = context()
    let (name, card) = try #require(
      ShareCardPresenter(context: context).card(for: .match(index: index(context, "11111111"))))
    #expect(name == "match-2024-01-10-11111111")
    #expect(card.kicker == "Fixture League")
    #expect(card.title == "Team A 3–1 Team B")
    // 19:00 UTC is 20:00 in Paris in January.
    #expect(card.lines == ["Wednesday 10 January 2024, 20:00", "Team A won"])
    #expect(card.footer == "league.example.org/fixture")
    #expect(
      card.alt
        == "Team A 3–1 Team B · Wednesday 10 January 2024, 20:00 · Team A won · Fixture League")
    #expect(card.marks.isEmpty)
  }

  @Test func aPlayerCardHasTheRecordTheRatingAndTheForm() throws {
    let context = context()
    let (name, card) = try #require(ShareCardPresenter(context: context).card(for: .player(id: 1)))
    #expect(name == "player-1-ana")
    #expect(card.title == "Ana")
    let stats = try #require(context.facts.players[1]).allTime
    #expect(
      card.lines.first
        == "\(stats.played) matches played · \(stats.won) W · \(stats.drawn) D · \(stats.lost) L")
    let rating = try #require(context.facts.ratings.current[1]).ordinal
    #expect(card.lines.last == "Rating \(RatingText.value(rating))")
    let form = try #require(context.facts.players[1]).form
    #expect(card.marks.map(\.result) == form.map { PlayerPresenter.formClass[$0]! })
    #expect(card.alt.hasSuffix(" · " + card.marks.map(\.letter).joined(separator: " ")))
  }

  @Test func aSeasonCardHasTheTopThree() throws {
    let context = context()
    let season = try #require(context.facts.seasons.last)
    let (_, card) = try #require(ShareCardPresenter(context: context).card(for: .season(season)))
    let top = (context.facts.seasonStandings[season] ?? []).prefix(3)
    #expect(card.title == "Season \(season.name)")
    #expect(
      card.lines
        == top.map {
          "\($0.position). \u{2068}\(context.name($0.playerID))\u{2069} · \($0.points) pt"
            + ($0.points == 1 ? "" : "s")
        })
    #expect(!card.alt.contains("\u{2068}"))
  }

  @Test func theHomeCardHasTheLatestDatedResult() throws {
    let context = context()
    let (name, card) = try #require(ShareCardPresenter(context: context).card(for: .home))
    #expect(name == "home")
    // The undated 4–0 is played last; the latest dated result is 24 January's 0–1.
    #expect(card.title == "Team A 0–1 Team B")
    #expect(card.lines == ["Wednesday 24 January 2024, 20:00", "6 matches · 6 players"])
  }

  @Test func cardsFollowTheTeamNamesAndThePrivacySettings() throws {
    let context = context {
      $0.teamNames = TeamNames(a: "Bibs", b: "Non-bibs")
      $0.names = .first
      $0.unlisted = [2]
    }
    let cards = ShareCardPresenter(context: context)
    #expect(
      cards.card(for: .match(index: index(context, "11111111")))?.card.title == "Bibs 3–1 Non-bibs")
    #expect(cards.card(for: .player(id: 2)) == nil)
    let season = try #require(context.facts.seasons.last)
    let lines = try #require(cards.card(for: .season(season))).card.lines.joined()
    #expect(!lines.contains("Ben"))
  }

  /// Each season's latest matches, and the undated ones', have cards: a match of a season
  /// that is over keeps its card whatever follows.
  @Test func onlyEachSeasonsLatestMatchesHaveCardsAndNoneWhenTurnedOff() {
    let latest = context { $0.shareCardMatches = 2 }
    let facts = latest.facts
    let expected = (facts.seasons.map(Optional.some) + [nil]).flatMap {
      facts.gatherIndices(in: $0).suffix(2)
    }.sorted()
    #expect(ShareCardPresenter(context: latest).matchIndices == expected)
    // The fixture's 2023 has one match, 2024 five and one is undated.
    #expect(expected.count == 4)
    #expect(ShareCardPresenter(context: latest).card(for: .match(index: 1)) == nil)
    let off = context { $0.shareCards = false }
    #expect(ShareCardPresenter(context: off).card(for: .home) == nil)
    #expect(ShareCardPresenter(context: off).matchIndices.isEmpty)
  }

  /// A card's file name follows what it says and the fonts it is drawn with.
  @Test func aCardsFileNameChangesWithWhatItSaysAndItsFonts() throws {
    let contexts = [
      context(), context { $0.title = "Another League" }, context(fonts: "other fonts"),
    ]
    let names = try contexts.map { context in
      context.router.outputPath(
        try #require(ShareCardPresenter(context: context).file(for: .home)).route)
    }
    #expect(Set(names).count == 3)
    #expect(names[0].wholeMatch(of: /cards\/home-[0-9a-f]{16}\.png/) != nil)
    // The same settings, presented again from the start, give the same name.
    let again = context()
    #expect(
      ShareCardPresenter(context: again).file(for: .home).map { again.router.outputPath($0.route) }
        == names[0])
  }
}
