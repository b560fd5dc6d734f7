import Testing

@testable import GatherSiteCore
@testable import GatherSiteImport

@Suite struct WriteUpDetailsTests {
  @Test func countsByAscendingIdWithoutZeros() {
    #expect(WriteUpDetails.counts([12: 2, 7: 1, 100: 1, 3: 0]) == "{7: 1, 12: 2, 100: 1}")
    #expect(WriteUpDetails.counts([4: 0]) == nil)
    #expect(WriteUpDetails.counts([:]) == nil)
  }

  @Test func onePlayerOrAList() {
    #expect(WriteUpDetails.players([12]) == "12")
    #expect(WriteUpDetails.players([12, 4, 30]) == "[4, 12, 30]")
    #expect(WriteUpDetails.players([]) == nil)
  }

  /// The keys in the order they are set; a key without a value is one to remove.
  @Test func keysInOrderAndWhetherAnyHasAValue() {
    var details = WriteUpDetails()
    details.setScorers([:])
    details.setPlayerOfTheMatch([])
    #expect(details.keys.map(\.name) == ["scorers", "playerOfTheMatch"])
    #expect(!details.hasValues)
    details.setAssists([2: 1])
    #expect(details.hasValues)
    #expect(details.keys.last == WriteUpDetails.Key(name: "assists", value: "{2: 1}"))
  }
}
