/// What every presenter needs: the facts, the router and the date formats of one build.
public struct PresentationContext: Sendable {
  public var facts: LeagueFacts
  public var router: Router
  public var dates: DateText

  public init(facts: LeagueFacts, router: Router) {
    self.facts = facts
    self.router = router
    self.dates = DateText(timeZone: facts.config.timeZone)
  }

  var league: League { facts.league }
  var config: SiteConfig { facts.config }

  /// A player's display name, including deleted players.
  func name(_ id: Int) -> String { league.players[id]?.name ?? PlayerText.unknownName(id) }

  /// A link to a player's page from `page`, or plain text for a deleted player.
  func playerLink(_ id: Int, from page: Route, title: Bool = false) -> (text: String, href: String?)
  {
    guard let player = league.players[id] else { return (PlayerText.unknownName(id), nil) }
    return (
      title ? PlayerText.title(player) : player.name, router.href(from: page, to: .player(id: id))
    )
  }

  /// "Ana Lima, Zoë Martin" for the holders of a record.
  func names(_ ids: [Int]) -> String { ids.map(name).sorted().joined(separator: ", ") }
}
