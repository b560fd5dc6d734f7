/// Presents the share cards: a match's (its headline, the date, the result), a
/// player's (name, record, rating, form), a season's (the top three) and the home page's
/// (the latest result). Which pages get one is `SiteConfig.shareCards` and
/// `shareCardMatches`: every player, season and the home page, and the latest matches of
/// each season (and of the undated ones), so that a match of a season that is over keeps
/// its card however many matches follow.
public struct ShareCardPresenter: Sendable {
  let context: PresentationContext
  /// The gathers whose pages have a card, in play order.
  public let matchIndices: [Int]
  private let carded: Set<Int>

  public init(context: PresentationContext) {
    self.context = context
    let facts = context.facts
    let latest = max(context.config.shareCardMatches, 0)
    matchIndices =
      context.config.shareCards
      ? (facts.seasons.map(Optional.some) + [nil]).flatMap {
        facts.gatherIndices(in: $0).suffix(latest)
      }.sorted() : []
    carded = Set(matchIndices)
  }

  /// The card of the page at `route` and the card's own route: `cards/KIND-SUBJECT-DIGEST.png`,
  /// the digest of what it says, the fonts it is drawn with and the drawing's version, so
  /// that a changed card gets a new address (chat apps keep a preview by its address).
  /// `nil` for a page without one.
  public func file(for route: Route) -> (route: Route, card: ShareCardViewModel)? {
    guard let (name, card) = card(for: route) else { return nil }
    let texts =
      [String(CardRenderer.design), card.kicker, card.title, card.footer, context.cardFonts]
      + card.lines + card.marks.map { $0.letter + $0.result }
    return (.card(name + "-" + TextDigest.hex(texts)), card)
  }

  /// The card of the page at `route`, with its kind and subject ("player-1-ana", which
  /// `file(for:)` names it by); `nil` for a page without one.
  public func card(for route: Route) -> (name: String, card: ShareCardViewModel)? {
    guard context.config.shareCards else { return nil }
    switch route {
    case .home:
      return ("home", home())
    case .match(let index) where carded.contains(index):
      return ("match-" + context.router.part(of: route), match(index))
    case .player(let id) where context.facts.isListed(id):
      guard let player = context.league.players[id] else { return nil }
      return ("player-" + context.router.part(of: route), self.player(player))
    case .season(let season):
      return ("season-" + season.name, self.season(season))
    default:
      return nil
    }
  }

  func match(_ index: Int) -> ShareCardViewModel {
    let gather = context.league.gathers[index]
    // The result has a line of its own: a result without a score is not said twice.
    let headline =
      gather.score != nil
      ? context.headlines[index]
      : gather.isFinished ? context.results.fixture : context.results.fixtureNotFinished
    let result = gather.outcome.map(context.results.outcome) ?? context.wording[.resultNotFinished]
    let scorers = context.contributions(
      context.league.details[index]?.scorers ?? [], .matchScorers)
    return card(
      title: headline,
      lines: [context.dates.long(gather.completedAt, dateOnly: gather.isDateOnly), result]
        + (scorers.map { [$0] } ?? []))
  }

  func player(_ player: Player) -> ShareCardViewModel {
    let wording = context.wording
    let stats = context.facts.players[player.id]
    var lines =
      stats.flatMap { PlayerPresenter.summary($0.allTime, context: context) }
      .map { [$0] } ?? []
    if let rating = context.facts.ratings.current[player.id] {
      lines.append(wording(.cardsRating, ("rating", context.ratings.value(rating.ordinal))))
    }
    var card = card(title: player.name, lines: lines)
    card.marks = (stats?.form ?? []).map {
      ShareCardViewModel.Mark(
        letter: context.results.letter($0), result: PlayerPresenter.formClass[$0] ?? "")
    }
    if !card.marks.isEmpty {
      card.alt += " · " + card.marks.map(\.letter).joined(separator: " ")
    }
    return card
  }

  func season(_ season: Season) -> ShareCardViewModel {
    let top = (context.facts.seasonStandings[season] ?? []).prefix(3)
    return card(
      title: context.wording(.seasonName, ("name", season.name)),
      lines: top.map {
        context.wording.count(
          .cardsStanding, $0.points, ("position", String($0.position)),
          ("name", Self.isolated(context.name($0.playerID))))
      })
  }

  func home() -> ShareCardViewModel {
    let wording = context.wording
    let gathers = context.league.gathers
    var lines = [
      wording.count(.countMatches, gathers.count) + " · "
        + wording.count(.countPlayers, context.facts.allTimeStandings.count)
    ]
    // The latest dated result, or, in a league without dates, the last one.
    let finished = gathers.indices.filter { gathers[$0].isFinished }
    guard let latest = finished.last(where: { gathers[$0].completedAt != nil }) ?? finished.last
    else {
      return card(title: context.config.title, lines: lines)
    }
    lines.insert(
      context.dates.long(
        gathers[latest].completedAt, dateOnly: gathers[latest].isDateOnly), at: 0)
    return card(title: context.headlines[latest], lines: lines)
  }

  /// A card of the league, with the site's address in its corner.
  private func card(title: String, lines: [String]) -> ShareCardViewModel {
    let url = context.router.baseURL
    let address = (url.host ?? "") + (url.path == "/" ? "" : url.path)
    let lines = lines.filter { !$0.isEmpty }
    return ShareCardViewModel(
      kicker: context.config.title, title: title, lines: lines, marks: [],
      footer: address.hasSuffix("/") ? String(address.dropLast()) : address,
      alt: ([title] + lines + [context.config.title]).joined(separator: " · ")
        .replacingOccurrences(of: "\u{2068}", with: "")
        .replacingOccurrences(of: "\u{2069}", with: ""))
  }

  /// A name inside a line, isolated so that one in a right-to-left script cannot reorder
  /// the figures around it.
  static func isolated(_ name: String) -> String { "\u{2068}" + name + "\u{2069}" }
}
