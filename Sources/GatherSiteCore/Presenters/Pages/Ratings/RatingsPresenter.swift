/// Presents the leaderboard by ordinal (μ − 3σ), with μ, σ and the change over five matches.
struct RatingsPresenter {
  let context: PresentationContext

  func viewModel() -> RatingsViewModel {
    let page = Route.ratings
    let ratings = context.facts.ratings
    let provisional = context.config.provisionalGames
    let rows = ratings.leaderboard.enumerated().map { position, id in
      let rating = ratings.current[id]!
      let history = ratings.history(of: id)
      let recent = history.suffix(5)
      let change = rating.ordinal - (recent.first?.before.ordinal ?? rating.ordinal)
      let link = context.playerLink(id, from: page)
      return TableViewModel.Row(cells: [
        TableBuilder.number(position + 1), TableBuilder.rowHeader(link.text, href: link.href),
        TableBuilder.text(RatingText.value(rating.ordinal), numeric: true),
        TableBuilder.text(RatingText.value(rating.mu), numeric: true),
        TableBuilder.text(RatingText.value(rating.sigma), numeric: true),
        TableBuilder.number(history.count),
        TableBuilder.text(RatingText.change(change), numeric: true),
        TableBuilder.text(history.count < provisional ? "Provisional" : "", className: "status"),
      ])
    }
    return RatingsViewModel(
      title: "Ratings",
      table: TableViewModel(
        caption: "Leaderboard", className: "ratings",
        columns: TableBuilder.columns([
          ("#", "Rank", true), ("Player", "Player", false), ("Rating", "Rating (μ − 3σ)", true),
          ("μ", "Mean skill", true),
          ("σ", "Uncertainty", true), ("Rated", "Rated matches", true),
          ("Last 5", "Change over the last five matches", true),
          ("Status", "Status", false),
        ]),
        rows: rows),
      provisionalNote: provisional == 1
        ? "A player's rating is provisional until their first rated match."
        : "A rating is provisional until \(provisional) rated matches.")
  }
}
