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
    "5", "a`b", "a-", "x?", " ", "\t", "Ana", "big", "39", "objective c", "amp",
  ]

  /// Templates of one text each, in places where CommonMark could read a text otherwise
  /// than the probe (a number before `.`, a backtick, a comment's end, a line of its own in
  /// raw HTML), and in ordinary ones.
  private static let places = [
    "\u{E000}0\\&\u{E001}. Spieltag\n", "\u{E000}0\\&\u{E001}) x\n",
    "Use `-v for \u{E000}0\\&\u{E001} x\n", "a <!--\u{E000}0\\&\u{E001}--> b\n",
    "a <?\u{E000}0\\&\u{E001}?> b\n", "<div>\n\u{E000}0&amp;\u{E001}\n</div>\n",
    "<p title=\"\u{E000}0&amp;\u{E001}\">x</p>\n", "a <b title=\"\u{E000}0\\&\u{E001}\">x</b>\n",
    "> \u{E000}0\\&\u{E001}\n", "- *\u{E000}0\\&\u{E001}*\n", "x\n\u{E000}0\\&\u{E001}\n===\n",
    "![\u{E000}0\\&\u{E001}](a.png \"\u{E000}0\\&\u{E001}\")\n",
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

  /// In each place, a text gives CommonMark's HTML or is left to it.
  @Test func everyTextInEachPlaceGivesCommonMarksHTMLOrIsLeftToIt() throws {
    var kept = 0
    for template in Self.places {
      let segments = try #require(
        ShapedTemplates.cut(Array(template.utf8), texts: ["Ana"]), "\(template)")
      let shape = try #require(CommonMarkShape(segments, texts: ["Ana"], tables: []), "\(template)")
      for text in Self.tricky where TemplateShape.Ending(text) == .plain {
        guard let html = shape.html([text]) else { continue }
        kept += 1
        let expected = CommonMark.html(markdown(segments, [text]), allowRawHTML: true)
        #expect(
          String(decoding: html, as: UTF8.self) == expected,
          "\(template.debugDescription): \(text.debugDescription)")
      }
    }
    #expect(kept > Self.places.count * 10)
  }

  /// A text right after `<`, `&` or a backslash, in a tag or a fence's language, where a
  /// link's definition could match it, an unescaped one, or a marker CommonMark does not
  /// copy (in code) leaves the whole shape to CommonMark.
  @Test func shapesCommonMarkCouldReadOtherwiseAreLeftToIt() throws {
    for template in [
      "a <\u{E000}0\\&\u{E001}> b\n", "\u{E000}0&\u{E001}\n", "`\u{E000}0\\&\u{E001}`\n",
      "    \u{E000}0\\&\u{E001}\n", "a <!-- \u{E000}0&amp;\u{E001} --> b\n",
      "[\u{E000}0\\&\u{E001}]\n\n[Ana]: /a\n", "<span class=\u{E000}0\\&\u{E001}>x</span>\n",
      "a <span title='\u{E000}0\\&\u{E001}'>x</span>\n", "<ana.\u{E000}0\\&\u{E001}@example.org>\n",
      "&#\u{E000}0\\&\u{E001};\n", "```\u{E000}0\\&\u{E001}\ncode\n```\n",
      "C:\\\u{E000}0\\&\u{E001}\n",
    ] {
      let segments = try #require(
        ShapedTemplates.cut(Array(template.utf8), texts: ["Ana"]), "\(template)")
      #expect(CommonMarkShape(segments, texts: ["Ana"], tables: []) == nil, "\(template)")
    }
  }
}
