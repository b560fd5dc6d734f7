/// Presents `sitemap.xml` (every page but the 404) and `robots.txt`, both from baseURL.
///
/// A sitemap may list 50,000 URLs; a larger site gets `sitemap-1.xml`, `sitemap-2.xml`, …
/// and `sitemap.xml` becomes the index of them.
public struct SitemapPresenter: Sendable {
  let context: PresentationContext

  public init(context: PresentationContext) {
    self.context = context
  }

  /// The most URLs the sitemap protocol allows in one file.
  public static let limit = 50_000

  /// The sitemap's files for `count` pages: `sitemap.xml`, then its numbered parts when
  /// they are more than one file holds.
  public static func files(count: Int, limit: Int = Self.limit) -> [Route] {
    guard count > limit else { return [.sitemap(part: nil)] }
    return [.sitemap(part: nil)] + (1...(count + limit - 1) / limit).map { .sitemap(part: $0) }
  }

  /// The sitemap file at `route` (see `files`), listing `pages`.
  public func text(_ route: Route, pages: [Route], limit: Int = Self.limit) -> String {
    guard pages.count > limit else { return urlset(pages[...]) }
    guard case .sitemap(let part?) = route else {
      var index =
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
      for number in 1...(pages.count + limit - 1) / limit {
        index +=
          "<sitemap><loc>\(XMLText.escape(context.router.url(.sitemap(part: number))))</loc></sitemap>\n"
      }
      return index + "</sitemapindex>\n"
    }
    let start = (part - 1) * limit
    return urlset(pages[start..<min(start + limit, pages.count)])
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

  /// `robots.txt`: every page may be crawled (so that a crawler reads a page's `noindex`),
  /// and the sitemap is named unless the site asks not to be indexed.
  public func robots() -> String {
    // A PDF cannot ask not to be indexed, as a page does: the season books are kept out.
    guard !context.config.noindex else {
      return "User-agent: *\nAllow: /\n" + (context.config.seasonBooks ? "Disallow: /*.pdf$\n" : "")
    }
    return "User-agent: *\nAllow: /\n\nSitemap: \(context.router.url(.sitemap(part: nil)))\n"
  }
}
