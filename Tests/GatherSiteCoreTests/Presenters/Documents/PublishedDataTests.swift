import Foundation
import Testing

@testable import GatherSiteCore

/// The files under `data/` as a tool reading them sees them, from the fixture league.
@Suite struct PublishedDataTests {
  let context = TestSupport.fixtureContext()

  private func objects(_ data: Data) throws -> [[String: Any]] {
    try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
  }

  /// Every gather in play order; what is absent (the score of an unfinished match, the date
  /// of an undated one) is null, so that every object has the same keys.
  @Test func matchesListEveryGatherWithNullsForWhatIsAbsent() throws {
    let matches = try objects(DataPresenter(context: context).matches())
    #expect(matches.count == 6)
    let keys: Set<String> = [
      "id", "completedAt", "season", "finished", "scoreA", "scoreB", "winner", "teamA", "teamB",
      "url", "notes", "scorers", "assists", "playerOfTheMatch", "venue", "photo",
    ]
    #expect(matches.allSatisfy { Set($0.keys) == keys })
    let unfinished = try #require(
      matches.first { $0["id"] as? String == "44444444-4444-4444-8444-444444444444" })
    #expect(unfinished["finished"] as? Bool == false)
    #expect(unfinished["scoreA"] is NSNull && unfinished["winner"] is NSNull)
    let first = try #require(
      matches.first { $0["id"] as? String == "11111111-1111-4111-8111-111111111111" })
    #expect(first["scoreA"] as? Int == 3 && first["scoreB"] as? Int == 1)
    #expect(first["winner"] as? String == "Team A" && first["season"] as? String == "2024")
    #expect(
      first["url"] as? String
        == "https://league.example.org/fixture/matches/2024-01-10-11111111/")
  }

  /// ratings.json keeps its list of players and names a file of changes per rated season;
  /// each file holds the changes of its season's matches, and a player's count of rated
  /// matches is their count of changes.
  @Test func ratingChangesAreSplitBySeason() throws {
    let data = DataPresenter(context: context)
    let ratings = try #require(
      try JSONSerialization.jsonObject(with: data.ratings()) as? [String: Any])
    let players = try #require(ratings["players"] as? [[String: Any]])
    #expect(!players.isEmpty)
    #expect(Set(players[0].keys) == ["playerId", "mu", "sigma", "ordinal", "matches"])
    let files = try #require(ratings["historyFiles"] as? [[String: Any]])
    let seasons = data.ratedSeasons()
    #expect(files.map { $0["season"] as? String } == seasons.map { $0?.name })
    #expect(
      files.map { $0["url"] as? String }
        == seasons.map {
          "https://league.example.org/fixture/data/ratings/\($0?.name ?? "undated").json"
        })
    let seasonOf = Dictionary(
      uniqueKeysWithValues: try objects(data.matches()).map {
        ($0["id"] as! String, $0["season"] as? String)
      })
    var changes: [Int: Int] = [:]
    for season in seasons {
      let file = try #require(
        try JSONSerialization.jsonObject(with: data.ratingsHistory(season)) as? [String: Any])
      #expect(file["season"] as? String == season?.name)
      for change in try #require(file["history"] as? [[String: Any]]) {
        #expect(seasonOf[change["gatherId"] as! String] == season?.name)
        changes[change["playerId"] as! Int, default: 0] += 1
      }
    }
    for player in players {
      #expect(changes[player["playerId"] as! Int] == player["matches"] as? Int)
    }
  }

  /// The bytes of `value` as a file under `data/`.
  private func json(_ value: some Encodable) -> String {
    String(decoding: DataPresenter.json(value), as: UTF8.self)
  }

  /// Keys in order, absent values as null, slashes and non-ASCII text as they are, only
  /// quotes, backslashes and control characters escaped, whole numbers without a fraction:
  /// the bytes `docs/DATA-FILES.md` shows, held here so that no option of the encoder
  /// changes them unnoticed.
  @Test func filesAreWrittenAsDocumented() throws {
    #expect(
      json(
        PublishedMatch(
          id: "a\"b\\c\n\u{1}", completedAt: nil, season: "2024/25", finished: false,
          scoreA: nil, scoreB: 2, winner: nil, teamA: [1, nil], teamB: [],
          scorers: [
            .init(key: "goals", playerId: 1, count: 3),
            .init(key: "goals", playerId: nil, count: 1),
          ],
          assists: [.init(key: "assists", playerId: 1, count: 1)], playerOfTheMatch: [1],
          venue: "Park",
          photo: nil, url: "https://x/m/",
          notes: [
            PublishedNote(MatchNote(kind: .streakEnded, playerID: 9, value: 7)),
            PublishedNote(MatchNote(kind: .debut, playerID: 4, value: 1)),
            PublishedNote(MatchNote(kind: .hatTrick, playerID: 1, value: 3)),
            PublishedNote(MatchNote(kind: .firstGoal, playerID: 1, value: 1)),
          ]))
        == #"{"assists":[{"assists":1,"playerId":1}],"completedAt":null,"finished":false,"#
        + #""id":"a\"b\\c\n\u0001","#
        + #""notes":[{"kind":"streakEnded","length":7,"playerId":9},"#
        + #"{"appearances":1,"kind":"debut","playerId":4},"#
        + #"{"goals":3,"kind":"hatTrick","playerId":1},{"kind":"firstGoal","playerId":1}],"#
        + #""photo":null,"playerOfTheMatch":[1],"scoreA":null,"scoreB":2,"#
        + #""scorers":[{"goals":3,"playerId":1},{"goals":1,"playerId":null}],"#
        + #""season":"2024/25","teamA":[1,null],"teamB":[],"url":"https://x/m/","#
        + #""venue":"Park","winner":null}"#)
    #expect(
      json(
        PublishedRatings(
          model: .init(
            mu: 25, sigma: 8.333333333333334, beta: 47.14045207910318, tau: 0.08333333333333333,
            kappa: 0.0001, fitted: false, matches: 0,
            schedule: [.init(after: 0, beta: 47.14045207910318)]),
          players: [
            .init(playerId: 4, mu: 25, sigma: 8.333333333333334, ordinal: -0.5, matches: 3)
          ],
          historyFiles: [.init(season: nil, url: "https://x/data/ratings/undated.json")]))
        == #"{"historyFiles":[{"season":null,"url":"https://x/data/ratings/undated.json"}],"#
        + #""model":{"beta":47.14045207910318,"fitted":false,"kappa":0.0001,"matches":0,"mu":25,"#
        + #""schedule":[{"after":0,"beta":47.14045207910318}],"#
        + #""sigma":8.333333333333334,"tau":0.08333333333333333},"#
        + #""players":[{"matches":3,"mu":25,"ordinal":-0.5,"playerId":4,"sigma":8.333333333333334}]}"#
    )
    var played = Record(played: 3, won: 2, drawn: 1, lost: 0, goalsFor: 5, goalsAgainst: 9)
    (played.goals, played.assists, played.playerOfTheMatch, played.recordedMatches) = (4, 1, 1, 2)
    let record = PublishedRecord(
      played, points: played.points(PointsRule(win: 3, draw: 1, loss: 0)))
    let recordJSON =
      #"{"assists":1,"drawn":1,"goals":4,"goalsAgainst":9,"goalsFor":5,"lost":0,"played":3,"#
      + #""playerOfTheMatch":1,"points":7,"recordedMatches":2,"won":2}"#
    #expect(
      json(
        PublishedPlayer(
          id: 7, name: "Zoë Ñ 🙂", url: "https://x/p/7/", allTime: record,
          seasons: ["b": record, "B": record], awards: [], attendance: [],
          bestPartnerId: nil, toughestOpponentId: 2))
        == #"{"allTime":"# + recordJSON
        + #","attendance":[],"awards":[],"bestPartnerId":null,"id":7,"name":"Zoë Ñ 🙂","#
        + #""seasons":{"B":"# + recordJSON + #","b":"# + recordJSON
        + #"},"toughestOpponentId":2,"url":"https://x/p/7/"}"#)
  }
}
