import Foundation
import GatherSiteCore

/// What `gather-site serve` adds to the built site, which it serves as it is otherwise: a
/// small script in every HTML page that reloads the page after each build and shows a
/// failed build's error, and the site's 404 page for what is not there. The script is
/// added while serving; it is never in the built files.
public enum LiveReload {
  /// Where the script asks for the build's state.
  public static let statusPath = "/__gather-site/status"

  /// `page` with the script before its last `</body>`, or as it is when it has none.
  public static func inject(_ page: Data) -> Data {
    guard let range = page.range(of: Data("</body>".utf8), options: .backwards) else {
      return page
    }
    var page = page
    page.replaceSubrange(range.lowerBound..<range.lowerBound, with: Data(script.utf8))
    return page
  }

  /// The site's 404 page (where the page registry puts it) with the script, or "Not
  /// found" when the site has none.
  public static func notFoundPage(in site: URL) -> Data {
    let path = PageRegistry.declaration(of: .notFound).path
    return FileManager.default.contents(atPath: site.appendingPathComponent(path).path).map(
      inject) ?? Data("Not found".utf8)
  }

  /// Asks for the build's state and waits for the next build (the server holds the
  /// request until then): reloads after a new build, shows a build error in a banner.
  static let script = """
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
