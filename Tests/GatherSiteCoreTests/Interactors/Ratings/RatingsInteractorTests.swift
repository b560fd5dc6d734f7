import Foundation
import Testing

@testable import GatherSiteCore

/// Compares the ratings with vectors made by the reference implementation, openskill 6.2.0
/// (Fixtures/ratings/make_vectors.py), on whole sequences of matches.
@Suite struct RatingsInteractorTests {
  struct Vectors: Decodable {
    struct Change: Decodable {
      var playerId: Int
      var muBefore, sigmaBefore, muAfter, sigmaAfter: Double
    }
    struct Match: Decodable {
      var gatherId: String
      var probabilityA: Double
      var changes: [Change]
    }
    struct Final: Decodable {
      var playerId: Int
      var mu, sigma: Double
    }
    var openskill: String
    var matches: [Match]
    var final: [Final]
  }

  /// openskill's defaults, fixed as `site.yml` would fix them: the vectors were made with
  /// them.
  static let standard = RatingSettings(
    beta: RatingModel.standard.beta, tau: RatingModel.standard.tau)

  static let ratingsFixtures = TestSupport.fixtureLeague.deletingLastPathComponent()
    .appendingPathComponent("ratings")

  private func check(content: URL, vectors name: String) throws {
    var diagnostics = Diagnostics()
    let input = ContentLoader(contentDirectory: content).load(into: &diagnostics)
    let ratings = RatingsInteractor.ratings(for: input.league, settings: Self.standard)
    let vectors = try JSONDecoder().decode(
      Vectors.self,
      from: Data(contentsOf: Self.ratingsFixtures.appendingPathComponent("vectors-\(name).json")))
    let rated = ratings.matches.indices.filter { ratings.matches[$0] != nil }
    #expect(rated.map { input.league.gathers[$0].id } == vectors.matches.map(\.gatherId))
    for (index, expected) in zip(rated, vectors.matches) {
      let match = ratings.matches[index]!
      #expect(abs(match.probabilityA - expected.probabilityA) < 1e-9, "\(expected.gatherId)")
      guard !expected.changes.isEmpty else { continue }
      let changes = ratings.changes(of: match)
      #expect(changes.map(\.playerID) == expected.changes.map(\.playerId))
      for (change, reference) in zip(changes, expected.changes) {
        #expect(abs(change.before.mu - reference.muBefore) < 1e-9)
        #expect(abs(change.before.sigma - reference.sigmaBefore) < 1e-9)
        #expect(
          abs(change.after.mu - reference.muAfter) < 1e-9,
          "\(expected.gatherId) player \(reference.playerId)")
        #expect(abs(change.after.sigma - reference.sigmaAfter) < 1e-9)
      }
    }
    #expect(ratings.current.count == vectors.final.count)
    for reference in vectors.final {
      let rating = try #require(ratings.current[reference.playerId])
      #expect(abs(rating.mu - reference.mu) < 1e-9, "player \(reference.playerId)")
      #expect(abs(rating.sigma - reference.sigma) < 1e-9)
    }
  }

  @Test func agreesWithOpenSkillOnTheSampleLeague() throws {
    try check(content: TestSupport.repository.appendingPathComponent("Content"), vectors: "sample")
  }

  @Test func agreesWithOpenSkillOnTheFixtureLeague() throws {
    try check(content: TestSupport.fixtureLeague, vectors: "fixture")
  }

  @Test func agreesWithOpenSkillOnAThousandGeneratedMatches() throws {
    try check(
      content: Self.ratingsFixtures.appendingPathComponent("league-1000"), vectors: "generated-1000"
    )
  }

  @Test func publishedReferenceValues() {
    let even = Array(repeating: Rating(), count: 2)
    let (winners, losers) = WengLin(.standard).rate(teamA: even, teamB: even, outcome: .teamAWon)
    #expect(abs(winners[0].mu - 26.964294621803063) < 1e-12)
    #expect(abs(winners[0].sigma - 8.177962604389991) < 1e-12)
    #expect(abs(losers[1].mu - 23.035705378196937) < 1e-12)
    let (drawA, drawB) = WengLin(.standard).rate(teamA: even, teamB: even, outcome: .draw)
    #expect((drawA + drawB).allSatisfy { abs($0.mu - 25) < 1e-12 })
    #expect(abs(WengLin(.standard).winProbability(teamA: even, teamB: even) - 0.5) < 1e-15)
  }

  /// Each change is kept once: a match's changes and each player's history are read from
  /// the league's changes, and agree with each other.
  @Test func matchesAndHistoriesReadTheSameChanges() throws {
    var diagnostics = Diagnostics()
    let input = ContentLoader(
      contentDirectory: TestSupport.repository.appendingPathComponent("Content")
    )
    .load(into: &diagnostics)
    let ratings = RatingsInteractor.ratings(for: input.league, settings: Self.standard)
    let matches = ratings.matches.compactMap { $0 }
    #expect(matches.count > 50)
    #expect(matches.flatMap { ratings.changes(of: $0) } == ratings.changes)
    for match in matches {
      #expect(ratings.changes(of: match).allSatisfy { $0.gatherIndex == match.gatherIndex })
    }
    for id in ratings.current.keys {
      let history = ratings.history(of: id)
      #expect(Array(history) == ratings.changes.filter { $0.playerID == id }, "player \(id)")
      #expect(history.last?.after == ratings.current[id])
    }
    #expect(ratings.history(of: 999_999).isEmpty)
  }

  @Test func undatedUnknownAndOneSidedGathersAreNotRated() {
    let (input, _) = TestSupport.fixtureInput()
    let ratings = RatingsInteractor.ratings(for: input.league, settings: Self.standard)
    let ids = ratings.matches.indices.filter { ratings.matches[$0] != nil }
      .map { input.league.gathers[$0].id }.sorted()
    // The undated 4-0 and the unfinished gather are left out.
    #expect(
      ids == [
        "11111111-1111-4111-8111-111111111111", "22222222-2222-4222-8222-222222222222",
        "33333333-3333-4333-8333-333333333333", "66666666-6666-4666-8666-666666666666",
      ])
    #expect(ratings.current[99] == nil)
    // Cleo is listed twice in the 2-2 draw and rated once.
    #expect(ratings.history(of: 3).count == 3)
  }
}
