/// Presents the partnerships and rivalries with the most games (`PlayerPairs`).
struct PairsPresenter {
  /// How many pairs of each kind the page lists.
  static let listed = 50

  let context: PresentationContext

  func viewModel() -> PairsViewModel {
    let wording = context.wording
    let pairs = context.facts.pairs
    let minimum = max(context.config.minimumSharedGames, 1)
    return PairsViewModel(
      title: wording[.pairsTitle],
      intro: wording.count(.pairsIntro, Self.listed),
      partnerships: table(
        PlayerPairs.mostPlayed(pairs.partnerships, count: Self.listed),
        caption: wording[.pairsPartnerships], className: "partnerships",
        other: wording[.columnsWith]),
      rivalries: table(
        PlayerPairs.mostPlayed(pairs.rivalries, count: Self.listed),
        caption: wording[.pairsRivalries], className: "rivalries",
        other: wording[.columnsAgainst]),
      dataNote: wording.count(.pairsDataNote, minimum),
      dataHref: context.router.href(from: .pairs, to: .data(.pairs)))
  }

  /// Player, other player, then games, W, D, L and win share from the first player's side.
  private func table(_ pairs: [PlayerPair], caption: String, className: String, other: String)
    -> TableViewModel
  {
    let wording = context.wording
    return TableViewModel(
      caption: caption, className: "pairs \(className)", wording: wording,
      columns: [
        TableBuilder.column(wording, .columnsPlayer, numeric: false),
        TableViewModel.Column(label: other, title: other, numeric: false),
      ]
        // Games and the win share always; W, D and L where there is room.
        + TableBuilder.recordColumns(wording, goals: false).prefix(4).enumerated().map {
          $0.offset == 0 ? $0.element : $0.element.with(priority: .wide)
        }
        + [TableBuilder.column(wording, .columnsWinShare, .columnsWinShareLong, numeric: true)],
      rows: pairs.map { pair in
        let first = context.playerLink(pair.first, from: .pairs)
        let second = context.playerLink(pair.second, from: .pairs)
        let record = pair.record
        return TableViewModel.Row(cells: [
          TableBuilder.rowHeader(first.text, href: first.href),
          TableViewModel.Cell(
            text: second.text, href: second.href, numeric: false, header: false, className: nil),
          TableBuilder.number(record.played), TableBuilder.number(record.won),
          TableBuilder.number(record.drawn), TableBuilder.number(record.lost),
          TableBuilder.text(wording.percent(record.winRate), numeric: true),
        ])
      })
  }
}
