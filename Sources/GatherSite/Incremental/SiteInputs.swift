import GatherSiteCore

/// What the files of a site are made from, as digests: the site itself, and each of the
/// organiser's Markdown files.
///
/// The site is everything a page or a document can read besides the organiser's Markdown:
/// the program and the theme's templates (the seed), the exports as loaded, the settings,
/// the organiser's pages without their Markdown (their names, titles and menu places), the
/// static files' names, and the match details of the write-ups' front matter (a photo's
/// size and the digest of its bytes among them). Presenters read a page's or a write-up's
/// Markdown only through `OrganiserContent`, which notes each read; so a file is what the
/// last build made when the site and the Markdown files it read are what they were then.
struct SiteInputs: Sendable {
  /// The digest of the site.
  let site: RenderKey
  /// The digest of each Markdown file there is.
  private let files: [ContentSource: RenderKey]

  /// Everything the loader produced is encoded, so that nothing it reads can be left out:
  /// the league as the exports give it (the settings decide how its names are shown).
  private struct Site: Encodable {
    var league: RenderKey
    var config: SiteConfig
    var pages: [ContentPage]
    var staticFiles: [String]
    /// The match details of the write-ups, by gather index: they feed tables and awards.
    var details: [Detail]
  }

  /// One match's details, with its index.
  private struct Detail: Encodable {
    var index: Int
    var details: MatchDetails
  }

  /// The digest of a league as loaded from the exports, before the settings' name rule.
  static func key(of league: League) -> RenderKey {
    KeyEncoder.key(of: league, seed: RenderKey(high: 0, low: 0))
  }

  /// `league` is the key of the league as loaded (`key(of:)`).
  init(_ input: SiteInput, league: RenderKey, seed: RenderKey) {
    let headings = input.pages.map(\.heading)
    site = KeyEncoder.key(
      of: Site(
        league: league, config: input.config, pages: headings,
        staticFiles: input.staticFiles.keys.sorted(),
        details: input.league.details.keys.sorted().map {
          Detail(index: $0, details: input.league.details[$0]!)
        }),
      seed: seed)
    var files: [ContentSource: RenderKey] = [:]
    let none = RenderKey(high: 0, low: 0)
    for (index, writeUp) in input.writeUps {
      files[.writeUp(index: index)] = KeyEncoder.key(of: writeUp, seed: none)
    }
    for page in input.pages where files[.page(name: page.name)] == nil {
      files[.page(name: page.name)] = KeyEncoder.key(of: page, seed: none)
    }
    self.files = files
  }

  /// The same inputs, with `texts` (what else the build decided before presenting, such as
  /// which match photos have a reduced copy) in the site's digest; the same when `texts` is
  /// empty.
  func including(_ texts: [String]) -> SiteInputs {
    guard !texts.isEmpty else { return self }
    var hasher = KeyHasher()
    hasher.combine(site)
    hasher.combine(UInt64(texts.count))
    for text in texts { hasher.combine(text) }
    return SiteInputs(site: hasher.finalize(), files: files)
  }

  private init(site: RenderKey, files: [ContentSource: RenderKey]) {
    self.site = site
    self.files = files
  }

  /// The digest of the site and of the Markdown files `sources`, in that order (a file
  /// that does not exist counts as such).
  func digest(_ sources: [ContentSource]) -> RenderKey {
    var hasher = KeyHasher()
    hasher.combine(site)
    for source in sources {
      switch source {
      case .writeUp(let index):
        hasher.combine(1 as UInt64)
        hasher.combine(UInt64(truncatingIfNeeded: index))
      case .page(let name):
        hasher.combine(2 as UInt64)
        hasher.combine(name)
      }
      if let file = files[source] {
        hasher.combine(true)
        hasher.combine(file)
      } else {
        hasher.combine(false)
      }
    }
    return hasher.finalize()
  }
}
