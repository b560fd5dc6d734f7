/// What the HTML layout wraps around every page's content.
package struct LayoutViewModel: Sendable, Encodable {
  /// An entry of the site navigation.
  struct NavItem: Sendable, Encodable {
    var text: String
    var href: String
    var current: Bool
  }

  /// The language's BCP 47 tag, for `lang`.
  var language: String
  /// "en_GB", for `og:locale`.
  var openGraphLocale: String
  /// Whether the page asks search engines not to index it.
  var noindex: Bool
  var siteTitle: String
  var title: String
  /// The page's own title, for Open Graph and Twitter cards.
  var pageTitle: String
  var description: String
  var canonicalURL: String
  var stylesheetHref: String
  var faviconHref: String
  var feedHref: String
  /// "Wednesday Night Football: results": the feed's link title.
  var feedTitle: String
  var homeHref: String
  var navigation: [NavItem]
  /// The page's HTML, already rendered: all of it, or what comes before the write-up when
  /// the page template places it (`setContent`).
  package var content: String
  /// The organiser's write-up as HTML, shown under the page's facts.
  package var writeUp: String?
  /// The page's HTML after the write-up, when the page template places the write-up (a
  /// match page: the score board, the write-up, then the line-ups).
  package var contentAfterWriteUp: String?
  /// The write-up's own title, or "Match report".
  var writeUpTitle: String
  var previous: LinkViewModel?
  var next: LinkViewModel?
  var hasPager: Bool
  var generator: String
  /// "Wednesday Night Football · made with Gather Site 1.0 from Football Gather exports".
  var footer: String
  /// The page's share card, or its match photo's reduced copy, for `og:image`; `nil` for a
  /// page without one.
  var image: Image?

  /// A share card or a reduced photo: its absolute URL, type, size and text.
  struct Image: Sendable, Encodable {
    var url: String
    /// "image/png" (a card) or "image/jpeg" (a photo).
    var type: String
    /// "1200" and "630".
    var width: String
    var height: String
    var alt: String
  }
}

extension LayoutViewModel {
  /// The line a page template writes where the organiser's write-up goes; CommonMark
  /// passes it on as it is. A value of the page cannot make it: Mustache escapes its `<`.
  package static let writeUpMark = "<!-- write-up -->\n"

  /// Sets the page's HTML. When the page template marks where the write-up goes and the
  /// layout knows `contentAfterWriteUp` (`splits`; a theme's older layout does not), the
  /// layout gets the HTML before the mark as `content` and the rest after the write-up;
  /// otherwise the write-up follows the whole content, as it always has.
  package mutating func setContent(_ html: String, splits: Bool) {
    guard splits, let mark = Self.markOffsets(in: html) else {
      content = html
      contentAfterWriteUp = nil
      return
    }
    let utf8 = html.utf8
    content = String(html[..<utf8.index(utf8.startIndex, offsetBy: mark.lowerBound)])
    contentAfterWriteUp = String(html[utf8.index(utf8.startIndex, offsetBy: mark.upperBound)...])
  }

  /// Where the mark is in `html`, in UTF-8 offsets: a search of its bytes, as every page
  /// is searched (Foundation's `range(of:)` copied each page to UTF-16 first).
  private static func markOffsets(in html: String) -> Range<Int>? {
    let mark = Array(writeUpMark.utf8)
    var html = html
    return html.withUTF8 { bytes -> Range<Int>? in
      guard bytes.count >= mark.count else { return nil }
      var start = 0
      while start <= bytes.count - mark.count {
        if bytes[start] == mark[0], bytes[start + 1] == mark[1],
          bytes[start..<start + mark.count].elementsEqual(mark)
        {
          return start..<start + mark.count
        }
        start += 1
      }
      return nil
    }
  }
}
