import Foundation
import Testing

@testable import FastView
@testable import GatherSiteCore

/// The build's renderer must make every page exactly as the core's reference path does:
/// every page of the sample site, of the fixture league and of generated leagues of both
/// bench shapes, with the built-in theme.
@Suite struct ShapedPageRendererTests {
  /// Renders every page of `content` both ways and records each difference.
  private func expectSamePages(_ content: URL, theme: Theme? = nil) throws {
    let theme = try theme ?? Theme.load(overriding: nil)
    let templates = try TemplateLibrary(theme: theme, wording: .english)
    let reference = PageRenderer(templates: templates)
    let shaped = ShapedPageRenderer(templates: templates)
    let pages = try TestSupport.pages(of: content)
    #expect(pages.count > 20)
    var splicedTables = 0
    var byShape = 0
    for (path, page) in pages {
      let draft = shaped.draft(page)
      splicedTables += draft.tables.count
      if draft.commonMark.flatMap({ $0.shape.html($0.texts) }) != nil { byShape += 1 }
      TestSupport.expectSame(shaped.render(draft), reference.render(page), path)
    }
    // The accelerators were at work: every match page and layout through a shape, tables
    // kept out of CommonMark, and pages made into HTML without it.
    let match = shaped.shapes.count("match")
    #expect(match.shapes > 0 && match.direct == 0, "\(match)")
    #expect(shaped.shapes.count("layout").direct == 0)
    #expect(splicedTables > 0)
    #expect(byShape > pages.count / 2, "\(byShape) of \(pages.count)")
  }

  @Test func sampleSite() throws {
    try expectSamePages(TestSupport.sample)
  }

  @Test func fixtureLeague() throws {
    try expectSamePages(TestSupport.fixtureLeague)
  }

  @Test(arguments: ["groups", "free-mix"])
  func generatedLeague(shape: String) throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try expectSamePages(TestSupport.generatedLeague(300, shape: shape, in: directory))
  }

  /// Names with markup, markers, placeholders, line breaks, leading spaces and nothing at
  /// all.
  @Test func hostileNames() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let content = directory.appendingPathComponent("Content")
    try FileManager.default.copyItem(at: TestSupport.fixtureLeague, to: content)
    let file = content.appendingPathComponent("data/players.json")
    var players = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as! [[String: Any]]
    let names = [
      "<script>alert(1)</script>", "*bold* & _it_", "\u{E000}0&\u{E001}", "Line\nbreak\n",
      "  # heading", "\u{E000}1&amp;\u{E001}x", "\\&", "[link](javascript:x)",
      "<div \u{E002}0\u{E002}>", "\u{85}\u{0}\u{7F}",
    ]
    for index in players.indices {
      players[index]["name"] = names[index % names.count]
    }
    try JSONSerialization.data(withJSONObject: players).write(to: file)
    try expectSamePages(content)
  }
}
