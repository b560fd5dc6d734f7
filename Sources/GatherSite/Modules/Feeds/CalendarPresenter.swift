import Foundation

/// Presents iCalendar files: one VEVENT per dated gather, summary "Team A 3–2 Team B".
///
/// The exports only know when a match was completed, so each event ends then and is
/// taken to have lasted an hour.
struct CalendarPresenter {
  let context: PresentationContext

  /// Every dated gather's VEVENT, folded and CRLF-terminated, by gather index ("" for an
  /// undated gather). Made once and shared by the league's and every player's calendar.
  func events() -> [String] {
    let host = context.router.baseURL.host ?? "gather-site"
    let context = self.context
    let gathers = context.league.gathers
    return Parallel.map(gathers.count, grain: 128) { index in
      let gather = gathers[index]
      guard let end = gather.completedAt else { return "" }
      let summary =
        gather.isFinished ? ResultText.headline(gather.score) : "Team A v Team B (not finished)"
      let lineups = Team.allCases.map { team in
        "\(team.rawValue): "
          + (team == .a ? gather.teamA : gather.teamB).map(context.name).joined(separator: ", ")
      }
      let lines = [
        "BEGIN:VEVENT",
        "UID:\(Self.escape(gather.id.lowercased()))@\(host)",
        "DTSTAMP:\(Self.stamp(end))",
        "DTSTART:\(Self.stamp(end.addingTimeInterval(-3600)))",
        "DTEND:\(Self.stamp(end))",
        "SUMMARY:\(Self.escape(summary))",
        "DESCRIPTION:\(Self.escape(([ResultText.summary(gather.score)] + lineups).joined(separator: "\n")))",
        "URL:\(context.router.url(.match(id: gather.id)))",
        "END:VEVENT",
      ]
      return lines.map(Self.fold).joined(separator: "\r\n") + "\r\n"
    }
  }

  /// The calendar of the given gathers (by index), named `name`, from `events()`.
  func calendar(name: String, gatherIndices: [Int], events: [String]) -> String {
    var text =
      [
        "BEGIN:VCALENDAR", "VERSION:2.0",
        "PRODID:-//Gather Site//Gather Site \(GatherSiteVersion.current)//EN",
        "CALSCALE:GREGORIAN", "METHOD:PUBLISH", "X-WR-CALNAME:\(Self.escape(name))",
      ].map(Self.fold).joined(separator: "\r\n") + "\r\n"
    text.reserveCapacity(gatherIndices.reduce(text.utf8.count + 16) { $0 + events[$1].utf8.count })
    for index in gatherIndices { text += events[index] }
    text += "END:VCALENDAR\r\n"
    return text
  }

  /// "20240512T194000Z".
  static func stamp(_ date: Date) -> String {
    String(
      decoding: ISODate.string(from: date).utf8.filter { $0 != 0x2D && $0 != 0x3A }, as: UTF8.self)
  }

  /// TEXT escaping of RFC 5545: backslash, semicolon, comma and line breaks.
  static func escape(_ text: String) -> String {
    guard EscapeScanner.contains(text, where: { $0 == 0x5C || $0 == 0x3B || $0 == 0x2C }) else {
      return text
    }
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": result += "\\\\"
      case ";": result += "\\;"
      case ",": result += "\\,"
      case "\n": result += "\\n"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          result += " "
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }

  /// Folds a content line at 75 octets, never inside a UTF-8 sequence.
  static func fold(_ line: String) -> String {
    guard line.utf8.count > 75 else { return line }
    var parts: [String] = []
    var current = ""
    var size = 0
    let limit = 75
    for character in line {
      let width = character.utf8.count
      if size + width > (parts.isEmpty ? limit : limit - 1) {
        parts.append(current)
        current = ""
        size = 0
      }
      current.append(character)
      size += width
    }
    parts.append(current)
    return parts.joined(separator: "\r\n ")
  }
}
