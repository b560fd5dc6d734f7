/// Presents every player, by name, with position and all-time record.
struct PlayersPresenter {
  let context: PresentationContext

  func viewModel() -> PlayersViewModel {
    let page = Route.players
    let rule = context.config.points
    let wording = context.wording
    let table = TableViewModel(
      caption: wording[.playersCaption], className: "players", wording: wording,
      columns: TableBuilder.columns(
        [
          TableBuilder.column(wording, .columnsPlayer, numeric: false),
          TableBuilder.column(
            wording, .columnsPlayerPosition, .columnsPlayerPositionLong, numeric: false),
        ] + TableBuilder.recordColumns(wording) + TableBuilder.pointsColumns(wording)),
      rows: context.league.playersByName.filter { context.facts.isListed($0.id) }.map { player in
        let record = context.facts.players[player.id]?.allTime ?? Record()
        return TableViewModel.Row(
          cells: [
            TableBuilder.rowHeader(
              player.name, href: context.router.href(from: page, to: .player(id: player.id))),
            TableBuilder.text(player.position.map(context.players.acronym) ?? ""),
          ] + TableBuilder.recordCells(record, points: record.points(rule), wording: wording))
      })
    return PlayersViewModel(title: wording[.playersTitle], table: table)
  }
}
