import Foundation
import FuzzSupport
import GatherSiteCore

/// The `markdown` fuzz target (`make fuzz`): the bytes as a Markdown page with front
/// matter, rendered safely and unsafely, and as data escaped for Markdown and HTML. It
/// must return normally for any input, and escaped data must never become markup.
@main
struct FuzzTarget {
  static func main() throws {
    try FuzzDriver.main(markdown)
  }

  static func markdown(_ data: Data) -> Int {
    let text = String(decoding: data, as: UTF8.self)
    var diagnostics = Diagnostics()
    let matter = FrontMatter.parse(text, file: "page.md", into: &diagnostics)
    let safe = CommonMark.html(matter.body, allowRawHTML: false)
    let unsafe = CommonMark.html(matter.body, allowRawHTML: true)
    let escaped = CommonMark.html("x " + MarkdownContentType.escape(text), allowRawHTML: true)
    precondition(!escaped.contains("<script"), "escaped data became markup")
    precondition(
      !HTMLEscapingContentType.escape(text).contains("<"), "HTML escaping let a < through")
    _ = Slug.make(text)
    return safe.count + unsafe.count + escaped.count + diagnostics.all.count
  }
}
