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

  @Test func aMissingFileIsTheDefaultsUnlessItWasAskedFor() throws {
    let missing = URL(fileURLWithPath: "/nonexistent/site.yml")
    var diagnostics = Diagnostics()
    #expect(CSVImportSettings.load(missing, required: false, into: &diagnostics) == .init())
    #expect(diagnostics.all.isEmpty)
    _ = CSVImportSettings.load(missing, required: true, into: &diagnostics)
    #expect(diagnostics.all.map(\.description) == ["error: /nonexistent/site.yml: not found"])
  }
}
