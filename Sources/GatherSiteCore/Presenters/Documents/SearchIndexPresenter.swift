import Foundation

/// Presents `search/index.js`, what the search page searches: every listed player, every
/// match and the site's own pages, as one script that sets `window.gatherSearch`. A script
/// rather than a JSON file, because a page opened from disk may load scripts but not fetch
/// files.
///
/// Paths are relative to the site's root. A match is `[folder, headline, goals A, goals B]`
/// (no goals when unfinished), newest first: its folder under `matches/` starts with its day
/// ("2024-05-12-96e47bb8"), `days` gives that day as the site writes it, and the headline is
/// a place in `headlines`, which holds each distinct one once.
public struct SearchIndexPresenter: Sendable {
  let context: PresentationContext
  /// The organiser's pages: only their names and titles are read.
  let organiserPages: [(name: String, title: String)]

  public init(context: PresentationContext, pages: [ContentPage]) {
    self.context = context
    organiserPages = pages.map { ($0.name, $0.title ?? $0.name) }
  }

  public func script() -> Data {
    let facts = context.facts
    let router = context.router
    let gathers = context.league.gathers
    var json = JSONText(capacity: 64 * gathers.count + 4096)
    json.literal("window.gatherSearch = {\"players\":")
    let players = facts.league.playersByName.filter { facts.isListed($0.id) }
    json.array(players) { json, player in
      json.literal("[")
      json.string(player.name)
      json.literal(",")
      json.string(router.outputPath(.player(id: player.id)))
      json.literal("]")
    }
    json.literal(",\"pages\":")
    json.array(pages()) { json, page in
      json.literal("[")
      json.string(page.title)
      json.literal(",")
      json.string(router.outputPath(page.route))
      json.literal("]")
    }
    json.literal(",\"undated\":")
    json.string(context.dates.short(nil))
    var days: [String: String] = [:]
    var headlines: [String] = []
    var headlineIndex: [String: Int] = [:]
    var matches: [(folder: Substring, headline: Int, score: Score?)] = []
    matches.reserveCapacity(gathers.count)
    for index in gathers.indices.reversed() {
      let gather = gathers[index]
      if let day = context.dates.day(gather.completedAt), days[day] == nil {
        days[day] = context.shortDates[index]
      }
      let headline =
        gather.isFinished ? context.headlines[index] : context.results.fixtureNotFinished
      let place = headlineIndex[headline, default: headlines.count]
      if place == headlines.count {
        headlines.append(headline)
        headlineIndex[headline] = place
      }
      let folder = router.matchFolder(at: index).dropFirst("matches/".count).dropLast()
      matches.append((folder, place, gather.score))
    }
    json.literal(",\"days\":")
    json.object(days) { json, text in json.string(text) }
    json.literal(",\"headlines\":")
    json.array(headlines) { json, headline in json.string(headline) }
    json.literal(",\"matches\":")
    json.array(matches) { json, match in
      json.literal("[")
      json.string(String(match.folder))
      json.literal(",")
      json.int(match.headline)
      if let score = match.score {
        json.literal(",")
        json.int(score.teamA)
        json.literal(",")
        json.int(score.teamB)
      }
      json.literal("]")
    }
    json.literal("};\n")
    return json.bytes
  }

  /// The site's pages besides players and matches, with their titles.
  private func pages() -> [(title: String, route: Route)] {
    let wording = context.wording
    let facts = context.facts
    var pages: [(String, Route)] = [
      (wording[.navHome], .home), (wording[.resultsTitle], .results),
      (wording[.playersTitle], .players), (wording[.allTimeTitle], .allTime),
      (wording[.ratingsTitle], .ratings), (wording[.predictionsTitle], .predictions),
      (wording[.pairsTitle], .pairs),
    ]
    for season in facts.seasons.reversed() {
      pages.append((wording(.seasonName, ("name", season.name)), .season(season)))
      for (month, indices) in facts.attendance.months[season] ?? [] {
        guard let date = indices.first.flatMap({ context.league.gathers[$0].completedAt })
        else { continue }
        pages.append(
          (
            wording(.attendanceTitle, ("month", context.dates.month(date))),
            .attendance(season, month)
          ))
      }
    }
    pages += organiserPages.map { ($0.title, .page(name: $0.name)) }
    return pages
  }
}
