import GatherSiteCore

/// One gather of gathers.json as an import writes it (docs/EXPORT-FORMAT.md): a key left
/// nil is left out of the file, so a match without a result has neither `score` nor
/// `winnerTeam`, and one with a winner but no score has `winnerTeam` alone.
struct GatherExport: Codable, Sendable, Equatable {
  /// One row of a line-up: a player and their side.
  struct Pivot: Codable, Sendable, Equatable {
    var playerId: Int
    /// `"Team A"` or `"Team B"`.
    var team: String
  }

  var id: String
  var completedAt: String?
  /// `"3-2"`, Team A's goals first.
  var score: String?
  /// `"Team A"`, `"Team B"` or `"None"` for a draw.
  var winnerTeam: String?
  var players: [Pivot]
}
