/// Presents the results archive: seasons newest first, then the undated gathers.
struct ResultsPresenter {
  /// How many matches the archive lists in full before it links the earlier seasons to
  /// their pages instead; the newest season is always listed in full.
  static let listedMatches = 500

  let context: PresentationContext
  var listedMatches = Self.listedMatches

  func viewModel() -> ResultsViewModel {
    let page = Route.results
    let wording = context.wording
    var groups: [ResultsViewModel.Group] = []
    var earlier: [ResultsViewModel.SeasonLink] = []
    var listed = 0
    for season in context.facts.seasons.reversed() {
      let indices = context.facts.gatherIndices(in: season)
      let href = context.router.href(from: page, to: .season(season))
      if groups.isEmpty || (earlier.isEmpty && listed + indices.count <= listedMatches) {
        listed += indices.count
        let name = wording(.seasonName, ("name", season.name))
        groups.append(
          ResultsViewModel.Group(
            heading: name, href: href,
            table: TableBuilder.matches(
              indices.reversed(), caption: name, context: context, from: page)
          ))
      } else {
        earlier.append(
          ResultsViewModel.SeasonLink(
            text: wording(.seasonName, ("name", season.name)), href: href,
            matches: wording.count(.countMatches, indices.count)))
      }
    }
    let undated = context.facts.gatherIndices(in: nil)
    return ResultsViewModel(
      title: wording[.resultsTitle], groups: groups, earlier: earlier, hasEarlier: !earlier.isEmpty,
      undated: undated.isEmpty
        ? nil
        : ResultsViewModel.Group(
          heading: wording[.resultsUndated], href: nil,
          table: TableBuilder.matches(
            undated, caption: wording[.resultsUndatedMatches], context: context, from: page)))
  }
}
