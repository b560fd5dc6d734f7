import Foundation
import GatherSiteCore

/// Reads the cells of a spreadsheet of matches that are not dates: scores, sides, winners,
/// line-ups and a player's details. Each reading takes a cell without spaces at its ends and gives nil for a
/// cell that is not what it should be, so that the importer can say so.
enum CSVCell {
  /// The separators a score may have between its two numbers.
  static let scoreSeparators: Set<Character> = ["-", "–", ":", "x", "X"]

  /// `3-2`, `3:2`, `3 x 2` (or `3x2`, `3–2`): Team A's goals first, spaces allowed around
  /// the numbers.
  static func score(_ text: String) -> Score? {
    guard let separator = text.firstIndex(where: scoreSeparators.contains) else { return nil }
    return GathersLoader.score(text[..<separator], text[text.index(after: separator)...])
  }

  /// What a spreadsheet showed in place of a score it took for a date or a time, as it
  /// saved it: `.date` for `04-Feb`, `2-Apr`, `Feb-04`, `04/fev`, `02/04/26` or
  /// `2026-02-04`; `.time` for `04:02:00` or `4:02 AM`; nil for anything else. Call it on a
  /// cell that is not a score: `4:02` is one.
  static func spreadsheetMade(_ text: String) -> SpreadsheetChange? {
    let clock = text.split(separator: " ").first.map(String.init) ?? text
    if DateColumn.secondsIntoDay(text[...]) != nil,
      clock.split(separator: ":").count == 3 || text.uppercased().hasSuffix("M")
    {
      return .time
    }
    if CSVDate.parse(text) != nil || DateColumn.localDay(text) != nil { return .date }
    let parts = text.split(whereSeparator: { "-/. ".contains($0) })
    guard (2...3).contains(parts.count) else { return nil }
    let named = parts.filter { $0.allSatisfy(\.isLetter) }
    let numbers = parts.filter { $0.allSatisfy { $0.isASCII && $0.isNumber } }
    guard named.count == 1, numbers.count == parts.count - 1,
      let month = named.first?.folding(
        options: [.caseInsensitive, .diacriticInsensitive], locale: nil),
      monthAbbreviations.contains(String(month.prefix(3)))
    else { return nil }
    return .date
  }

  /// What a spreadsheet made of a score.
  enum SpreadsheetChange: Sendable, Equatable {
    case date, time
  }

  /// The first three letters of the months' names in the languages of the site's
  /// catalogues, as spreadsheets abbreviate them, in lower case without accents.
  static let monthAbbreviations: Set<String> = [
    "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec",
    "fev", "abr", "mai", "ago", "set", "out", "dez", "ene", "dic", "avr", "jui", "aou",
    "maa", "mrt", "okt", "gen", "mag", "giu", "lug", "ott",
  ]

  /// A `team` cell: `A` or `B`, `Team A` or `Team B`, or the site's names for the sides,
  /// whatever their case.
  static func side(_ text: String, teamNames: TeamNames?) -> Team? {
    let folded = Self.folded(text)
    if ["a", "team a"].contains(folded) || folded == teamNames.map({ Self.folded($0.a) }) {
      return .a
    }
    if ["b", "team b"].contains(folded) || folded == teamNames.map({ Self.folded($0.b) }) {
      return .b
    }
    return nil
  }

  /// A side's name as a team cell is compared: in lower case, without spaces or line
  /// breaks at its ends.
  static func folded(_ name: String) -> String {
    name.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
  }

  /// A `winner` cell: a side (as `side` reads it), or `draw` (also `none`, as the export
  /// writes a draw); the outcome it names.
  static func winner(_ text: String, teamNames: TeamNames?) -> Outcome? {
    if ["draw", "none"].contains(text.lowercased()) { return .draw }
    switch side(text, teamNames: teamNames) {
    case .a?: return .teamAWon
    case .b?: return .teamBWon
    case nil: return nil
    }
  }

  /// The names of a `team_a` or `team_b` cell: separated by `;` or by line breaks, each
  /// without spaces at its ends, empty ones left out.
  static func names(_ text: String) -> [String] {
    text.split(whereSeparator: { $0 == ";" || $0.isNewline })
      .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
      .filter { !$0.isEmpty }
  }

  /// A `goals` or `assists` cell: a whole number from 0 to 100, in digits.
  static func count(_ text: String) -> Int? {
    guard !text.isEmpty, text.count <= 3, text.allSatisfy({ $0.isASCII && $0.isNumber }),
      let count = Int(text), count <= 100
    else { return nil }
    return count
  }

  /// What a `playerOfTheMatch` cell may say for yes, whatever its case: `yes`, `y`, `1`,
  /// `true` (as a spreadsheet writes a ticked checkbox), `x`, `✓` or `✔`.
  static let yes: Set<String> = ["yes", "y", "1", "true", "x", "✓", "✔"]
  /// What it may say for no, besides an empty cell: `no`, `n`, `0`, `false`.
  static let no: Set<String> = ["no", "n", "0", "false"]

  /// A `playerOfTheMatch` cell: true for yes, false for no, nil for anything else.
  static func yesOrNo(_ text: String) -> Bool? {
    let folded = text.lowercased()
    if yes.contains(folded) { return true }
    if no.contains(folded) { return false }
    return nil
  }

  /// What the sides are called in messages: "A or B", with the site's names when it has
  /// them.
  static func sides(_ teamNames: TeamNames?) -> String {
    teamNames.map { "A or B, or \(JSONValue.quote($0.a)) or \(JSONValue.quote($0.b))" } ?? "A or B"
  }
}
