import Foundation
import Mustache

/// The theme's Mustache templates, loaded and parsed once per build.
///
/// Page templates produce Markdown (their data is Markdown-escaped); `layout` and any
/// template starting with `{{% CONTENT_TYPE: HTML}}` (such as the `chart` partial) produce
/// HTML (their data is HTML-escaped). Tables are written `{{{table}}}`: see `TableHTML`.
public struct TemplateLibrary: Sendable {
  /// Templates every theme must have.
  public static let required = [
    "layout", "home", "match", "results", "player", "players", "season", "all-time", "ratings",
    "404", "chart",
  ]

  private let library: MustacheLibrary
  /// The shapes rendered so far (internal for the tests).
  let shapes: ShapedTemplates

  /// Parses the theme's templates; syntax errors and missing templates or partials are
  /// reported with the file name (and line and column). `rendersShapes: false` runs
  /// Mustache for every model (the tests compare both ways).
  public init(theme: Theme) throws(BuildError) {
    try self.init(theme: theme, rendersShapes: true)
  }

  init(theme: Theme, rendersShapes: Bool) throws(BuildError) {
    Self.registerContentTypes()
    var library = MustacheLibrary()
    for (name, text) in theme.templates.sorted(by: { $0.key < $1.key }) {
      let file = "\(name).mustache"
      do {
        let prefix = name == "layout" ? "{{% CONTENT_TYPE: HTML}}" : "{{% CONTENT_TYPE: MARKDOWN}}"
        library.register(try MustacheTemplate(string: prefix + text), named: name)
      } catch let error as MustacheTemplate.ParserError {
        throw BuildError.template(
          file: file,
          message:
            "\(error.context.lineNumber):\(error.context.columnNumber): \(Self.describe(error.error))"
        )
      } catch {
        throw BuildError.template(file: file, message: "\(error)")
      }
    }
    for name in Self.required where theme.templates[name] == nil {
      throw BuildError.template(file: "\(name).mustache", message: "not found in the theme")
    }
    for (name, text) in theme.templates {
      for partial in Self.partials(in: text) where theme.templates[partial] == nil {
        throw BuildError.template(
          file: "\(name).mustache", message: "uses the partial \"\(partial)\", which does not exist"
        )
      }
    }
    self.library = library
    self.shapes = ShapedTemplates(templateTexts: rendersShapes ? Array(theme.templates.values) : [])
  }

  /// Renders a template with a view model, as UTF-8.
  func render(_ name: String, _ model: some TemplateData) -> [UInt8] {
    let library = self.library
    let direct = { (model: Any) in library.render(model, withTemplate: name) ?? "" }
    return shapes.render(name, model, renderDirectly: direct) ?? Array(direct(model).utf8)
  }

  private static func describe(_ error: Error) -> String {
    switch error as? MustacheTemplate.Error {
    case .sectionCloseNameIncorrect: "a section is closed with the wrong name"
    case .unfinishedName: "a tag is not finished"
    case .expectedSectionEnd: "a section is never closed"
    case .invalidSetDelimiter: "a set-delimiter tag is malformed"
    default: "\(error)"
    }
  }

  private static func partials(in text: String) -> [String] {
    var names: [String] = []
    var rest = Substring(text)
    while let open = rest.range(of: "{{>") {
      rest = rest[open.upperBound...]
      guard let close = rest.range(of: "}}") else { break }
      names.append(rest[..<close.lowerBound].trimmingCharacters(in: .whitespaces))
      rest = rest[close.upperBound...]
    }
    return names
  }

  private static let registration: Void = {
    MustacheContentTypes.register(MarkdownContentType(), named: MarkdownContentType.name)
    MustacheContentTypes.register(HTMLEscapingContentType(), named: HTMLEscapingContentType.name)
  }()

  private static func registerContentTypes() { _ = registration }
}
