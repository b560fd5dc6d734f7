import Foundation
import Testing

@testable import GatherSiteCore

@Suite struct AttendanceTests {
  let players = #"[{"id": 1, "name": "A"}, {"id": 2, "name": "B"}]"#

  /// `count` gathers two days apart from 1 January 2024, all with player 1 and every third
  /// with player 2 too; then one unfinished, one with only a deleted player and one undated.
  private func league(_ count: Int) -> String {
    let start = Date(timeIntervalSince1970: 1_704_103_200)  // 2024-01-01T10:00:00Z
    var rows = (0..<count).map { n in
      let date = ISODate.string(from: start.addingTimeInterval(Double(n) * 2 * 86_400))
      let two = n % 3 == 0 ? #", {"playerId": 2, "team": "Team B"}"# : ""
      return
        #"{"id": "G\#(n)", "score": "1-0", "completedAt": "\#(date)", "players": [{"playerId": 1, "team": "Team A"}\#(two)]}"#
    }
    rows.append(
      #"{"id": "U", "completedAt": "2024-01-02T10:00:00Z", "players": [{"playerId": 1, "team": "Team A"}]}"#
    )
    rows.append(
      #"{"id": "D", "score": "2-2", "completedAt": "2024-01-04T10:00:00Z", "players": [{"playerId": 99, "team": "Team A"}]}"#
    )
    rows.append(#"{"id": "N", "score": "2-2", "players": [{"playerId": 1, "team": "Team A"}]}"#)
    return "[" + rows.joined(separator: ",") + "]"
  }

  private func facts(_ count: Int) -> LeagueFacts {
    let (league, _) = TestSupport.load(players: players, gathers: league(count))
    return LeagueFactsInteractor.facts(for: league, config: SiteConfig())
  }

  /// Y counts the season's dated, finished gathers with a known player; X is the player's
  /// games in the season.
  @Test func playedOfCountsTheSeasonsCountedGathers() {
    let facts = facts(30)
    let season = Season(startYear: 2024, spansNewYear: false)
    #expect(facts.attendance.of(season) == 30)
    #expect(facts.players[1]?.seasons[season]?.played == 30)
    #expect(facts.players[2]?.seasons[season]?.played == 10)
    // A season of a group's size has no month pages.
    #expect(facts.attendance.months[season] == nil)
  }

  /// More than 60 counted gathers: one period a month, in order, each in play order.
  @Test func aLargeSeasonIsSplitByMonth() throws {
    let facts = facts(61)
    let season = Season(startYear: 2024, spansNewYear: false)
    let months = try #require(facts.attendance.months[season])
    #expect(months.map(\.month.key) == ["2024-01", "2024-02", "2024-03", "2024-04"])
    // 1, 3 … 31 January; 2, 4 … 28 February; 1, 3 … 31 March; 2, 4 … 30 April.
    #expect(months.map(\.indices.count) == [16, 14, 16, 15])
    #expect(months.flatMap(\.indices) == facts.attendance.counted[season])
  }
}
