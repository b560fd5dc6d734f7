import Foundation

/// Reads `data/gathers.json` (the backend's gathers with their pivot rows) into gathers,
/// handling every quirk of real exports listed in `docs/EXPORT-FORMAT.md`.
struct GathersLoader {
  let file: String
  /// The known players; `nil` when players.json could not be read, so that references are
  /// not reported as deleted players on top of that error.
  let players: [Int: Player]?

  func load(_ document: ExportDocument<GatherRow>, into diagnostics: inout Diagnostics) -> [Gather]
  {
    loadWithIDs(document, into: &diagnostics).gathers
  }

  /// The gathers, with the row of each upper-cased id (see `assembleWithIDs`).
  func loadWithIDs(_ document: ExportDocument<GatherRow>, into diagnostics: inout Diagnostics)
    -> (gathers: [Gather], rowOfID: [String: Int])
  {
    guard case .rows(let rows) = document else {
      if case .notArray(let value) = document {
        diagnostics.error(file, nil, "expected an array of gathers, found \(value.quoted)")
      }
      return ([], [:])
    }
    return assembleWithIDs(check(rows), into: &diagnostics)
  }

  /// Every row checked on its own, on every core.
  func check(_ rows: [Lenient<GatherRow>]) -> [CheckedGatherRow] {
    Parallel.map(rows.count, grain: 256) { index in check(rows[index], index: index) }
  }

  /// The gathers of rows checked on their own, with the row of each upper-cased id (what a
  /// write-up's file name is matched with): ids are matched, and diagnostics reported, in
  /// file order.
  func assembleWithIDs(_ checked: [CheckedGatherRow], into diagnostics: inout Diagnostics) -> (
    gathers: [Gather], rowOfID: [String: Int]
  ) {
    let keys = Parallel.map(checked.count, grain: 512) { checked[$0].gather?.id.uppercased() }
    var gathers: [Gather] = []
    gathers.reserveCapacity(checked.count)
    var firstIndex: [String: Int] = [:]
    firstIndex.reserveCapacity(checked.count)
    var withoutLineups = 0
    // The rows read in place: a copy of each row would count its references once more.
    checked.withUnsafeBufferPointer { rows in
      for index in rows.indices {
        if let gather = rows[index].gather, let key = keys[index] {
          if let earlier = firstIndex[key] {
            diagnostics.error(
              file, "gathers[\(index)].id",
              "\(JSONValue.quote(gather.id)) is already the id of gathers[\(earlier)]")
            continue
          }
          firstIndex[key] = index
          gathers.append(gather)
          if !gather.hasLineups && rows[index].lacksPlayers { withoutLineups += 1 }
        }
        for diagnostic in rows[index].diagnostics { diagnostics.append(diagnostic) }
      }
    }
    if withoutLineups > 0 {
      diagnostics.warning(
        file, nil,
        "\(withoutLineups) of \(checked.count) gathers have no \"players\" key: their results are shown, but they count for no player"
      )
    }
    return (gathers, firstIndex)
  }

  /// One row checked on its own at `index`.
  func check(_ typed: Lenient<GatherRow>, index: Int) -> CheckedGatherRow {
    var diagnostics = Diagnostics()
    var row = check(typed, index: index, &diagnostics)
    row.diagnostics = diagnostics.all
    return row
  }

  private func check(
    _ typed: Lenient<GatherRow>, index: Int, _ diagnostics: inout Diagnostics
  ) -> CheckedGatherRow {
    var result = CheckedGatherRow()
    let path = "gathers[\(index)]"
    guard let row = GatherFields(typed) else {
      diagnostics.error(file, path, "expected a gather object, found \(typed.json.quoted)")
      return result
    }
    guard case .string(let rawID)? = row.id,
      !TextCleaner.trimmingSpaces(rawID).isEmpty
    else {
      diagnostics.error(
        file, "\(path).id", "\(row.id?.quoted ?? "missing"): a gather needs a text id")
      return result
    }
    var gather = Gather(
      id: TextCleaner.trimmingSpaces(rawID), completedAt: nil, score: nil, teamA: [],
      teamB: [], hasLineups: false, fileIndex: index)
    gather.score = score(row, path: path, &diagnostics)
    checkWinner(row, score: gather.score, path: path, &diagnostics)
    gather.completedAt = completedAt(row, path: path, &diagnostics)
    switch row.players {
    case .missing: result.lacksPlayers = true
    case .rows(let pivot):
      gather.hasLineups = true
      (gather.teamA, gather.teamB) = lineups(
        pivot, path: "\(path).players", &diagnostics)
    case .other(let other):
      diagnostics.error(
        file, "\(path).players", "expected an array of {playerId, team}, found \(other.quoted)")
    }
    result.gather = gather
    return result
  }

  private func score(_ row: GatherFields, path: String, _ diagnostics: inout Diagnostics) -> Score?
  {
    switch row.score {
    case nil, .null?: return nil
    case .string(let text)?:
      guard let score = Self.parseScore(text) else {
        diagnostics.error(
          file, "\(path).score", "\(JSONValue.quote(text)) is not a score (\"A-B\" or \"A:B\")")
        return nil
      }
      guard (0...100).contains(score.teamA), (0...100).contains(score.teamB) else {
        diagnostics.error(
          file, "\(path).score", "\(JSONValue.quote(text)) is out of range (0–100 goals a side)")
        return nil
      }
      return score
    case let other?:
      diagnostics.error(
        file, "\(path).score", "\(other.quoted) is not a score (\"A-B\" or \"A:B\")")
      return nil
    }
  }

  /// Parses "3-2" or "3:2" (spaces allowed around the numbers); Team A's goals come first.
  static func parseScore(_ text: String) -> Score? {
    let parts = text.split(
      separator: text.contains(":") ? ":" : "-", omittingEmptySubsequences: false)
    guard parts.count == 2 else { return nil }
    let numbers = parts.map(TextCleaner.trimmingSpaces)
    guard
      numbers.allSatisfy({
        !$0.isEmpty && $0.count <= 6 && $0.allSatisfy { $0.isASCII && $0.isNumber }
      }),
      let a = Int(numbers[0]), let b = Int(numbers[1])
    else { return nil }
    return Score(teamA: a, teamB: b)
  }

  private func checkWinner(
    _ row: GatherFields, score: Score?, path: String, _ diagnostics: inout Diagnostics
  ) {
    let winnerPath = "\(path).winnerTeam"
    let declared: Outcome?
    switch row.winnerTeam {
    case nil, .null?: return
    case .string("Team A")?: declared = .teamAWon
    case .string("Team B")?: declared = .teamBWon
    case .string("None")?: declared = .draw
    case let other?:
      diagnostics.warning(
        file, winnerPath,
        "\(other.quoted) is not \"Team A\", \"Team B\" or \"None\"; the score decides")
      return
    }
    let value = row.winnerTeam!.quoted
    guard let score else {
      if row.score == nil || row.score == .null {
        diagnostics.warning(
          file, winnerPath, "\(value) is given without a score; the gather is shown as not finished"
        )
      }
      return
    }
    if declared != score.outcome {
      diagnostics.warning(
        file, winnerPath,
        "\(value) disagrees with the score \(row.score!.quoted); the score decides (\(ResultText(wording: .english).outcome(score.outcome)))"
      )
    }
  }

  private func completedAt(_ row: GatherFields, path: String, _ diagnostics: inout Diagnostics)
    -> Date?
  {
    switch row.completedAt {
    case nil, .null?: return nil
    case .string(let text)?:
      if let date = ISODate.parse(text) { return date }
      diagnostics.warning(
        file, "\(path).completedAt",
        "\(JSONValue.quote(text)) is not an ISO 8601 date and time; the gather is undated")
      return nil
    case let other?:
      diagnostics.warning(
        file, "\(path).completedAt",
        "\(other.quoted) is not an ISO 8601 date and time; the gather is undated")
      return nil
    }
  }

  private func lineups(_ pivot: [PivotFields], path: String, _ diagnostics: inout Diagnostics) -> (
    [Int], [Int]
  ) {
    var (teamA, teamB): ([Int], [Int]) = ([], [])
    // Each player counted, with their team and row: a line-up is short enough to search.
    var seen: [(player: Int, team: Team, index: Int)] = []
    seen.reserveCapacity(pivot.count)
    for (index, row) in pivot.enumerated() {
      // The row's path is made only for a message.
      var rowPath: String { "\(path)[\(index)]" }
      guard case .int(let playerID)? = row.playerId else {
        diagnostics.warning(
          file, "\(rowPath).playerId",
          "\(row.playerId?.quoted ?? "missing"): not a player id; this row is ignored")
        continue
      }
      guard case .string(let teamName)? = row.team, let team = Team(rawValue: teamName) else {
        diagnostics.warning(
          file, "\(rowPath).team",
          "\(row.team?.quoted ?? "missing") is not \"Team A\" or \"Team B\"; this row is ignored"
        )
        continue
      }
      if let earlier = seen.first(where: { $0.player == playerID }) {
        if earlier.team == team {
          diagnostics.warning(
            file, "\(rowPath).playerId",
            "\(playerID) is listed twice (also \(path)[\(earlier.index)]); counted once")
        } else {
          diagnostics.error(
            file, "\(rowPath).playerId",
            "\(playerID) plays for both teams (\(earlier.team.rawValue) at \(path)[\(earlier.index)], \(team.rawValue) here)"
          )
        }
        continue
      }
      seen.append((playerID, team, index))
      if let players, players[playerID] == nil {
        diagnostics.warning(
          file, "\(rowPath).playerId",
          "\(playerID) is not in players.json (a deleted player?); shown as \"\(PlayerText(wording: .english).unknownName(playerID))\""
        )
      }
      if team == .a { teamA.append(playerID) } else { teamB.append(playerID) }
    }
    return (teamA, teamB)
  }
}

/// One row of gathers.json checked on its own: its gather (unless it has no usable id) and
/// what checking it reported. Kept between builds with the hash of the row's text, so that
/// an unchanged row at the same place need not be decoded and checked again.
struct CheckedGatherRow: Sendable {
  var gather: Gather?
  /// The row has no "players" key at all.
  var lacksPlayers = false
  var diagnostics: [Diagnostic] = []
}
