import Ccmark
import Foundation

/// Converts Markdown to HTML with Debian's libcmark. The only file that talks to C.
public enum CommonMark {
  /// Renders `markdown`. Raw HTML is omitted (cmark's safe default) unless `allowRawHTML`.
  public static func html(_ markdown: String, allowRawHTML: Bool) -> String {
    html(utf8: Array(markdown.utf8), allowRawHTML: allowRawHTML)
  }

  /// The HTML of Markdown given as UTF-8 bytes.
  static func html(utf8 markdown: [UInt8], allowRawHTML: Bool) -> String {
    let options = CMARK_OPT_DEFAULT | (allowRawHTML ? CMARK_OPT_UNSAFE : 0)
    var bytes = markdown
    if bytes.isEmpty { return "" }
    let count = bytes.count
    return bytes.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: count) { pointer in
        guard let output = cmark_markdown_to_html(pointer, count, options) else { return "" }
        defer { free(output) }
        return String(cString: output)
      }
    }
  }
}
