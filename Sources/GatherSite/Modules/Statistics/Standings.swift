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
    let rows = records.compactMap { id, record -> StandingRow? in
      guard let player = players[id], record.played > 0 else { return nil }
      return StandingRow(
        position: 0, playerID: id, name: player.name, record: record, points: record.points(rule))
    }
    let sorted = rows.sorted { l, r in
      if l.points != r.points { return l.points > r.points }
      if l.record.goalDifference != r.record.goalDifference {
        return l.record.goalDifference > r.record.goalDifference
      }
      if l.record.won != r.record.won { return l.record.won > r.record.won }
      if l.record.played != r.record.played { return l.record.played < r.record.played }
      if l.name != r.name { return l.name < r.name }
      return l.playerID < r.playerID
    }
    return sorted.enumerated().map { offset, row in
      var row = row
      row.position = offset + 1
      return row
    }
  }
}
