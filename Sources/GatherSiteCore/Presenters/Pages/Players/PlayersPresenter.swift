/// Presents every player, by name, with position and all-time record.
struct PlayersPresenter {
  let context: PresentationContext

  func viewModel() -> PlayersViewModel {
    let page = Route.players
    let rule = context.config.points
    let wording = context.wording
    let listed = context.league.playersByName.filter { context.facts.isListed($0.id) }
    let records = listed.map { context.facts.players[$0.id]?.allTime ?? Record() }
    // Goal columns only when some listed player's matches had a score.
    let goals = records.contains { $0.recordsGoals }
    let table = TableViewModel(
      caption: wording[.playersCaption], className: "players", wording: wording,
      columns: [
        TableBuilder.column(wording, .columnsPlayer, numeric: false),
        TableBuilder.column(
          wording, .columnsPlayerPosition, .columnsPlayerPositionLong, numeric: false,
          priority: .wide),
      ] + TableBuilder.recordColumns(wording, goals: goals),
      rows: zip(listed, records).map { player, record in
        TableViewModel.Row(
          cells: [
            TableBuilder.rowHeader(
              player.name, href: context.router.href(from: page, to: .player(id: player.id))),
            TableBuilder.text(player.position.map(context.players.acronym) ?? ""),
          ]
            + TableBuilder.recordCells(
              record, points: record.points(rule), goals: goals, wording: wording))
      })
    return PlayersViewModel(title: wording[.playersTitle], table: table)
  }
}
