import Foundation

/// Presents one season's book (`SeasonBookViewModel`): the cover, then the final standings,
/// the awards, the top scorers, every match, attendance, each player's season and how good
/// the predictions were; the tables are the season page's own, so the book says what the
/// site says. An unlisted player is never named and a guest is "Guest", as on the site.
public struct SeasonBookPresenter: Sendable {
  let context: PresentationContext

  public init(context: PresentationContext) { self.context = context }

  public func viewModel(_ season: Season) -> SeasonBookViewModel {
    let facts = context.facts
    let wording = context.wording
    let indices = facts.gatherIndices(in: season)
    let gathers = indices.map { facts.league.gathers[$0] }
    // The season's dates are its finished matches'.
    let dates = gathers.filter(\.isFinished).compactMap(\.completedAt)
    let title = wording(.seasonName, ("name", season.name))
    let seasonPresenter = SeasonPresenter(context: context)
    let common = seasonPresenter.common(season)
    let isFinal = common.isFinal
    let leaders = seasonPresenter.leaders(season)
    var cover: [String] = []
    if let first = dates.min().map(context.dates.short),
      let last = dates.max().map(context.dates.short)
    {
      cover.append(first == last ? first : wording(.bookDates, ("from", first), ("to", last)))
    }
    if !leaders.isEmpty {
      cover.append(
        wording(isFinal ? .bookChampion : .bookLeader, ("names", leaders.joined(separator: ", "))))
    }
    cover.append(wording.count(.countMatchesPlayed, gathers.count { $0.isFinished }))
    var sections = [
      SeasonBookViewModel.Section(
        title: wording[.seasonStandings], blocks: [.table(Self.table(common.standings))])
    ]
    sections.append(
      .init(
        title: common.awardsHeading,
        blocks: common.awards.isEmpty
          ? [.paragraph(wording[.seasonNoAwards])]
          : common.awards.map { .paragraph("\($0.label): \($0.text)") }
            + [.paragraph(common.minimumNote)]))
    let rows = seasonPresenter.scorerRows(season)
    if let scorers = scorers(rows, seasonPresenter) {
      sections.append(
        .init(
          title: seasonPresenter.scorersHeading(rows), blocks: [.table(Self.table(scorers))]))
    }
    sections.append(.init(title: wording[.seasonResults], blocks: matches(indices)))
    sections.append(
      .init(
        title: wording[.attendanceHeading],
        blocks: [
          .paragraph(common.attendanceSummary),
          .table(Self.table(attendance(facts.attendance.counted[season] ?? []))),
        ])
    )
    sections.append(
      .init(title: wording[.bookPlayers], blocks: [.table(Self.table(players(season)))]))
    if let predictions = predictions(season) {
      sections.append(
        .init(
          title: wording[.predictionsTitle],
          blocks: [.paragraph(wording[.bookPredictions]), .table(Self.table(predictions))]))
    }
    // The status and the metadata's date: the last finished match's day, or the last dated
    // match's in a season without a finished one.
    let lastDay = dates.max() ?? gathers.compactMap(\.completedAt).max()
    let last = lastDay.map { isoDate($0) } ?? "2000-01-01T00:00:00Z"
    return SeasonBookViewModel(
      language: context.config.language, paper: context.config.bookPaper,
      documentTitle: "\(title) · \(context.config.title)", league: context.config.title,
      title: title, coverLines: cover,
      status: isFinal
        ? wording[.bookFinal]
        : wording(.bookInProgress, ("date", context.dates.short(lastDay))),
      date: last, contentsTitle: wording[.bookContents], sections: sections,
      footer: "\(context.config.title) · \(title)",
      pageNumber: wording(.bookPage, ("page", "{page}"), ("pages", "{pages}")))
  }

  /// A site table as the book sets it: its columns' labels, whether they hold numbers,
  /// and its cells' texts.
  static func table(_ table: TableViewModel) -> SeasonBookViewModel.Table {
    SeasonBookViewModel.Table(
      columns: table.columns.map { .init(label: $0.label, numeric: $0.numeric) },
      rows: table.rows.map { $0.cells.map(\.text) })
  }

  /// The table of `rows`, every player with goals, assists or player-of-the-match awards
  /// as the season page's top scorers are ordered (`SeasonPresenter.scorerRows`); `nil`
  /// when the season's write-ups give none.
  private func scorers(_ rows: [StandingRow], _ presenter: SeasonPresenter) -> TableViewModel? {
    guard !rows.isEmpty else { return nil }
    return TableBuilder.contributions(
      rows.map { (TableBuilder.rowHeader(context.name($0.playerID), href: nil), $0.record) },
      first: .columnsPlayer, caption: presenter.scorersCaption(rows.map(\.record)),
      className: "scorers", wording: context.wording)
  }

  /// Every match of the season in play order: its date and result, then its line-ups and
  /// what its write-up gives, as the group-chat text says them.
  private func matches(_ indices: [Int]) -> [SeasonBookViewModel.Block] {
    let chat = ChatText(wording: context.wording, results: context.results, dates: context.dates)
    return indices.map { index in
      let lines = chat.lines(
        context.league.gathers[index], details: context.league.details[index], name: context.name)
      return .entry(title: lines[0], lines: Array(lines.dropFirst()))
    }
  }

  /// The season's counted matches (`Attendance`) by month: how many, and how many players a
  /// match on average (guests counted).
  private func attendance(_ indices: [Int]) -> TableViewModel {
    let wording = context.wording
    var months: [(name: String, matches: Int, players: Int)] = []
    for index in indices {
      let gather = context.league.gathers[index]
      guard let date = gather.completedAt else { continue }
      let name = context.dates.month(date)
      let players = gather.teamA.count + gather.teamB.count + gather.guests[.a] + gather.guests[.b]
      if months.last?.name == name {
        months[months.count - 1].matches += 1
        months[months.count - 1].players += players
      } else {
        months.append((name, 1, players))
      }
    }
    return TableViewModel(
      caption: wording[.attendanceHeading], className: "attendance", wording: wording,
      columns: [
        TableBuilder.column(wording, .bookMonth, numeric: false),
        TableBuilder.column(wording, .predictionsMatchesLong, numeric: true),
        TableBuilder.column(wording, .bookPlayersPerMatch, numeric: true),
      ],
      rows: months.map { month in
        let average = Double(month.players) / Double(month.matches)
        return TableViewModel.Row(cells: [
          TableBuilder.rowHeader(month.name, href: nil), TableBuilder.number(month.matches),
          TableBuilder.text(wording.decimal(String(format: "%.1f", average)), numeric: true),
        ])
      })
  }

  /// Each listed player's season, by name: played, won, drawn, lost, points, goals (when
  /// the season's write-ups give scorers) and the rating after their last match of the
  /// season.
  private func players(_ season: Season) -> TableViewModel {
    let wording = context.wording
    let rows = (context.facts.seasonStandings[season] ?? []).sorted {
      ($0.name, $0.playerID) < ($1.name, $1.playerID)
    }
    let goals = TableBuilder.recordedDetails(rows.map(\.record)).goals
    let last = context.facts.gatherIndices(in: season).last ?? -1
    return TableViewModel(
      caption: wording[.bookPlayers], className: "players", wording: wording,
      columns: [
        TableBuilder.column(wording, .columnsPlayer, numeric: false),
        TableBuilder.column(wording, .columnsPlayed, numeric: true),
        TableBuilder.column(wording, .columnsWon, numeric: true),
        TableBuilder.column(wording, .columnsDrawn, numeric: true),
        TableBuilder.column(wording, .columnsLost, numeric: true),
        TableBuilder.column(wording, .columnsPoints, numeric: true),
      ] + (goals ? [TableBuilder.column(wording, .columnsGoalsLong, numeric: true)] : [])
        + [TableBuilder.column(wording, .columnsRating, numeric: true)],
      rows: rows.map { row in
        let record = row.record
        let rating = context.facts.ratings.history(of: row.playerID).last {
          $0.gatherIndex <= last
        }
        let goalCell =
          record.recordedMatches == 0
          ? TableBuilder.text("–", numeric: true) : TableBuilder.number(record.goals)
        return TableViewModel.Row(
          cells: [
            TableBuilder.rowHeader(context.name(row.playerID), href: nil),
            TableBuilder.number(record.played), TableBuilder.number(record.won),
            TableBuilder.number(record.drawn), TableBuilder.number(record.lost),
            TableBuilder.number(row.points),
          ] + (goals ? [goalCell] : [])
            + [
              TableBuilder.text(
                rating.map { context.ratings.value($0.after.ordinal) } ?? "–", numeric: true)
            ])
      })
  }

  /// The predictions page's row of the season; `nil` when no match of it was rated.
  private func predictions(_ season: Season) -> TableViewModel? {
    guard
      let tally = context.facts.predictions.seasons.first(where: { $0.season == season })?.tally,
      tally.rated > 0
    else { return nil }
    let presenter = PredictionsPresenter(context: context)
    var table = presenter.table(rows: [
      presenter.row(TableBuilder.rowHeader(season.name, href: nil), tally)
    ])
    table.caption = context.wording[.predictionsTitle]
    return table
  }

  /// "2025-03-03T00:00:00Z": a date's day in the site's time zone, for the metadata.
  private func isoDate(_ date: Date) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = context.config.timeZone
    let parts = calendar.dateComponents([.year, .month, .day], from: date)
    let two = { (value: Int?) in String(format: "%02d", value ?? 0) }
    return
      "\(String(format: "%04d", parts.year ?? 2000))-\(two(parts.month))-\(two(parts.day))T00:00:00Z"
  }
}
