import Testing

@testable import GatherSiteCore
@testable import GatherSiteImport

@Suite struct CSVColumnsTests {
  private func recognise(_ header: [String]) -> (CSVColumns?, [String]) {
    var diagnostics = Diagnostics()
    let columns = CSVColumns.recognise(header, file: "m.csv", into: &diagnostics)
    return (columns, diagnostics.all.map(\.description))
  }

  @Test func aRowPerPlayerInAnyOrderAndCase() throws {
    let (columns, messages) = recognise(["Team", " PLAYER ", "Score", "Date", "match", "Winner"])
    let found = try #require(columns)
    #expect(messages.isEmpty)
    #expect(found.layout == .perPlayer)
    #expect(
      found.positions == [.team: 0, .player: 1, .score: 2, .date: 3, .match: 4, .winner: 5])
    #expect(found.location(row: 7, .date) == "row 7, column D (Date)")
    #expect(found.cell(.player, in: ["A", "  Ana \n"]) == "Ana")
    #expect(found.cell(.date, in: ["A", "Ana"]) == "")
  }

  @Test func aRowPerMatch() throws {
    let (columns, messages) = recognise(["date", "Team A", "team-b"])
    #expect(messages.isEmpty)
    #expect(columns?.layout == .perMatch)
    #expect(columns?.positions == [.date: 0, .teamA: 1, .teamB: 2])
  }

  @Test func anUnknownColumnIsAWarningNamingIt() {
    let (columns, messages) = recognise(["date", "player", "team", "Notes", ""])
    #expect(columns?.layout == .perPlayer)
    #expect(
      messages == [
        "warning: m.csv: row 1, column D (Notes): unknown column; ignored (the columns read are date, team, player, team_a, team_b, score, winner, match, goals, assists, playerOfTheMatch)"
      ])
  }

  /// The details of a row per player, however the header spells them.
  @Test func theDetailsColumnsInAnySpelling() throws {
    for heading in [
      "playerOfTheMatch", "Player of the match", "player_of_the_match", "PLAYER-OF-THE-MATCH",
    ] {
      let (columns, messages) = recognise(["date", "player", "team", "Goals", " assists ", heading])
      let found = try #require(columns, "\(heading)")
      #expect(messages.isEmpty)
      #expect(found.positions[.goals] == 3)
      #expect(found.positions[.assists] == 4)
      #expect(found.positions[.playerOfTheMatch] == 5)
      #expect(found.details == [.goals, .assists, .playerOfTheMatch])
    }
    #expect(recognise(["date", "player", "team", "assists"]).0?.details == [.assists])
    #expect(recognise(["date", "player", "team"]).0?.details == [])
  }

  /// A row per match names no player on a row, so its details columns are warnings, and
  /// ignored.
  @Test func detailsInARowPerMatchAreIgnored() throws {
    let (columns, messages) = recognise([
      "date", "team_a", "team_b", "goals", "MVP", "Player of the match",
    ])
    let found = try #require(columns)
    #expect(found.details.isEmpty)
    #expect(found.positions[.goals] == nil)
    #expect(
      messages == [
        "warning: m.csv: row 1, column E (MVP): unknown column; ignored (the columns read are date, team, player, team_a, team_b, score, winner, match, goals, assists, playerOfTheMatch)",
        "warning: m.csv: row 1, column D (goals): is read only with a row per player (date, team, player); ignored",
        "warning: m.csv: row 1, column F (Player of the match): is read only with a row per player (date, team, player); ignored",
      ])
  }

  @Test func aHeaderOfNeitherLayoutSaysWhatEachNeeds() {
    let (columns, messages) = recognise(["Datum", "Spieler"])
    #expect(columns == nil)
    #expect(
      messages.last
        == "error: m.csv: row 1: is not a header of matches (found \"Datum\", \"Spieler\"): one row per player needs the columns date, team and player; one row per match needs date, team_a and team_b"
    )
  }

  @Test func aHeaderWithoutARequiredColumnNamesIt() {
    #expect(
      recognise(["player", "team"]).1 == [
        "error: m.csv: row 1: has no column date: one row per player needs the columns date, team and player"
      ])
    #expect(
      recognise(["team_a"]).1 == [
        "error: m.csv: row 1: has no column date and no column team_b: one row per match needs the columns date, team_a and team_b"
      ])
  }

  @Test func aHeaderOfBothLayoutsOrWithAColumnTwiceIsAnError() {
    #expect(
      recognise(["date", "player", "team", "team_a", "team_b"]).1 == [
        "error: m.csv: row 1: has columns of both layouts (team or player, and team_a or team_b): one row per player needs the columns date, team and player; one row per match needs date, team_a and team_b"
      ])
    let (columns, messages) = recognise(["date", "player", "team", "Date"])
    #expect(columns == nil)
    #expect(messages == ["error: m.csv: row 1, column D (Date): is already column A; give it once"])
  }

  @Test func columnLettersAreTheSpreadsheets() {
    #expect(
      [0, 1, 25, 26, 27, 51, 52, 701, 702].map(CSVColumns.letters) == [
        "A", "B", "Z", "AA", "AB", "AZ", "BA", "ZZ", "AAA",
      ])
  }
}
