/// Presents `sitemap.xml` (every page but the 404) and `robots.txt`, both from baseURL.
///
/// A sitemap may list 50,000 URLs; a larger site gets `sitemap-1.xml`, `sitemap-2.xml`, …
/// and `sitemap.xml` becomes the index of them.
struct SitemapPresenter {
  let context: PresentationContext

  /// The most URLs the sitemap protocol allows in one file.
  static let limit = 50_000

  /// The sitemap files, `sitemap.xml` first.
  func files(_ routes: [Route], limit: Int = Self.limit) -> [(path: String, text: String)] {
    parts(routes, limit: limit).map { ($0.path, $0.make()) }
  }

  /// A sitemap file, made only when asked: `key` covers what it lists (the addresses of
  /// its pages, from the site's base URL), so an unchanged part of a large site's sitemap
  /// is not made again.
  struct Part: Sendable {
    var path: String
    var key: RenderKey
    var make: @Sendable () -> String
  }

  /// The sitemap files as parts, `sitemap.xml` first; `seed` starts every key (the program).
  func parts(
    _ routes: [Route], limit: Int = Self.limit, seed: RenderKey = RenderKey(high: 0, low: 0)
  )
    -> [Part]
  {
    let pages = routes.filter { $0 != .notFound }
    let router = context.router
    @Sendable func part(_ path: String, _ routes: ArraySlice<Route>) -> Part {
      var hasher = StableHasher()
      hasher.combine(seed)
      hasher.combine(path)
      hasher.combine(router.baseURL.absoluteString)
      hasher.combine(routes.count)
      for route in routes { hasher.combine(router.sitePath(route)) }
      return Part(path: path, key: hasher.finalize()) { urlset(routes) }
    }
    guard pages.count > limit else { return [part("sitemap.xml", pages[...])] }
    let parts = stride(from: 0, to: pages.count, by: limit).map {
      pages[$0..<min($0 + limit, pages.count)]
    }
    var index =
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
    for number in 1...parts.count {
      index +=
        "<sitemap><loc>\(XMLText.escape(context.router.url(.file("sitemap-\(number).xml"))))</loc></sitemap>\n"
    }
    index += "</sitemapindex>\n"
    // The index is short: keyed by its own text.
    let made = index
    var indexKey = StableHasher()
    indexKey.combine(seed)
    indexKey.combine("sitemap index")
    indexKey.combine(made)
    // Each part's key hashes 50,000 addresses: the parts are keyed on every core.
    return [Part(path: "sitemap.xml", key: indexKey.finalize()) { made }]
      + Parallel.map(parts.count) { part("sitemap-\($0 + 1).xml", parts[$0]) }
  }

  private func urlset(_ routes: ArraySlice<Route>) -> String {
    var xml =
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
    xml.reserveCapacity(routes.count * 80 + 64)
    for route in routes {
      xml += "<url><loc>\(XMLText.escape(context.router.url(route)))</loc></url>\n"
    }
    xml += "</urlset>\n"
    return xml
  }

  func robots() -> String {
    "User-agent: *\nAllow: /\n\nSitemap: \(context.router.url(.file("sitemap.xml")))\n"
  }
}
