import Foundation

/// Formats a team split for the terminal or as JSON.
public struct TeamsPresenter {
  /// One player of a split, as `--json` prints it.
  struct Entry: Encodable {
    var playerId: Int
    var name: String
    var mu: Double
    var sigma: Double
  }

  /// The whole split, as `--json` prints it.
  struct Output: Encodable {
    var teamA: [Entry]
    var teamB: [Entry]
    var probabilityA: Double
  }

  let players: [Int: Player]
  let ratings: [Int: Rating]

  public init(players: [Int: Player], ratings: [Int: Rating]) {
    self.players = players
    self.ratings = ratings
  }

  /// Both line-ups with each player's title and rating, and the predicted probability.
  public func text(_ split: TeamSplit) -> String {
    var lines: [String] = []
    for (name, ids, probability) in [
      ("Team A", split.teamA, split.probabilityA), ("Team B", split.teamB, 1 - split.probabilityA),
    ] {
      lines.append(
        "\(name): \(ids.count) players, predicted win probability \(String(format: "%.1f", probability * 100))%"
      )
      let titles = ids.map { PlayerText(wording: .english).title(players[$0]!) }
      let width = titles.map(\.count).max() ?? 0
      for (id, title) in zip(ids, titles) {
        let rating = ratings[id] ?? Rating()
        let padding = String(repeating: " ", count: width - title.count)
        lines.append(
          "  \(title)\(padding)  rating \(RatingText.value(rating.ordinal)) (μ \(RatingText.value(rating.mu)), σ \(RatingText.value(rating.sigma)))"
        )
      }
      lines.append("")
    }
    return lines.joined(separator: "\n")
  }

  public func json(_ split: TeamSplit) throws -> String {
    func entries(_ ids: [Int]) -> [Entry] {
      ids.map { id in
        let rating = ratings[id] ?? Rating()
        return Entry(playerId: id, name: players[id]!.name, mu: rating.mu, sigma: rating.sigma)
      }
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data = try encoder.encode(
      Output(
        teamA: entries(split.teamA), teamB: entries(split.teamB), probabilityA: split.probabilityA))
    return String(decoding: data, as: UTF8.self)
  }
}
