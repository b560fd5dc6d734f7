import Foundation
import Testing

@testable import GatherSiteCore

@Suite struct PlayersLoaderTests {
  @Test func readsEveryFieldAndIgnoresExtraKeys() {
    let (league, diagnostics) = TestSupport.load(
      players: """
        [{"id": 1, "name": "John", "age": 18, "skill": "beginner", "preferredPosition": "goalkeeper",
          "favouriteTeam": "FC Team United", "userId": "07C3E7A9-7B0B-4CD8-97E0-93AEC7093862"},
         {"id": 7, "name": "Richard"}]
        """, gathers: "[]")
    #expect(diagnostics.all.isEmpty)
    #expect(
      league.players[1]
        == Player(
          id: 1, name: "John", age: 18, skill: .beginner, position: .goalkeeper,
          favouriteTeam: "FC Team United"))
    #expect(league.players[7] == Player(id: 7, name: "Richard"))
  }

  @Test func duplicateIdIsAnError() {
    let (_, diagnostics) = TestSupport.load(
      players: #"[{"id": 3, "name": "A"}, {"id": 3, "name": "B"}]"#, gathers: "[]")
    #expect(
      diagnostics.all.map(\.description) == [
        "error: data/players.json: players[1].id: 3 is already the id of players[0]"
      ])
  }

  @Test func unknownPositionIsAWarningAndLeftOut() {
    let (league, diagnostics) = TestSupport.load(
      players: #"[{"id": 1, "name": "A", "preferredPosition": "strike"}]"#, gathers: "[]")
    #expect(league.players[1]?.position == nil)
    #expect(
      diagnostics.all.map(\.description) == [
        "warning: data/players.json: players[0].preferredPosition: \"strike\" is not a known position (goalkeeper, defender, midfielder, winger, striker); left out"
      ])
  }

  @Test func badAgeAndMissingNameAreWarnings() {
    let (league, diagnostics) = TestSupport.load(
      players: #"[{"id": 4, "age": 500}]"#, gathers: "[]")
    #expect(league.players[4]?.name == "Player #4")
    #expect(league.players[4]?.age == nil)
    #expect(
      diagnostics.all.map(\.description) == [
        "warning: data/players.json: players[0].name: missing: a player needs a name; shown as \"Player #4\"",
        "warning: data/players.json: players[0].age: 500 is not an age (0–120); left out",
      ])
  }

  @Test func textIdIsAnError() {
    let (_, diagnostics) = TestSupport.load(players: #"[{"id": "7", "name": "A"}]"#, gathers: "[]")
    #expect(
      diagnostics.errors.map(\.description) == [
        "error: data/players.json: players[0].id: \"7\" is not an integer id"
      ])
  }
}
