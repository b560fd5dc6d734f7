import Foundation
import Testing

@testable import GatherSiteCore

@Suite struct GathersLoaderTests {
  let players = #"[{"id": 1, "name": "A"}, {"id": 2, "name": "B"}]"#

  @Test func parsesBothScoreSeparators() {
    #expect(GathersLoader.parseScore("3-2") == Score(teamA: 3, teamB: 2))
    #expect(GathersLoader.parseScore("0:1") == Score(teamA: 0, teamB: 1))
    #expect(GathersLoader.parseScore(" 10 : 9 ") == Score(teamA: 10, teamB: 9))
    #expect(GathersLoader.parseScore("3-x") == nil)
    #expect(GathersLoader.parseScore("-1-2") == nil)
    #expect(GathersLoader.parseScore("3") == nil)
  }

  @Test func unparsableScoreIsAnErrorWithPathAndValue() {
    let (_, diagnostics) = TestSupport.load(
      players: players, gathers: #"[{"id": "G1", "score": "3-x"}]"#)
    #expect(
      diagnostics.all.map(\.description) == [
        "error: data/gathers.json: gathers[0].score: \"3-x\" is not a score (\"A-B\" or \"A:B\")",
        "warning: data/gathers.json: 1 of 1 gathers have no \"players\" key: their results are shown, but they count for no player",
      ])
  }

  @Test func scoreOutOfRangeIsAnError() {
    let (_, diagnostics) = TestSupport.load(
      players: players, gathers: #"[{"id": "G1", "score": "101-0", "players": []}]"#)
    #expect(
      diagnostics.all.map(\.description) == [
        "error: data/gathers.json: gathers[0].score: \"101-0\" is out of range (0–100 goals a side)"
      ])
  }

  @Test func winnerDisagreeingWithScoreIsAWarningAndTheScoreDecides() {
    let (league, diagnostics) = TestSupport.load(
      players: players,
      gathers: #"[{"id": "G1", "score": "1-2", "winnerTeam": "Team A", "players": []}]"#)
    #expect(league.gathers[0].outcome == .teamBWon)
    #expect(
      diagnostics.all.map(\.description) == [
        "warning: data/gathers.json: gathers[0].winnerTeam: \"Team A\" disagrees with the score \"1-2\"; the score decides (Team B won)"
      ])
  }

  @Test func gatherWithoutScoreAndWinnerIsUnfinished() {
    let (league, diagnostics) = TestSupport.load(
      players: players, gathers: #"[{"id": "G1", "players": []}]"#)
    #expect(diagnostics.all.isEmpty)
    #expect(league.gathers[0].isFinished == false)
  }

  @Test func plainDumpWithoutPlayersGivesOneSummaryWarning() {
    let (league, diagnostics) = TestSupport.load(
      players: players,
      gathers:
        #"[{"id": "G1", "score": "1-0"}, {"id": "G2", "score": "2:2"}, {"id": "G3", "score": "0-3"}]"#
    )
    #expect(league.gathers.allSatisfy { !$0.hasLineups })
    #expect(
      diagnostics.all.map(\.description) == [
        "warning: data/gathers.json: 3 of 3 gathers have no \"players\" key: their results are shown, but they count for no player"
      ])
  }

  @Test func deletedPlayerIsKeptInTheLineupWithAWarning() {
    let (league, diagnostics) = TestSupport.load(
      players: players,
      gathers:
        #"[{"id": "G1", "score": "1-0", "players": [{"playerId": 1, "team": "Team A"}, {"playerId": 12, "team": "Team B"}]}]"#
    )
    #expect(league.gathers[0].teamB == [12])
    #expect(
      diagnostics.all.map(\.description) == [
        "warning: data/gathers.json: gathers[0].players[1].playerId: 12 is not in players.json (a deleted player?); shown as \"Unknown player #12\""
      ])
  }

  /// A slip: listed twice on one side counts once; listed for both sides counts for neither,
  /// and is remembered for the match page.
  @Test func playerListedTwiceCountsOnceAndOnBothTeamsForNeither() {
    let (league, diagnostics) = TestSupport.load(
      players: players,
      gathers: """
        [{"id": "G1", "score": "1-0", "players": [{"playerId": 1, "team": "Team A"}, {"playerId": 1, "team": "Team A"}]},
         {"id": "G2", "score": "1-0", "players": [{"playerId": 2, "team": "Team A"}, {"playerId": 1, "team": "Team A"}, {"playerId": 12, "team": "Team B"}, {"playerId": 2, "team": "Team B"}, {"playerId": 2, "team": "Team A"}]}]
        """)
    #expect(league.gathers.first { $0.id == "G1" }?.teamA == [1])
    let slipped = league.gathers.first { $0.id == "G2" }
    #expect(slipped?.teamA == [1] && slipped?.teamB == [12] && slipped?.slips == [2])
    #expect(
      diagnostics.all.map(\.description) == [
        "warning: data/gathers.json: gathers[0].players[1].playerId: 1 is listed twice (also gathers[0].players[0]); counted once",
        "warning: data/gathers.json: gathers[1].players[2].playerId: 12 is not in players.json (a deleted player?); shown as \"Unknown player #12\"",
        "warning: data/gathers.json: gathers[1].players[3].playerId: 2 (\"B\") is listed for both teams (Team A at gathers[1].players[0], Team B here); counted for neither",
        "warning: data/gathers.json: gathers[1].players[4].playerId: 2 is listed twice (also gathers[1].players[0]); counted once",
      ])
  }

  @Test func duplicateGatherIdIsAnError() {
    let (_, diagnostics) = TestSupport.load(
      players: players, gathers: #"[{"id": "abc", "players": []}, {"id": "ABC", "players": []}]"#)
    #expect(
      diagnostics.all.map(\.description) == [
        "error: data/gathers.json: gathers[1].id: \"ABC\" is already the id of gathers[0]"
      ])
  }

  @Test func unknownTeamRowIsIgnoredWithAWarning() {
    let (league, diagnostics) = TestSupport.load(
      players: players,
      gathers: #"[{"id": "G1", "score": "1-0", "players": [{"playerId": 1, "team": "Team C"}]}]"#)
    #expect(league.gathers[0].teamA.isEmpty && league.gathers[0].teamB.isEmpty)
    #expect(
      diagnostics.all.map(\.description) == [
        "warning: data/gathers.json: gathers[0].players[0].team: \"Team C\" is not \"Team A\" or \"Team B\"; this row is ignored"
      ])
  }

  @Test func gathersAreInPlayOrderWithUndatedLastInFileOrder() {
    let (league, diagnostics) = TestSupport.load(
      players: players,
      gathers: """
        [{"id": "U1", "players": []}, {"id": "offset", "completedAt": "2024-05-12T20:30:00+02:00", "players": []},
         {"id": "utc", "completedAt": "2024-05-12T19:00:00Z", "players": []}, {"id": "U2", "players": []},
         {"id": "bad", "completedAt": "yesterday", "players": []}]
        """)
    // 20:30+02:00 is 18:30 UTC, before 19:00 UTC.
    #expect(league.gathers.map(\.id) == ["offset", "utc", "U1", "U2", "bad"])
    #expect(
      diagnostics.all.map(\.description) == [
        "warning: data/gathers.json: gathers[4].completedAt: \"yesterday\" is neither a date (\"2024-05-12\") nor an ISO 8601 date and time; the gather is undated"
      ])
  }

  @Test func wrongShapesAreReportedWithTheirValues() {
    let (_, notArray) = TestSupport.load(players: "[]", gathers: #"{"gathers": []}"#)
    #expect(
      notArray.all.map(\.description) == [
        "error: data/gathers.json: expected an array of gathers, found an object"
      ])
    let (_, rows) = TestSupport.load(
      players: #"[{"id": 1, "name": 7}]"#,
      gathers:
        #"[42, {"id": 5, "players": []}, {"id": "G", "score": 3, "players": [{"playerId": "1", "team": "Team A"}]}]"#
    )
    #expect(
      rows.all.map(\.description) == [
        "warning: data/players.json: players[0].name: 7: a player needs a name; shown as \"Player #1\"",
        "error: data/gathers.json: gathers[0]: expected a gather object, found 42",
        "error: data/gathers.json: gathers[1].id: 5: a gather needs a text id",
        "error: data/gathers.json: gathers[2].score: 3 is not a score (\"A-B\" or \"A:B\")",
        "warning: data/gathers.json: gathers[2].players[0].playerId: \"1\": not a player id; this row is ignored",
      ])
  }

  @Test func invalidJSONNamesLineAndColumn() {
    let data = Data("[\n  {\"id\": \"G1\",\n   \"score\": 3-1}\n]".utf8)
    guard
      case .failure(let diagnostic) = JSONDocumentReader.read(
        data, file: "data/gathers.json", as: GatherRow.self)
    else {
      Issue.record("invalid JSON was accepted")
      return
    }
    #expect(
      diagnostic.description == "error: data/gathers.json:3:14: invalid JSON: unexpected character")
  }

  @Test func truncatedAndEmptyFilesAreErrors() {
    let truncated = JSONDocumentReader.read(
      Data("[{\"id\": 1".utf8), file: "data/players.json", as: PlayerRow.self)
    #expect(
      (try? truncated.get()) == nil
        && "\(truncated)".contains(
          "data/players.json:1:10: invalid JSON: the file ends before the JSON does (truncated?)")
    )
    let empty = JSONDocumentReader.read(Data(), file: "data/players.json", as: PlayerRow.self)
    #expect("\(empty)".contains("data/players.json: the file is empty; expected a JSON array"))
  }

  /// The gathers of `gathers` read with `guests` in a time zone, and the messages.
  func load(_ gathers: String, guests: Set<Int> = [], zone: String = "UTC") -> (
    [Gather], [String]
  ) {
    var diagnostics = Diagnostics()
    let document = try! JSONDocumentReader.read(
      Data(gathers.utf8), file: "data/gathers.json", as: GatherRow.self
    ).get()
    let known: [Int: Player] = [
      1: Player(id: 1, name: "A"), 2: Player(id: 2, name: "B"), 3: Player(id: 3, name: "C"),
    ]
    let loaded = GathersLoader(
      file: "data/gathers.json", players: known, guests: guests,
      timeZone: TimeZone(identifier: zone)!
    ).load(document, into: &diagnostics)
    return (loaded, diagnostics.all.map(\.description))
  }

  @Test func aWinnerWithoutAScoreIsAFinishedResult() {
    let (gathers, messages) = load(
      #"""
      [{"id": "A", "winnerTeam": "Team A", "players": []}, {"id": "N", "winnerTeam": "None", "score": null, "players": []},
       {"id": "X", "winnerTeam": "Blue", "players": []}, {"id": "U", "players": []}]
      """#)
    #expect(gathers.map(\.outcome) == [.teamAWon, .draw, nil, nil])
    #expect(gathers.map(\.isFinished) == [true, true, false, false])
    #expect(gathers.allSatisfy { $0.score == nil })
    #expect(
      messages == [
        "warning: data/gathers.json: gathers[2].winnerTeam: \"Blue\" is not \"Team A\", \"Team B\" or \"None\"; the gather is shown as not finished"
      ])
  }

  @Test func aDateAloneIsTheStartOfThatDayInTheSitesTimeZone() throws {
    let (gathers, messages) = load(
      #"""
      [{"id": "May", "completedAt": "2024-05-12", "players": []}, {"id": "Spring", "completedAt": "2024-03-31", "players": []},
       {"id": "Timed", "completedAt": "2024-05-12T19:00:00Z", "players": []}, {"id": "Bad", "completedAt": "2024-02-30", "players": []}]
      """#, zone: "Europe/London")
    #expect(gathers.map(\.isDateOnly) == [true, true, false, false])
    // Midnight in London: 23:00 UTC the day before in summer time, 00:00 in winter time.
    #expect(gathers[0].completedAt.map(ISODate.string(from:)) == "2024-05-11T23:00:00Z")
    #expect(gathers[1].completedAt.map(ISODate.string(from:)) == "2024-03-31T00:00:00Z")
    #expect(gathers[3].completedAt == nil)
    #expect(
      messages == [
        "warning: data/gathers.json: gathers[3].completedAt: \"2024-02-30\" is neither a date (\"2024-05-12\") nor an ISO 8601 date and time; the gather is undated"
      ])
    // A day whose midnight the clocks skip starts when the day does (Santiago, 2024-09-08).
    let skipped = try #require(
      ISODate.parseDay("2024-09-08", in: TimeZone(identifier: "America/Santiago")!))
    #expect(ISODate.string(from: skipped) == "2024-09-08T04:00:00Z")
    #expect(ISODate.parseDay("2024-5-12", in: .gmt) == nil)
    #expect(ISODate.parseDay("2024-05-12T", in: .gmt) == nil)
  }

  @Test func guestsPlayAnyNumberOfTimesOnEitherSideAndAreNoPlayers() {
    let (gathers, messages) = load(
      #"""
      [{"id": "G", "score": "2-1", "players": [{"playerId": 99, "team": "Team A"}, {"playerId": 1, "team": "Team A"},
        {"playerId": 99, "team": "Team A"}, {"playerId": 99, "team": "Team B"}, {"playerId": 2, "team": "Team B"}]}]
      """#, guests: [99])
    #expect(gathers[0].teamA == [1] && gathers[0].teamB == [2])
    #expect(gathers[0].guests == GuestCount(teamA: 2, teamB: 1))
    #expect(gathers[0].slips.isEmpty)
    #expect(messages.isEmpty)
  }
}
