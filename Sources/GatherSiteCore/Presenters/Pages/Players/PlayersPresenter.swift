/// Presents every player, by name, with position and all-time record.
struct PlayersPresenter {
  let context: PresentationContext

  func viewModel() -> PlayersViewModel {
    let page = Route.players
    let rule = context.config.points
    let table = TableViewModel(
      caption: "All players", className: "players",
      columns: TableBuilder.columns(
        [("Player", "Player", false), ("Pos", "Position", false)] + TableBuilder.recordColumns
          + [("Pts", "Points", true), ("Win%", "Win percentage", true)]),
      rows: context.league.playersByName.map { player in
        let record = context.facts.players[player.id]?.allTime ?? Record()
        return TableViewModel.Row(
          cells: [
            TableBuilder.rowHeader(
              player.name, href: context.router.href(from: page, to: .player(id: player.id))),
            TableBuilder.text(player.position.map(PlayerText.acronym) ?? ""),
          ] + TableBuilder.recordCells(record, points: record.points(rule)))
      })
    return PlayersViewModel(title: "Players", table: table)
  }
}
