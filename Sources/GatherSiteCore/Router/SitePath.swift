/// Splits `/`-separated relative paths. Foundation's `NSString` path methods are not used:
/// on Linux, `deletingLastPathComponent` crashes on a one-character path such as `x`
/// (found by the adversarial corpus: a page named `{{x}}.md`, slug `x`).
public enum SitePath {
  /// "players/1-ana" for "players/1-ana/index.html"; "" for "index.html".
  public static func parent(_ path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "" }
    return String(path[..<slash])
  }

  /// "index.html" for "players/1-ana/index.html".
  public static func name(_ path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return path }
    return String(path[path.index(after: slash)...])
  }
}
