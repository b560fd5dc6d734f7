import Foundation
import Testing

@testable import GatherSiteCore
@testable import GatherSiteImport

@Suite struct ImportRosterTests {
  private func roster(_ json: String?, guests: Set<Int> = []) throws -> ImportRoster {
    try ImportRoster(players: json.map { Data($0.utf8) }, file: "data/players.json", guests: guests)
  }

  @Test func withoutPlayersNamesAreNumberedFromOne() throws {
    var roster = try roster(nil)
    let ids: [Int?] = [roster.id(for: "Ana"), roster.id(for: "Ben"), roster.id(for: "Ana")]
    #expect(ids == [1, 2, 1])
    #expect(roster.added.map(\.name) == ["Ana", "Ben"])
    #expect(roster.known.isEmpty && roster.unnamedCount == 0)
  }

  /// A new name a person would take for an existing player's is told, as `add` finds
  /// players; the name stays a new player.
  @Test func aNewNameLikeAPlayersIsTold() throws {
    var roster = try roster(#"[{"id": 3, "name": "Ana Lima"}, {"id": 4, "name": "Ben García"}]"#)
    let ids: [Int?] = [
      roster.id(for: "ana lima"), roster.id(for: "Ana Lima"), roster.id(for: "Zed"),
    ]
    #expect(ids == [5, 3, 6])
    #expect(roster.lookalike(of: "ana lima") == "Ana Lima (#3)")
    #expect(roster.lookalike(of: "Ana Lima") == nil)
    #expect(roster.lookalike(of: "Zed") == nil)
    // A first name alone may well be someone else: it is not told.
    _ = roster.id(for: "Ben G")
    #expect(roster.lookalike(of: "Ben G") == nil)
  }

  /// Existing players keep their ids and every key; a name is theirs once trimmed; new
  /// names come after the highest id, in order of first appearance.
  @Test func existingPlayersKeepTheirIdsAndKeys() throws {
    var roster = try roster(
      #"[{"id": 7, "name": " Ana ", "skill": "amateur"}, {"id": 3, "name": "Ben"}, {"id": 4, "name": "Old"}]"#
    )
    let ids: [Int?] = [
      roster.id(for: "Ana"), roster.id(for: "Zoë"), roster.id(for: "Ben"), roster.id(for: "Dev"),
    ]
    #expect(ids == [7, 8, 3, 9])
    #expect(roster.known == [7, 3] && roster.unnamedCount == 1)
    #expect(
      roster.entries == [
        .object(["id": .int(7), "name": .string(" Ana "), "skill": .string("amateur")]),
        .object(["id": .int(3), "name": .string("Ben")]),
        .object(["id": .int(4), "name": .string("Old")]),
        .object(["id": .int(8), "name": .string("Zoë")]),
        .object(["id": .int(9), "name": .string("Dev")]),
      ])
    // Names are matched exactly otherwise.
    let lowerCase = roster.id(for: "ana")
    #expect(lowerCase == 10)
  }

  @Test func aNameSeveralPlayersShareIsTheFirsts() throws {
    var roster = try roster(#"[{"id": 5, "name": "Sam"}, {"id": 2, "name": "Sam "}]"#)
    let sam = roster.id(for: "Sam")
    #expect(sam == 5)
    #expect(roster.sharedNames == ["Sam": [5, 2]])
  }

  @Test func guestsAreThoseOfTheSettings() throws {
    let roster = try roster(#"[{"id": 99, "name": "Guest"}]"#, guests: [99])
    #expect(roster.isGuest(99) && !roster.isGuest(1))
  }

  @Test func aPlayersFileThatCannotKeepIdsIsAnError() {
    #expect(
      throws: Diagnostic(
        .error, file: "data/players.json", path: "players[1]",
        "expected a player with an integer id and a name, to keep its id")
    ) { _ = try roster(#"[{"id": 1, "name": "Ana"}, {"id": "2", "name": "Ben"}]"#) }
    #expect(
      throws: Diagnostic(
        .error, file: "data/players.json", path: "players[1].id",
        "1 is already the id of players[0]")
    ) { _ = try roster(#"[{"id": 1, "name": "Ana"}, {"id": 1, "name": "Ben"}]"#) }
    #expect(
      throws: Diagnostic(
        .error, file: "data/players.json", "expected an array of players, found an object")
    ) { _ = try roster(#"{"players": []}"#) }
    #expect(throws: Diagnostic.self) { _ = try roster("[{") }
  }
}
