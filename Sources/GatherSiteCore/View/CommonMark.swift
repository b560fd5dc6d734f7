import Ccmark
import Foundation

/// Converts Markdown to HTML with Debian's libcmark, the one file that calls cmark.
public enum CommonMark {
  /// Renders `markdown`. Raw HTML is omitted (cmark's safe default) unless `allowRawHTML`.
  public static func html(_ markdown: String, allowRawHTML: Bool) -> String {
    let options = CMARK_OPT_DEFAULT | (allowRawHTML ? CMARK_OPT_UNSAFE : 0)
    guard let output = cmark_markdown_to_html(markdown, markdown.utf8.count, options) else {
      return ""
    }
    defer { free(output) }
    return String(cString: output)
  }
}
