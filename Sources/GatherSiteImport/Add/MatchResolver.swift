import Foundation
import GatherSiteCore

/// Turns the names of a `ChatMatch` into players (`PlayerNames`), and checks the match as
/// `check` would: each error names the line.
///
/// It promises that "Unknown player #99", as the site names a player missing from
/// players.json, is id 99; and a new player only for a name marked "(new)" in the text, or in `newNames`
/// (folded), each new name once with the next id; and no `ResolvedMatch` when it finds an
/// error (they are in `found`).
struct MatchResolver {
  let names: PlayerNames
  let file: String
  /// The id a guest stands for (the first of `guests`), nil when the site has none.
  let guest: Int?
  let newNames: Set<String>
  /// "Unknown player #{id}": a player missing from players.json, as the site names one.
  var deleted: [ChatPattern] = []
  var nextID: Int
  /// The new players, in order of first mention.
  private(set) var added: [(id: Int, name: String)] = []
  private(set) var found: [Diagnostic] = []

  init(names: PlayerNames, file: String, guest: Int?, newNames: Set<String>, nextID: Int) {
    self.names = names
    self.file = file
    self.guest = guest
    self.newNames = newNames
    self.nextID = nextID
  }

  private mutating func error(_ line: Int?, _ message: String) {
    found.append(Diagnostic(.error, file: file, position: line.map(String.init), message))
  }

  private mutating func warning(_ line: Int?, _ message: String) {
    found.append(Diagnostic(.warning, file: file, position: line.map(String.init), message))
  }

  /// The match `match` gives, its sides named in messages as `sides` does ("Team A", or
  /// the site's `teamNames`); nil when there is an error.
  mutating func resolve(_ match: ChatMatch, sides: ResultText) -> ResolvedMatch? {
    let sideName = sides.team
    if match.result == nil {
      error(
        nil,
        "no line gives the result; write it first, as in \"Team A 3–2 Team B\", \"A 3 x 2 B\" or \"Team A v Team B: Team A won\""
      )
    }
    if match.date == nil && !match.undated {
      error(
        nil,
        "no line gives the date; write it after the result (\"Team A 3–2 Team B · 19 Jan 2026, 20:00\") or on a line of its own (\"2026-01-19\", \"today\")"
      )
    }
    var sides: [Team: [Int]] = [:]
    var lineOfPlayer: [Int: (Team, Int)] = [:]
    for team in Team.allCases {
      guard let (written, line) = match.lineups[team] else { continue }
      var ids: [Int] = []
      for name in written {
        guard let id = player(name, inLineup: true) else { continue }
        if id != guest, let (other, otherLine) = lineOfPlayer[id] {
          if other == team {
            error(line, "\(shown(id)) is named twice in \(sideName(team))'s line-up")
          } else {
            error(
              line,
              "\(shown(id)) is on both sides: in \(sideName(other))'s line-up (line \(otherLine)) and in \(sideName(team))'s"
            )
          }
          continue
        }
        lineOfPlayer[id] = (team, line)
        ids.append(id)
      }
      sides[team] = ids
    }
    let missing = Team.allCases.filter { match.lineups[$0] == nil }
    if missing.count == 2 {
      warning(
        nil,
        "no line gives a line-up, so the match counts for no player; add a line for each side, as in \"Team A: Ana, Ben, Carl.\""
      )
    } else if let team = missing.first {
      warning(nil, "no line gives \(sideName(team))'s line-up; it is left empty")
    }
    let teamA = sides[.a] ?? []
    let teamB = sides[.b] ?? []
    let guestSides = Team.allCases.filter { (sides[$0] ?? []).contains { $0 == guest } }
    func inLineups(_ id: Int) -> Bool {
      missing.count == 2 || lineOfPlayer[id] != nil || (id == guest && !guestSides.isEmpty)
    }
    var details = MatchDetails()
    var writeUp = WriteUpDetails()
    // Each detail's players, with their counts: players of the line-ups.
    func counts(_ names: [ChatMatch.Name], _ role: String) -> [Int: Int] {
      var counts: [Int: Int] = [:]
      for name in names {
        guard let id = player(name, inMatch: true) else { continue }
        guard inLineups(id) else {
          error(name.line, "\(shown(id)) \(role), but is in neither line-up")
          continue
        }
        counts[id, default: 0] += name.count
      }
      return counts
    }
    let goals = counts(match.scorers, "scored")
    let goalLine = match.scorers.last?.line
    let assists = counts(match.assists, "has an assist")
    let stars = Set(counts(match.playersOfTheMatch, "is named player of the match").keys)
    if case .score(let a, let b)? = match.result, missing.count < 2 {
      for (team, score) in [(Team.a, a), (.b, b)] {
        let side = Set(sides[team] ?? []).union(
          guestSides == [team] ? [guest].compactMap { $0 } : [])
        let listed = goals.filter { side.contains($0.key) }.values.reduce(0, +)
        if listed > score {
          warning(
            goalLine,
            "\(sideName(team))'s players have \(listed) goals listed, more than its score of \(score)"
          )
        }
      }
    }
    guard found.allSatisfy({ $0.severity != .error }), let result = match.result
    else { return nil }
    details.scorers = goals.filter { $0.value > 0 }.sorted { $0.key < $1.key }.map {
      MatchDetails.Count(playerID: $0.key, count: $0.value)
    }
    details.assists = assists.filter { $0.value > 0 }.sorted { $0.key < $1.key }.map {
      MatchDetails.Count(playerID: $0.key, count: $0.value)
    }
    details.playerOfTheMatch = stars.sorted()
    details.venue = match.venue
    writeUp.setScorers(goals)
    writeUp.setAssists(assists)
    writeUp.setPlayerOfTheMatch(stars)
    writeUp.setVenue(match.venue)
    return ResolvedMatch(
      date: match.date, result: result, teamA: teamA, teamB: teamB, details: details,
      writeUpDetails: writeUp)
  }

  /// The `--new-player` names the text never used.
  func unusedNewNames(_ given: [String]) -> [String] {
    given.filter { name in !added.contains { TypedText.fold($0.name) == TypedText.fold(name) } }
  }

  /// The name a message gives player `id`.
  private func shown(_ id: Int) -> String {
    id == guest ? "A guest" : added.first { $0.id == id }?.name ?? names.fullName(id)
  }

  /// The player `name` means; a new one when it is marked so (not for a detail, whose
  /// players are those of the line-ups: `inMatch`); nil, with an error, for no one.
  private mutating func player(
    _ name: ChatMatch.Name, inMatch: Bool = false, inLineup: Bool = false
  ) -> Int? {
    for written in [name.item, name.name] {
      if let id = deleted.lazy.compactMap({ $0.match(TypedText.Line(written))?["id"] }).first
        .flatMap({ Int($0) })
      {
        guard !names.isPlayer(id) else {
          error(
            name.line,
            "\(JSONValue.quote(written)) names a player who is in players.json: \(names.fullName(id)); write that name"
          )
          return nil
        }
        return id
      }
    }
    if name.item != name.name, case .player(let whole) = names.resolve(name.item) {
      // "Ana L. 2": the player of that name, unless "Ana L." with a count of 2 is a player too.
      if case .player(let counted) = names.resolve(name.name), counted != whole {
        error(
          name.line,
          "\(JSONValue.quote(name.item)) could be \(names.fullName(whole)), or \(names.fullName(counted)) with a count of \(name.count); write \"\(name.name) (\(name.count))\" for the second"
        )
        return nil
      }
      return whole
    }
    if inLineup, name.item != name.name {
      error(
        name.line,
        "\(JSONValue.quote(name.item)): a line-up lists each player once, without a count; write \"Guest\" once for each guest"
      )
      return nil
    }
    var text = name.name
    var isNew = newNames.contains(TypedText.fold(text))
    let marked =
      text.range(of: #"\s*\(new\)$"#, options: [.regularExpression, .caseInsensitive]) != nil
    if let range = text.range(of: #"\s*\(new\)$"#, options: [.regularExpression, .caseInsensitive])
    {
      text = String(text[..<range.lowerBound])
      isNew = true
    }
    if let known = added.first(where: { TypedText.fold($0.name) == TypedText.fold(text) }) {
      return known.id
    }
    switch names.resolve(text) {
    case .player(let id) where !isNew || names.exact(text) == id: return id
    case .guest:
      guard let guest else {
        error(
          name.line,
          "\(JSONValue.quote(text)) stands for a guest, and site.yml lists no guests; add an id for guests to it, as in \"guests: [99]\""
        )
        return nil
      }
      return guest
    case _ where isNew && !inMatch:
      let id = nextID
      nextID += 1
      added.append((id, text))
      return id
    case .ambiguous(let candidates):
      error(
        name.line,
        "\(JSONValue.quote(text)) could be \(candidates.joined(separator: " or ")); write more of the name"
      )
    case .unknown(let closest):
      let hint = closest.isEmpty ? "" : "; the closest names are \(closest.joined(separator: ", "))"
      error(
        name.line,
        "no player is called \(JSONValue.quote(text))\(hint). A new player is added when the text writes \"\(text) (new)\" in a line-up, or with --new-player \"\(text)\""
      )
    default:
      error(
        name.line,
        "\(JSONValue.quote(text)) is already a player; \(marked ? "leave out \"(new)\"" : "leave it out of --new-player")"
      )
    }
    return nil
  }
}
