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
        "error: site.yml:5:14: feedEntries: \"0\" is not a whole number of matches of at least 1",
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
