/// One row of a league table.
public struct StandingRow: Sendable, Hashable {
  public var position: Int
  public var playerID: Int
  public var name: String
  public var record: Record
  public var points: Int
}

/// Orders league tables: points, goal difference, wins, fewer games played, then name (and id).
enum Standings {
  static func table(_ records: [Int: Record], players: [Int: Player], rule: PointsRule)
    -> [StandingRow]
  {
    table(records, players: players) { _, record in record.points(rule) }
  }

  /// The table of `records`, each player's points given by `points` (all time, where each
  /// season counts by its own rules).
  static func table(
    _ records: [Int: Record], players: [Int: Player], points: (Int, Record) -> Int
  ) -> [StandingRow] {
    var rows = records.compactMap { id, record -> StandingRow? in
      guard let player = players[id], record.played > 0 else { return nil }
      return StandingRow(
        position: 0, playerID: id, name: player.name, record: record, points: points(id, record))
    }
    // Rows are sorted by index, their numbers side by side in one array, so that a table of
    // thousands of players does not move rows (names and all) at every comparison.
    let numbers = rows.map {
      (
        points: $0.points, difference: $0.record.goalDifference, won: $0.record.won,
        played: $0.record.played
      )
    }
    let order = rows.indices.sorted { l, r in
      let (a, b) = (numbers[l], numbers[r])
      if a.points != b.points { return a.points > b.points }
      if a.difference != b.difference { return a.difference > b.difference }
      if a.won != b.won { return a.won > b.won }
      if a.played != b.played { return a.played < b.played }
      if rows[l].name != rows[r].name { return rows[l].name < rows[r].name }
      return rows[l].playerID < rows[r].playerID
    }
    for (offset, index) in order.enumerated() { rows[index].position = offset + 1 }
    return order.map { rows[$0] }
  }
}
