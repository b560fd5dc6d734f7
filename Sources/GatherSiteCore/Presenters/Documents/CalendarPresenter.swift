import Foundation

/// Presents iCalendar files: one VEVENT per dated gather, summary "Team A 3–2 Team B".
///
/// The league's and the seasons' calendars describe each match with its result and both
/// line-ups; a player's calendar describes it from the player's side ("Won 3–2 with Team
/// A"), so that it stays small however long the player's record grows. The exports only know when a
/// match was completed, so each event ends then and is taken to have lasted an hour.
public struct CalendarPresenter: Sendable {
  /// A dated gather's VEVENT, folded and CRLF-terminated, around its DESCRIPTION line.
  /// Made once and shared by every calendar that lists the gather.
  public final class Event: Sendable {
    /// BEGIN:VEVENT to SUMMARY.
    let head: String
    /// The league calendar's DESCRIPTION line: result and line-ups.
    let description: String
    /// The DESCRIPTION line of a player's calendar, for a player of Team A and of Team B.
    let teamA: String
    let teamB: String
    /// URL and END:VEVENT.
    let tail: String

    init(head: String, description: String, teamA: String, teamB: String, tail: String) {
      (self.head, self.description, self.teamA, self.teamB) = (head, description, teamA, teamB)
      self.tail = tail
    }
  }

  let context: PresentationContext

  public init(context: PresentationContext) {
    self.context = context
  }

  /// Every gather's event, by gather index (`nil` for an undated gather). Made once and
  /// shared by the league's and every player's calendar.
  public func events() -> [Event?] {
    context.league.gathers.indices.map(event)
  }

  /// The event of the gather at `index`, or `nil` when it is undated.
  public func event(_ index: Int) -> Event? {
    let host = context.router.baseURL.host ?? "gather-site"
    let gather = context.league.gathers[index]
    guard let end = gather.completedAt else { return nil }
    let results = context.results
    let summary =
      gather.isFinished
      ? results.headline(gather)
      : context.wording(.resultFixtureNotFinished, ("a", results.team(.a)), ("b", results.team(.b)))
    let lineups = Team.allCases.map { team in
      "\(results.team(team)): " + context.lineupNames(gather, team).joined(separator: ", ")
    }
    let stamp = Self.stamp(end)
    // A date without a time is an all-day event: DTEND is the next day, not included.
    let times =
      gather.isDateOnly
      ? [
        "DTSTART;VALUE=DATE:\(day(end))",
        "DTEND;VALUE=DATE:\(day(end.addingTimeInterval(36 * 3600)))",
      ]
      : ["DTSTART:\(Self.stamp(end.addingTimeInterval(-3600)))", "DTEND:\(stamp)"]
    let head =
      [
        "BEGIN:VEVENT",
        "UID:\(Self.escape(gather.id.lowercased()))@\(host)",
        "DTSTAMP:\(stamp)",
      ] + times + ["SUMMARY:\(Self.escape(summary))"]
    let tail = ["URL:\(context.router.matchURL(at: index))", "END:VEVENT"]
    return Event(
      head: Self.lines(head),
      description: Self.descriptionLine(
        ([results.summary(gather)] + lineups).joined(separator: "\n")),
      teamA: Self.descriptionLine(personalResult(gather, team: .a)),
      teamB: Self.descriptionLine(personalResult(gather, team: .b)),
      tail: Self.lines(tail))
  }

  /// The league's calendar, `calendar.ics`: the dated gathers of the twelve months up to the
  /// newest one (so that it stays small however long the archive grows), with both
  /// line-ups; `events` are every gather's, by index.
  public func leagueCalendar(events: [Event?]) -> String {
    let name = context.config.title
    let gathers = context.league.gathers
    guard let newest = gathers.lazy.compactMap(\.completedAt).max() else {
      return calendar(name: name, indices: [], events: events)
    }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = context.config.timeZone
    let start = calendar.date(byAdding: .month, value: -12, to: newest) ?? newest
    return self.calendar(
      name: name,
      indices: gathers.indices.filter { gathers[$0].completedAt.map { $0 > start } ?? false },
      events: events)
  }

  /// A season's calendar: every dated gather of the season, with both line-ups.
  public func seasonCalendar(_ season: Season, events: [Event?]) -> String {
    let name = context.wording(
      .seasonCalendarName, ("name", season.name), ("site", context.config.title))
    return calendar(name: name, indices: context.facts.gatherIndices(in: season), events: events)
  }

  private func calendar(name: String, indices: [Int], events: [Event?]) -> String {
    var text = head(name)
    text.reserveCapacity(
      indices.reduce(text.utf8.count + Self.end.utf8.count) { size, index in
        guard let event = events[index] else { return size }
        return size + event.head.utf8.count + event.description.utf8.count
          + event.tail.utf8.count
      })
    for index in indices {
      guard let event = events[index] else { continue }
      text += event.head
      text += event.description
      text += event.tail
    }
    return text + Self.end
  }

  /// A player's calendar: the gathers they played (by index), from their side.
  public func playerCalendar(_ player: Player, gatherIndices: [Int], events: [Event?]) -> String {
    let gathers = context.league.gathers
    let playerID = player.id
    // It links the player by their permanent address, which lasts when their name changes.
    var text = head(
      context.wording(.playerCalendarName, ("name", player.name), ("site", context.config.title)),
      url: context.router.url(.playerAddress(id: playerID)))
    text.reserveCapacity(
      gatherIndices.reduce(text.utf8.count + Self.end.utf8.count) { size, index in
        guard let event = events[index] else { return size }
        return size + event.head.utf8.count + max(event.teamA.utf8.count, event.teamB.utf8.count)
          + event.tail.utf8.count
      })
    for index in gatherIndices {
      guard let event = events[index] else { continue }
      text += event.head
      text += gathers[index].teamA.contains(playerID) ? event.teamA : event.teamB
      text += event.tail
    }
    return text + Self.end
  }

  /// "Won 3–2 with Team A", "Drew 1–1 with Team B", "Lost 0–2 with Team A" (the player's
  /// team's goals first); "Won with Team A" for a result without a score; or
  /// "Not finished · Team A".
  func personalResult(_ gather: Gather, team: Team) -> String {
    let name = context.results.team(team)
    guard let score = gather.score else {
      guard let outcome = gather.outcome else {
        return context.wording(.playerEventNotFinished, ("team", name))
      }
      let phrase: Phrase =
        switch outcome.result(for: team) {
        case .win: .playerEventWonNoScore
        case .draw: .playerEventDrewNoScore
        case .loss: .playerEventLostNoScore
        }
      return context.wording(phrase, ("team", name))
    }
    let (scored, conceded) = score.goals(for: team)
    let phrase: Phrase =
      scored > conceded ? .playerEventWon : scored < conceded ? .playerEventLost : .playerEventDrew
    return context.wording(phrase, ("score", "\(scored)–\(conceded)"), ("team", name))
  }

  /// The calendar's head; `url`, where given, is the page it belongs to (RFC 7986's URL).
  private func head(_ name: String, url: String? = nil) -> String {
    Self.lines(
      [
        "BEGIN:VCALENDAR", "VERSION:2.0",
        "PRODID:-//Gather Site//Gather Site \(GatherSiteVersion.current)//EN",
        "CALSCALE:GREGORIAN", "METHOD:PUBLISH", "X-WR-CALNAME:\(Self.escape(name))",
      ] + (url.map { ["URL:\($0)"] } ?? []))
  }

  private static let end = "END:VCALENDAR\r\n"

  private static func descriptionLine(_ text: String) -> String {
    fold("DESCRIPTION:\(escape(text))") + "\r\n"
  }

  /// Content lines folded and each ended with CRLF.
  private static func lines(_ lines: [String]) -> String {
    var text = ""
    text.reserveCapacity(lines.reduce(0) { $0 + $1.utf8.count + 8 })
    for line in lines {
      text += fold(line)
      text += "\r\n"
    }
    return text
  }

  /// "20240512": the day of a date-only gather (the start of the day in the site's time
  /// zone).
  private func day(_ date: Date) -> String {
    String(
      decoding: ISODate.dayString(from: date, in: context.config.timeZone).utf8.filter {
        $0 != 0x2D
      }, as: UTF8.self)
  }

  /// "20240512T194000Z".
  static func stamp(_ date: Date) -> String {
    String(
      decoding: ISODate.string(from: date).utf8.filter { $0 != 0x2D && $0 != 0x3A }, as: UTF8.self)
  }

  /// TEXT escaping of RFC 5545: backslash, semicolon, comma and line breaks; other ASCII
  /// controls become spaces.
  static func escape(_ text: String) -> String {
    guard EscapeScanner.contains(text, where: { $0 == 0x5C || $0 == 0x3B || $0 == 0x2C }) else {
      return text
    }
    let utf8 = Array(text.utf8)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(utf8.count + 16)
    // Runs of bytes that stay as they are are copied at once.
    var runStart = 0
    for (index, byte) in utf8.enumerated()
    where byte < 0x20 || byte == 0x7F || byte == 0x5C || byte == 0x3B || byte == 0x2C {
      bytes += utf8[runStart..<index]
      runStart = index + 1
      switch byte {
      case 0x5C, 0x3B, 0x2C: bytes += [0x5C, byte]
      case 0x0A: bytes += [0x5C, 0x6E]
      default: bytes.append(0x20)
      }
    }
    bytes += utf8[runStart...]
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Folds a content line at 75 octets, never inside a UTF-8 sequence.
  static func fold(_ line: String) -> String {
    guard line.utf8.count > 75 else { return line }
    let utf8 = Array(line.utf8)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(utf8.count + utf8.count / 37 * 3 + 3)
    var start = 0
    var limit = 75
    while start < utf8.count {
      // As many whole characters as fit: a cut that falls inside one moves back to its
      // first byte (the bytes after the first are 0b10xxxxxx).
      var end = min(start + limit, utf8.count)
      while end < utf8.count, end > start, utf8[end] & 0xC0 == 0x80 { end -= 1 }
      if start > 0 { bytes += [0x0D, 0x0A, 0x20] }
      bytes += utf8[start..<end]
      start = end
      limit = 74
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
