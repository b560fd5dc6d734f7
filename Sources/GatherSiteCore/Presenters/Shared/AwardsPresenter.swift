/// Formats the honours of a season, or the all-time records (`Honour`).
struct AwardsPresenter {
  let context: PresentationContext

  private var wording: Wording { context.wording }

  private func games(_ n: Int) -> String { wording.count(.countGames, n) }

  /// The honours of `season` (`nil`: the all-time records), in award order.
  func honours(_ season: Season?) -> [Honour] {
    context.facts.honours.filter { $0.season == season }
  }

  /// The award's name: "Most appearances".
  func label(_ award: Honour.Award) -> String {
    switch award {
    case .champion: wording[.awardsChampion]
    case .mostAppearances: wording[.awardsMostAppearances]
    case .bestWinRate: wording[.awardsBestWinRate]
    case .longestWinningStreak: wording[.awardsLongestWinningStreak]
    case .longestUnbeatenRun: wording[.awardsLongestUnbeatenRun]
    case .mostConsecutiveAppearances: wording[.awardsMostAppearancesInARow]
    case .bestPartnership: wording[.awardsBestPartnership]
    case .mostImproved: wording[.awardsMostImproved]
    case .topScorer: wording[.awardsTopScorer]
    case .mostAssists: wording[.awardsMostAssists]
    case .mostPlayerOfTheMatch: wording[.awardsMostPlayerOfTheMatch]
    case .biggestWin: wording[.awardsBiggestWin]
    case .highestScoring: wording[.awardsMostGoals]
    case .biggestUpset: wording[.awardsBiggestUpset]
    }
  }

  func viewModels(_ honours: [Honour], from page: Route) -> [AwardViewModel] {
    honours.map { viewModel($0, from: page) }
  }

  /// The award, its holders and what it is for; linked to the match, or to the player
  /// when one player holds it.
  func viewModel(_ honour: Honour, from page: Route) -> AwardViewModel {
    let ids = honour.playerIDs
    let names = context.names(ids)
    let single = ids.count == 1 ? context.router.href(from: page, to: .player(id: ids[0])) : nil
    let text: String
    var href = single
    switch honour.award {
    case .champion:
      text = wording.count(.awardsChampionText, Int(honour.value), ("names", names))
    case .mostAppearances, .longestWinningStreak, .longestUnbeatenRun,
      .mostConsecutiveAppearances:
      text = wording(.awardsLeader, ("names", names), ("games", games(Int(honour.value))))
      href = nil
    case .bestWinRate:
      let record = self.record(ids.first, in: honour.season)
      text = wording(
        .awardsWinRate, ("name", names), ("share", wording.percent(honour.value)),
        ("won", String(record.won)), ("games", games(record.played)))
    case .bestPartnership:
      let record = partnership(ids, in: honour.season)
      let pair = ids.map(context.name).sorted()
      text = wording.count(
        .awardsPartnership, record.won,
        ("names", wording(.awardsPartners, ("first", pair[0]), ("second", pair[1]))),
        ("share", wording.percent(honour.value)), ("games", games(record.played)))
    case .topScorer, .mostAssists, .mostPlayerOfTheMatch:
      let phrase: Phrase =
        honour.award == .topScorer
        ? .awardsGoalsText
        : honour.award == .mostAssists ? .awardsAssistsText : .awardsPlayerOfTheMatchText
      text = wording.count(phrase, Int(honour.value), ("names", names))
    case .mostImproved:
      text = wording(
        .awardsImproved, ("name", names), ("change", context.ratings.change(honour.value)))
    case .biggestWin, .highestScoring:
      let index = honour.gatherIndex!
      text = wording(
        .awardsMatch, ("match", context.headlines[index]), ("date", context.shortDates[index]))
      href = context.matchLink(index, from: page)
    case .biggestUpset:
      let index = honour.gatherIndex!
      let winner = context.league.gathers[index].outcome?.winner ?? .a
      text = wording(
        .awardsUpset, ("match", context.headlines[index]), ("date", context.shortDates[index]),
        ("team", context.results.team(winner)),
        ("chance", context.ratings.percent(honour.value)))
      href = context.matchLink(index, from: page)
    }
    return AwardViewModel(label: label(honour.award), text: text, href: href)
  }

  /// A player's record in a season, or all time.
  private func record(_ id: Int?, in season: Season?) -> Record {
    guard let id, let stats = context.facts.players[id] else { return Record() }
    return season.map { stats.seasons[$0] ?? Record() } ?? stats.allTime
  }

  /// A partnership's record in a season, or all time.
  private func partnership(_ ids: [Int], in season: Season?) -> Record {
    let awards =
      season.map { context.facts.seasonAwards[$0] ?? Awards() }
      ?? context.facts.allTimeAwards
    return awards.bestPartnerships.first { [$0.first, $0.second] == ids }?.record ?? Record()
  }
}
