import Foundation

/// Presents `search/index.js`, what the search page searches: every listed player, every
/// match and the site's own pages, as one script that sets `window.gatherSearch`. A script
/// rather than a JSON file, because a page opened from disk may load scripts but not fetch
/// files.
///
/// Paths are the Router's, relative to the site's root. A match is `[path, day, headline,
/// goals A, goals B]` (no goals without a score), newest first: `day` is its ISO day ("" when
/// undated), which `days` gives as the site writes it, and the headline is a place in
/// `headlines`, which holds each distinct one once. `venues` lists each venue of the
/// write-ups' details once, `[name, [places in matches]]`, so that matches are found by
/// where they were played.
public struct SearchIndexPresenter: Sendable {
  let site: SitePresenters

  public init(site: SitePresenters) {
    self.site = site
  }

  /// The index, as the script's JSON reads it.
  struct Index: Encodable {
    var players: [[String]]
    var pages: [[String]]
    var undated: String
    var days: [String: String]
    var headlines: [String]
    var matches: [Match]
    var venues: [Venue]
  }

  /// A venue and its matches, by place in `matches`, written as `[name, [places]]`.
  struct Venue: Encodable {
    var name: String
    var matches: [Int]

    func encode(to encoder: any Encoder) throws {
      var fields = encoder.unkeyedContainer()
      try fields.encode(name)
      try fields.encode(matches)
    }
  }

  /// A match of the index, written as a list: `[path, day, headline]`, then the two
  /// sides' goals when it has a score.
  struct Match: Encodable {
    var path: String
    var day: String
    var headline: Int
    var score: Score?

    func encode(to encoder: any Encoder) throws {
      var fields = encoder.unkeyedContainer()
      try fields.encode(path)
      try fields.encode(day)
      try fields.encode(headline)
      if let score {
        try fields.encode(score.teamA)
        try fields.encode(score.teamB)
      }
    }
  }

  public func script() -> Data {
    let context = site.context
    let router = context.router
    let gathers = context.league.gathers
    var days: [String: String] = [:]
    var headlines: [String] = []
    var headlineIndex: [String: Int] = [:]
    var matches: [Match] = []
    var venues: [String: [Int]] = [:]
    for index in gathers.indices.reversed() {
      if let venue = context.league.details[index]?.venue {
        venues[venue, default: []].append(matches.count)
      }
      let gather = gathers[index]
      let day = context.dates.day(gather.completedAt)
      if let day, days[day] == nil { days[day] = context.shortDates[index] }
      let headline =
        gather.isFinished ? context.headlines[index] : context.results.fixtureNotFinished
      let place = headlineIndex[headline, default: headlines.count]
      if place == headlines.count {
        headlines.append(headline)
        headlineIndex[headline] = place
      }
      matches.append(
        Match(
          path: router.outputPath(.match(index: index)), day: day ?? "", headline: place,
          score: gather.score))
    }
    let index = Index(
      // Players by their permanent addresses, which last when a name changes.
      players: site.listedPlayers.map { [$0.name, router.outputPath(.playerAddress(id: $0.id))] },
      pages: PageRegistry.searchPages(in: site).map { [$0.title, router.outputPath($0.route)] },
      undated: context.dates.short(nil), days: days, headlines: headlines, matches: matches,
      venues: venues.keys.sorted().map { Venue(name: $0, matches: venues[$0]!) })
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    // Encoding plain strings, numbers and arrays cannot fail.
    let json = (try? encoder.encode(index)) ?? Data("{}".utf8)
    return Data("window.gatherSearch = ".utf8) + json + Data(";\n".utf8)
  }
}
