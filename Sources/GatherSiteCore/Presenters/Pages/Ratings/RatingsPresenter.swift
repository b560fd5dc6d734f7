/// Presents the leaderboard by ordinal (μ − 3σ), with μ, σ and the change over five matches.
struct RatingsPresenter {
  let context: PresentationContext

  func viewModel() -> RatingsViewModel {
    let page = Route.ratings
    let ratings = context.facts.ratings
    let provisional = context.config.provisionalGames
    let wording = context.wording
    let text = context.ratings
    let rows = ratings.leaderboard.enumerated().map { position, id in
      let rating = ratings.current[id]!
      let history = ratings.history(of: id)
      let recent = history.suffix(5)
      let change = rating.ordinal - (recent.first?.before.ordinal ?? rating.ordinal)
      let link = context.playerLink(id, from: page)
      return TableViewModel.Row(cells: [
        TableBuilder.number(position + 1), TableBuilder.rowHeader(link.text, href: link.href),
        TableBuilder.text(text.value(rating.ordinal), numeric: true),
        TableBuilder.text(text.value(rating.mu), numeric: true),
        TableBuilder.text(text.value(rating.sigma), numeric: true),
        TableBuilder.number(history.count),
        TableBuilder.text(text.change(change), numeric: true),
        TableBuilder.text(
          history.count < provisional ? wording[.ratingsProvisional] : "", className: "status"),
      ])
    }
    return RatingsViewModel(
      title: wording[.ratingsTitle],
      table: TableViewModel(
        caption: wording[.ratingsLeaderboard], className: "ratings", wording: wording,
        columns: TableBuilder.columns([
          TableBuilder.column(wording, .columnsRank, .columnsRankLong, numeric: true),
          TableBuilder.column(wording, .columnsPlayer, numeric: false),
          TableBuilder.column(wording, .columnsRating, .columnsRatingLong, numeric: true),
          TableBuilder.column(wording, .columnsMu, .columnsMuLong, numeric: true),
          TableBuilder.column(wording, .columnsSigma, .columnsSigmaLong, numeric: true),
          TableBuilder.column(wording, .columnsRated, .columnsRatedLong, numeric: true),
          TableBuilder.column(wording, .columnsLastFive, .columnsLastFiveLong, numeric: true),
          TableBuilder.column(wording, .columnsStatus, numeric: false),
        ]),
        rows: rows),
      provisionalNote: wording.count(.ratingsProvisionalNote, provisional),
      predictionsHref: context.router.href(from: page, to: .predictions))
  }
}
