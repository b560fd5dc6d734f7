import Testing

@testable import GatherSiteCore
@testable import GatherSiteImport

@Suite struct MatchIDTests {
  /// The ids of imported matches are published in paths and tie write-ups to matches: they
  /// must never change, so one is written out here.
  @Test func theIdOfADayAndALabelNeverChanges() {
    #expect(
      MatchID.id(day: "2024-03-23", label: "1") == "3B24E8C5-7278-822B-A4E2-BFF09C59D789")
    #expect(MatchID.id(day: "2024-03-02", label: "") == "7BDB4EAB-5990-8F06-A866-3E0F7AA2D032")
  }

  @Test func differentDaysOrLabelsHaveDifferentIds() {
    let ids = [
      MatchID.id(day: "2024-03-23", label: ""), MatchID.id(day: "2024-03-23", label: "1"),
      MatchID.id(day: "2024-03-23", label: "2"), MatchID.id(day: "2024-03-24", label: ""),
      // The texts cannot run together.
      MatchID.id(day: "2024-03-2", label: "31"),
    ]
    #expect(Set(ids).count == ids.count)
  }

  @Test func anIdIsAnUpperCaseUUIDOfVersion8() {
    let id = MatchID.id(day: "2024-05-12", label: "late")
    let groups = id.split(separator: "-")
    #expect(groups.map(\.count) == [8, 4, 4, 4, 12])
    #expect(id.allSatisfy { $0 == "-" || $0.isNumber || ("A"..."F").contains($0) })
    #expect(groups[2].first == "8")
    #expect("89AB".contains(groups[3].first!))
  }
}
