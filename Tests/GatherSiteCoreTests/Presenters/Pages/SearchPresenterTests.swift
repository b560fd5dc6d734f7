import Testing

@testable import GatherSiteCore

@Suite struct SearchPresenterTests {
  let context = TestSupport.fixtureContext()

  /// What a reader sees before typing, and where the page's scripts and links lead.
  @Test func offersTheFieldAndThePlayersListWithoutJavaScript() {
    let search = SearchPresenter(context: context).viewModel()
    #expect(search.title == "Search")
    #expect(search.label == "Search the site")
    #expect(search.placeholder == "A name, a date or a score")
    #expect(search.noScript == "Search needs JavaScript, which this browser is not running.")
    #expect(search.playersLink.text == "Find a player on the players list")
    #expect(search.playersLink.href == "../players/index.html")
    #expect(search.indexHref == "../search/index.js")
    #expect(search.scriptHref == "../assets/search.js")
    #expect(search.rootHref == "../")
    #expect(search.shownOf == "{shown} of {count}")
  }
}
