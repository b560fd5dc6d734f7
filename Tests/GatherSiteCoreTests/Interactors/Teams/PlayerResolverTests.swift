import Testing

@testable import GatherSiteCore

@Suite struct PlayerResolverTests {
  let resolver = PlayerResolver(players: [
    Player(id: 1, name: "Zoë Martin"), Player(id: 2, name: "Ana Lima"),
    Player(id: 3, name: "Ana Martin"),
    Player(id: 4, name: "Ana"),
  ])

  @Test func idsNamesAndPrefixes() throws {
    #expect(try resolver.resolve("2").get().name == "Ana Lima")
    #expect(try resolver.resolve("zoe").get().id == 1)
    #expect(try resolver.resolve("ana l").get().id == 2)
    // An exact name wins over the names it starts.
    #expect(try resolver.resolve("ana").get().id == 4)
  }

  @Test func unknownAmbiguousAndRepeatedNamesAreErrors() {
    #expect(throws: PlayerResolver.Failure.unknown("Bob")) { try resolver.resolve("Bob").get() }
    guard case .failure(let ambiguous) = resolver.resolve("an") else {
      Issue.record("an ambiguous prefix was accepted")
      return
    }
    #expect(
      ambiguous.description
        == #""an" could be Ana (#4), Ana Lima (#2), Ana Martin (#3); type more of the name or use the id"#
    )
    #expect(throws: PlayerResolver.Failure.repeated("Ana Lima (#2)")) {
      try resolver.resolve(["2", "Ana L"]).get()
    }
  }
}
