/// What the HTML layout wraps around every page's content.
struct LayoutViewModel: Sendable, Encodable {
  /// An entry of the site navigation.
  struct NavItem: Sendable, Encodable {
    var text: String
    var href: String
    var current: Bool
  }

  var siteTitle: String
  var title: String
  /// The page's own title, for Open Graph and Twitter cards.
  var pageTitle: String
  var description: String
  var canonicalURL: String
  var stylesheetHref: String
  var faviconHref: String
  var feedHref: String
  var homeHref: String
  var navigation: [NavItem]
  /// The page's HTML, already rendered.
  var content: String
  /// The organiser's write-up as HTML, shown under the page's facts.
  var writeUp: String?
  /// The write-up's own title, or "Match report".
  var writeUpTitle: String
  var previous: LinkViewModel?
  var next: LinkViewModel?
  var hasPager: Bool
  var generator: String
}
