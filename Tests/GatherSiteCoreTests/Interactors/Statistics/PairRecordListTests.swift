import Testing

@testable import GatherSiteCore

@Suite struct PairRecordListTests {
  let list = PairRecordList(
    sortedKeys: [2, 5, 9, 14],
    records: [1, 2, 3, 4].map {
      Record(played: $0, won: $0, drawn: 0, lost: 0, goalsFor: $0, goalsAgainst: 0)
    })

  @Test func findsEachPlayersRecordByID() {
    #expect(list[2]?.played == 1)
    #expect(list[5]?.played == 2)
    #expect(list[9]?.played == 3)
    #expect(list[14]?.played == 4)
  }

  @Test func aPlayerNeverMetHasNoRecord() {
    for id in [-1, 0, 1, 3, 8, 10, 15, 1000] { #expect(list[id] == nil) }
    #expect(PairRecordList()[2] == nil)
    #expect(PairRecordList().isEmpty)
  }

  @Test func iteratesInIDOrder() {
    #expect(list.map(\.0) == [2, 5, 9, 14])
    #expect(list.map(\.1.played) == [1, 2, 3, 4])
    #expect(list.count == 4)
  }
}
