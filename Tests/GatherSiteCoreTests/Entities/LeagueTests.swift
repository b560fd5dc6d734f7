import Foundation
import Testing

@testable import GatherSiteCore

@Suite struct LeagueTests {
  /// Gathers in any order of the file come out dated first, by date, ties and undated ones
  /// in file order, each whole: the same as a plain stable sort.
  @Test func gathersComeInPlayOrderWhateverTheOrderOfTheFile() {
    var random = RatingTextTests.SplitMix(state: 7)
    for count in [0, 1, 2, 3, 50, 2_000] {
      let gathers = (0..<count).map { index in
        let day = Int.random(in: 0..<40, using: &random)
        return Gather(
          id: "G\(index)",
          completedAt: day < 4 ? nil : Date(timeIntervalSince1970: Double(day) * 86_400),
          score: Score(teamA: index % 5, teamB: index % 3), teamA: [index, index + 1],
          teamB: [index + 2], hasLineups: true, fileIndex: index)
      }
      let expected = gathers.enumerated().sorted { l, r in
        switch (l.element.completedAt, r.element.completedAt) {
        case (let a?, let b?) where a != b: return a < b
        case (.some, nil): return true
        case (nil, .some): return false
        default: return l.offset < r.offset
        }
      }.map(\.element)
      let league = League(players: [:], gathers: gathers)
      #expect(league.gathers.map(\.id) == expected.map(\.id), "\(count) gathers")
      #expect(league.gathers.map(\.teamA) == expected.map(\.teamA))
      #expect(league.gathers.map(\.completedAt) == expected.map(\.completedAt))
      // Already in order: given back as it is.
      #expect(League(players: [:], gathers: expected).gathers.map(\.id) == expected.map(\.id))
    }
  }
}
