import Foundation
import GatherSiteCore

/// The header row of a spreadsheet of matches: which of the two layouts it has, and where
/// each column it knows is.
///
/// It promises that a header is recognised whatever the case of its names, the spaces,
/// hyphens and underscores in them and the order of its columns (`Team A` is `team_a`,
/// `Player of the match` is `playerOfTheMatch`), that a known column is given once, and that
/// every other named column is a warning naming it. The details of a player's match
/// (`goals`, `assists`, `playerOfTheMatch`) are read with a row per player only; in a row
/// per match they are a warning, and ignored. A header that is neither layout, or both, is
/// an error that says which columns each layout needs.
struct CSVColumns: Sendable, Equatable {
  /// How the rows are laid out.
  enum Layout: Sendable, Equatable {
    /// One row per player per match: `date`, `team`, `player`.
    case perPlayer
    /// One row per match, with the two line-ups: `date`, `team_a`, `team_b`.
    case perMatch
  }

  /// A column the importer reads.
  enum Name: String, Sendable, CaseIterable {
    case date, team, player
    case teamA = "team_a"
    case teamB = "team_b"
    case score, winner, match
    case goals, assists, playerOfTheMatch

    /// The columns of a player's details, read with a row per player only.
    static let details: [Name] = [.goals, .assists, .playerOfTheMatch]

    /// The column a heading names, whatever its case, spaces, hyphens and underscores.
    init?(heading: String) {
      let folded = Self.folded(heading)
      guard let name = Self.allCases.first(where: { Self.folded($0.rawValue) == folded })
      else { return nil }
      self = name
    }

    private static func folded(_ text: String) -> String {
      String(text.lowercased().filter { !" _-".contains($0) })
    }
  }

  var layout: Layout
  /// The position of each known column.
  var positions: [Name: Int]
  /// The header's cells, as written.
  var header: [String]

  /// The columns of `header`, or nil with an error in `diagnostics`; unknown columns are
  /// warnings.
  static func recognise(
    _ header: [String], file: String, headerRow: Int = 1, into diagnostics: inout Diagnostics
  ) -> CSVColumns? {
    let headerRow = "row \(headerRow)"
    var positions: [Name: Int] = [:]
    var failed = false
    for (index, cell) in header.enumerated() {
      let written = cell.trimmingCharacters(in: .whitespacesAndNewlines)
      guard !written.isEmpty else { continue }
      let location = "\(headerRow), \(column(index, written))"
      guard let name = Name(heading: written) else {
        diagnostics.warning(
          file, location,
          "unknown column; ignored (the columns read are \(Name.allCases.map(\.rawValue).joined(separator: ", ")))"
        )
        continue
      }
      if let earlier = positions[name] {
        diagnostics.error(file, location, "is already \(column(earlier, nil)); give it once")
        failed = true
      }
      positions[name] = positions[name] ?? index
    }
    let perPlayer = positions[.team] != nil || positions[.player] != nil
    let perMatch = positions[.teamA] != nil || positions[.teamB] != nil
    let needs =
      "one row per player needs the columns date, team and player; one row per match needs date, team_a and team_b"
    let layout: Layout
    switch (perPlayer, perMatch) {
    case (true, false): layout = .perPlayer
    case (false, true): layout = .perMatch
    case (true, true):
      diagnostics.error(
        file, headerRow,
        "has columns of both layouts (team or player, and team_a or team_b): \(needs)")
      return nil
    case (false, false):
      let found = header.map { JSONValue.quote($0) }.joined(separator: ", ")
      diagnostics.error(
        file, headerRow, "is not a header of matches (found \(found)): \(needs)")
      return nil
    }
    let required: [Name] =
      layout == .perPlayer ? [.date, .team, .player] : [.date, .teamA, .teamB]
    let missing = required.filter { positions[$0] == nil }
    if !missing.isEmpty {
      let kind =
        layout == .perPlayer
        ? "one row per player needs the columns date, team and player"
        : "one row per match needs the columns date, team_a and team_b"
      diagnostics.error(
        file, headerRow,
        "has no column \(missing.map(\.rawValue).joined(separator: " and no column ")): \(kind)")
      return nil
    }
    if layout == .perMatch {
      for name in Name.details {
        guard let index = positions.removeValue(forKey: name) else { continue }
        diagnostics.warning(
          file, "\(headerRow), \(column(index, header[index]))",
          "is read only with a row per player (date, team, player); ignored")
      }
    }
    return failed ? nil : CSVColumns(layout: layout, positions: positions, header: header)
  }

  /// The columns of a player's details that the spreadsheet has, in the order of `Name`.
  var details: [Name] { Name.details.filter { positions[$0] != nil } }

  /// The cell of column `name` in `row`, without spaces or line breaks at its ends; empty
  /// when the row has no such column or is shorter.
  func cell(_ name: Name, in row: [String]) -> String {
    guard let index = positions[name], index < row.count else { return "" }
    return row[index].trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// "row 5, column B (date)", with the header's spelling: where a message points.
  func location(row: Int, _ name: Name) -> String {
    let index = positions[name]!
    return "row \(row), \(Self.column(index, header[index]))"
  }

  /// "column B (date)", or "column H" for a column without a heading.
  static func column(_ index: Int, _ heading: String?) -> String {
    let heading = heading?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
    return "column \(letters(index))" + (heading.isEmpty ? "" : " (\(heading))")
  }

  /// A column's letters as a spreadsheet names them: 0 is A, 25 is Z, 26 is AA.
  static func letters(_ index: Int) -> String {
    var number = index + 1
    var letters = ""
    while number > 0 {
      let remainder = (number - 1) % 26
      letters = String(UnicodeScalar(UInt8(65 + remainder))) + letters
      number = (number - 1) / 26
    }
    return letters
  }
}
