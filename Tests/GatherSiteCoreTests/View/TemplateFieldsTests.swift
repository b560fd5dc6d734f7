import Testing

@testable import GatherSiteCore

/// Every stored property of a view model must be readable by templates.
@Suite struct TemplateFieldsTests {
  private func check<T: TemplateData>(_ value: T) {
    let stored = Set(Mirror(reflecting: value).children.compactMap(\.label))
    #expect(stored == Set(T.templateFields), "\(T.self)")
    // `templateValues` lists the same values as `child(named:)`, in the order of the names.
    let values = value.templateValues
    #expect(values.count == T.templateFields.count, "\(T.self)")
    for (name, listed) in zip(T.templateFields, values) {
      #expect(
        String(describing: listed) == String(describing: value.child(named: name)),
        "\(T.self).\(name)")
    }
  }

  @Test func everyStoredPropertyIsListed() throws {
    let context = TestSupport.fixtureContext()
    let match = MatchPresenter(context: context).viewModel(index: 1)
    check(match)
    check(match.teams[0])
    let player = PlayerPresenter(context: context).viewModel(id: 1)
    check(player)
    let chart = try #require(player.chart)
    check(chart)
    check(chart.xTicks[0])
    check(player.record)
    check(player.record.columns[0])
    check(player.record.rows[0])
    check(player.record.rows[0].cells[0])
    check(player.facts[0])
    let season = SeasonPresenter(context: context).viewModel(
      Season(startYear: 2024, spansNewYear: false))
    check(season)
    check(season.awards[0])
    check(try #require(season.previous))
    let results = ResultsPresenter(context: context).viewModel()
    check(results)
    check(results.groups[0])
    check(HomePresenter(context: context).viewModel())
    check(PlayersPresenter(context: context).viewModel())
    check(AllTimePresenter(context: context).viewModel())
    check(RatingsPresenter(context: context).viewModel())
    check(NotFoundViewModel(title: "", homeHref: "", resultsHref: "", playersHref: ""))
  }
}
