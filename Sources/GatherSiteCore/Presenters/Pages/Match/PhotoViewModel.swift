/// A match's photo on its page: the file relative to the page, its size in pixels (so that
/// the page does not jump as it loads) and its alt text.
struct PhotoViewModel: Sendable {
  var src: String
  var width: String
  var height: String
  /// "Photo of the match, 12 May 2024".
  var alt: String
}
