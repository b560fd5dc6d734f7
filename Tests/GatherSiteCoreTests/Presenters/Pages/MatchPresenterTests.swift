import Testing

@testable import GatherSiteCore

@Suite struct MatchPresenterTests {
  let context = TestSupport.fixtureContext()

  private func model(_ id: String) -> MatchViewModel {
    let index = context.league.gathers.firstIndex { $0.id == id }!
    return MatchPresenter(context: context).viewModel(index: index)
  }

  @Test func finishedMatchInTheSiteTimeZone() {
    let match = model("11111111-1111-4111-8111-111111111111")
    #expect(match.title == "Team A 3–1 Team B")
    #expect(match.result == "Team A won")
    #expect([match.teamA, match.score, match.teamB] == ["Team A", "3–1", "Team B"])
    // The group-chat text: the result, date and time, each side's players, the notes, the
    // address.
    let lines = match.share.lines.map(\.text)
    #expect(lines.first == "Team A 3–1 Team B · 10 Jan 2024, 20:00")
    #expect(lines.dropFirst().first?.hasPrefix("Team A: ") == true)
    #expect(lines.contains { $0.hasPrefix("Team B: ") })
    #expect(lines.contains(match.notes.first?.text ?? "no notes"))
    #expect(lines.last?.hasSuffix("/matches/2024-01-10-11111111/") == true)
    // 19:00 UTC is 20:00 in Paris in January.
    #expect(match.date == "Wednesday 10 January 2024, 20:00")
    #expect(match.season?.text == "Season 2024")
    #expect(match.teams.map(\.goals) == ["3", "1"])
    #expect(
      match.teams[0].table.rows.map(\.cells[0].text) == ["Ana · Striker", "Ben · Goalkeeper"])
    #expect(match.teams[1].table.rows.map(\.cells[0].text) == ["Cleo", "Dev · Defender"])
    #expect(match.teams[0].table.rows[0].cells[0].href == "../../players/1-ana/index.html")
    // The column of each player's rating change says it is a change.
    #expect(match.teams[0].table.columns.map(\.label) == ["Player", "Change"])
    #expect(match.teams[0].table.columns[1].spelledOut == "Rating change")
    #expect(match.previous?.text == "← 20 Dec 2023: Team A 1–0 Team B")
    #expect(match.next?.text == "17 Jan 2024: Team A 2–2 Team B →")
  }

  @Test func drawUnfinishedAndDeletedPlayer() {
    #expect(model("22222222-2222-4222-8222-222222222222").result == "Draw")
    let unfinished = model("44444444-4444-4444-8444-444444444444")
    #expect(unfinished.result == "Not finished")
    #expect(unfinished.title == "Team A v Team B")
    #expect(unfinished.finished == false)
    // An unfinished match is not rated: its line-ups have no rating column.
    #expect(unfinished.teams[0].table.columns.map(\.label) == ["Player"])
    let undated = model("55555555-5555-4555-8555-555555555555")
    #expect(undated.date == "Date unknown")
    #expect(undated.season == nil)
    #expect(undated.teams[1].table.rows.map(\.cells[0].text) == ["Cleo", "Unknown player #99"])
    #expect(undated.teams[1].table.rows[1].cells[0].href == nil)
  }

  /// A player listed for both sides counts for neither, and the page names them.
  @Test func aSlipIsNamedAndCountsForNeither() {
    let (league, _) = TestSupport.load(
      players: #"[{"id": 1, "name": "Ana"}, {"id": 2, "name": "Ben"}, {"id": 3, "name": "Cleo"}]"#,
      gathers: """
        [{"id": "G1", "score": "2-1", "completedAt": "2024-01-10T19:00:00Z", "players": [{"playerId": 1, "team": "Team A"}, {"playerId": 2, "team": "Team A"}, {"playerId": 3, "team": "Team B"}, {"playerId": 2, "team": "Team B"}]},
         {"id": "G2", "score": "1-1", "completedAt": "2024-01-17T19:00:00Z", "players": [{"playerId": 1, "team": "Team A"}, {"playerId": 3, "team": "Team B"}]}]
        """)
    let context = TestSupport.context(league)
    let slipped = MatchPresenter(context: context).viewModel(index: 0)
    #expect(slipped.slips == "Listed for both sides, so counted for neither: Ben.")
    #expect(slipped.teams[0].table.rows.map(\.cells[0].text) == ["Ana"])
    #expect(slipped.teams[1].table.rows.map(\.cells[0].text) == ["Cleo"])
    #expect(MatchPresenter(context: context).viewModel(index: 1).slips == nil)
    #expect(context.facts.players[2]?.allTime.played ?? 0 == 0)
  }

  @Test func titlesAndFormats() {
    #expect(
      PlayerText(wording: .english).title(Player(id: 1, name: "Zoë Martin", position: .midfielder))
        == "Zoë Martin · Midfielder")
    #expect(PlayerText(wording: .english).title(Player(id: 7, name: "Richard")) == "Richard")
    #expect(ResultText(wording: .english).percent(2.0 / 3.0) == "66.7%")
    #expect(
      ResultText.signed(3) == "+3" && ResultText.signed(-2) == "-2" && ResultText.signed(0) == "0")
  }
}
