/// One award of a season (or an all-time record) and who holds it: the roll of honour's
/// rows, the trophy cabinets' entries and `data/awards.json`.
public struct Honour: Sendable, Hashable {
  /// The awards, in their published order: player awards, then match awards.
  public enum Award: String, Sendable, CaseIterable, Comparable {
    case champion, mostAppearances, bestWinRate, longestWinningStreak, longestUnbeatenRun
    case mostConsecutiveAppearances, bestPartnership, mostImproved
    case topScorer, mostAssists, mostPlayerOfTheMatch
    case biggestWin, highestScoring, biggestUpset

    /// Whether the award goes to players (otherwise to a match).
    public var isPlayerAward: Bool { !Self.matchAwards.contains(self) }

    private static let matchAwards: Set<Award> = [.biggestWin, .highestScoring, .biggestUpset]

    public static func < (l: Award, r: Award) -> Bool {
      allCases.firstIndex(of: l)! < allCases.firstIndex(of: r)!
    }
  }

  /// `nil` for an all-time record.
  public var season: Season?
  /// Whether the season is over: a counted gather of a later season exists. All-time
  /// records are final.
  public var isFinal: Bool
  public var award: Award
  /// The holders, ascending; the pair for `bestPartnership`; empty for a match award.
  public var playerIDs: [Int]
  /// The match, by index into `League.gathers`, for a match award.
  public var gatherIndex: Int?
  /// What the award is for: points, games, a win share, a run's length, a goal margin,
  /// total goals, the winner's pre-match probability, the rise in rating, or a player's
  /// recorded goals, assists or player-of-the-match awards.
  public var value: Double
}

/// Makes the honours of every season and the all-time records from the league's facts.
///
/// - A season is final once a counted gather of a later season exists; until then it has
///   no champion.
/// - The champion is every listed player level with the first of the season's final
///   standings on points, goal difference, wins and games played.
/// - Every other award keeps its rule (`AwardsInteractor`, `RatingsInteractor.awards`);
///   players level on it hold it together, and each of several level partnerships gets
///   an entry of its own.
/// - The all-time records are those of the all-time page: no champion, no rating awards.
enum HonoursInteractor {
  static func honours(
    seasons: [Season], attendance: Attendance, standings: [Season: [StandingRow]],
    awards: [Season: Awards], ratingAwards: [Season: RatingAwards], allTime: Awards,
    ratings: LeagueRatings, league: League
  ) -> [Honour] {
    var honours: [Honour] = []
    for season in seasons {
      let isFinal = Self.isFinal(season, seasons: seasons, attendance: attendance)
      if isFinal, let first = standings[season]?.first {
        let level = standings[season]!.filter {
          $0.points == first.points && $0.record.goalDifference == first.record.goalDifference
            && $0.record.won == first.record.won && $0.record.played == first.record.played
        }
        honours.append(
          Honour(
            season: season, isFinal: true, award: .champion,
            playerIDs: level.map(\.playerID).sorted(), gatherIndex: nil,
            value: Double(first.points)))
      }
      honours += entries(
        awards[season] ?? Awards(), ratingAwards[season], season: season, isFinal: isFinal,
        ratings: ratings, league: league)
    }
    honours += entries(allTime, nil, season: nil, isFinal: true, ratings: ratings, league: league)
    return honours
  }

  /// Whether `season` is over: a counted gather of a later season exists.
  static func isFinal(_ season: Season, seasons: [Season], attendance: Attendance) -> Bool {
    seasons.contains { $0 > season && attendance.of($0) > 0 }
  }

  /// The entries of one season's awards (or the all-time records), in award order.
  private static func entries(
    _ awards: Awards, _ rating: RatingAwards?, season: Season?, isFinal: Bool,
    ratings: LeagueRatings, league: League
  ) -> [Honour] {
    var entries: [Honour] = []
    func add(_ award: Honour.Award, _ ids: [Int], _ index: Int? = nil, _ value: Double) {
      entries.append(
        Honour(
          season: season, isFinal: isFinal, award: award, playerIDs: ids, gatherIndex: index,
          value: value))
    }
    func add(_ award: Honour.Award, _ leader: Leader?) {
      if let leader { add(award, leader.playerIDs.sorted(), nil, Double(leader.value)) }
    }
    add(.mostAppearances, awards.mostAppearances)
    if let best = awards.bestWinRate {
      add(.bestWinRate, awards.bestWinRateHolders, nil, best.record.winRate)
    }
    add(.longestWinningStreak, awards.longestWinningStreak)
    add(.longestUnbeatenRun, awards.longestUnbeatenRun)
    add(.mostConsecutiveAppearances, awards.mostConsecutiveAppearances)
    for pair in awards.bestPartnerships {
      add(.bestPartnership, [pair.first, pair.second], nil, pair.record.winRate)
    }
    if let improved = rating?.mostImproved {
      add(.mostImproved, rating!.mostImprovedHolders, nil, improved.gain)
    }
    add(.topScorer, awards.topScorer)
    add(.mostAssists, awards.mostAssists)
    add(.mostPlayerOfTheMatch, awards.mostPlayerOfTheMatch)
    if let index = awards.biggestWin, let score = league.gathers[index].score {
      add(.biggestWin, [], index, Double(abs(score.teamA - score.teamB)))
    }
    if let index = awards.highestScoring, let score = league.gathers[index].score {
      add(.highestScoring, [], index, Double(score.teamA + score.teamB))
    }
    if let index = rating?.biggestUpset, let outcome = league.gathers[index].outcome,
      let probability = ratings.matches[index]?.winnerProbability(outcome)
    {
      add(.biggestUpset, [], index, probability)
    }
    return entries
  }
}
