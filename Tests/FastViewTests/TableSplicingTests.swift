import Foundation
import Testing

@testable import FastView
@testable import GatherSiteCore

/// Tables spliced in after CommonMark must give exactly the page that CommonMark gives with
/// the tables in the Markdown, wherever a theme puts them.
@Suite struct TableSplicingTests {
  /// The sample's match pages, with `table` in place of the line-up tables' line in the
  /// match template and `content` in place of the layout's, rendered by the build's
  /// renderer (with spliced tables where they may be) and by the reference path.
  private func expectSameMatchPages(table: String, content: String = "{{{content}}}") throws {
    var theme = try Theme.load(overriding: nil)
    let match = try #require(theme.templates["match"])
    #expect(match.contains("\n{{{table}}}\n"))
    theme.templates["match"] = match.replacingOccurrences(
      of: "\n{{{table}}}\n", with: "\n\(table)\n")
    let layout = try #require(theme.templates["layout"])
    #expect(layout.contains("{{{content}}}"))
    theme.templates["layout"] = layout.replacingOccurrences(of: "{{{content}}}", with: content)
    let templates = try TemplateLibrary(theme: theme, wording: .english)
    let reference = PageRenderer(templates: templates)
    let shaped = ShapedPageRenderer(templates: templates)
    let pages = try TestSupport.pages(of: TestSupport.sample).filter {
      $0.path.hasPrefix("matches/")
    }
    #expect(pages.count > 3)
    var splices = false
    for (path, page) in pages {
      let draft = shaped.draft(page)
      splices = splices || !draft.tables.isEmpty
      TestSupport.expectSame(shaped.render(draft), reference.render(page), "\(path) with \(table)")
    }
    // A match's tables are kept out of the Markdown unless the theme puts one where a
    // placeholder could not stand for it: escaped, or after other text on its line.
    let atLineStart = table.hasPrefix("{{{table}}}") || table.contains("\n{{{table}}}")
    #expect(splices == atLineStart, "\(table)")
  }

  @Test(arguments: [
    "{{{table}}}",
    "{{{table}}}\n{{{table}}}",
    "{{{table}}}\n\n<p>after</p>",
    "```\n{{{table}}}\n```",
    "<!--\n{{{table}}}\n-->",
    "Line-up: {{{table}}}",
    "> {{{table}}}",
    "- {{{table}}}",
    "{{table}}",
  ])
  func pagesAreTheSameWhereverTheThemePutsTables(table: String) throws {
    try expectSameMatchPages(table: table)
  }

  @Test(arguments: ["{{content}}", "{{{content}}}<hr>{{{content}}}", "<pre>{{{content}}}</pre>"])
  func pagesAreTheSameWhateverTheLayoutDoesWithTheContent(content: String) throws {
    try expectSameMatchPages(table: "{{{table}}}", content: content)
  }

  @Test func placeholdersOutsideBlocksAreLeftAsTheyAre() {
    let table = Array("<div>\n<table></table>\n</div>\n\n".utf8)
    let placeholder = Array(TemplateShape.tablePlaceholder(0).utf8)
    // Only at the start of a line does a placeholder stand for its table.
    let markdown = Array("a ".utf8) + placeholder
    #expect(TableSplicing.inline(markdown, tables: [table]) == markdown)
    // HTML that lost a placeholder the Markdown had must be made again with the tables in.
    let lost = Array("<p>x</p>\n".utf8)
    #expect(TableSplicing.placeholders(markdown: placeholder, html: lost, tables: [table]) == nil)
    let html = Array("<div \u{E002}0\u{E002}>\n".utf8)
    #expect(TableSplicing.placeholders(markdown: placeholder, html: html, tables: [table]) == [1])
    // In the finished page, the content need not start a line.
    let page = Array("<main><div \u{E002}0\u{E002}>\n</main>".utf8)
    #expect(
      TableSplicing.splice(page, tables: [table], expected: [1])
        == Array("<main><div>\n<table></table>\n</div>\n</main>".utf8))
    // A layout that shows the content twice, or escapes it, gets no splice.
    #expect(TableSplicing.splice(page + page, tables: [table], expected: [1]) == nil)
    #expect(TableSplicing.splice(lost, tables: [table], expected: [1]) == nil)
  }
}
