import Foundation
import Testing

@testable import GatherSiteCore

/// Rendering a template once per shape and filling the text in must give exactly what
/// Mustache gives for every model.
@Suite struct ShapedTemplatesTests {
  /// Every page of a site, rendered with shapes or with Mustache alone.
  private func site(_ content: URL, shapes: Bool) throws -> [String: Data] {
    var diagnostics = Diagnostics()
    let input = ContentLoader(contentDirectory: content).load(into: &diagnostics)
    let facts = LeagueFactsInteractor.facts(for: input.league, config: input.config)
    let theme = try Theme.load(overriding: nil)
    let templates = try TemplateLibrary(theme: theme, wording: .english, rendersShapes: shapes)
    let router = Router(facts: facts, pages: input.pages)
    let pages = PagesPresenter(
      context: PresentationContext(facts: facts, router: router, wording: .english),
      pages: input.pages)
    let content = OrganiserContent(pages: input.pages, writeUps: input.writeUps)
    let routes: [Route] =
      [.home, .results, .players, .allTime, .ratings, .predictions, .pairs, .notFound]
      + facts.league.gathers.indices.map { .match(index: $0) }
      + facts.league.players.keys.map { .player(id: $0) } + facts.seasons.map { .season($0) }
      + input.pages.map { .page(name: $0.name) }
    let renderer = PageRenderer(templates: templates)
    var files: [String: Data] = [:]
    for route in routes {
      var reading = content
      files[router.outputPath(route)] = renderer.render(
        try #require(pages.page(route, content: &reading)))
    }
    if shapes {
      let match = templates.shapes.count("match")
      // A match page's shape varies with its notes (none to a few) as well as its line-ups.
      #expect(match.shapes > 0 && match.shapes <= 20 && match.direct == 0, "\(match)")
      #expect(templates.shapes.count("layout").direct == 0)
    }
    return files
  }

  private func expectSameSite(_ content: URL) throws {
    let shaped = try site(content, shapes: true)
    let direct = try site(content, shapes: false)
    #expect(shaped.count == direct.count && shaped.count > 20)
    for (path, data) in direct where shaped[path] != data {
      let a = Array(data)
      let b = Array(shaped[path] ?? Data())
      let at = (0..<min(a.count, b.count)).first { a[$0] != b[$0] } ?? min(a.count, b.count)
      let around = { (bytes: [UInt8]) in
        String(decoding: bytes[max(0, at - 60)..<min(bytes.count, at + 60)], as: UTF8.self)
      }
      Issue.record(
        "\(path) differs at byte \(at): \(around(a).debugDescription) became \(around(b).debugDescription)"
      )
    }
  }

  @Test func sampleLeagueIsTheSameWithShapes() throws {
    try expectSameSite(TestSupport.repository.appendingPathComponent("Content"))
  }

  @Test func fixtureLeagueIsTheSameWithShapes() throws {
    try expectSameSite(TestSupport.fixtureLeague)
  }

  /// Names with markup, markers, line breaks, leading spaces and nothing at all.
  @Test func hostileNamesAreTheSameWithShapes() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let content = try TestSupport.copyOfFixtureLeague(in: directory)
    let file = content.appendingPathComponent("data/players.json")
    var players = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as! [[String: Any]]
    let names = [
      "<script>alert(1)</script>", "*bold* & _it_", "\u{E000}0&\u{E001}", "Line\nbreak\n",
      "  # heading", "\u{E000}1&amp;\u{E001}x", "\\&", "[link](javascript:x)",
    ]
    for index in players.indices {
      players[index]["name"] = names[index % names.count]
    }
    try JSONSerialization.data(withJSONObject: players).write(to: file)
    try expectSameSite(content)
  }

  /// A theme that uses what markers cannot stand for, or that depends on how a text ends.
  @Test func unusualTemplatesRenderAsMustacheDoes() throws {
    var theme = try Theme.load(overriding: nil)
    theme.templates["match"] = """
      {{uppercased(title)}}|{{#upset}}[{{title}}]{{/upset}}|{{^upset}}none{{/upset}}
      {{#teams}}{{#first()}}first:{{/first()}}{{name}}{{#last()}}.{{/last()}} {{/teams}}
      {{#teams}}
        {{>part}}
      {{/teams}}
      {{#season}}{{text}} {{href}}{{/season}}{{#teams}}{{#table}}{{caption}}{{/table}}{{/teams}}
      """
    theme.templates["part"] = "{{name}}\n{{goals}}\n{{{count}}}\n"
    let direct = try TemplateLibrary(theme: theme, wording: .english, rendersShapes: false)
    let shaped = try TemplateLibrary(theme: theme, wording: .english, rendersShapes: true)
    let context = TestSupport.fixtureContext()
    let presenter = MatchPresenter(context: context)
    let texts = ["", "plain", "ends\n", "\u{E000}0&\u{E001}", " lead", "a\r\n", "*x*"]
    for index in context.facts.league.gathers.indices {
      for (number, text) in texts.enumerated() {
        var model = presenter.viewModel(index: index)
        model.title = text
        model.upset = number.isMultiple(of: 2) ? nil : text
        model.teams[0].name = text
        model.teams[1].count = texts[(number + 1) % texts.count]
        model.teams[0].goals = texts[(number + 2) % texts.count]
        #expect(
          shaped.render("match", model) == direct.render("match", model), "\(index) \(number)")
      }
    }
    // The transform and the look inside a table make every shape render directly.
    let count = shaped.shapes.count("match")
    #expect(count.shapes > 0 && count.direct == count.shapes)
  }

  @Test func aThemeWithoutTransformsUsesShapesForLineBreaksAndEmptyTexts() throws {
    var theme = try Theme.load(overriding: nil)
    theme.templates["match"] = "{{#teams}}\n  {{>part}}\n{{/teams}}\n"
    theme.templates["part"] = "{{name}}\n{{{count}}}{{goals}}\n{{{count}}}\n{{name}}\n"
    let direct = try TemplateLibrary(theme: theme, wording: .english, rendersShapes: false)
    let shaped = try TemplateLibrary(theme: theme, wording: .english, rendersShapes: true)
    let context = TestSupport.fixtureContext()
    var model = MatchPresenter(context: context).viewModel(index: 0)
    for count in ["", "x", "x\n", "\n", "<b>\n", "x\r", "x\r\n"] {
      for name in ["", "A & B", "A\n", "\n", "\r"] {
        model.teams[0].count = count
        model.teams[1].count = count
        model.teams[0].name = name
        model.teams[0].goals = name
        let expected = String(decoding: direct.render("match", model), as: UTF8.self)
        #expect(String(decoding: shaped.render("match", model), as: UTF8.self) == expected)
      }
    }
    let count = shaped.shapes.count("match")
    #expect(count.shapes > 1 && count.direct == 0)
  }

  @Test func themesWithDynamicPartialsOrNewDelimitersRenderDirectly() {
    #expect(!ShapedTemplates(templateTexts: ["{{>*name}}"]).isEnabled)
    #expect(!ShapedTemplates(templateTexts: ["{{=<% %>=}}"]).isEnabled)
    #expect(!ShapedTemplates(templateTexts: ["a \u{E000} b"]).isEnabled)
    #expect(ShapedTemplates(templateTexts: ["{{title}}"]).isEnabled)
  }

  @Test func malformedMarkersAreRefused() {
    let texts = ["a", "b\n"]
    let good = Array("x\u{E000}0&amp;\u{E001}y\u{E000}1&\u{E001}\nz".utf8)
    let segments = ShapedTemplates.cut(good, texts: texts)
    #expect(segments?.holes.map(\.index) == [0, 1])
    #expect(
      segments.map { ShapedTemplates.fill($0, with: ["<", "q\n"]) } == Array("x&lt;yq\nz".utf8))
    for bad in [
      "\u{E000}2&\u{E001}", "\u{E000}&\u{E001}", "\u{E000}0&\u{E000}", "\u{E000}1&\u{E001}z",
      "\u{E000}0&", "\u{E000}0&lt;\u{E001}",
    ] {
      #expect(ShapedTemplates.cut(Array(bad.utf8), texts: texts) == nil, "\(bad)")
    }
  }
}
