/// The 404 page.
struct NotFoundViewModel: Sendable {
  var title: String
  var homeHref: String
  var resultsHref: String
  var playersHref: String
  /// The script that sends a link to a player's old page on to their permanent address.
  var movedScriptHref: String
}
