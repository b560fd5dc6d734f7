import Foundation
import Testing

@testable import GatherSiteCore

/// The prediction record by hand: an even match, a favourite that drew and one that lost.
@Suite struct PredictionRecordTests {
  @Test func favouritesBrierAndCalibration() {
    let scores = [Score(teamA: 2, teamB: 1), Score(teamA: 1, teamB: 1), Score(teamA: 3, teamB: 0)]
    let league = League(
      players: [:],
      gathers: scores.enumerated().map { n, score in
        Gather(
          id: "\(n)", completedAt: Date(timeIntervalSince1970: Double(n) * 86400), score: score,
          teamA: [], teamB: [], fileIndex: n)
      })
    var ratings = LeagueRatings(model: .standard)
    ratings.matches = [0.5, 0.7, 0.2].enumerated().map {
      MatchRating(gatherIndex: $0.offset, probabilityA: $0.element, changeRange: 0..<0)
    }
    let season = Season(startYear: 1970, spansNewYear: false)
    let record = PredictionRecord.record(
      ratings: ratings, league: league, seasonOfGather: [season, season, nil])
    #expect(record.allTime.rated == 3 && record.allTime.even == 1)
    #expect(record.allTime.favouriteWon == 0 && record.allTime.drawn == 1)
    #expect(record.allTime.favouriteLost == 1)
    #expect(abs(record.allTime.brier! - (0.25 + 0.04 + 0.64) / 3) < 1e-12)
    #expect(record.seasons.map(\.season) == [season] && record.seasons[0].tally.rated == 2)
    #expect(
      record.calibration == [
        .init(from: 0.7, to: 0.8, matches: 1, predicted: 0.7, actual: 0.5),
        .init(from: 0.8, to: 0.9, matches: 1, predicted: 0.8, actual: 0),
      ])
  }
}
