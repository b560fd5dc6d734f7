/// Applies the site's privacy settings to the players as loaded, so that every page, feed,
/// calendar, data file and address made from them publishes only what the settings allow:
/// each name becomes the name the site shows (the `names` rule, or the `displayNames` set by
/// hand), players whose shown names collide are told apart by a number in order of id
/// ("Ana L." and "Ana L. 2"), and without `details` ages and favourite teams are dropped.
public enum ShownNames {
  public static func apply(
    _ config: SiteConfig, to league: inout League, _ diagnostics: inout Diagnostics
  ) {
    let byHand = Dictionary(
      config.displayNames.map { ($0.playerID, $0.name) }, uniquingKeysWith: { first, _ in first })
    // A guest's id is no player's even when players.json has a row for it: say so.
    func missing(_ id: Int) -> String {
      config.guests.contains(id)
        ? "\(id) is a guest (guests), not a player" : "no player in players.json has the id \(id)"
    }
    for id in byHand.keys.sorted() where league.players[id] == nil {
      diagnostics.warning(
        "site.yml", "displayNames.\(id)", "\(missing(id)); the name is not used")
    }
    for id in config.unlisted where league.players[id] == nil {
      diagnostics.warning("site.yml", "unlisted", missing(id))
    }
    var shown: [Int: String] = [:]
    for (id, player) in league.players {
      shown[id] = byHand[id] ?? name(player.name, rule: config.names)
    }
    let ids = shown.keys.sorted()
    var taken = Set(shown.values)
    var seen: [String: Int] = [:]
    for id in ids {
      let name = shown[id]!
      guard let first = seen[name] else {
        seen[name] = id
        continue
      }
      var number = 2
      while taken.contains("\(name) \(number)") { number += 1 }
      let distinct = "\(name) \(number)"
      taken.insert(distinct)
      shown[id] = distinct
      diagnostics.warning(
        "data/players.json", "players",
        "players \(first) and \(id) are both shown as \(JSONValue.quote(name)); player \(id) is shown as \(JSONValue.quote(distinct)) (set displayNames in site.yml to choose)"
      )
    }
    for id in ids {
      league.players[id]?.name = shown[id]!
      if !config.details {
        league.players[id]?.age = nil
        league.players[id]?.favouriteTeam = nil
      }
    }
  }

  /// The name shown for `full` under `rule`: the first word ("Ana"), or the first word and
  /// the initial of the last ("Ana L."); a name of one word stays as it is.
  static func name(_ full: String, rule: NamePolicy) -> String {
    let words = full.split(whereSeparator: \.isWhitespace)
    guard rule != .full, words.count > 1, let first = words.first, let last = words.last
    else { return full }
    switch rule {
    case .full: return full
    case .first: return String(first)
    case .firstAndInitial:
      let initial = last.first { $0.isLetter || $0.isNumber } ?? last.first!
      return "\(first) \(initial.uppercased())."
    }
  }
}
