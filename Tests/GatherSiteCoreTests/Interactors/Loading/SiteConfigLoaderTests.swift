import Foundation
import Testing

@testable import GatherSiteCore

@Suite struct SiteConfigLoaderTests {
  private func load(_ yaml: String) -> (SiteConfig, [String]) {
    var diagnostics = Diagnostics()
    let config = SiteConfigLoader().load(yaml, into: &diagnostics)
    return (config, diagnostics.all.map(\.description))
  }

  @Test func readsEveryKey() {
    let (config, messages) = load(
      """
      title: Tuesday Five-a-side
      description: Our games
      baseURL: https://example.com/league
      timeZone: Europe/Madrid
      seasonStart: "08-01"
      points: {win: 2, draw: 1, loss: 0}
      minimumGames: 4
      minimumSharedGames: 2
      unsafeHTML: true
      feedEntries: 20
      """)
    #expect(messages.isEmpty)
    #expect(config.title == "Tuesday Five-a-side")
    #expect(config.baseURL.absoluteString == "https://example.com/league/")
    #expect(config.timeZone.identifier == "Europe/Madrid")
    #expect(config.seasonStart == SeasonStart(month: 8, day: 1))
    #expect(config.points == PointsRule(win: 2, draw: 1, loss: 0))
    #expect(config.minimumGames == 4 && config.minimumSharedGames == 2 && config.unsafeHTML)
    #expect(config.feedEntries == 20)
    #expect(SiteConfig().feedEntries == 50)
  }

  @Test func unknownKeyIsAWarningAndBadValuesAreErrors() {
    let (config, messages) = load(
      """
      title: X
      colour: green
      timeZone: Mars/Olympus
      seasonStart: 13-01
      feedEntries: 0
      """)
    #expect(config.timeZone.secondsFromGMT() == 0)
    #expect(
      messages == [
        "warning: site.yml:2:9: colour: unknown setting \"colour\" is ignored",
        "error: site.yml:3:11: timeZone: \"Mars/Olympus\" is not an IANA time zone name (e.g. Europe/London)",
        "error: site.yml:4:14: seasonStart: \"13-01\" is not a day of the year as \"MM-DD\"",
        "error: site.yml:5:14: feedEntries: \"0\" is not a whole number of matches from 1 to 1,000,000",
      ])
  }

  /// Points of Int.max overflowed the standings (the build stopped with SIGILL): every
  /// number has a range, and a value outside it is an error naming the setting and value.
  @Test func everyNumberOutsideItsRangeIsAnError() {
    let (config, messages) = load(
      """
      points: {win: 9223372036854775807, draw: 1001, loss: -9223372036854775808}
      minimumGames: -1
      minimumSharedGames: 1000001
      provisionalGames: 99999999999999999999
      feedEntries: 1000001
      shareCardMatches: -5
      """)
    #expect(config.points == SiteConfig().points)
    #expect(config.minimumGames == 5 && config.feedEntries == 50)
    #expect(
      messages == [
        "error: site.yml:1:15: points.win: \"9223372036854775807\" is not a whole number of points from -1,000 to 1,000",
        "error: site.yml:1:42: points.draw: \"1001\" is not a whole number of points from -1,000 to 1,000",
        "error: site.yml:1:54: points.loss: \"-9223372036854775808\" is not a whole number of points from -1,000 to 1,000",
        "error: site.yml:2:15: minimumGames: \"-1\" is not a whole number of games from 0 to 1,000,000",
        "error: site.yml:3:21: minimumSharedGames: \"1000001\" is not a whole number of games from 0 to 1,000,000",
        "error: site.yml:4:19: provisionalGames: \"99999999999999999999\" is not a whole number of games from 0 to 1,000,000",
        "error: site.yml:5:14: feedEntries: \"1000001\" is not a whole number of matches from 1 to 1,000,000",
        "error: site.yml:6:19: shareCardMatches: \"-5\" is not a whole number of matches from 0 to 1,000,000",
      ])
    // The bounds themselves are in range.
    let (bounds, none) = load(
      "points: {win: 1000, draw: -1000, loss: 0}\nminimumGames: 1000000\nfeedEntries: 1")
    #expect(none.isEmpty)
    #expect(bounds.points == PointsRule(win: 1000, draw: -1000, loss: 0))
    #expect(bounds.minimumGames == 1_000_000 && bounds.feedEntries == 1)
  }

  /// `ratings` fixes the rating model's β and τ; a value out of range is an error naming
  /// the setting.
  @Test func ratingsFixBetaAndTauWithinTheirRanges() {
    let (config, messages) = load("ratings: {beta: 30, tau: 0.25}")
    #expect(messages.isEmpty)
    #expect(config.ratings == RatingSettings(beta: 30, tau: 0.25))
    #expect(SiteConfig().ratings == RatingSettings())
    let (bad, errors) = load(
      """
      ratings:
        beta: 0
        tau: -1
        spread: 2
      """)
    #expect(bad.ratings == RatingSettings())
    #expect(
      errors == [
        "error: site.yml:2:9: ratings.beta: \"0\" is not a number from 0.01 to 1,000",
        "error: site.yml:3:8: ratings.tau: \"-1\" is not a number from 0 to 100",
        "warning: site.yml:4:3: ratings.spread: unknown setting is ignored (beta, tau)",
      ])
    #expect(
      load("ratings: {beta: .inf}").1 == [
        "error: site.yml:1:17: ratings.beta: \".inf\" is not a number from 0.01 to 1,000"
      ])
    #expect(load("ratings: 5").1 == ["error: site.yml:1:10: ratings: expected beta and tau"])
  }

  /// A season's own points (some of them) and minimum games; anything else, or a number
  /// out of range, is an error naming the setting; and the books' settings.
  @Test func aSeasonHasItsOwnPointsAndMinimumGames() {
    let (config, messages) = load(
      """
      points: {win: 3, draw: 1, loss: 0}
      minimumGames: 5
      seasons: {"2023-24": {points: {win: 2}, minimumGames: 8}, "2025": {minimumGames: 0}}
      seasonBooks: false
      bookPaper: letter
      """)
    #expect(messages.isEmpty)
    let (old, year, other) = (
      Season(startYear: 2023, spansNewYear: true), Season(startYear: 2025, spansNewYear: false),
      Season(startYear: 2024, spansNewYear: true)
    )
    #expect(config.points(in: old) == PointsRule(win: 2, draw: 1, loss: 0))
    #expect(config.points(in: other) == PointsRule(win: 3, draw: 1, loss: 0))
    #expect(config.points(in: nil) == PointsRule(win: 3, draw: 1, loss: 0))
    #expect(config.minimumGames(in: old) == 8)
    #expect(config.minimumGames(in: year) == 0)
    #expect(config.minimumGames(in: other) == 5)
    #expect(config.hasSeasonPoints)
    #expect(!config.seasonBooks && config.bookPaper == .letter)
    // 10 wins and 2 draws all time, 4 wins and a draw of them in 2023-24: 4·2 + 1, and
    // 6·3 + 1 for the rest.
    let record = Record(played: 12, won: 10, drawn: 2, lost: 0, goalsFor: 0, goalsAgainst: 0)
    let season = Record(played: 5, won: 4, drawn: 1, lost: 0, goalsFor: 0, goalsAgainst: 0)
    #expect(config.allTimePoints(record, seasons: [old: season]) == 28)

    let (_, errors) = load(
      """
      seasons: {"2023-24": {points: {win: 2000}, feedEntries: 3}, "2024": 5}
      bookPaper: a5
      """)
    #expect(
      errors == [
        "error: site.yml:1:37: seasons.2023-24.points.win: \"2000\" is not a whole number of points from -1,000 to 1,000",
        "error: site.yml:1:44: seasons.2023-24.feedEntries: a season can set only points and minimumGames",
        "error: site.yml:1:69: seasons.2024: expected the season's settings, such as {points: {win: 2, draw: 1, loss: 0}, minimumGames: 8}",
        "error: site.yml:2:12: bookPaper: \"a5\" is not a paper size (a4 or letter)",
      ])
  }

  /// Yams reads `1:30` as a base-60 number, and its reading of one of 11 parts overflowed
  /// and stopped the program; a whole number is written in base 10 (or 0x, 0o, 0b).
  @Test func aBase60NumberIsNotAWholeNumber() {
    let (config, messages) = load(
      """
      minimumGames: 1:0:0:0:0:0:0:0:0:0:0
      unlisted: [1:0:0:0:0:0:0:0:0:0:0, 0x10]
      displayNames: {1:0:0:0:0:0:0:0:0:0:0: Ana}
      """)
    #expect(config.unlisted == [16])
    #expect(
      messages == [
        "error: site.yml:1:15: minimumGames: \"1:0:0:0:0:0:0:0:0:0:0\" is not a whole number of games from 0 to 1,000,000",
        "error: site.yml:2:12: unlisted[0]: \"1:0:0:0:0:0:0:0:0:0:0\" is not a player id",
        "error: site.yml:3:16: displayNames.1:0:0:0:0:0:0:0:0:0:0: \"1:0:0:0:0:0:0:0:0:0:0\" is not a player id",
      ])
  }

  /// `https://example.org/?utm=1#top` made every address `…#top/players/…`.
  @Test func aBaseURLWithAQueryAFragmentOrAUserNameIsAnError() {
    let (config, messages) = load("baseURL: https://example.org/?utm=1#top")
    #expect(config.baseURL.absoluteString == "https://example.org/")
    #expect(
      messages == [
        "error: site.yml:1:10: baseURL: \"https://example.org/?utm=1#top\" has a query and a fragment; give the site's address without them"
      ])
    for (raw, problem) in [
      ("https://example.org/league?", "has a query; give the site's address without it"),
      ("https://example.org/#", "has a fragment; give the site's address without it"),
      ("https://ana@example.org/", "has a user name; give the site's address without it"),
      (
        "https://ana:secret@example.org/",
        "has a user name and password; give the site's address without them"
      ),
      ("ftp://example.org/", "is not an absolute http(s) URL"),
      ("https:example.org", "is not an absolute http(s) URL"),
    ] {
      #expect(
        load("baseURL: \"\(raw)\"").1 == [
          "error: site.yml:1:10: baseURL: \"\(raw)\" \(problem)"
        ])
    }
    #expect(load("baseURL: https://example.org:8080/league").1.isEmpty)
  }

  /// YAML null was published as the text "null" (a player page at `players/1-null/`):
  /// a setting given as null is absent, and its default applies. A quoted "null" is text.
  @Test func aNullSettingIsAbsent() {
    let (config, messages) = load(
      """
      title: ~
      description: null
      baseURL:
      timeZone: Null
      seasonStart: NULL
      points: {win: ~, draw: 2}
      minimumGames: ~
      upsetProbability: ~
      language: ~
      teamNames: ~
      names: ~
      displayNames: ~
      details: ~
      unlisted: ~
      shareCardMatches: ~
      """)
    #expect(messages.isEmpty)
    let defaults = SiteConfig()
    #expect(config.title == defaults.title && config.description == defaults.description)
    #expect(config.baseURL == defaults.baseURL && config.timeZone == defaults.timeZone)
    #expect(config.seasonStart == defaults.seasonStart && config.language == "en")
    #expect(config.points == PointsRule(win: 3, draw: 2, loss: 0))
    #expect(config.minimumGames == 5 && config.upsetProbability == 0.35)
    #expect(config.teamNames == nil && config.names == .full && config.displayNames.isEmpty)
    #expect(config.details && config.unlisted.isEmpty && config.shareCardMatches == 100)
    #expect(load("title: \"null\"").0.title == "null")
  }

  /// A name set to null has no default to fall back to: it is an error naming the setting.
  @Test func aNullNameIsAnError() {
    let (config, messages) = load(
      """
      displayNames: {12: ~, 13: null, 14: "null"}
      teamNames: {a: ~, b: Bibs}
      """)
    #expect(config.displayNames == [DisplayName(playerID: 14, name: "null")])
    #expect(config.teamNames == nil)
    #expect(
      messages == [
        "error: site.yml:1:20: displayNames.12: expected the name to show, as text",
        "error: site.yml:1:27: displayNames.13: expected the name to show, as text",
        "error: site.yml:2:16: teamNames.a: expected the side's name as text",
        "error: site.yml:2:12: teamNames: names one side only; give both a and b",
      ])
  }

  @Test func invalidYAMLIsAnError() {
    let (_, messages) = load("title: [unclosed\n")
    #expect(
      messages == [
        #"error: site.yml:2:1: invalid YAML: did not find expected ',' or ']' (while parsing a flow sequence at 1:8: "title: [unclosed")"#
      ])
  }
}
