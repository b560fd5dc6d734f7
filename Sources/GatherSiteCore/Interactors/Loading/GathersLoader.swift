import Foundation

/// Reads `data/gathers.json` (the backend's gathers with their pivot rows) into gathers,
/// handling every quirk of real exports listed in `docs/EXPORT-FORMAT.md`.
package struct GathersLoader {
  package let file: String
  /// The known players; `nil` when players.json could not be read, so that references are
  /// not reported as deleted players on top of that error.
  package let players: [Int: Player]?
  /// The placeholder ids of guests (`guests` in `site.yml`).
  package var guests: Set<Int> = []
  /// The site's time zone, in which a date without a time is that day.
  package var timeZone = TimeZone(identifier: "UTC")!

  package func load(_ document: ExportDocument<GatherRow>, into diagnostics: inout Diagnostics)
    -> [Gather]
  {
    loadWithIDs(document, into: &diagnostics).gathers
  }

  /// The gathers, with the row of each upper-cased id (see `assembleWithIDs`).
  package func loadWithIDs(
    _ document: ExportDocument<GatherRow>, into diagnostics: inout Diagnostics
  )
    -> (gathers: [Gather], rowOfID: [String: Int])
  {
    guard case .rows(let rows) = document else {
      if case .notArray(let value) = document {
        diagnostics.error(file, nil, "expected an array of gathers, found \(value.quoted)")
      }
      return ([], [:])
    }
    return assembleWithIDs(rows, into: &diagnostics)
  }

  /// The gathers of the rows, with the row of each upper-cased id (what a write-up's file
  /// name is matched with). Rows are checked, ids matched and diagnostics reported in file
  /// order; a row whose id an earlier row has reports that alone.
  private func assembleWithIDs(_ rows: [Lenient<GatherRow>], into diagnostics: inout Diagnostics)
    -> (gathers: [Gather], rowOfID: [String: Int])
  {
    var gathers: [Gather] = []
    gathers.reserveCapacity(rows.count)
    var firstIndex: [String: Int] = [:]
    firstIndex.reserveCapacity(rows.count)
    var withoutLineups = 0
    for (index, row) in rows.enumerated() {
      var found = Diagnostics()
      let (gather, lacksPlayers) = check(row, index: index, &found)
      if let gather {
        let key = gather.id.uppercased()
        if let earlier = firstIndex[key] {
          diagnostics.error(
            file, "gathers[\(index)].id",
            "\(JSONValue.quote(gather.id)) is already the id of gathers[\(earlier)]")
          continue
        }
        firstIndex[key] = index
        gathers.append(gather)
        if !gather.hasLineups && lacksPlayers { withoutLineups += 1 }
      }
      for diagnostic in found.all { diagnostics.append(diagnostic) }
    }
    if withoutLineups > 0 {
      diagnostics.warning(
        file, nil,
        "\(withoutLineups) of \(rows.count) gathers have no \"players\" key: their results are shown, but they count for no player"
      )
    }
    return (gathers, firstIndex)
  }

  /// One row checked on its own at `index`: its gather (unless it has no usable id), and
  /// whether it has no "players" key at all.
  private func check(
    _ typed: Lenient<GatherRow>, index: Int, _ diagnostics: inout Diagnostics
  ) -> (gather: Gather?, lacksPlayers: Bool) {
    let path = "gathers[\(index)]"
    guard case .value(let row) = typed else {
      if case .other(let json) = typed {
        diagnostics.error(file, path, "expected a gather object, found \(json.quoted)")
      }
      return (nil, false)
    }
    guard case .value(let rawID)? = row.id, !TextCleaner.trimmingSpaces(rawID).isEmpty else {
      diagnostics.error(
        file, "\(path).id", "\(row.id?.quoted ?? "missing"): a gather needs a text id")
      return (nil, false)
    }
    var gather = Gather(
      id: TextCleaner.trimmingSpaces(rawID), completedAt: nil, score: nil, teamA: [],
      teamB: [], hasLineups: false, fileIndex: index)
    gather.score = score(row, path: path, &diagnostics)
    gather.outcome = outcome(row, score: gather.score, path: path, &diagnostics)
    (gather.completedAt, gather.isDateOnly) = completedAt(row, path: path, &diagnostics)
    switch row.players {
    case nil: return (gather, true)
    case .value(let pivot)?:
      gather.hasLineups = true
      (gather.teamA, gather.teamB, gather.slips, gather.guests) = lineups(
        pivot.rows, path: "\(path).players", &diagnostics)
    case .other(let other)?:
      diagnostics.error(
        file, "\(path).players", "expected an array of {playerId, team}, found \(other.quoted)")
    }
    return (gather, false)
  }

  private func score(_ row: GatherRow, path: String, _ diagnostics: inout Diagnostics) -> Score? {
    switch row.score {
    case nil: return nil
    case .value(let text)?:
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
    case .other(let other)?:
      diagnostics.error(
        file, "\(path).score", "\(other.quoted) is not a score (\"A-B\" or \"A:B\")")
      return nil
    }
  }

  /// Parses "3-2" or "3:2" (spaces allowed around the numbers); Team A's goals come first.
  package static func parseScore(_ text: String) -> Score? {
    let parts = text.split(
      separator: text.contains(":") ? ":" : "-", omittingEmptySubsequences: false)
    guard parts.count == 2 else { return nil }
    return score(parts[0], parts[1])
  }

  /// The score of each side's goals as written ("3", " 2 "): whole numbers of at most six
  /// ASCII digits, spaces allowed around them; Team A's first.
  package static func score(_ teamA: Substring, _ teamB: Substring) -> Score? {
    let numbers = [teamA, teamB].map(TextCleaner.trimmingSpaces)
    guard
      numbers.allSatisfy({
        !$0.isEmpty && $0.count <= 6 && $0.allSatisfy { $0.isASCII && $0.isNumber }
      }),
      let a = Int(numbers[0]), let b = Int(numbers[1])
    else { return nil }
    return Score(teamA: a, teamB: b)
  }

  /// How the gather ended: the score's outcome when there is a score (a `winnerTeam` that
  /// disagrees is a warning), else the outcome `winnerTeam` declares (a result without a
  /// score); `nil` for neither.
  private func outcome(
    _ row: GatherRow, score: Score?, path: String, _ diagnostics: inout Diagnostics
  ) -> Outcome? {
    let winnerPath = "\(path).winnerTeam"
    let declared: Outcome
    switch row.winnerTeam {
    case nil: return score?.outcome
    case .value("Team A")?: declared = .teamAWon
    case .value("Team B")?: declared = .teamBWon
    case .value("None")?: declared = .draw
    case let other?:
      let consequence =
        score != nil || row.score != nil
        ? "the score decides" : "the gather is shown as not finished"
      diagnostics.warning(
        file, winnerPath,
        "\(other.quoted) is not \"Team A\", \"Team B\" or \"None\"; \(consequence)")
      return score?.outcome
    }
    guard let score else { return row.score == nil ? declared : nil }
    if declared != score.outcome {
      diagnostics.warning(
        file, winnerPath,
        "\(row.winnerTeam!.quoted) disagrees with the score \(row.score!.quoted); the score decides (\(Self.describe(score.outcome)))"
      )
    }
    return score.outcome
  }

  /// When the gather was played, and whether the export gave the day only (taken as the
  /// start of that day in the site's time zone).
  private func completedAt(_ row: GatherRow, path: String, _ diagnostics: inout Diagnostics)
    -> (Date?, dateOnly: Bool)
  {
    let text: String
    switch row.completedAt {
    case nil: return (nil, false)
    case .value(let value)?:
      if let date = ISODate.parse(value) { return (date, false) }
      if let day = ISODate.parseDay(value, in: timeZone) { return (day, true) }
      text = JSONValue.quote(value)
    case .other(let other)?: text = other.quoted
    }
    diagnostics.warning(
      file, "\(path).completedAt",
      "\(text) is neither a date (\"2024-05-12\") nor an ISO 8601 date and time; the gather is undated"
    )
    return (nil, false)
  }

  private func lineups(
    _ pivot: [Lenient<PivotRow>], path: String, _ diagnostics: inout Diagnostics
  ) -> ([Int], [Int], slips: [Int], guests: GuestCount) {
    var (teamA, teamB): ([Int], [Int]) = ([], [])
    var guestCount = GuestCount()
    // Players listed on both sides, who count for neither.
    var slips: [Int] = []
    // Each player counted, with their team and row: a line-up is short enough to search.
    var seen: [(player: Int, team: Team, index: Int)] = []
    seen.reserveCapacity(pivot.count)
    for (index, typed) in pivot.enumerated() {
      // The row's path is made only for a message.
      var rowPath: String { "\(path)[\(index)]" }
      // An element that is not an object has neither field.
      guard case .value(let row) = typed else {
        diagnostics.warning(
          file, "\(rowPath).playerId", "missing: not a player id; this row is ignored")
        continue
      }
      guard case .value(let playerID)? = row.playerId else {
        diagnostics.warning(
          file, "\(rowPath).playerId",
          "\(row.playerId?.quoted ?? "missing"): not a player id; this row is ignored")
        continue
      }
      guard case .value(let teamName)? = row.team, let team = Team(rawValue: teamName) else {
        diagnostics.warning(
          file, "\(rowPath).team",
          "\(row.team?.quoted ?? "missing") is not \"Team A\" or \"Team B\"; this row is ignored"
        )
        continue
      }
      // A guest may play any number of times, on either side.
      if guests.contains(playerID) {
        guestCount[team] += 1
        continue
      }
      if let earlier = seen.first(where: { $0.player == playerID }) {
        if earlier.team == team {
          diagnostics.warning(
            file, "\(rowPath).playerId",
            "\(playerID) is listed twice (also \(path)[\(earlier.index)]); counted once")
        } else if !slips.contains(playerID) {
          slips.append(playerID)
          diagnostics.warning(
            file, "\(rowPath).playerId",
            "\(named(playerID)) is listed for both teams (\(earlier.team.rawValue) at \(path)[\(earlier.index)], \(team.rawValue) here); counted for neither"
          )
        }
        continue
      }
      seen.append((playerID, team, index))
      if let players, players[playerID] == nil {
        diagnostics.warning(
          file, "\(rowPath).playerId",
          "\(playerID) is not in players.json (a deleted player?); shown as \"Unknown player #\(playerID)\""
        )
      }
      if team == .a { teamA.append(playerID) } else { teamB.append(playerID) }
    }
    return (
      teamA.filter { !slips.contains($0) }, teamB.filter { !slips.contains($0) }, slips, guestCount
    )
  }

  /// A player as a warning names them: `5 ("Eva Costa")`, or the id alone for an id that
  /// players.json lacks.
  private func named(_ id: Int) -> String {
    guard let name = players?[id]?.name else { return String(id) }
    return "\(id) (\(JSONValue.quote(name)))"
  }

  /// An outcome as the warnings name it: "Team A won", "Team B won" or "Draw" (what the
  /// English wording shows for it).
  package static func describe(_ outcome: Outcome) -> String {
    switch outcome {
    case .teamAWon: "Team A won"
    case .teamBWon: "Team B won"
    case .draw: "Draw"
    }
  }
}
