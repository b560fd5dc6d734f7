/// Splits `/`-separated relative paths. Foundation's `NSString` path methods are not used:
/// on Linux, `deletingLastPathComponent` crashes on a one-character path such as `x`
/// (found by the adversarial corpus: a page named `{{x}}.md`, slug `x`). The `/` is looked
/// for among the bytes: a search by characters took 4 % of `serve`'s rebuild after an edit.
public enum SitePath {
  /// "players/1-ana" for "players/1-ana/index.html"; "" for "index.html".
  public static func parent(_ path: String) -> String {
    guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
    return String(path[..<slash])
  }

  /// "index.html" for "players/1-ana/index.html".
  public static func name(_ path: String) -> String {
    guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path }
    return String(path[path.utf8.index(after: slash)...])
  }
}
