/// The search page: a search field that a script fills in from the search index, and,
/// for a reader without JavaScript, a link to the players list instead.
struct SearchViewModel: Sendable {
  var title: String
  var intro: String
  /// The field's label and the hint in it.
  var label: String
  var placeholder: String
  /// "Search needs JavaScript; every player is on the players list."
  var noScript: String
  var playersLink: LinkViewModel
  /// The headings of the three kinds of result, and what shows when nothing is found.
  var playersHeading: String
  var matchesHeading: String
  var pagesHeading: String
  var nothingFound: String
  /// "{shown} of {count}": a heading's note when not every result is listed.
  var shownOf: String
  /// The link from this page to the site's root, for the index's paths.
  var rootHref: String
  var indexHref: String
  var scriptHref: String
}
