import ArgumentParser
import Foundation
import GatherSite
import GatherSiteCore

/// `gather-site teams`: the fairest split of tonight's players by their ratings.
struct Teams: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Split players into the two fairest teams by their ratings.",
    discussion: """
      Players are named by id, by name, or by an unambiguous start of a name. The chances come \
      from the league's own rating model, as the site's match pages give them. The split whose \
      predicted win probability is closest to 50% wins; among equals, the one that spreads \
      goalkeepers, then positions, most evenly. Every split is tried up to \
      \(TeamBalancer.exhaustiveLimit) players; above that a snake draft by rating is improved \
      by single swaps until none helps.
      """)

  @Option(help: "The site's content directory, with data/players.json and data/gathers.json.")
  var content = "Content"

  @Flag(help: "Print the split as JSON.")
  var json = false

  @Argument(help: "The players to split: ids or names.")
  var players: [String]

  func validate() throws {
    if players.count < 2 { throw ValidationError("Name at least two players.") }
  }

  func run() throws {
    guard players.count <= TeamBalancer.playerLimit else {
      printError(
        "error: \(players.count) players are named; at most \(TeamBalancer.playerLimit) (\(TeamBalancer.playerLimit / 2) a side) can be split, as the fairest split of more takes too long to find"
      )
      throw ExitCode.failure
    }
    var diagnostics = Diagnostics()
    let input = ContentLoader(contentDirectory: URL(fileURLWithPath: content)).load(
      into: &diagnostics)
    guard diagnostics.errors.isEmpty else {
      for line in DiagnosticSummary.lines(diagnostics.errors) { printError(line) }
      throw ExitCode.failure
    }
    let chosen: [Player]
    switch PlayerResolver(players: Array(input.league.players.values)).resolve(players) {
    case .success(let found): chosen = found
    case .failure(let failure):
      printError("error: \(failure)")
      throw ExitCode.failure
    }
    let league = RatingsInteractor.ratings(for: input.league, settings: input.config.ratings)
    let ratings = league.current
    let split = TeamBalancer.balance(
      chosen.map {
        TeamBalancer.Candidate(id: $0.id, rating: ratings[$0.id] ?? Rating(), position: $0.position)
      }, model: league.model)
    let presenter = TeamsPresenter(
      players: input.league.players, ratings: ratings, model: league.model,
      settings: input.config.ratings)
    print(json ? try presenter.json(split) : presenter.text(split))
  }

  private func printError(_ line: String) {
    FileHandle.standardError.write(Data((PrintableText.escaped(line) + "\n").utf8))
  }
}
