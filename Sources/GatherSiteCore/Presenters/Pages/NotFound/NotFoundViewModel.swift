/// The 404 page.
struct NotFoundViewModel: Sendable {
  var title: String
  var homeHref: String
  var resultsHref: String
  var playersHref: String
}
