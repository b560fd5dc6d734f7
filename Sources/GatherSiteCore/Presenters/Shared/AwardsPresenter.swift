/// One honour as shown: "Most appearances" – "Ana Lima (24)", maybe linked.
struct AwardViewModel: Sendable {
  public var label: String
  public var text: String
  public var href: String?
}

/// Formats the awards of a season or of all time.
struct AwardsPresenter {
  let context: PresentationContext

  private func games(_ n: Int) -> String { n == 1 ? "1 game" : "\(n) games" }

  /// "Ana Lima, Ben (7 games)" for the holders of a count record, or nothing.
  private func leader(_ label: String, _ leader: Leader?) -> [AwardViewModel] {
    leader.map {
      [AwardViewModel(label: label, text: "\(context.names($0.playerIDs)) (\(games($0.value)))")]
    } ?? []
  }

  func viewModels(_ awards: Awards, from page: Route) -> [AwardViewModel] {
    var items: [AwardViewModel] = []
    items += leader("Most appearances", awards.mostAppearances)
    if let holder = awards.bestWinRate {
      let record = holder.record
      items.append(
        AwardViewModel(
          label: "Best win rate",
          text:
            "\(context.name(holder.playerID)) (\(ResultText.percent(record.winRate)), \(record.won) of \(games(record.played)))",
          href: context.router.href(from: page, to: .player(id: holder.playerID))))
    }
    items += leader("Longest winning streak", awards.longestWinningStreak)
    items += leader("Longest unbeaten run", awards.longestUnbeatenRun)
    items += leader("Most appearances in a row", awards.mostConsecutiveAppearances)
    if let index = awards.biggestWin {
      items.append(match(index, label: "Biggest win", from: page))
    }
    if let index = awards.highestScoring {
      items.append(match(index, label: "Most goals in a match", from: page))
    }
    if let pair = awards.bestPartnership {
      let record = pair.record
      items.append(
        AwardViewModel(
          label: "Best partnership",
          text:
            "\(context.names([pair.first, pair.second]).replacingOccurrences(of: ", ", with: " & ")) (\(ResultText.percent(record.winRate)), \(record.won) wins in \(games(record.played)) together)"
        ))
    }
    return items
  }

  /// The biggest upset and the most improved player.
  func viewModels(_ awards: RatingAwards, from page: Route) -> [AwardViewModel] {
    var items: [AwardViewModel] = []
    if let index = awards.biggestUpset, let outcome = context.league.gathers[index].outcome,
      let probability = context.facts.ratings.matches[index]?.winnerProbability(outcome)
    {
      var item = match(index, label: "Biggest upset", from: page)
      item.text +=
        " (\(outcome.winner!.rawValue) won with a \(RatingText.percent(probability)) chance)"
      items.append(item)
    }
    if let improved = awards.mostImproved {
      items.append(
        AwardViewModel(
          label: "Most improved",
          text: "\(context.name(improved.playerID)) (rating \(RatingText.change(improved.gain)))",
          href: context.router.href(from: page, to: .player(id: improved.playerID))))
    }
    return items
  }

  private func match(_ index: Int, label: String, from page: Route) -> AwardViewModel {
    return AwardViewModel(
      label: label,
      text: "\(context.headlines[index]), \(context.shortDates[index])",
      href: context.matchLink(index, from: page))
  }
}
