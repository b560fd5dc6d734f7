import Foundation

/// Presents `feed.xml`: an Atom feed of the newest results (`feedEntries` of the settings,
/// 50 unless set), newest first, one entry per finished, dated match, with the result (and
/// the score, when there is one) and both line-ups: as text in its summary, and as HTML in its
/// content, where every listed player's name links to their permanent address.
public struct AtomFeedPresenter: Sendable {
  let context: PresentationContext

  public init(context: PresentationContext) {
    self.context = context
  }

  /// The whole feed, newest first.
  public func feed() -> String {
    let gathers = context.league.gathers
    let newest = gathers.indices.reversed().lazy.filter {
      gathers[$0].isFinished && gathers[$0].completedAt != nil
    }.prefix(context.config.feedEntries)
    return head() + entries(newest) + "</feed>\n"
  }

  private func head() -> String {
    let league = context.league
    let config = context.config
    let latest = league.gathers.last { $0.isFinished && $0.completedAt != nil }
    let updated = latest.map(stamp) ?? "1970-01-01T00:00:00Z"
    let home = context.router.url(.home)
    return """
      <?xml version="1.0" encoding="utf-8"?>
      <feed xmlns="http://www.w3.org/2005/Atom" xml:lang="\(XMLText.escape(context.wording.language))">
      <title>\(XMLText.escape(config.title))</title>
      <subtitle>\(XMLText.escape(config.description))</subtitle>
      <link rel="self" type="application/atom+xml" href="\(XMLText.escape(context.router.url(.feed)))"/>
      <link rel="alternate" type="text/html" href="\(XMLText.escape(home))"/>
      <id>\(XMLText.escape(home))</id>
      <updated>\(updated)</updated>
      <author><name>\(XMLText.escape(config.title))</name></author>
      <generator>Gather Site</generator>

      """
  }

  /// An entry for each finished, dated gather of `indices`, in that order.
  private func entries(_ indices: some Sequence<Int>) -> String {
    let league = context.league
    var xml = ""
    for index in indices {
      let gather = league.gathers[index]
      guard gather.isFinished, gather.completedAt != nil else { continue }
      let url = context.router.matchURL(at: index)
      let lineups = Team.allCases.map { team in
        let names = context.lineupNames(gather, team)
        return context.wording(
          .matchFeedLineup, ("team", context.results.team(team)),
          (
            "names",
            names.isEmpty ? context.wording[.matchFeedNoPlayers] : names.joined(separator: ", ")
          ))
      }
      let summary = context.results.summary(gather)
      let title = context.wording(
        .matchTitle, ("match", context.headlines[index]), ("date", context.shortDates[index]))
      xml += """
        <entry>
        <title>\(XMLText.escape(title))</title>
        <link rel="alternate" type="text/html" href="\(XMLText.escape(url))"/>
        <id>\(XMLText.escape(Self.entryID(gather.id, url: url)))</id>
        <updated>\(stamp(gather))</updated>
        <summary type="text">\(XMLText.escape("\(summary). " + lineups.joined(separator: " ")))</summary>
        <content type="html">\(XMLText.escape(content(gather, summary: summary)))</content>
        </entry>

        """
    }
    return xml
  }

  /// An entry's content, as HTML: the result, then each side's line-up, every listed
  /// player's name a link to their permanent address.
  private func content(_ gather: Gather, summary: String) -> String {
    let sides = Team.allCases.map { team in
      let ids = team == .a ? gather.teamA : gather.teamB
      let names =
        ids.map { id in
          let name = XMLText.escape(context.name(id))
          guard context.facts.isListed(id), context.league.players[id] != nil else { return name }
          let url = XMLText.escape(context.router.url(.playerAddress(id: id)))
          return "<a href=\"\(url)\">\(name)</a>"
        }
        + Array(
          repeating: XMLText.escape(context.wording[.playerGuest]), count: gather.guests[team])
      // The catalogue's sentence, escaped around the names, which are HTML already.
      let sentence = XMLText.escape(
        context.wording(
          .matchFeedLineup, ("team", context.results.team(team)), ("names", Self.namesMark)))
      return "<p>"
        + sentence.replacingOccurrences(
          of: Self.namesMark,
          with: names.isEmpty
            ? XMLText.escape(context.wording[.matchFeedNoPlayers]) : names.joined(separator: ", "))
        + "</p>"
    }
    return "<p>\(XMLText.escape(summary)).</p>" + sides.joined()
  }

  /// Where the names go in a line-up's sentence before they are put in: a private-use
  /// character, which no catalogue writes.
  private static let namesMark = "\u{E000}"

  /// When a dated gather was completed, in UTC; for a date without a time, the start of its
  /// day with the site's offset ("2024-05-12T00:00:00+01:00"), so that the day is right.
  private func stamp(_ gather: Gather) -> String {
    gather.isDateOnly
      ? ISODate.string(from: gather.completedAt!, in: context.config.timeZone)
      : ISODate.string(from: gather.completedAt!)
  }

  /// A permanent id: the gather's UUID as a URN, or the page's URL for other ids.
  static func entryID(_ id: String, url: String) -> String {
    UUID(uuidString: id).map { "urn:uuid:\($0.uuidString.lowercased())" } ?? url
  }
}
