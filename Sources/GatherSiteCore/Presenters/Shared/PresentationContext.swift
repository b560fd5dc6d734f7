/// What every presenter needs: the facts, the router, and the words and formats of the
/// site's language. It never changes once made, and is shared, not copied, by the
/// presenters that hold it.
public final class PresentationContext: Sendable {
  public let facts: LeagueFacts
  public let router: Router
  public let wording: Wording
  public let dates: DateText
  let results: ResultText
  let players: PlayerText
  let ratings: RatingText
  /// Each gather's date as "12 May 2024" (or "Undated"), by index into `league.gathers`:
  /// formatted once, since match lists and appearance logs repeat every date many times.
  public let shortDates: [String]
  /// Each gather's headline, "Team A 3–2 Team B", by index: made once for the same reason.
  public let headlines: [String]
  /// The link to each gather's page from a page two folders down (a match, player or season
  /// page), by index: a player's appearance log alone links hundreds of matches.
  private let matchLinks: [String]
  /// Each player's place in the order of names (then ids), by id: tables of players meet
  /// each other player's name many times, and sort by these instead.
  let nameOrder: [Int: Int]
  /// The link to each player's page from a page two folders down, by id (from a page
  /// further down, after a "../" for each folder more).
  private let playerLinks: [Int: String]
  /// The fonts the share cards are drawn with (`FontCoverage.fingerprint`, looked up by
  /// the build), which a card's file name carries: other fonts draw another picture.
  public let cardFonts: String

  public convenience init(
    facts: LeagueFacts, router: Router, wording: Wording, cardFonts: String = ""
  ) {
    self.init(
      facts: facts, router: router, wording: wording,
      texts: GatherTexts(
        league: facts.league, config: facts.config, router: router, wording: wording),
      cardFonts: cardFonts)
  }

  /// The context with the gathers' texts already made (they can be made while the facts
  /// are: see `GatherTexts`).
  public init(
    facts: LeagueFacts, router: Router, wording: Wording, texts: GatherTexts,
    cardFonts: String = ""
  ) {
    self.facts = facts
    self.cardFonts = cardFonts
    self.router = router
    self.wording = wording
    self.dates = texts.dates
    results = ResultText(wording: wording, teamNames: facts.config.teamNames)
    players = PlayerText(wording: wording)
    ratings = RatingText(wording: wording)
    self.shortDates = texts.shortDates
    self.headlines = texts.headlines
    self.matchLinks = texts.matchLinks
    let byName = facts.league.playersByName
    nameOrder = Dictionary(
      uniqueKeysWithValues: byName.enumerated().map { ($0.element.id, $0.offset) })
    playerLinks = Dictionary(
      uniqueKeysWithValues: byName.map {
        ($0.id, router.href(from: .player(id: $0.id), to: .player(id: $0.id)))
      })
  }

  var league: League { facts.league }
  var config: SiteConfig { facts.config }

  /// The link to the page of the gather at `index` from `page`.
  func matchLink(_ index: Int, from page: Route) -> String {
    if page == .notFound {
      return router.href(from: page, to: .match(index: index))
    }
    let depth = router.depth(page)
    return depth == 2 ? matchLinks[index] : router.matchHref(at: index, depth: depth)
  }

  /// A player's shown name, including deleted players; "Guest" for an unlisted one.
  func name(_ id: Int) -> String {
    guard facts.isListed(id) else { return wording[.playerGuest] }
    return league.players[id]?.name ?? players.unknownName(id)
  }

  /// A link to a player's page from `page`, or plain text for a deleted player.
  func playerLink(_ id: Int, from page: Route, title: Bool = false) -> (text: String, href: String?)
  {
    guard facts.isListed(id) else { return (wording[.playerGuest], nil) }
    guard let player = league.players[id] else { return (players.unknownName(id), nil) }
    // From further down than two folders, a link is the one from two folders down, after
    // a "../" for each folder more.
    let depth = page == .notFound ? 0 : router.depth(page)
    let href =
      depth >= 2
      ? playerLinks[id].map { depth == 2 ? $0 : String(repeating: "../", count: depth - 2) + $0 }
        ?? router.href(from: page, to: .player(id: id))
      : router.href(from: page, to: .player(id: id))
    return (title ? players.title(player) : player.name, href)
  }

  /// The names of one side of a gather in export order, then "Guest" for each guest.
  func lineupNames(_ gather: Gather, _ team: Team) -> [String] {
    ChatText.lineupNames(gather, team, name: name, guest: wording[.playerGuest])
  }

  /// "Goals: Ana Lima 2, Ben Okafor" (with `.matchScorers`): the players of `counts` (a
  /// match's scorers or assists), most first, then by name, a count of one not written;
  /// `nil` for none.
  func contributions(_ counts: [MatchDetails.Count], _ phrase: Phrase) -> String? {
    ChatText.contributions(counts, phrase, name, wording)
  }

  /// "Ana Lima, Zoë Martin" for the holders of a record.
  func names(_ ids: [Int]) -> String { ids.map(name).sorted().joined(separator: ", ") }
}

/// Each gather's short date, headline and link from a page two folders down, by index (see
/// `PresentationContext`): made from the gathers, the settings and the router alone.
public struct GatherTexts: Sendable {
  var dates: DateText
  var shortDates: [String]
  var headlines: [String]
  var matchLinks: [String]

  public init(league: League, config: SiteConfig, router: Router, wording: Wording) {
    let dates = DateText(timeZone: config.timeZone, wording: wording)
    self.dates = dates
    let gathers = league.gathers
    let results = ResultText(wording: wording, teamNames: config.teamNames)
    shortDates = gathers.map { dates.short($0.completedAt) }
    headlines = gathers.map(results.headline)
    matchLinks = gathers.indices.map { router.matchHref(at: $0, depth: 2) }
  }
}
