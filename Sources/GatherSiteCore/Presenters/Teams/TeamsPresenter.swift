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
  /// The `ratings` of `site.yml` the model was made with: they tell a β fixed there from
  /// the pickup default.
  let settings: RatingSettings

  public init(
    players: [Int: Player], ratings: [Int: Rating], model: RatingModel, settings: RatingSettings
  ) {
    self.players = players
    self.ratings = ratings
    self.model = model
    self.settings = settings
  }

  /// Both line-ups with each player's title and rating, and the predicted probability.
  public func text(_ split: TeamSplit) -> String {
    let beta = String(format: "%.2f", model.beta)
    // Whole percents; Team B's is the rest, so that the two always make 100.
    let percentA = Int((split.probabilityA * 100).rounded())
    let origin =
      switch model.origin(settings) {
      case .fitted: "fitted to \(model.matches) rated matches"
      case .pickupDefault: "the default for pickup football"
      case .settings: "as site.yml sets it"
      }
    var lines = [
      "Team A \(percentA) %, Team B \(100 - percentA) %",
      "(chances with a performance spread β of \(beta), \(origin))",
      "",
    ]
    for (name, ids, percent) in [
      ("Team A", split.teamA, percentA), ("Team B", split.teamB, 100 - percentA),
    ] {
      lines.append("\(name) \(percent) %: \(ids.count) players")
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
