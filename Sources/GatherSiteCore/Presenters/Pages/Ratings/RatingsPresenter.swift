/// Presents the leaderboard by ordinal (μ − 3σ), with μ, σ and the change over five matches:
/// the ranked players first, numbered; then, apart and unranked, the players whose rating is
/// still provisional (fewer than `provisionalGames` rated matches).
struct RatingsPresenter {
  let context: PresentationContext

  func viewModel() -> RatingsViewModel {
    let page = Route.ratings
    let ratings = context.facts.ratings
    let provisional = context.config.provisionalGames
    let wording = context.wording
    let text = context.ratings
    // The leaderboard's order; `rank` holds the players no longer provisional.
    let ranked = ratings.leaderboard.filter { ratings.rank[$0] != nil }
    let unranked = ratings.leaderboard.filter { ratings.rank[$0] == nil }
    // The cells after the player's: rating, then the change over the last five, the rated
    // matches, μ and σ as the screen allows.
    func cells(_ id: Int) -> [TableViewModel.Cell] {
      let rating = ratings.current[id]!
      let history = ratings.history(of: id)
      let change = rating.ordinal - (history.suffix(5).first?.before.ordinal ?? rating.ordinal)
      let link = context.playerLink(id, from: page)
      return [
        TableBuilder.rowHeader(link.text, href: link.href),
        TableBuilder.text(text.value(rating.ordinal), numeric: true),
        TableBuilder.text(text.change(change), numeric: true),
        TableBuilder.number(history.count),
        TableBuilder.text(text.value(rating.mu), numeric: true),
        TableBuilder.text(text.value(rating.sigma), numeric: true),
      ]
    }
    let columns = [
      TableBuilder.column(wording, .columnsPlayer, numeric: false),
      TableBuilder.column(wording, .columnsRating, .columnsRatingLong, numeric: true),
      TableBuilder.column(wording, .columnsLastFive, .columnsLastFiveLong, numeric: true),
      TableBuilder.column(
        wording, .columnsRated, .columnsRatedLong, numeric: true, priority: .wide),
      TableBuilder.column(wording, .columnsMu, .columnsMuLong, numeric: true, priority: .wider),
      TableBuilder.column(
        wording, .columnsSigma, .columnsSigmaLong, numeric: true, priority: .wider),
    ]
    return RatingsViewModel(
      title: wording[.ratingsTitle],
      table: TableViewModel(
        caption: wording[.ratingsLeaderboard], className: "ratings", wording: wording,
        columns: [TableBuilder.column(wording, .columnsRank, .columnsRankLong, numeric: true)]
          + columns,
        rows: ranked.enumerated().map { position, id in
          TableViewModel.Row(cells: [TableBuilder.number(position + 1)] + cells(id))
        }),
      provisional: unranked.isEmpty
        ? nil
        : TableViewModel(
          caption: wording[.ratingsProvisional], className: "ratings provisional",
          wording: wording, columns: columns,
          rows: unranked.map { TableViewModel.Row(cells: cells($0)) }),
      provisionalNote: wording.count(.ratingsProvisionalNote, provisional),
      predictionsHref: context.router.href(from: page, to: .predictions))
  }
}
