import GatherSiteCore
import Synchronization

/// What a build leaves in memory for the next build by the same `SiteBuilder`, as `serve`
/// makes them: the league of the last exports, and the facts and routes of the last site.
/// Each is given back only for the very inputs it was made from (the same bytes of the
/// exports; a site of the same digest), so a build that reuses them makes what a fresh
/// one would.
final class BuildMemory: Sendable {
  private struct Remembered {
    var exports: ContentLoader.Exports?
    var league: ContentLoader.LoadedLeague?
    var site: RenderKey?
    var presentation: PresentationContext?
  }

  private let remembered = Mutex(Remembered())

  /// The league of `exports`: the last one if the bytes are the same, else `make()`'s.
  func league(
    of exports: ContentLoader.Exports, _ make: () -> ContentLoader.LoadedLeague
  ) -> ContentLoader.LoadedLeague {
    if let league = remembered.withLock({ $0.exports == exports ? $0.league : nil }) {
      return league
    }
    let league = make()
    remembered.withLock {
      $0.exports = exports
      $0.league = league
    }
    return league
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
