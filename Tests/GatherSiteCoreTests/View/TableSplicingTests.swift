import Foundation
import Testing

@testable import GatherSiteCore

/// Tables spliced in after CommonMark must give exactly the page that CommonMark gives with
/// the tables in the Markdown, wherever a theme puts them.
@Suite struct TableSplicingTests {
  /// The sample's match pages, with `table` in place of the line-up tables' line in the
  /// match template, rendered with shapes (and so with spliced tables) or with Mustache alone.
  private func matchPages(table: String, shapes: Bool) throws -> [Data] {
    var diagnostics = Diagnostics()
    let content = TestSupport.repository.appendingPathComponent("Content")
    let input = ContentLoader(contentDirectory: content).load(into: &diagnostics)
    let facts = LeagueFactsInteractor.facts(for: input.league, config: input.config)
    var theme = try Theme.load(overriding: nil)
    let match = try #require(theme.templates["match"])
    #expect(match.contains("\n{{{table}}}\n"))
    theme.templates["match"] = match.replacingOccurrences(
      of: "\n{{{table}}}\n", with: "\n\(table)\n")
    let templates = try TemplateLibrary(theme: theme, wording: .english, rendersShapes: shapes)
    let router = Router(facts: facts, pages: input.pages)
    let pages = PagesPresenter(
      context: PresentationContext(facts: facts, router: router, wording: .english),
      pages: input.pages)
    let renderer = PageRenderer(templates: templates)
    var files: [Data] = []
    for index in facts.league.gathers.indices {
      var reading = OrganiserContent(pages: input.pages, writeUps: input.writeUps)
      let page = try #require(pages.page(.match(index: index), content: &reading))
      if shapes, facts.league.gathers[index].isFinished {
        // With shapes, a finished match's tables are kept out of the Markdown unless the
        // theme puts one where a placeholder could not stand for it: escaped, or after
        // other text on its line.
        let atLineStart = table.hasPrefix("{{{table}}}") || table.contains("\n{{{table}}}")
        #expect(renderer.draft(page).tables.isEmpty == !atLineStart, "\(table)")
      }
      files.append(renderer.render(page))
    }
    return files
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
    let spliced = try matchPages(table: table, shapes: true)
    let direct = try matchPages(table: table, shapes: false)
    #expect(spliced.count == direct.count && spliced.count > 3)
    for (index, page) in spliced.enumerated() where page != direct[index] {
      Issue.record(
        "match \(index) with \(table.debugDescription): \(String(decoding: page, as: UTF8.self))")
    }
  }

  @Test func placeholdersOutsideBlocksAreLeftAsTheyAre() {
    let table = Array("<div>\n<table></table>\n</div>\n\n".utf8)
    let placeholder = Array(TemplateShape.tablePlaceholder(0).utf8)
    // Only at the start of a line does a placeholder stand for its table.
    let markdown = Array("a ".utf8) + placeholder
    #expect(TableSplicing.inline(markdown, tables: [table]) == markdown)
    // HTML that lost a placeholder the Markdown had must be made again with the tables in.
    #expect(
      TableSplicing.splice(Array("<p>x</p>\n".utf8), markdown: placeholder, tables: [table]) == nil)
    #expect(
      TableSplicing.splice(
        Array("<div \u{E002}0\u{E002}>\n".utf8), markdown: placeholder, tables: [table])
        == Array("<div>\n<table></table>\n</div>\n".utf8))
  }
}
