import Testing

@testable import GatherSiteCore

/// What the page registry derives from its declarations.
@Suite struct PageRegistryTests {
  /// A custom page may not take the name of a folder or a page the site makes at its top.
  @Test func reservedNamesAreTheSitesOwnFoldersAndPages() {
    #expect(
      PageRegistry.reservedSegments == [
        "index", "matches", "players", "seasons", "results", "all-time", "ratings",
        "predictions", "pairs", "search", "cards", "photos", "data", "assets", "404",
      ])
  }

  /// The templates a theme must have: one a kind of HTML page, but the organiser's pages.
  @Test func everyKindOfPageButCustomOnesHasATemplate() {
    #expect(
      Set(PageRegistry.templates) == [
        "home", "match", "results", "player", "players", "season", "attendance", "all-time",
        "ratings", "predictions", "pairs", "search", "404",
      ])
  }
}
