import Foundation
import Testing

@testable import GatherSiteCore
@testable import GatherSiteImport

@Suite struct CSVImportSettingsTests {
  @Test func theTimeZoneTheSidesAndTheGuests() {
    var diagnostics = Diagnostics()
    let settings = CSVImportSettings.read(
      "timeZone: Europe/Berlin\nteamNames: {a: Bibs, b: Shirts}\nguests: [99, 98]\ntitle: X\n",
      file: "Content/site.yml", into: &diagnostics)
    #expect(diagnostics.all.isEmpty)
    #expect(
      settings
        == CSVImportSettings(
          timeZone: TimeZone(identifier: "Europe/Berlin")!,
          teamNames: TeamNames(a: "Bibs", b: "Shirts"), guests: [98, 99]))
  }

  @Test func errorsStopTheImportAndNameTheFile() {
    var diagnostics = Diagnostics()
    _ = CSVImportSettings.read(
      "timeZone: Mars/Olympus\nnoSuchSetting: 1\n", file: "Content/site.yml", into: &diagnostics)
    #expect(
      diagnostics.all.map(\.description) == [
        "error: Content/site.yml:1:11: timeZone: \"Mars/Olympus\" is not an IANA time zone name (e.g. Europe/London)"
      ])
  }

  /// Side names that differ only in case or spaces at their ends are one side to a team
  /// column: an error, rather than every row of the second landing on the first (hostile
  /// input). Names a team cell tells apart are fine, outer spaces and all.
  @Test func sideNamesATeamColumnCannotTellApartAreAnError() {
    var diagnostics = Diagnostics()
    _ = CSVImportSettings.read(
      "teamNames: {a: Bibs, b: \" bibs \"}\n", file: "Content/site.yml", into: &diagnostics)
    #expect(
      diagnostics.all.map(\.description) == [
        "error: Content/site.yml: teamNames: \"Bibs\" and \"bibs\" are the same side to a spreadsheet's team column, which is read without case or spaces at the ends; give the sides names that differ in more than that"
      ])
    var fine = Diagnostics()
    let settings = CSVImportSettings.read(
      "teamNames: {a: \" Bibs\", b: Shirts}\n", file: "Content/site.yml", into: &fine)
    #expect(fine.all.isEmpty)
    #expect(CSVCell.side("bibs", teamNames: settings.teamNames) == .a)
    #expect(CSVCell.side(" SHIRTS ", teamNames: settings.teamNames) == .b)
  }

  @Test func aMissingFileIsTheDefaultsUnlessItWasAskedFor() throws {
    let missing = URL(fileURLWithPath: "/nonexistent/site.yml")
    var diagnostics = Diagnostics()
    #expect(CSVImportSettings.load(missing, required: false, into: &diagnostics) == .init())
    #expect(diagnostics.all.isEmpty)
    _ = CSVImportSettings.load(missing, required: true, into: &diagnostics)
    #expect(diagnostics.all.map(\.description) == ["error: /nonexistent/site.yml: not found"])
  }
}
