import Foundation
import Testing

@testable import GatherSiteCore

@Suite struct ShareCardWarningsTests {
  private func warnings(_ change: (inout SiteInput) -> Void) -> [String] {
    var (input, _) = TestSupport.fixtureInput()
    change(&input)
    var diagnostics = Diagnostics()
    ShareCardWarnings.check(input, fonts: .installed, into: &diagnostics)
    return diagnostics.all.map(\.description)
  }

  /// A character in a private-use plane is in no font: the name is named, with the
  /// characters, and nothing is said of names every font has.
  @Test func aNameNoFontCoversIsReported() {
    let none = warnings { _ in }
    #expect(none.isEmpty)
    let found = warnings { input in input.league.players[3]?.name = "Cleo \u{10FFFD}\u{10FFFD}" }
    #expect(
      found == [
        "warning: data/players.json: players: player 3's shown name \"Cleo \u{10FFFD}\u{10FFFD}\" "
          + "has characters that no installed font has (U+10FFFD \u{10FFFD}), which share cards "
          + "would draw as boxes; install a font that has them (fonts-noto-cjk for Chinese, "
          + "Japanese and Korean)"
      ])
    // Not for a player who is not listed, nor when there are no cards.
    let unlisted = warnings { input in
      input.league.players[3]?.name = "\u{10FFFD}"
      input.config.unlisted = [3]
    }
    #expect(unlisted.isEmpty)
    let withoutCards = warnings { input in
      input.league.players[3]?.name = "\u{10FFFD}"
      input.config.shareCards = false
    }
    #expect(withoutCards.isEmpty)
  }

  @Test func theExampleAddressIsReported() {
    let found = warnings { input in input.config.baseURL = URL(string: SiteConfig.exampleBaseURL)! }
    #expect(
      found == [
        "warning: site.yml: baseURL: \"https://example.org/\" is the example address; set the "
          + "site's own, which feeds, the sitemap and link previews in chats need"
      ])
  }

  /// Latin, Greek, Cyrillic and Arabic names are drawn with the fonts the tests install.
  @Test func theFontsCoverEuropeanAndArabicNames() {
    #expect(FontCoverage.installed.missing(in: "Zoë Ζωή Марина محمد Wiśniewski").isEmpty)
    #expect(!FontCoverage.installed.files.isEmpty)
  }
}
