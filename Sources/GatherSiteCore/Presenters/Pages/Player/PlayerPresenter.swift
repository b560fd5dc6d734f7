/// Presents one player's profile and statistics.
struct PlayerPresenter {
  let context: PresentationContext

  /// The player's page.
  func viewModel(id: Int) -> PlayerViewModel {
    let player = context.league.players[id]!
    let stats = context.facts.players[id] ?? PlayerStats(playerID: id)
    let page = Route.player(id: id)
    let rule = context.config.points
    var facts: [FactViewModel] = []
    if let age = player.age { facts.append(FactViewModel(label: "Age", value: String(age))) }
    if let position = player.position {
      facts.append(FactViewModel(label: "Position", value: PlayerText.label(position)))
    }
    if let skill = player.skill {
      facts.append(FactViewModel(label: "Skill", value: PlayerText.label(skill)))
    }
    if let team = player.favouriteTeam {
      facts.append(FactViewModel(label: "Favourite team", value: team))
    }
    let recordTable = TableViewModel(
      caption: "All-time record", className: "record",
      columns: TableBuilder.columns(
        TableBuilder.recordColumns + [("Pts", "Points", true), ("Win%", "Win percentage", true)]),
      rows: [
        TableViewModel.Row(
          cells: TableBuilder.recordCells(stats.allTime, points: stats.allTime.points(rule)))
      ])
    let streakRows: [(String, Streak)] = [
      ("Wins", stats.streaks.wins), ("Unbeaten", stats.streaks.unbeaten),
      ("Losses", stats.streaks.losses),
      ("Appearances in a row", stats.streaks.appearances),
    ]
    let streaks = TableViewModel(
      caption: "Streaks", className: "streaks",
      columns: TableBuilder.columns([
        ("Streak", "Streak", false), ("Current", "Current", true), ("Best", "Best", true),
      ]),
      rows: streakRows.map {
        TableViewModel.Row(cells: [
          TableBuilder.rowHeader($0.0, href: nil), TableBuilder.number($0.1.current),
          TableBuilder.number($0.1.best),
        ])
      })
    let seasons = TableViewModel(
      caption: "By season", className: "seasons",
      columns: TableBuilder.columns(
        [("Season", "Season", false)] + TableBuilder.recordColumns + [
          ("Pts", "Points", true), ("Win%", "Win percentage", true),
        ]),
      rows: stats.seasons.keys.sorted().reversed().map { season in
        let record = stats.seasons[season]!
        return TableViewModel.Row(
          cells: [
            TableBuilder.rowHeader(
              season.name, href: context.router.href(from: page, to: .season(season)))
          ]
            + TableBuilder.recordCells(record, points: record.points(rule)))
      })
    let minimum = max(context.config.minimumSharedGames, 1)
    let ratings = context.facts.ratings
    let rating = ratingText(id: id)
    return PlayerViewModel(
      title: PlayerText.title(player),
      name: player.name,
      facts: facts,
      rating: rating,
      ratingsHref: context.router.href(from: page, to: .ratings),
      calendarHref: context.router.href(from: page, to: .playerCalendar(id: id)),
      chart: ChartPresenter(context: context).viewModel(
        name: player.name, history: ratings.history(of: id)),
      hasGames: stats.allTime.played > 0,
      record: recordTable,
      form: stats.form.map(\.rawValue).joined(separator: " "),
      streaks: streaks,
      seasons: seasons,
      teammates: pairTable(
        stats.teammates, caption: "Teammates", label: "With", minimum: minimum, from: page),
      opponents: pairTable(
        stats.opponents, caption: "Opponents", label: "Against", minimum: minimum, from: page),
      minimumShared: minimum == 1 ? "at least 1 game" : "at least \(minimum) games",
      appearances: appearanceTable(stats, id: id, from: page))
  }

  /// "18.42 (μ 25.10, σ 2.23), 3rd of 40 rated players": the line with the player's rating
  /// and rank; `nil` for a player without a rating.
  private func ratingText(id: Int) -> String? {
    let ratings = context.facts.ratings
    return ratings.current[id].map { current -> String in
      let rank = ratings.rank[id] ?? 1
      let provisional =
        ratings.history(of: id).count < context.config.provisionalGames ? ", provisional" : ""
      return
        "\(RatingText.value(current.ordinal)) (μ \(RatingText.value(current.mu)), σ \(RatingText.value(current.sigma))), \(PlayerText.ordinal(rank)) of \(ratings.current.count) rated players\(provisional)"
    }
  }

  private func pairTable(
    _ records: PairRecordList, caption: String, label: String, minimum: Int, from page: Route
  ) -> TableViewModel {
    let rows = records.filter { $0.1.played >= minimum }.sorted { l, r in
      if l.1.played != r.1.played { return l.1.played > r.1.played }
      return (context.name(l.0), l.0) < (context.name(r.0), r.0)
    }
    return TableViewModel(
      caption: caption, className: "pairs",
      columns: TableBuilder.columns([
        (label, label, false), ("Pld", "Played", true), ("W", "Won", true), ("D", "Drawn", true),
        ("L", "Lost", true),
        ("GD", "Goal difference", true), ("Win%", "Win percentage", true),
      ]),
      rows: rows.map { id, record in
        let link = context.playerLink(id, from: page)
        return TableViewModel.Row(cells: [
          TableBuilder.rowHeader(link.text, href: link.href), TableBuilder.number(record.played),
          TableBuilder.number(record.won), TableBuilder.number(record.drawn),
          TableBuilder.number(record.lost),
          TableBuilder.text(ResultText.signed(record.goalDifference), numeric: true),
          TableBuilder.text(ResultText.percent(record.winRate), numeric: true),
        ])
      })
  }

  /// Every gather whose line-up lists the player, newest first, finished or not.
  private func appearanceTable(_ stats: PlayerStats, id: Int, from page: Route) -> TableViewModel {
    TableViewModel(
      caption: "Appearances", className: "appearances",
      columns: TableBuilder.columns([
        ("Date", "Date", false), ("Match", "Match", false), ("Team", "Team", false),
        ("Result", "Result", false),
      ]),
      rows: stats.gatherIndices.reversed().map { index in
        let gather = context.league.gathers[index]
        let team: Team = gather.teamA.contains(id) ? .a : .b
        let result = gather.score.map { score -> String in
          let goals = score.goals(for: team)
          return "\(score.outcome.result(for: team).rawValue) \(goals.scored)–\(goals.conceded)"
        }
        return TableViewModel.Row(cells: [
          TableBuilder.text(context.shortDates[index]),
          TableBuilder.rowHeader(
            context.headlines[index],
            href: context.matchLink(index, from: page)),
          TableBuilder.text(team.rawValue),
          TableBuilder.text(
            result ?? "Not finished", className: gather.isFinished ? nil : "unfinished"),
        ])
      })
  }
}
