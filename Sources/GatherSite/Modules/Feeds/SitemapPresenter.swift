/// Presents `sitemap.xml` (every page but the 404) and `robots.txt`, both from baseURL.
struct SitemapPresenter {
  let context: PresentationContext

  func sitemap(_ routes: [Route]) -> String {
    var xml =
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
    for route in routes where route != .notFound {
      xml += "<url><loc>\(XMLText.escape(context.router.url(route)))</loc></url>\n"
    }
    return xml + "</urlset>\n"
  }

  func robots() -> String {
    "User-agent: *\nAllow: /\n\nSitemap: \(context.router.url(.file("sitemap.xml")))\n"
  }
}
