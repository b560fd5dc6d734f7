import Testing

@testable import GatherSiteCore

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
}
