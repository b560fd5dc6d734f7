import GatherSiteCore
import Synchronization

/// What a build leaves in memory for the next build by the same `SiteBuilder`, as `serve`
/// makes them: the league of the last exports and its digest, and the facts and routes of
/// the last site.
/// Each is given back only for the very inputs it was made from (the same bytes of the
/// exports, read with the same guests and time zone; a site of the same digest), so a build that reuses them makes what a fresh
/// one would.
final class BuildMemory: Sendable {
  private struct Remembered {
    var exports: ContentLoader.Exports?
    var league: ContentLoader.LoadedLeague?
    /// The digest of `league` as loaded (`SiteInputs.key(of:)`).
    var leagueKey: RenderKey?
    var site: RenderKey?
    var presentation: PresentationContext?
  }

  private let remembered = Mutex(Remembered())

  /// The league of `exports` and its digest: the last ones if the bytes, guests and time
  /// zone are the same, else `make()`'s.
  func league(
    of exports: ContentLoader.Exports, _ make: () -> ContentLoader.LoadedLeague
  ) -> (league: ContentLoader.LoadedLeague, key: RenderKey) {
    let last = remembered.withLock { last in
      last.exports == exports
        ? last.league.flatMap { league in last.leagueKey.map { (league, $0) } }
        : nil
    }
    if let last { return last }
    let league = make()
    let key = SiteInputs.key(of: league.league)
    remembered.withLock {
      $0.exports = exports
      $0.league = league
      $0.leagueKey = key
    }
    return (league, key)
  }

  /// The facts and routes of the site of digest `site`: the last ones if the digest is the
  /// same, else `make()`'s.
  func presentation(
    site: RenderKey, _ make: () async -> PresentationContext
  ) async -> PresentationContext {
    if let presentation = remembered.withLock({ $0.site == site ? $0.presentation : nil }) {
      return presentation
    }
    let presentation = await make()
    remembered.withLock {
      $0.site = site
      $0.presentation = presentation
    }
    return presentation
  }
}
