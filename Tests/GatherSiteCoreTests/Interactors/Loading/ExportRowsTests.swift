import Foundation
import Testing

@testable import GatherSiteCore

/// `JSONDecoder` reads each field of a row as its type when it has it, keeps any other value
/// as the JSON it is, and a row that is not an object as JSON.
@Suite struct ExportRowsTests {
  private func rows<Row>(_ text: String, as row: Row.Type) throws -> [Lenient<Row>] {
    try JSONDecoder().decode([Lenient<Row>].self, from: Data(text.utf8))
  }

  @Test func usualRowsAreTyped() throws {
    let read = try rows(
      #"[{"id": "G1", "score": "3-2", "winnerTeam": null, "completedAt": "2024-05-12T19:00:00Z", "extra": [1, {"a": 2.5}], "players": [{"playerId": 7, "team": "Team A"}, {"team": "Team B"}]}]"#,
      as: GatherRow.self)
    guard case .value(let row)? = read.first else {
      Issue.record("the row is not typed: \(read)")
      return
    }
    #expect(row.id?.quoted == #""G1""#)
    #expect(row.score?.quoted == #""3-2""#)
    #expect(row.winnerTeam == nil)
    #expect(row.completedAt?.quoted == #""2024-05-12T19:00:00Z""#)
    guard case .value(let pivot)? = row.players, pivot.rows.count == 2,
      case .value(let first) = pivot.rows[0], case .value(let second) = pivot.rows[1]
    else {
      Issue.record("the players are not typed")
      return
    }
    #expect(first.playerId?.quoted == "7" && first.team?.quoted == #""Team A""#)
    #expect(second.playerId == nil && second.team?.quoted == #""Team B""#)
  }

  @Test func valuesOfAnotherShapeAreKeptAsJSON() throws {
    let read = try rows(
      #"[{"id": 5, "score": ["3-2"], "players": {"playerId": 1}}, 42, {"players": [1, {"playerId": "1", "team": 2.5}]}]"#,
      as: GatherRow.self)
    #expect(read.count == 3)
    guard case .value(let first) = read[0], case .other(let second) = read[1],
      case .value(let third) = read[2]
    else {
      Issue.record("rows of the wrong kind: \(read)")
      return
    }
    #expect(first.id?.quoted == "5")
    #expect(first.score?.quoted == "an array")
    guard case .other(.object(let players))? = first.players else {
      Issue.record("players not kept as JSON")
      return
    }
    #expect(players == ["playerId": .int(1)])
    #expect(second == .int(42))
    guard case .value(let pivot)? = third.players, pivot.rows.count == 2,
      case .other(.int(1)) = pivot.rows[0], case .value(let row) = pivot.rows[1]
    else {
      Issue.record("pivot rows of the wrong kind")
      return
    }
    #expect(row.playerId?.quoted == #""1""#)
    #expect(row.team?.quoted == "2.5")
  }

  @Test func playerRowsAreTypedWhereTheyCanBe() throws {
    let read = try rows(
      #"[{"id": 1, "age": "old", "name": "Zo\u00eb", "skill": 3, "favouriteTeam": null}, "x"]"#,
      as: PlayerRow.self)
    guard case .value(let row) = read[0], case .other(.string("x")) = read[1] else {
      Issue.record("rows of the wrong kind: \(read)")
      return
    }
    #expect(row.id?.quoted == "1")
    #expect(row.age?.quoted == #""old""#)
    #expect(row.name?.quoted == #""Zoë""#)
    #expect(row.skill?.quoted == "3")
    #expect(row.favouriteTeam == nil && row.preferredPosition == nil)
  }
}
