/// Presents one player's profile and statistics.
struct PlayerPresenter {
  /// The class of each result in the form.
  static let formClass: [MatchResult: String] = [.win: "win", .draw: "draw", .loss: "loss"]
  /// How many teammates, and how many opponents, the page lists: those with the most
  /// shared games.
  static let pairRows = 30

  let context: PresentationContext

  /// The player's page.
  func viewModel(id: Int) -> PlayerViewModel {
    let player = context.league.players[id]!
    let stats = context.facts.players[id] ?? PlayerStats(playerID: id)
    let page = Route.player(id: id)
    let config = context.config
    let wording = context.wording
    var facts: [FactViewModel] = []
    if let age = player.age {
      facts.append(FactViewModel(label: wording[.playerAge], value: String(age)))
    }
    if let position = player.position {
      facts.append(
        FactViewModel(label: wording[.playerPosition], value: context.players.label(position)))
    }
    if let skill = player.skill {
      facts.append(FactViewModel(label: wording[.playerSkill], value: context.players.label(skill)))
    }
    if let team = player.favouriteTeam {
      facts.append(FactViewModel(label: wording[.playerFavouriteTeam], value: team))
    }
    // Goal columns only for a player some of whose matches had a score.
    let goals = stats.allTime.recordsGoals
    let recordTable = TableViewModel(
      caption: wording[.playerRecordCaption], className: "record", wording: wording,
      // One row and no name column: every column but goals for and against fits a phone.
      columns: TableBuilder.recordColumns(wording, goals: goals).map {
        $0.priority == .wide ? $0.with(priority: .always) : $0
      },
      rows: [
        TableViewModel.Row(
          cells: TableBuilder.recordCells(
            stats.allTime, points: config.allTimePoints(stats.allTime, seasons: stats.seasons),
            goals: goals, wording: wording))
      ])
    let streakRows: [(String, Streak)] = [
      (wording[.playerStreakWins], stats.streaks.wins),
      (wording[.playerStreakUnbeaten], stats.streaks.unbeaten),
      (wording[.playerStreakLosses], stats.streaks.losses),
      (wording[.playerStreakAppearances], stats.streaks.appearances),
    ]
    let streaks = TableViewModel(
      caption: wording[.playerStreaks], className: "streaks", wording: wording,
      columns: [
        TableBuilder.column(wording, .columnsStreak, numeric: false),
        TableBuilder.column(wording, .columnsCurrent, numeric: true),
        TableBuilder.column(wording, .columnsBest, numeric: true),
      ],
      rows: streakRows.map {
        TableViewModel.Row(cells: [
          TableBuilder.rowHeader($0.0, href: nil), TableBuilder.number($0.1.current),
          TableBuilder.number($0.1.best),
        ])
      })
    let seasons = TableViewModel(
      caption: wording[.playerBySeason], className: "seasons", wording: wording,
      columns: [TableBuilder.column(wording, .columnsSeason, numeric: false)]
        + TableBuilder.recordColumns(wording, goals: goals) + [
          TableBuilder.column(
            wording, .columnsAttendance, .columnsAttendanceLong, numeric: true, priority: .wide)
        ],
      rows: stats.seasons.keys.sorted().reversed().map { season in
        let record = stats.seasons[season]!
        let of = context.facts.attendance.of(season)
        return TableViewModel.Row(
          cells: [
            TableBuilder.rowHeader(
              season.name, href: context.router.href(from: page, to: .season(season)))
          ]
            + TableBuilder.recordCells(
              record, points: record.points(config.points(in: season)), goals: goals,
              wording: wording) + [
              TableBuilder.text(
                wording(
                  .attendancePlayer, ("played", String(record.played)), ("of", String(of)),
                  ("share", wording.percent(of == 0 ? 0 : Double(record.played) / Double(of)))),
                numeric: true)
            ])
      })
    let minimum = max(context.config.minimumSharedGames, 1)
    let teammates = pairs(stats.teammates, minimum: minimum)
    let opponents = pairs(stats.opponents, minimum: minimum)
    var sharedNote = wording.count(.minimumShared, minimum)
    if max(teammates.count, opponents.count) > Self.pairRows {
      sharedNote += " " + wording.count(.minimumSharedShown, Self.pairRows)
    }
    let ratings = context.facts.ratings
    let awards = AwardsPresenter(context: context)
    let held = context.facts.honours.filter { $0.playerIDs.contains(id) }
    let cabinet = held.filter { $0.season != nil && $0.isFinal && $0.award.isPlayerAward }
    let recordsHeld = held.filter { $0.season == nil }
    let rating = ratingText(id: id)
    return PlayerViewModel(
      title: context.players.title(player),
      name: player.name,
      initials: Self.initials(player.name),
      summary: Self.summary(stats.allTime, context: context),
      facts: facts,
      rating: rating,
      ratingsHref: context.router.href(from: page, to: .ratings),
      calendarHref: context.router.href(from: page, to: .playerCalendar(id: id)),
      chart: ChartPresenter(context: context).viewModel(
        name: player.name, history: ratings.history(of: id)),
      hasGames: stats.allTime.played > 0,
      record: recordTable,
      form: stats.form.map {
        FormMark(letter: context.results.letter($0), result: Self.formClass[$0] ?? "")
      },
      streaks: streaks,
      cabinet: cabinet.map { honour in
        LinkViewModel(
          text: wording(
            .playerCabinetEntry, ("award", awards.label(honour.award)),
            ("season", wording(.seasonName, ("name", honour.season!.name)))),
          href: context.router.href(from: page, to: .season(honour.season!)))
      },
      recordsHeld: recordsHeld.map {
        LinkViewModel(
          text: awards.label($0.award), href: context.router.href(from: page, to: .allTime))
      },
      hasRecordsHeld: !recordsHeld.isEmpty,
      seasons: seasons,
      goals: goalsTable(stats, from: page),
      standouts: standouts(stats, from: page),
      pairsHref: context.router.href(from: page, to: .pairs),
      teammates: pairTable(
        teammates.prefix(Self.pairRows), caption: wording[.playerTeammates],
        label: wording[.columnsWith], goals: goals, from: page),
      opponents: pairTable(
        opponents.prefix(Self.pairRows), caption: wording[.playerOpponents],
        label: wording[.columnsAgainst], goals: goals, from: page),
      sharedNote: sharedNote,
      calendarText: wording(.playerCalendar, ("name", player.name)),
      share: share(player, stats: stats, rating: rating),
      appearances: appearanceTable(stats, id: id, from: page))
  }

  /// The text for the group chat: the player and the league, their record and rating, and
  /// their permanent address, which still leads to their page after a change of name.
  private func share(_ player: Player, stats: PlayerStats, rating: String?) -> ShareTextViewModel {
    var lines = ["\(player.name) · \(context.config.title)"]
    if let summary = Self.summary(stats.allTime, context: context) { lines.append(summary) }
    if let rating { lines.append("\(context.wording[.playerRatingLabel]) \(rating)") }
    lines.append(context.router.url(.playerAddress(id: player.id)))
    return ShareTextViewModel(lines, on: .player(id: player.id), context: context)
  }

  /// "46 matches played · 23 W · 8 D · 15 L"; `nil` before a first match.
  static func summary(_ record: Record, context: PresentationContext) -> String? {
    guard record.played > 0 else { return nil }
    return
      ([context.wording.count(.countMatchesPlayed, record.played)]
      + [(record.won, MatchResult.win), (record.drawn, .draw), (record.lost, .loss)]
      .map { "\($0.0) \(context.results.letter($0.1))" }).joined(separator: " · ")
  }

  /// The first letters of the first and last words of a name, in capitals: "AL" for Ana
  /// Lima, "R" for Richard.
  static func initials(_ name: String) -> String {
    let words = name.split(whereSeparator: \.isWhitespace)
    let letters = [words.first, words.count > 1 ? words.last : nil].compactMap { $0?.first }
    return letters.map { String($0).uppercased() }.joined()
  }

  /// "18.42 (μ 25.10, σ 2.23), 3rd of 40 rated players": the line with the player's rating
  /// and their rank among the ranked players, as the ratings page numbers them; for a
  /// provisional rating, when it will be ranked instead. `nil` for a player without a
  /// rating.
  private func ratingText(id: Int) -> String? {
    let ratings = context.facts.ratings
    let text = context.ratings
    let games = context.config.provisionalGames
    return ratings.current[id].map { current -> String in
      let values = [
        ("rating", text.value(current.ordinal)), ("mu", text.value(current.mu)),
        ("sigma", text.value(current.sigma)),
      ]
      guard let rank = ratings.rank[id] else {
        return context.wording.count(.playerRatingProvisional, games, values)
      }
      return context.wording.count(
        .playerRating, ratings.rank.count, values + [("rank", context.wording.ordinal(rank))])
    }
  }

  /// The best partner and the toughest opponent, each with the record that makes them so.
  private func standouts(_ stats: PlayerStats, from page: Route) -> [PairStandoutViewModel] {
    let wording = context.wording
    let lines: [(Phrase, Int?, PairRecordList)] = [
      (.playerBestPartner, stats.bestPartner, stats.teammates),
      (.playerToughestOpponent, stats.toughestOpponent, stats.opponents),
    ]
    return lines.compactMap { label, id, records in
      guard let id, let record = records[id] else { return nil }
      let link = context.playerLink(id, from: page)
      return PairStandoutViewModel(
        label: wording[label], name: link.text, href: link.href,
        detail: wording.count(
          .playerPairRecord, record.played, ("won", String(record.won)),
          ("share", wording.percent(record.winRate))))
    }
  }

  /// The teammates or opponents of at least `minimum` shared games: most games first,
  /// then in the order of names (each name's place looked up once).
  private func pairs(_ records: PairRecordList, minimum: Int) -> [(id: Int, record: Record)] {
    let order = context.nameOrder
    return records.filter { $0.1.played >= minimum }
      .map { (id: $0.0, record: $0.1, place: order[$0.0] ?? Int.max) }
      .sorted { l, r in
        l.record.played != r.record.played
          ? l.record.played > r.record.played : (l.place, l.id) < (r.place, r.id)
      }
      .map { (id: $0.id, record: $0.record) }
  }

  /// The player's record with or against each player of `rows`: Pld W D L Win%, and GD
  /// where there is room when `goals`.
  private func pairTable(
    _ rows: ArraySlice<(id: Int, record: Record)>, caption: String, label: String, goals: Bool,
    from page: Route
  ) -> TableViewModel {
    let wording = context.wording
    return TableViewModel(
      caption: caption, className: "pairs", wording: wording,
      columns: [TableViewModel.Column(label: label, title: label, numeric: false)]
        + TableBuilder.recordColumns(wording, goals: false).prefix(4)
        + (goals
          ? [
            TableBuilder.column(
              wording, .columnsGoalDifference, .columnsGoalDifferenceLong, numeric: true,
              priority: .wide)
          ] : [])
        + [TableBuilder.column(wording, .columnsWinShare, .columnsWinShareLong, numeric: true)],
      rows: rows.map { id, record in
        let link = context.playerLink(id, from: page)
        let difference = record.recordedGoals.map { ResultText.signed($0.difference) } ?? "–"
        return TableViewModel.Row(
          cells: [
            TableBuilder.rowHeader(link.text, href: link.href), TableBuilder.number(record.played),
            TableBuilder.number(record.won), TableBuilder.number(record.drawn),
            TableBuilder.number(record.lost),
          ] + (goals ? [TableBuilder.text(difference, numeric: true)] : []) + [
            TableBuilder.text(wording.percent(record.winRate), numeric: true)
          ])
      })
  }

  /// The player's goals, assists and player-of-the-match awards by season, newest first
  /// (a season whose write-ups give them nothing is "not recorded" and left out), then all
  /// time; `nil` when no write-up gives them any.
  private func goalsTable(_ stats: PlayerStats, from page: Route) -> TableViewModel? {
    func hasDetails(_ record: Record) -> Bool {
      record.recordedMatches > 0 || record.playerOfTheMatch > 0 || record.assists > 0
    }
    let all = stats.allTime
    guard hasDetails(all) else { return nil }
    let wording = context.wording
    let rows =
      stats.seasons.keys.sorted().reversed().filter { hasDetails(stats.seasons[$0]!) }.map {
        season in
        (
          TableBuilder.rowHeader(
            season.name, href: context.router.href(from: page, to: .season(season))),
          stats.seasons[season]!
        )
      } + [(TableBuilder.rowHeader(wording[.playerAllTime], href: nil), all)]
    return TableBuilder.contributions(
      rows, first: .columnsSeason, caption: wording[.playerGoalsCaption], className: "goals",
      wording: wording)
  }

  /// Every gather whose line-up lists the player, newest first, finished or not: the date
  /// (linked to the match), the player's side and their result ("W 3–2", or "W" without
  /// a score).
  private func appearanceTable(_ stats: PlayerStats, id: Int, from page: Route) -> TableViewModel {
    let wording = context.wording
    // "W 3–2" is written once for each result and score the player had.
    struct Written: Hashable {
      var result: MatchResult
      var scored, conceded: Int
    }
    var written: [Written: String] = [:]
    let gathers = context.league.gathers
    return TableViewModel(
      caption: wording[.playerAppearances], className: "appearances", wording: wording,
      columns: [
        TableBuilder.column(wording, .columnsDate, numeric: false),
        TableBuilder.column(wording, .columnsTeam, numeric: false),
        TableBuilder.column(wording, .columnsResult, numeric: false),
      ],
      rows: stats.gatherIndices.reversed().map { index in
        // The gather's fields are read where they are, not copied a row at a time.
        let team: Team = gathers[index].teamA.contains(id) ? .a : .b
        let result = gathers[index].outcome.map { outcome -> String in
          // A result without a score is its letter alone.
          guard let score = gathers[index].score else {
            return context.results.letter(outcome.result(for: team))
          }
          let goals = score.goals(for: team)
          let outcome = Written(
            result: score.outcome.result(for: team), scored: goals.scored,
            conceded: goals.conceded)
          if let text = written[outcome] { return text }
          let text = wording(
            .resultLetterScore, ("letter", context.results.letter(outcome.result)),
            ("score", "\(goals.scored)–\(goals.conceded)"))
          written[outcome] = text
          return text
        }
        return TableViewModel.Row(cells: [
          TableBuilder.rowHeader(
            context.shortDates[index], href: context.matchLink(index, from: page)),
          TableBuilder.text(context.results.team(team)),
          TableBuilder.text(
            result ?? wording[.resultNotFinished],
            className: gathers[index].isFinished ? nil : "unfinished"),
        ])
      })
  }
}
