import Foundation

/// Fingerprints of what pages show of each gather and each player, made once per build, so
/// that a match or player page can be keyed by what it is made from without presenting it
/// (presenting 100,000 match pages only to find them unchanged took most of a rebuild).
public struct InputKeys: Sendable {
  /// By index into `league.gathers`: every field a page can show (`fileIndex` aside, which
  /// only orders gathers), its short date, its headline and its link from two folders down.
  public let gathers: [RenderKey]
  /// By player id: the player's fields and page folder.
  private let players: [Int: RenderKey]
  /// By rated player's id: their rating history (each change's gather index and ratings).
  private let ratingHistories: [Int: RenderKey]
  /// Every player's key, in id order: what a page listing players it does not name one by
  /// one in its key depends on.
  public let allPlayers: RenderKey
  /// Every setting of `site.yml` (with the base URL as overridden).
  public let settings: RenderKey
  /// By gather index: what the gather's entries in the published data, the feed and the
  /// league calendar are made from: its key, its address, its season, its rating and the
  /// players of its line-ups.
  public let entries: [RenderKey]

  init(
    facts: LeagueFacts, router: Router, shortDates: [String], headlines: [String],
    matchLinks: [String]
  ) {
    let league = facts.league
    let config = facts.config
    let gathers = league.gathers
    // The gathers are read through one buffer per run of 1,024 rather than through the
    // array (shared by every core) gather by gather.
    self.gathers = Parallel.mapRuns(gathers.count, run: 1024) { run in
      gathers.withUnsafeBufferPointer { gathers in
        run.map { index in
          var hasher = StableHasher()
          // Each field read in place: a copy of the gather costs three references.
          hasher.combine(gathers[index].id)
          hasher.combine(gathers[index].completedAt.map { $0.timeIntervalSince1970.bitPattern })
          hasher.combine(gathers[index].score.map { UInt64(bitPattern: Int64($0.teamA)) })
          hasher.combine(gathers[index].score.map { UInt64(bitPattern: Int64($0.teamB)) })
          hasher.combine(gathers[index].teamA)
          hasher.combine(gathers[index].teamB)
          hasher.combine(gathers[index].hasLineups)
          hasher.combine(shortDates[index])
          hasher.combine(headlines[index])
          hasher.combine(matchLinks[index])
          return hasher.finalize()
        }
      }
    }
    ratingHistories = Self.ratingHistories(facts.ratings, players: league.players)
    players = league.players.mapValues { player in
      var hasher = StableHasher()
      hasher.combine(true)
      hasher.combine(player.id)
      hasher.combine(player.name)
      hasher.combine(player.age.map { UInt64(bitPattern: Int64($0)) })
      hasher.combine(player.skill?.rawValue)
      hasher.combine(player.position?.rawValue)
      hasher.combine(player.favouriteTeam)
      hasher.combine(router.outputPath(.player(id: player.id)))
      return hasher.finalize()
    }
    var all = StableHasher()
    all.combine(players.count)
    for id in players.keys.sorted() { all.combine(players[id]!) }
    allPlayers = all.finalize()
    var settings = StableHasher()
    config.fingerprint(into: &settings)
    self.settings = settings.finalize()
    let players = self.players
    let gatherKeys = self.gathers
    let (seasonOfGather, ratings) = (facts.seasonOfGather, facts.ratings)
    // The address as its two parts: joining them made a string for every gather.
    let base = router.url(.home)
    self.entries = Parallel.mapRuns(gathers.count, run: 1024) { run in
      // Read in place, through one buffer each per run: a copy of a gather costs three
      // references.
      gathers.withUnsafeBufferPointer { gathers in
        ratings.changes.withUnsafeBufferPointer { changes in
          run.map { index in
            var hasher = StableHasher()
            hasher.combine(gatherKeys[index])
            hasher.combine(base)
            hasher.combine(router.matchFolder(at: index))
            hasher.combine(seasonOfGather[index]?.name)
            for id in gathers[index].teamA {
              hasher.combine(players[id] ?? Self.deletedPlayer(id))
            }
            for id in gathers[index].teamB {
              hasher.combine(players[id] ?? Self.deletedPlayer(id))
            }
            if let rating = ratings.matches[index] {
              hasher.combine(true)
              rating.fingerprint(into: &hasher, changes: changes)
            } else {
              hasher.combine(false)
            }
            return hasher.finalize()
          }
        }
      }
    }
  }

  /// The key of the player's rating history; a player never rated has one too.
  public func ratingHistory(_ id: Int) -> RenderKey {
    ratingHistories[id] ?? StableHasher().finalize()
  }

  /// Every rated player's history key, made in one pass over the league's changes in play
  /// order: a player's changes lie far apart in them, and reading them player by player
  /// went to memory for each of a million changes.
  private static func ratingHistories(_ ratings: LeagueRatings, players: [Int: Player])
    -> [Int: RenderKey]
  {
    let slots = PlayerSlots(players)
    var hashers = Array(repeating: StableHasher(), count: slots.count)
    var rated = Array(repeating: false, count: slots.count)
    ratings.changes.withUnsafeBufferPointer { changes in
      for change in changes {
        guard let slot = slots.slot(change.playerID) else { continue }
        rated[slot] = true
        hashers[slot].combine(change.gatherIndex)
        hashers[slot].combine(change.before)
        hashers[slot].combine(change.after)
      }
    }
    var keys: [Int: RenderKey] = [:]
    keys.reserveCapacity(ratings.current.count)
    for slot in slots.ids.indices where rated[slot] {
      keys[slots.ids[slot]] = hashers[slot].finalize()
    }
    return keys
  }

  /// The player's key; a deleted player (missing from players.json) has one too.
  public func player(_ id: Int) -> RenderKey {
    players[id] ?? Self.deletedPlayer(id)
  }

  private static func deletedPlayer(_ id: Int) -> RenderKey {
    var hasher = StableHasher()
    hasher.combine(false)
    hasher.combine(id)
    return hasher.finalize()
  }
}

extension SiteConfig {
  /// Every setting, so that a changed one makes every page keyed by its inputs again.
  func fingerprint(into hasher: inout StableHasher) {
    hasher.combine(title)
    hasher.combine(description)
    hasher.combine(baseURL.absoluteString)
    hasher.combine(timeZone.identifier)
    hasher.combine(seasonStart.month)
    hasher.combine(seasonStart.day)
    hasher.combine(points.win)
    hasher.combine(points.draw)
    hasher.combine(points.loss)
    hasher.combine(minimumGames)
    hasher.combine(minimumSharedGames)
    hasher.combine(provisionalGames)
    hasher.combine(upsetProbability)
    hasher.combine(unsafeHTML)
  }
}

extension UInt64: StableHashable {
  func fingerprint(into hasher: inout StableHasher) { hasher.combine(self) }
}

extension MatchRating {
  /// With the league's changes (`LeagueRatings.changes`), read in place.
  func fingerprint(into hasher: inout StableHasher, changes: UnsafeBufferPointer<RatingChange>) {
    hasher.combine(probabilityA)
    hasher.combine(changeRange.count)
    for change in changes[changeRange] {
      hasher.combine(change.playerID)
      hasher.combine(change.before)
      hasher.combine(change.after)
    }
  }
}

extension Record {
  func fingerprint(into hasher: inout StableHasher) {
    hasher.combine(played)
    hasher.combine(won)
    hasher.combine(drawn)
    hasher.combine(lost)
    hasher.combine(goalsFor)
    hasher.combine(goalsAgainst)
  }
}

extension StableHasher {
  public mutating func combine(_ value: Int) { combine(UInt64(bitPattern: Int64(value))) }

  public mutating func combine(_ value: Double) { combine(value.bitPattern) }

  /// A list of numbers, with its length.
  public mutating func combine(_ values: [Int]) {
    combine(values.count)
    for value in values { combine(value) }
  }

  /// An optional word, marked as present or not (as `Optional.fingerprint` marks it).
  public mutating func combine(_ value: UInt64?) { value.fingerprint(into: &self) }

  /// An optional text, marked as present or not.
  public mutating func combine(_ text: String?) { text.fingerprint(into: &self) }

  public mutating func combine(_ rating: Rating) {
    combine(rating.mu)
    combine(rating.sigma)
  }
}
