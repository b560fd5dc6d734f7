import Foundation
import Testing

@testable import FastView
@testable import GatherSiteCore

/// Rendering a template once per shape and filling the text in must give exactly what
/// swift-mustache gives for every model, whatever the theme does with the texts.
@Suite struct ShapedTemplatesTests {
  /// What a template makes through shapes, its tables put in, or `nil` when it is left to
  /// swift-mustache.
  private func shaped(_ shapes: ShapedTemplates, _ name: String, _ model: some TemplateData)
    -> String?
  {
    shapes.render(name, model).map {
      String(decoding: TableSplicing.inline($0.bytes, tables: $0.tables), as: UTF8.self)
    }
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
    let templates = try TemplateLibrary(theme: theme, wording: .english)
    let shapes = ShapedTemplates(templates: templates)
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
        // The transform and the look inside a table make every shape render directly: the
        // shapes give nothing, and the build renders with swift-mustache.
        #expect(shaped(shapes, "match", model) == nil, "\(index) \(number)")
      }
    }
    let count = shapes.count("match")
    #expect(count.shapes > 0 && count.direct == count.shapes)
  }

  @Test func aThemeWithoutTransformsUsesShapesForLineBreaksAndEmptyTexts() throws {
    var theme = try Theme.load(overriding: nil)
    theme.templates["match"] = "{{#teams}}\n  {{>part}}\n{{/teams}}\n"
    theme.templates["part"] = "{{name}}\n{{{count}}}{{goals}}\n{{{count}}}\n{{name}}\n"
    let templates = try TemplateLibrary(theme: theme, wording: .english)
    let shapes = ShapedTemplates(templates: templates)
    var model = MatchPresenter(context: TestSupport.fixtureContext()).viewModel(index: 0)
    for count in ["", "x", "x\n", "\n", "<b>\n", "x\r", "x\r\n"] {
      for name in ["", "A & B", "A\n", "\n", "\r"] {
        model.teams[0].count = count
        model.teams[1].count = count
        model.teams[0].name = name
        model.teams[0].goals = name
        // A text with a carriage return is rendered directly; any other through a shape.
        let result = shaped(shapes, "match", model)
        if (count + name).contains("\r") {
          #expect(result == nil)
        } else {
          #expect(result == templates.render("match", model))
        }
      }
    }
    let count = shapes.count("match")
    #expect(count.shapes > 1 && count.direct == 0)
  }

  @Test func themesWithDynamicPartialsOrNewDelimitersRenderDirectly() {
    #expect(!ShapedTemplates.allowsShapes(["{{title}}", "{{>*name}}"]))
    #expect(!ShapedTemplates.allowsShapes(["{{=<% %>=}}"]))
    #expect(!ShapedTemplates.allowsShapes(["a \u{E000} b"]))
    #expect(ShapedTemplates.allowsShapes(["{{title}}"]))
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
