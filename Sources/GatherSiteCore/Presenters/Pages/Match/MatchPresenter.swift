/// Presents one gather: date in the site's time zone, result, line-ups with players' titles.
struct MatchPresenter {
  let context: PresentationContext

  func viewModel(index: Int) -> MatchViewModel {
    let gathers = context.league.gathers
    let gather = gathers[index]
    let page = Route.match(index: index)
    let season = context.facts.seasonOfGather[index]
    let rating = context.facts.ratings.matches[index]
    let wording = context.wording
    let changes = Dictionary(
      (rating.map { context.facts.ratings.changes(of: $0) } ?? []).filter {
        context.facts.isListed($0.playerID)
      }.map {
        ($0.playerID, context.ratings.change($0.after.ordinal - $0.before.ordinal))
      },
      uniquingKeysWith: { first, _ in first })
    let details = context.league.details[index]
    let starred = Set(details?.playerOfTheMatch ?? [])
    let teams = Team.allCases.map { team in
      let ids = team == .a ? gather.teamA : gather.teamB
      let side = gather.members(of: team, guests: Set(context.config.guests))
      let name = context.results.team(team)
      // A guest is a row of its own, unlinked and never rated.
      let guest = TableBuilder.rowHeader(wording[.playerGuest], href: nil)
      let guests = Array(
        repeating: TableViewModel.Row(
          cells: rating == nil ? [guest] : [guest, TableBuilder.text("–", numeric: true)]),
        count: gather.guests[team])
      return MatchViewModel.Lineup(
        name: name,
        goals: gather.score.map { String($0.goals(for: team).scored) } ?? "–",
        count: wording.count(.countPlayers, ids.count + gather.guests[team]),
        scorers: context.contributions(
          (details?.scorers ?? []).filter { side.contains($0.playerID) }, .matchScorers),
        assists: context.contributions(
          (details?.assists ?? []).filter { side.contains($0.playerID) }, .matchAssists),
        table: TableViewModel(
          caption: wording(.matchLineup, ("team", name)), className: "lineup", wording: wording,
          columns: [TableBuilder.column(wording, .columnsPlayer, numeric: false)]
            + (rating == nil
              ? []
              : [
                TableBuilder.column(
                  wording, .columnsRatingChange, .columnsRatingChangeLong, numeric: true)
              ]),
          rows: ids.map { id in
            let link = context.playerLink(id, from: page, title: true)
            let text =
              starred.contains(id)
              ? wording(.matchPlayerOfTheMatchMark, ("name", link.text)) : link.text
            let player = TableBuilder.rowHeader(text, href: link.href)
            guard rating != nil else { return TableViewModel.Row(cells: [player]) }
            return TableViewModel.Row(
              cells: [player, TableBuilder.text(changes[id] ?? "–", numeric: true)])
          } + guests))
    }
    let notes = notes(index)
    return MatchViewModel(
      title: context.headlines[index],
      teamA: context.results.team(.a),
      teamB: context.results.team(.b),
      score: gather.score.map { "\($0.teamA)–\($0.teamB)" } ?? "–",
      date: context.dates.long(gather.completedAt, dateOnly: gather.isDateOnly),
      venue: details?.venue,
      playerOfTheMatch: starred.isEmpty
        ? nil
        : wording(.matchPlayerOfTheMatch, ("names", context.names(starred.sorted()))),
      result: gather.outcome.map(context.results.outcome) ?? context.wording[.resultNotFinished],
      finished: gather.isFinished,
      probabilities: rating.map {
        wording(
          .matchProbability, ("a", context.results.team(.a)),
          ("chanceA", context.ratings.percent($0.probabilityA)), ("b", context.results.team(.b)),
          ("chanceB", context.ratings.percent(1 - $0.probabilityA)))
      },
      upset: upset(rating, outcome: gather.outcome),
      slips: gather.slips.isEmpty
        ? nil : wording(.matchSlips, ("names", context.names(gather.slips))),
      season: season.map {
        LinkViewModel(
          text: wording(.seasonName, ("name", $0.name)),
          href: context.router.href(from: page, to: .season($0)))
      },
      hasLineups: gather.hasLineups,
      teams: teams,
      notes: notes,
      share: share(index, notes: notes),
      hasNotes: !notes.isEmpty,
      previous: index > 0 ? link(to: index - 1, from: page, .matchPrevious) : nil,
      next: index + 1 < gathers.count ? link(to: index + 1, from: page, .matchNext) : nil,
      photo: PhotoPresenter(context: context).viewModel(index: index)
    )
  }

  /// The group-chat text (`ChatText`), with the notes and the address.
  private func share(_ index: Int, notes: [MatchViewModel.Note]) -> ShareTextViewModel {
    let page = Route.match(index: index)
    let chat = ChatText(wording: context.wording, results: context.results, dates: context.dates)
    let lines = chat.lines(
      context.league.gathers[index], details: context.league.details[index], name: context.name,
      notes: notes.map(\.text), address: context.router.url(page))
    return ShareTextViewModel(lines, on: page, context: context)
  }

  /// The match's notes as sentences: by kind, then by the player's name.
  private func notes(_ index: Int) -> [MatchViewModel.Note] {
    let wording = context.wording
    let notes = (context.facts.notes.byGather[index] ?? []).map { note in
      (note, context.name(note.playerID))
    }.sorted { ($0.0.kind, $0.1, $0.0.playerID) < ($1.0.kind, $1.1, $1.0.playerID) }
    return notes.map { note, name in
      let text =
        switch note.kind {
        case .debut: wording(.notesDebut, ("name", name))
        case .milestone:
          wording(.notesMilestone, ("name", name), ("ordinal", wording.ordinal(note.value)))
        case .return: wording.count(.notesReturn, note.value, ("name", name))
        case .streakEnded: wording.count(.notesStreakEnded, note.value, ("name", name))
        case .firstGoal: wording(.notesFirstGoal, ("name", name))
        case .hatTrick:
          wording(.notesHatTrick, ("name", name), ("goals", String(note.value)))
        }
      return MatchViewModel.Note(text: text)
    }
  }

  /// "Upset: Team B won with a 28% chance", when the side given less than the configured
  /// probability won.
  private func upset(_ rating: MatchRating?, outcome: Outcome?) -> String? {
    guard let rating, let outcome, let winner = outcome.winner,
      let probability = rating.winnerProbability(outcome),
      probability < context.config.upsetProbability
    else { return nil }
    return context.wording(
      .matchUpset, ("team", context.results.team(winner)),
      ("chance", context.ratings.percent(probability)))
  }

  private func link(to index: Int, from page: Route, _ phrase: Phrase) -> LinkViewModel {
    LinkViewModel(
      text: context.wording(
        phrase, ("date", context.shortDates[index]), ("match", context.headlines[index])),
      href: context.matchLink(index, from: page))
  }
}
