import Foundation
import Testing

@testable import GatherSiteCore

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Collects element names and texts of an XML document with Foundation's parser.
final class XMLOutline: NSObject, XMLParserDelegate {
  var elements: [String] = []
  var texts: [String: [String]] = [:]
  private var text = ""

  static func parse(_ xml: String) -> XMLOutline? {
    let outline = XMLOutline()
    let parser = XMLParser(data: Data(xml.utf8))
    parser.shouldProcessNamespaces = true
    parser.delegate = outline
    return parser.parse() ? outline : nil
  }

  func parser(
    _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
    qualifiedName: String?,
    attributes: [String: String] = [:]
  ) {
    elements.append("\(namespaceURI ?? ""):\(name)")
    text = ""
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }

  func parser(
    _ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?
  ) {
    texts[name, default: []].append(text)
    text = ""
  }
}

@Suite struct FeedsTests {
  let context = TestSupport.fixtureContext()

  @Test func atomFeedListsFinishedDatedMatchesNewestFirst() throws {
    let outline = try #require(XMLOutline.parse(AtomFeedPresenter(context: context).feed()))
    #expect(outline.elements.first == "http://www.w3.org/2005/Atom:feed")
    // Four finished, dated matches; the undated 4-0 and the unfinished gather are left out.
    #expect(
      outline.texts["title"]?.dropFirst() == [
        "Team A 0–1 Team B, 24 Jan 2024", "Team A 2–2 Team B, 17 Jan 2024",
        "Team A 3–1 Team B, 10 Jan 2024", "Team A 1–0 Team B, 20 Dec 2023",
      ])
    #expect(outline.texts["id"]?.contains("urn:uuid:11111111-1111-4111-8111-111111111111") == true)
    #expect(outline.texts["updated"]?.first == "2024-01-24T19:00:00Z")
    let summary = try #require(outline.texts["summary"]?.first { $0.hasPrefix("Team B won 0–1") })
    #expect(summary.contains("Team B: Ben, Cleo, *Zoë* <b>Ana</b> [x](javascript:alert(1))."))
  }

  /// An entry's content, as HTML, links each listed player by their permanent address; an
  /// unlisted player is a guest, with no link, and every name is escaped.
  @Test func atomFeedContentLinksPlayersByTheirPermanentAddresses() throws {
    var facts = context.facts
    facts.config.unlisted = [2]
    let unlisted = PresentationContext(
      facts: LeagueFactsInteractor.facts(for: facts.league, config: facts.config),
      router: context.router, wording: context.wording)
    let outline = try #require(XMLOutline.parse(AtomFeedPresenter(context: unlisted).feed()))
    let content = try #require(
      outline.texts["content"]?.first { $0.hasPrefix("<p>Team B won 0–1.</p>") })
    let address = "https://league.example.org/fixture/players/"
    #expect(
      content.hasSuffix(
        "<p>Team B: Guest, <a href=\"\(address)3/\">Cleo</a>, <a href=\"\(address)5/\">"
          + "*Zoë* &lt;b&gt;Ana&lt;/b&gt; [x](javascript:alert(1))</a>.</p>"))
    #expect(!content.contains("players/2/") && !content.contains("Ben"))
  }

  /// The feed carries the newest `feedEntries` finished, dated matches.
  @Test func atomFeedCarriesTheNewestMatchesItIsSetTo() throws {
    var facts = context.facts
    facts.config.feedEntries = 2
    let short = PresentationContext(facts: facts, router: context.router, wording: context.wording)
    let outline = try #require(XMLOutline.parse(AtomFeedPresenter(context: short).feed()))
    #expect(
      outline.texts["title"]?.dropFirst() == [
        "Team A 0–1 Team B, 24 Jan 2024", "Team A 2–2 Team B, 17 Jan 2024",
      ])
  }

  /// calendar.ics holds the twelve months up to the newest match; each season's calendar
  /// holds the season.
  @Test func leagueCalendarHoldsTheLastTwelveMonthsAndSeasonsTheirOwn() throws {
    let presenter = CalendarPresenter(context: context)
    let events = presenter.events()
    func uids(_ calendar: String) -> [String] {
      calendar.components(separatedBy: "\r\n").filter { $0.hasPrefix("UID:") }.map {
        String($0.dropFirst(4).prefix(8))
      }
    }
    // Dated: 20 Dec 2023 and 10, 17, 24 and 31 January 2024: all within twelve months.
    #expect(
      uids(presenter.leagueCalendar(events: events)) == [
        "66666666", "11111111", "22222222", "33333333", "44444444",
      ])
    // The undated gather dated a year on: the window is then 20 Jan 2024 to 20 Jan 2025.
    var laterFacts = context.facts
    let last = laterFacts.league.gathers.count - 1
    #expect(laterFacts.league.gathers[last].id.hasPrefix("55555555"))
    laterFacts.league.gathers[last].completedAt = ISODate.parse("2025-01-20T19:00:00Z")
    let later = PresentationContext(
      facts: laterFacts, router: context.router, wording: context.wording)
    let laterCalendars = CalendarPresenter(context: later)
    #expect(
      uids(laterCalendars.leagueCalendar(events: laterCalendars.events())) == [
        "33333333", "44444444", "55555555",
      ])
    let seasons = context.facts.seasons
    #expect(seasons.map(\.name) == ["2023", "2024"])
    #expect(
      uids(presenter.seasonCalendar(seasons[0], events: events)) == ["66666666"])
  }

  @Test func calendarEventsAreEscapedAndFolded() {
    let presenter = CalendarPresenter(context: context)
    let calendar = presenter.leagueCalendar(events: presenter.events())
    let lines = calendar.components(separatedBy: "\r\n")
    #expect(lines.first == "BEGIN:VCALENDAR" && lines.dropLast().last == "END:VCALENDAR")
    #expect(lines.filter { $0 == "BEGIN:VEVENT" }.count == 5)
    #expect(lines.contains("SUMMARY:Team A 3–1 Team B"))
    #expect(lines.contains("DTEND:20240110T190000Z") && lines.contains("DTSTART:20240110T180000Z"))
    #expect(lines.allSatisfy { $0.utf8.count <= 75 })
    #expect(CalendarPresenter.escape("a,b;c\\d\ne") == "a\\,b\\;c\\\\d\\ne")
    // Other ASCII controls become spaces; everything beyond ASCII is kept.
    #expect(CalendarPresenter.escape("a,\r\tb\u{85}é") == "a\\,  b\u{85}é")
  }

  @Test func longLinesAreFoldedAt75OctetsAndUnfoldToTheLine() {
    let ascii = "DESCRIPTION:" + String(repeating: "Team A: Ana, Ben, Cleo, Dev\\n", count: 9)
    let accented = "DESCRIPTION:" + String(repeating: "Zoë Ñúñez, 👩🏽‍🚀 ", count: 12)
    let lines = [
      ascii, accented, String(repeating: "x", count: 75), String(repeating: "x", count: 76),
    ]
    for line in lines {
      let folded = CalendarPresenter.fold(line)
      // Split on the bytes: a fold may fall between a character's code points.
      let parts = Array(folded.utf8).split(separator: 0x0A, omittingEmptySubsequences: false).map {
        $0.last == 0x0D ? Array($0.dropLast()) : Array($0)
      }
      #expect(parts.allSatisfy { $0.count <= 75 }, "\(parts.map(\.count))")
      #expect(parts.dropFirst().allSatisfy { $0.first == 0x20 })
      // Full lines (short of a sequence that does not fit): only the last part is shorter.
      #expect(parts.dropLast().allSatisfy { $0.count >= 72 })
      // Never cut inside a UTF-8 sequence: every part is valid UTF-8 on its own.
      #expect(parts.allSatisfy { String(validating: $0, as: UTF8.self) != nil })
      #expect(folded.replacingOccurrences(of: "\r\n ", with: "") == line)
    }
    #expect(CalendarPresenter.fold(String(repeating: "x", count: 75)).count == 75)
    #expect(CalendarPresenter.fold(ascii).utf8.prefix(77).suffix(2).elementsEqual([0x0D, 0x0A]))
  }

  @Test func playerCalendarDescribesEachMatchFromThePlayersSide() throws {
    let presenter = CalendarPresenter(context: context)
    let calendar = presenter.playerCalendar(
      try #require(context.league.players[3]),
      gatherIndices: try #require(context.facts.players[3]).gatherIndices,
      events: presenter.events())
    let lines = calendar.components(separatedBy: "\r\n")
    // Player 3 won 1–0 and lost 1–3 with Team B and drew with Team A; the undated gather
    // has no event.
    #expect(
      Set(lines.filter { $0.hasPrefix("DESCRIPTION:") })
        == [
          "DESCRIPTION:Won 1–0 with Team B", "DESCRIPTION:Lost 1–3 with Team B",
          "DESCRIPTION:Drew 2–2 with Team A",
        ])
    #expect(lines.filter { $0 == "BEGIN:VEVENT" }.count == 3)
    #expect(lines.contains("SUMMARY:Team A 3–1 Team B"))
    #expect(lines.contains("X-WR-CALNAME:Cleo · Fixture League"))
    // The calendar links its player by their permanent address, before the first event.
    #expect(
      lines.prefix { $0 != "BEGIN:VEVENT" }.contains(
        "URL:https://league.example.org/fixture/players/3/"))
    let unfinished = Gather(
      id: "U", completedAt: nil, score: nil, teamA: [1], teamB: [2], fileIndex: 0)
    #expect(presenter.personalResult(unfinished, team: .a) == "Not finished · Team A")
    var resultOnly = unfinished
    resultOnly.outcome = .teamBWon
    #expect(presenter.personalResult(resultOnly, team: .a) == "Lost with Team A")
    #expect(presenter.personalResult(resultOnly, team: .b) == "Won with Team B")
  }

  @Test func csvQuotesAndDefusesFormulas() {
    #expect(StandingsCSVPresenter.field("Ana") == "Ana")
    #expect(StandingsCSVPresenter.field("O\"Neil, Jr") == "\"O\"\"Neil, Jr\"")
    #expect(StandingsCSVPresenter.field("=HYPERLINK(\"x\")") == "\"'=HYPERLINK(\"\"x\"\")\"")
    let csv = StandingsCSVPresenter(context: context).csv(context.facts.allTimeStandings)
    #expect(
      csv.hasPrefix(
        "position,playerId,name,played,won,drawn,lost,goalsFor,goalsAgainst,goalDifference,points"
          + "\r\n1,2,Ben,4,3,1,0,10,3,7,10\r\n"))
  }

  @Test func sitemapAndRobotsUseTheBaseURL() throws {
    let sitemap = SitemapPresenter(context: context)
    let pages: [Route] = [.home, .player(id: 1)]
    let files = SitemapPresenter.files(count: pages.count)
    #expect(files.map { context.router.outputPath($0) } == ["sitemap.xml"])
    let outline = try #require(XMLOutline.parse(sitemap.text(files[0], pages: pages)))
    #expect(
      outline.texts["loc"] == [
        "https://league.example.org/fixture/", "https://league.example.org/fixture/players/1-ana/",
      ])
    #expect(sitemap.robots().hasSuffix("Sitemap: https://league.example.org/fixture/sitemap.xml\n"))
  }

  @Test func aSiteWithMorePagesThanOneSitemapMayListGetsAnIndex() throws {
    let sitemap = SitemapPresenter(context: context)
    let pages: [Route] = [.home, .results, .players, .allTime, .ratings]
    let files = SitemapPresenter.files(count: pages.count, limit: 2)
    #expect(
      files.map { context.router.outputPath($0) } == [
        "sitemap.xml", "sitemap-1.xml", "sitemap-2.xml", "sitemap-3.xml",
      ])
    let text = files.map { sitemap.text($0, pages: pages, limit: 2) }
    let index = try #require(XMLOutline.parse(text[0]))
    #expect(
      index.texts["loc"] == (1...3).map { "https://league.example.org/fixture/sitemap-\($0).xml" })
    #expect(text[0].contains("<sitemapindex"))
    let first = try #require(XMLOutline.parse(text[1]))
    #expect(
      first.texts["loc"] == [
        "https://league.example.org/fixture/", "https://league.example.org/fixture/results/",
      ])
    let last = try #require(XMLOutline.parse(text[3]))
    #expect(last.texts["loc"] == ["https://league.example.org/fixture/ratings/"])
  }
}
