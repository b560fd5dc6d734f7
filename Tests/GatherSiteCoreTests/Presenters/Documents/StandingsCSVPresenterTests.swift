import Foundation
import Testing

@testable import GatherSiteCore

/// The standings CSV under hostile names and catalogue texts: RFC 4180 quoting read scalar
/// by scalar, and the formula guard on every text cell.
@Suite struct StandingsCSVPresenterTests {
  /// In Swift "\r\n" is one `Character`, equal to neither "\r" nor "\n": a name holding it
  /// was written unquoted, and its second line became a row of its own.
  @Test func aLineBreakOfCRLFIsQuoted() {
    #expect(StandingsCSVPresenter.field("Ana\r\n=1+1") == "\"Ana\r\n=1+1\"")
    #expect(StandingsCSVPresenter.field("\r\n=1+1") == "\"'\r\n=1+1\"")
    #expect(StandingsCSVPresenter.field("Ana\r") == "\"Ana\r\"")
    #expect(StandingsCSVPresenter.field("Ana\n") == "\"Ana\n\"")
    // A quote followed by a combining mark is one `Character` too: its quote is doubled.
    #expect(StandingsCSVPresenter.field("O\"\u{301}Neil") == "\"O\"\"\u{301}Neil\"")
    #expect(StandingsCSVPresenter.field("Ana, \u{301}") == "\"Ana, \u{301}\"")
  }

  /// The catalogue's header texts and the players' names, each holding a CR LF and a
  /// formula after it, give the exact bytes of a two-row CSV.
  @Test func theHeaderAndNamesCannotForgeRows() throws {
    var diagnostics = Diagnostics()
    let wording = try #require(
      WordingLoader(
        builtIn: WordingTests.theme.catalogues,
        site: ["en": "csv:\n  name: \"Name\\r\\n=2+2\"\n  points: \"=SUM(A1)\"\n"],
        siteFolder: "Templates"
      ).wording(language: "en", into: &diagnostics))
    #expect(diagnostics.all.isEmpty)
    let fixture = TestSupport.fixtureContext()
    let context = PresentationContext(
      facts: fixture.facts, router: fixture.router, wording: wording)
    let row = StandingRow(
      position: 1, playerID: 7, name: "Ana\r\n=1+1",
      record: Record(played: 2, won: 1, drawn: 0, lost: 1, goalsFor: 3, goalsAgainst: 4),
      points: -3)
    let csv = StandingsCSVPresenter(context: context).csv([row])
    #expect(
      Array(csv.utf8)
        == Array(
          ("position,playerId,\"Name\r\n=2+2\",played,won,drawn,lost,goalsFor,goalsAgainst,goalDifference,'=SUM(A1)\r\n"
            + "1,7,\"Ana\r\n=1+1\",2,1,0,1,3,4,-1,-3\r\n").utf8))
  }
}
