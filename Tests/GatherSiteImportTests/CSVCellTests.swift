import Testing

@testable import GatherSiteCore
@testable import GatherSiteImport

@Suite struct CSVCellTests {
  let names = TeamNames(a: "Bibs", b: "Non-bibs")

  @Test func everyFormOfAScore() {
    for text in ["3-2", "3:2", "3 x 2", "3x2", "3X2", "3 – 2", " 3 - 2 "] {
      #expect(CSVCell.score(text) == Score(teamA: 3, teamB: 2), "\(text)")
    }
    #expect(CSVCell.score("0-10") == Score(teamA: 0, teamB: 10))
  }

  @Test func whatIsNotAScoreIsNil() {
    for text in ["", "3", "3-", "-2", "3-x", "3-2-1", "3.5-2", "three-two", "1234567-1", "3 2"] {
      #expect(CSVCell.score(text) == nil, "\(text)")
    }
  }

  @Test func sidesAreAOrBOrTheSitesNamesInAnyCase() {
    for text in ["A", "a", "Team A", "team a", "Bibs", "BIBS"] {
      #expect(CSVCell.side(text, teamNames: names) == .a, "\(text)")
    }
    for text in ["B", "b", "TEAM B", "Non-bibs", "non-BIBS"] {
      #expect(CSVCell.side(text, teamNames: names) == .b, "\(text)")
    }
    for text in ["", "C", "Bib", "Team", "AB"] {
      #expect(CSVCell.side(text, teamNames: names) == nil, "\(text)")
    }
    #expect(CSVCell.side("Bibs", teamNames: nil) == nil)
  }

  @Test func winnersAreASideOrADraw() {
    #expect(CSVCell.winner("A", teamNames: nil) == .teamAWon)
    #expect(CSVCell.winner("non-bibs", teamNames: names) == .teamBWon)
    #expect(CSVCell.winner("Draw", teamNames: nil) == .draw)
    #expect(CSVCell.winner("None", teamNames: nil) == .draw)
    #expect(CSVCell.winner("tie", teamNames: nil) == nil)
  }

  @Test func namesAreSplitBySemicolonsAndLineBreaks() {
    #expect(CSVCell.names("Ana; Ben;;Smith, John") == ["Ana", "Ben", "Smith, John"])
    #expect(CSVCell.names("Ana\r\nBen\n\n Zoë \n") == ["Ana", "Ben", "Zoë"])
    #expect(CSVCell.names("  ") == [])
  }

  @Test func countsAreWholeNumbersFrom0To100() {
    #expect(["0", "1", "07", "100"].map(CSVCell.count) == [0, 1, 7, 100])
    for text in ["", "-1", "+1", "1.0", "1.5", "two", "101", "1000", "١", "1 2"] {
      #expect(CSVCell.count(text) == nil, "\(text)")
    }
  }

  /// Yes in any case as a spreadsheet writes it (a ticked checkbox is TRUE), no likewise;
  /// anything else is neither.
  @Test func yesOrNo() {
    for text in ["yes", "YES", "y", "Y", "1", "true", "TRUE", "x", "X", "✓", "✔"] {
      #expect(CSVCell.yesOrNo(text) == true, "\(text)")
    }
    for text in ["no", "No", "n", "0", "false", "FALSE"] {
      #expect(CSVCell.yesOrNo(text) == false, "\(text)")
    }
    for text in ["", "maybe", "2", "yes!", "ja", "-"] {
      #expect(CSVCell.yesOrNo(text) == nil, "\(text)")
    }
  }
}
