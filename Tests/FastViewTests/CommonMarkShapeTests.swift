import Foundation
import Testing

@testable import FastView
@testable import GatherSiteCore

/// CommonMark's HTML of a shape, filled in with a page's texts, must be what CommonMark
/// makes of the page's Markdown, whatever the texts hold and wherever the template puts
/// them; a text that CommonMark could read otherwise is left to CommonMark.
@Suite struct CommonMarkShapeTests {
  /// A template's output with markers for eight texts: in strong emphasis, in a link's
  /// text and address, escaped for HTML in a raw HTML block's attribute and line, escaped
  /// for Markdown in raw HTML, a table's placeholder, and one in a paragraph.
  private static let template = Array(
    """
    ## **\u{E000}0\\&\u{E001}** and [\u{E000}1\\&\u{E001}](\u{E000}2\\&\u{E001})

    <div class="x" title="\u{E000}3&amp;\u{E001}">
    \u{E000}4&amp;\u{E001} <span data-x="\u{E000}5\\&\u{E001}">x</span>
    </div>

    \u{E000}6&\u{E001}
    - item \u{E000}0\\&\u{E001}_\u{E000}1\\&\u{E001}_

    Said \u{E000}7\\&\u{E001}.

    """.utf8)

  private static let plain = [
    "Ana", "Season 2024-25", "../seasons/2024-25/", "Team A", "Won", "b1",
    TemplateShape.tablePlaceholder(0), "Bo",
  ]
  private static let tricky = [
    "Ana O'Brien", "*x*", "_y_", "a & b", "<b>", "\"q\"", "x  ", " lead", "trail ", "(paren)",
    "1. list", "# h", "a\nb", "tab\tx", "&amp;", "\\", "[l](u)", "`c`", "--", "é", "ünï", "a b",
    "x/y?z=1#f", "../a b/", "\u{E000}0&\u{E001}", "<div \u{E002}0\u{E002}>", "!", "***", "",
  ]

  /// The page's Markdown: each text escaped as its marker is, the placeholder for the table.
  private func markdown(_ segments: ShapedTemplates.Segments, _ texts: [String]) -> String {
    String(decoding: ShapedTemplates.fill(segments, with: texts), as: UTF8.self)
  }

  private func segments(_ texts: [String]) throws -> ShapedTemplates.Segments {
    try #require(ShapedTemplates.cut(Self.template, texts: texts, tables: [6]))
  }

  @Test func everyTextAnywhereGivesCommonMarksHTMLOrIsLeftToIt() throws {
    var texts = Self.plain
    let shape = try #require(CommonMarkShape(segments(texts), texts: texts, tables: [6]))
    // Plain texts are filled in.
    let filled = try #require(shape.html(texts))
    let expected = CommonMark.html(markdown(try segments(texts), texts), allowRawHTML: true)
    #expect(String(decoding: filled, as: UTF8.self) == expected)
    var kept = 0
    for position in [0, 1, 2, 3, 4, 5, 7] {
      for text in Self.tricky where TemplateShape.Ending(text) == .plain {
        texts = Self.plain
        texts[position] = text
        guard let html = shape.html(texts) else { continue }
        kept += 1
        let expected = CommonMark.html(markdown(try segments(texts), texts), allowRawHTML: true)
        #expect(
          String(decoding: html, as: UTF8.self) == expected,
          "\(position): \(text.debugDescription)")
      }
    }
    // Most of them are filled in, not left to CommonMark.
    #expect(kept > 100)
  }

  /// A text right after `<`, an unescaped one, or a marker CommonMark does not copy (in
  /// code) leaves the whole shape to CommonMark.
  @Test func shapesCommonMarkCouldReadOtherwiseAreLeftToIt() throws {
    for template in [
      "a <\u{E000}0\\&\u{E001}> b\n", "\u{E000}0&\u{E001}\n", "`\u{E000}0\\&\u{E001}`\n",
      "    \u{E000}0\\&\u{E001}\n", "a <!-- \u{E000}0&amp;\u{E001} --> b\n",
    ] {
      let segments = try #require(
        ShapedTemplates.cut(Array(template.utf8), texts: ["Ana"]), "\(template)")
      #expect(CommonMarkShape(segments, texts: ["Ana"], tables: []) == nil, "\(template)")
    }
  }
}
