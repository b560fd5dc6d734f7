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
    String(decoding: htmlBytes(utf8: markdown, allowRawHTML: allowRawHTML), as: UTF8.self)
  }

  /// The HTML of Markdown given as UTF-8 bytes, as UTF-8 bytes.
  static func htmlBytes(utf8 markdown: [UInt8], allowRawHTML: Bool) -> [UInt8] {
    let options = CMARK_OPT_DEFAULT | (allowRawHTML ? CMARK_OPT_UNSAFE : 0)
    if markdown.isEmpty { return [] }
    return markdown.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { pointer in
        guard let output = cmark_markdown_to_html(pointer.baseAddress!, pointer.count, options)
        else { return [] }
        defer { free(output) }
        return Array(UnsafeRawBufferPointer(start: output, count: strlen(output)))
      }
    }
  }
}
