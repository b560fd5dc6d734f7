/// One honour as shown: "Most appearances" – "Ana Lima (24)", maybe linked.
struct AwardViewModel: Sendable {
  public var label: String
  public var text: String
  public var href: String?
}

/// Formats the awards of a season or of all time.
struct AwardsPresenter {
  let context: PresentationContext

  private var wording: Wording { context.wording }

  private func games(_ n: Int) -> String { wording.count(.countGames, n) }

  /// "Ana Lima, Ben (7 games)" for the holders of a count record, or nothing.
  private func leader(_ label: Phrase, _ leader: Leader?) -> [AwardViewModel] {
    leader.map {
      [
        AwardViewModel(
          label: wording[label],
          text: wording(
            .awardsLeader, ("names", context.names($0.playerIDs)), ("games", games($0.value))))
      ]
    } ?? []
  }

  func viewModels(_ awards: Awards, from page: Route) -> [AwardViewModel] {
    var items: [AwardViewModel] = []
    items += leader(.awardsMostAppearances, awards.mostAppearances)
    if let holder = awards.bestWinRate {
      let record = holder.record
      items.append(
        AwardViewModel(
          label: wording[.awardsBestWinRate],
          text: wording(
            .awardsWinRate, ("name", context.name(holder.playerID)),
            ("share", wording.percent(record.winRate)), ("won", String(record.won)),
            ("games", games(record.played))),
          href: context.router.href(from: page, to: .player(id: holder.playerID))))
    }
    items += leader(.awardsLongestWinningStreak, awards.longestWinningStreak)
    items += leader(.awardsLongestUnbeatenRun, awards.longestUnbeatenRun)
    items += leader(.awardsMostAppearancesInARow, awards.mostConsecutiveAppearances)
    if let index = awards.biggestWin {
      items.append(match(index, label: .awardsBiggestWin, from: page))
    }
    if let index = awards.highestScoring {
      items.append(match(index, label: .awardsMostGoals, from: page))
    }
    if let pair = awards.bestPartnership {
      let record = pair.record
      let names = [pair.first, pair.second].map(context.name).sorted()
      items.append(
        AwardViewModel(
          label: wording[.awardsBestPartnership],
          text: wording.count(
            .awardsPartnership, record.won,
            ("names", wording(.awardsPartners, ("first", names[0]), ("second", names[1]))),
            ("share", wording.percent(record.winRate)), ("games", games(record.played)))))
    }
    return items
  }

  /// The biggest upset and the most improved player.
  func viewModels(_ awards: RatingAwards, from page: Route) -> [AwardViewModel] {
    var items: [AwardViewModel] = []
    if let index = awards.biggestUpset, let outcome = context.league.gathers[index].outcome,
      let probability = context.facts.ratings.matches[index]?.winnerProbability(outcome)
    {
      items.append(
        AwardViewModel(
          label: wording[.awardsBiggestUpset],
          text: wording(
            .awardsUpset, ("match", context.headlines[index]), ("date", context.shortDates[index]),
            ("team", context.results.team(outcome.winner!)),
            ("chance", context.ratings.percent(probability))),
          href: context.matchLink(index, from: page)))
    }
    if let improved = awards.mostImproved {
      items.append(
        AwardViewModel(
          label: wording[.awardsMostImproved],
          text: wording(
            .awardsImproved, ("name", context.name(improved.playerID)),
            ("change", context.ratings.change(improved.gain))),
          href: context.router.href(from: page, to: .player(id: improved.playerID))))
    }
    return items
  }

  private func match(_ index: Int, label: Phrase, from page: Route) -> AwardViewModel {
    AwardViewModel(
      label: wording[label],
      text: wording(
        .awardsMatch, ("match", context.headlines[index]), ("date", context.shortDates[index])),
      href: context.matchLink(index, from: page))
  }
}
