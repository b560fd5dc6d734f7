import Testing

@testable import GatherSiteCore

@Suite struct PairCountTests {
  /// The 32-bit counts of a pair overflowed past 21 million games of 100 goals (the build
  /// stopped); they now stop at `Int32.max`, and a record too large for them is clamped
  /// rather than cut to its low bits.
  @Test func countsStopAtTheirLargestValue() {
    var count = PairCount(
      Record(
        played: Int(Int32.max), won: Int(Int32.max) - 1, drawn: 0, lost: 0,
        goalsFor: Int(Int32.max) - 50, goalsAgainst: 1 << 40))
    #expect(count.goalsAgainst == Int32.max)
    count.add(.win, goals: (100, 3))
    #expect(count.played == Int32.max && count.won == Int32.max)
    #expect(count.goalsFor == Int32.max && count.goalsAgainst == Int32.max)
    count.add(.draw, goals: (0, 0))
    #expect(count.drawn == 1 && count.played == Int32.max)
  }
}
