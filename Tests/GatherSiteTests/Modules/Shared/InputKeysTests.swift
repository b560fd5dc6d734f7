import Foundation
import Testing

@testable import GatherSite

/// The fingerprints that pages keyed by their inputs are made from.
@Suite struct InputKeysTests {
  private func settingsKey(_ config: SiteConfig) -> RenderKey {
    var hasher = StableHasher()
    config.fingerprint(into: &hasher)
    return hasher.finalize()
  }

  @Test func everySettingChangesTheSettingsKey() {
    let changes: [(String, (inout SiteConfig) -> Void)] = [
      ("title", { $0.title = "Other" }),
      ("description", { $0.description = "Other" }),
      ("baseURL", { $0.baseURL = URL(string: "https://other.example.org/")! }),
      ("timeZone", { $0.timeZone = TimeZone(identifier: "Europe/Lisbon")! }),
      ("seasonStart", { $0.seasonStart = SeasonStart(month: 8, day: 1) }),
      ("points", { $0.points = PointsRule(win: 2, draw: 1, loss: 0) }),
      ("minimumGames", { $0.minimumGames += 1 }),
      ("minimumSharedGames", { $0.minimumSharedGames += 1 }),
      ("provisionalGames", { $0.provisionalGames += 1 }),
      ("upsetProbability", { $0.upsetProbability = 0.2 }),
      ("unsafeHTML", { $0.unsafeHTML.toggle() }),
    ]
    // A new setting must be added to `SiteConfig.fingerprint(into:)` and to this list.
    #expect(Mirror(reflecting: SiteConfig()).children.map(\.label) == changes.map(\.0))
    let original = settingsKey(SiteConfig())
    for (name, change) in changes {
      var config = SiteConfig()
      change(&config)
      #expect(settingsKey(config) != original, "\(name)")
    }
  }

  @Test func everyGatherAndPlayerHasItsOwnKey() {
    let context = TestSupport.fixtureContext()
    let keys = context.keys
    #expect(Set(keys.gathers).count == keys.gathers.count)
    let ids = [1, 2, 3, 4, 5, 6, 99]
    #expect(Set(ids.map(keys.player)).count == ids.count)
    // A deleted player (99) is keyed by its id alone, the same in every build.
    #expect(keys.player(99) == TestSupport.fixtureContext().keys.player(99))
  }
}
