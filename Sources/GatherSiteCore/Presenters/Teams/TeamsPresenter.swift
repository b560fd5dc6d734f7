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
    /// The parameters the chances come from, as `data/ratings.json` publishes them.
    var model: RatingModel
  }

  let players: [Int: Player]
  let ratings: [Int: Rating]
  let model: RatingModel

  public init(players: [Int: Player], ratings: [Int: Rating], model: RatingModel) {
    self.players = players
    self.ratings = ratings
    self.model = model
  }

  /// "52 %": a chance to the whole percent.
  private static func percent(_ probability: Double) -> String {
    "\(Int((probability * 100).rounded())) %"
  }

  /// Both line-ups with each player's title and rating, and the predicted probability.
  public func text(_ split: TeamSplit) -> String {
    let beta = String(format: "%.2f", model.beta)
    var lines = [
      "Team A \(Self.percent(split.probabilityA)), Team B \(Self.percent(1 - split.probabilityA))",
      model.fitted
        ? "(chances with a performance spread β of \(beta), fitted to \(model.matches) rated matches)"
        : "(chances with a performance spread β of \(beta), \(model.beta == RatingModel.pickup.beta ? "the default for pickup football" : "as site.yml sets it"))",
      "",
    ]
    for (name, ids, probability) in [
      ("Team A", split.teamA, split.probabilityA), ("Team B", split.teamB, 1 - split.probabilityA),
    ] {
      lines.append("\(name) \(Self.percent(probability)): \(ids.count) players")
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
        teamA: entries(split.teamA), teamB: entries(split.teamB), probabilityA: split.probabilityA,
        model: model))
    return String(decoding: data, as: UTF8.self)
  }
}
