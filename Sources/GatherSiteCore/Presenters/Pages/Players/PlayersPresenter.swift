/// Presents every player, by name, with position and all-time record.
struct PlayersPresenter {
  let context: PresentationContext

  func viewModel() -> PlayersViewModel {
    let page = Route.players
    let config = context.config
    let wording = context.wording
    let listed = context.league.playersByName.filter { context.facts.isListed($0.id) }
    let stats = listed.map { context.facts.players[$0.id] ?? PlayerStats(playerID: $0.id) }
    let records = stats.map(\.allTime)
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
      rows: zip(listed, stats).map { player, stats in
        TableViewModel.Row(
          cells: [
            TableBuilder.rowHeader(
              player.name, href: context.router.href(from: page, to: .player(id: player.id))),
            TableBuilder.text(player.position.map(context.players.acronym) ?? ""),
          ]
            + TableBuilder.recordCells(
              stats.allTime, points: config.allTimePoints(stats.allTime, seasons: stats.seasons),
              goals: goals, wording: wording))
      })
    return PlayersViewModel(title: wording[.playersTitle], table: table)
  }
}
