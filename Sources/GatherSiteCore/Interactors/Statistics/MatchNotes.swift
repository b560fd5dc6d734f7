import Foundation

/// Something worth saying about a player in one match: a debut, a milestone appearance, a
/// return after six weeks or more away, or the end of a winning run of five or more.
public struct MatchNote: Sendable, Hashable {
  /// The kinds, in the order a match page lists them.
  public enum Kind: String, Sendable, Comparable, CaseIterable {
    case debut, milestone, `return`, streakEnded, firstGoal, hatTrick

    public static func < (l: Kind, r: Kind) -> Bool {
      allCases.firstIndex(of: l)! < allCases.firstIndex(of: r)!
    }
  }

  public var kind: Kind
  public var playerID: Int
  /// Appearances (debut, milestone), whole days away (return), the run's length
  /// (streakEnded), goals (hatTrick) or 1 (firstGoal).
  public var value: Int
}

/// A listed player within three games of a milestone who played in the last 60 days
/// (counted as returns are: elapsed time, or the days between the dates when either match
/// has a date without a time).
public struct UpcomingMilestone: Sendable, Hashable {
  public var playerID: Int
  public var appearances: Int
  public var milestone: Int
}

/// The notes of every match, over the dated counted gathers in play order, across
/// seasons, and the milestones coming up.
///
/// - A debut is a player's first dated counted gather.
/// - A milestone is the 25th appearance and every multiple of 50.
/// - A return is a gather 42 or more whole days (elapsed time, rounded down) after the
///   player's previous one; when either has a date without a time, the days between the
///   two dates in the site's time zone.
/// - A winning run of 5 or more ends with the draw or loss that ends it; a run still going
///   makes no note.
/// - A first goal is a player's first recorded goal (write-ups' `scorers`); a hat-trick is
///   three goals or more in one match.
///
/// Deleted players count in nothing; unlisted players count for no note.
public struct MatchNotes: Sendable {
  /// Notes by index into `League.gathers`, only for the gathers that have any.
  public var byGather: [Int: [MatchNote]] = [:]
  /// Listed players who played within `recentDays` of the latest dated counted gather and
  /// are within `nearGames` of a milestone, the nearest first, then by id.
  public var upcoming: [UpcomingMilestone] = []

  public static let returnDays = 42
  public static let endedRunLength = 5
  public static let recentDays = 60
  public static let nearGames = 3

  public init() {}

  /// Whether the `count`th appearance is a milestone: the 25th, and every multiple of 50.
  public static func isMilestone(_ count: Int) -> Bool {
    count == 25 || (count > 0 && count % 50 == 0)
  }

  /// The first milestone above `count` appearances.
  public static func nextMilestone(after count: Int) -> Int {
    count < 25 ? 25 : (count / 50 + 1) * 50
  }

  static func notes(
    league: League, lineups: KnownLineups, slots: PlayerSlots, unlisted: Set<Int>,
    zone: TimeZone
  ) -> MatchNotes {
    var result = MatchNotes()
    var appearances = Array(repeating: 0, count: slots.count)
    var lastPlayed = Array(repeating: Date.distantPast, count: slots.count)
    // Whether each player's previous gather had a date without a time.
    var lastDateOnly = Array(repeating: false, count: slots.count)
    // The day number of a date in the site's time zone.
    func day(_ date: Date) -> Int {
      let local = Int(date.timeIntervalSince1970.rounded(.down)) + zone.secondsFromGMT(for: date)
      return ISODate.dayAndTime(local).days
    }
    var winRun = Array(repeating: 0, count: slots.count)
    var scored = Array(repeating: false, count: slots.count)
    var latest: (date: Date, dateOnly: Bool)?
    for index in league.gathers.indices {
      let gather = league.gathers[index]
      guard let date = gather.completedAt, let outcome = gather.outcome,
        gather.hasLineups, lineups.hasKnownPlayer(index)
      else { continue }
      let details = league.details[index]
      latest = (date, gather.isDateOnly)
      var notes: [MatchNote] = []
      for team in Team.allCases {
        let result = outcome.result(for: team)
        for slot in lineups.side(index, team) {
          let id = slots.ids[slot]
          let listed = !unlisted.contains(id)
          appearances[slot] += 1
          let count = appearances[slot]
          if count == 1 {
            if listed { notes.append(MatchNote(kind: .debut, playerID: id, value: 1)) }
          } else {
            let days =
              gather.isDateOnly || lastDateOnly[slot]
              ? day(date) - day(lastPlayed[slot])
              : Int((date.timeIntervalSince(lastPlayed[slot]) / 86_400).rounded(.down))
            if listed && days >= returnDays {
              notes.append(MatchNote(kind: .return, playerID: id, value: days))
            }
          }
          if listed && isMilestone(count) {
            notes.append(MatchNote(kind: .milestone, playerID: id, value: count))
          }
          if result == .win {
            winRun[slot] += 1
          } else {
            if listed && winRun[slot] >= endedRunLength {
              notes.append(MatchNote(kind: .streakEnded, playerID: id, value: winRun[slot]))
            }
            winRun[slot] = 0
          }
          lastPlayed[slot] = date
          let goals = details?.goals(of: id) ?? 0
          if goals > 0, !scored[slot] {
            scored[slot] = true
            if listed { notes.append(MatchNote(kind: .firstGoal, playerID: id, value: 1)) }
          }
          if listed && goals >= 3 {
            notes.append(MatchNote(kind: .hatTrick, playerID: id, value: goals))
          }
          lastDateOnly[slot] = gather.isDateOnly
        }
      }
      if !notes.isEmpty { result.byGather[index] = notes }
    }
    if let latest {
      let since = latest.date.addingTimeInterval(-Double(recentDays) * 86_400)
      for slot in 0..<slots.count where appearances[slot] > 0 {
        // As for a return: the days between the dates when either has no time.
        let recent =
          latest.dateOnly || lastDateOnly[slot]
          ? day(latest.date) - day(lastPlayed[slot]) <= recentDays
          : lastPlayed[slot] >= since
        guard recent else { continue }
        let id = slots.ids[slot]
        let next = nextMilestone(after: appearances[slot])
        guard !unlisted.contains(id), next - appearances[slot] <= nearGames else { continue }
        result.upcoming.append(
          UpcomingMilestone(playerID: id, appearances: appearances[slot], milestone: next))
      }
      result.upcoming.sort {
        ($0.milestone - $0.appearances, $0.playerID) < ($1.milestone - $1.appearances, $1.playerID)
      }
    }
    return result
  }
}
