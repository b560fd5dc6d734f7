import Foundation

/// Answers `gather-site serve` requests from the built site: files by path, `index.html`
/// for folders, the site's 404 page for anything else, and a small live-reload script in
/// HTML pages. The script is added here, while serving; it is never in the built files.
public struct PreviewResponder: Sendable {
  /// A response, independent of the HTTP library.
  public struct Response: Sendable, Equatable {
    public var status: Int
    public var contentType: String
    public var body: Data
  }

  /// Where the live-reload script asks for the build's state.
  public static let statusPath = "/__gather-site/status"

  public let site: URL

  public init(site: URL) {
    self.site = site
  }

  /// The response to a GET of `path` (the request target, without query).
  public func respond(to path: String) -> Response {
    guard let relative = Self.safeRelativePath(path) else { return notFound() }
    var url = site.appendingPathComponent(relative)
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
      isDirectory.boolValue
    {
      url.appendPathComponent("index.html")
    }
    guard let data = FileManager.default.contents(atPath: url.path) else { return notFound() }
    return Response(
      status: 200, contentType: Self.contentType(url.pathExtension),
      body: Self.inject(data, url: url))
  }

  private func notFound() -> Response {
    let page = site.appendingPathComponent("404.html")
    let body = FileManager.default.contents(atPath: page.path) ?? Data("Not found".utf8)
    return Response(
      status: 404, contentType: "text/html; charset=utf-8", body: Self.inject(body, url: page))
  }

  /// The decoded path below the site, or `nil` when it would leave the site.
  static func safeRelativePath(_ path: String) -> String? {
    let decoded = path.removingPercentEncoding ?? path
    let parts = decoded.split(separator: "/")
    guard
      !parts.contains(where: { $0 == ".." || $0 == "." || $0.contains("\0") || $0.contains("\\") })
    else {
      return nil
    }
    return parts.joined(separator: "/")
  }

  static func contentType(_ pathExtension: String) -> String {
    switch pathExtension.lowercased() {
    case "html": "text/html; charset=utf-8"
    case "css": "text/css; charset=utf-8"
    case "json": "application/json"
    case "xml": "application/xml"
    case "svg": "image/svg+xml"
    case "ics": "text/calendar; charset=utf-8"
    case "csv": "text/csv; charset=utf-8"
    case "txt": "text/plain; charset=utf-8"
    case "png": "image/png"
    case "jpg", "jpeg": "image/jpeg"
    case "gif": "image/gif"
    case "webp": "image/webp"
    case "ico": "image/x-icon"
    default: "application/octet-stream"
    }
  }

  /// Adds the live-reload script before `</body>` of an HTML page.
  static func inject(_ data: Data, url: URL) -> Data {
    guard url.pathExtension == "html",
      let range = data.range(of: Data("</body>".utf8), options: .backwards)
    else {
      return data
    }
    var page = data
    page.replaceSubrange(range.lowerBound..<range.lowerBound, with: Data(liveReloadScript.utf8))
    return page
  }

  /// Asks for the build's state and waits for the next build (the server holds the
  /// request until then): reloads after a new build, shows a build error in a banner.
  static let liveReloadScript = """
    <script>
    (function () {
      var seen = null, generation = -1;
      function banner(text) {
        var box = document.getElementById("gather-site-error");
        if (!text) { if (box) box.remove(); return; }
        if (!box) {
          box = document.createElement("pre");
          box.id = "gather-site-error";
          box.style.cssText = "position:fixed;left:0;right:0;bottom:0;margin:0;padding:1em;max-height:50vh;overflow:auto;background:#b3261e;color:#fff;font:13px/1.4 monospace;white-space:pre-wrap;z-index:9999";
          document.body.appendChild(box);
        }
        box.textContent = "Build failed; showing the last good site.\\n\\n" + text;
      }
      function wait() {
        fetch("\(statusPath)?after=" + generation, { cache: "no-store" }).then(function (r) { return r.json(); }).then(function (s) {
          if (seen !== null && s.version !== seen) { location.reload(); return; }
          seen = s.version;
          generation = s.generation;
          banner(s.error);
          wait();
        }).catch(function () { setTimeout(wait, 1000); });
      }
      wait();
    })();
    </script>

    """
}
