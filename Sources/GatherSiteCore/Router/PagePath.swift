/// A kind's path in `PageRegistry`, such as `matches/{}/`, split once where the route's own
/// part goes.
struct PagePath: Sendable {
  let prefix: String
  let suffix: String
  /// Whether the path is a page's folder (it ends with `/`, or is the root: ""): the page
  /// is the `index.html` in it.
  let isFolder: Bool
  /// How many folders down a file with an empty part is.
  let slashes: Int

  init(_ pattern: String) {
    let pieces = pattern.split(separator: "{}", maxSplits: 1, omittingEmptySubsequences: false)
    prefix = String(pieces[0])
    suffix = pieces.count > 1 ? String(pieces[1]) : ""
    isFolder = pattern.isEmpty || pattern.hasSuffix("/")
    slashes = pattern.utf8.count { $0 == UInt8(ascii: "/") }
  }

  /// The path with `part` in place of `{}`.
  func text(_ part: String) -> String {
    prefix + part + suffix
  }
}
