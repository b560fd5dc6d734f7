import Foundation
import Mustache

/// The theme's Mustache templates, loaded and parsed once per build.
///
/// Page templates produce Markdown (their data is Markdown-escaped); `layout` and any
/// template starting with `{{% CONTENT_TYPE: HTML}}` (such as the `chart` partial) produce
/// HTML (their data is HTML-escaped). Tables are written `{{{table}}}`: see `TableHTML`.
/// swift-mustache renders every template (`render`).
///
/// A template's fixed texts are written `{{t.KEY}}`, a key of the site's catalogue
/// (`i18n/LANG.yml`, see `Wording`): each is replaced by the text in the site's language,
/// escaped for the template, before the template is parsed.
public struct TemplateLibrary: Sendable {
  /// Templates every theme must have: the layout, each page's (`PageRegistry`), and the
  /// partials the built-in templates use.
  public static let required =
    ["layout"] + PageRegistry.templates + ["chart", "calibration", "share", "photo", "search-form"]

  private let library: MustacheLibrary
  /// Each template's text as parsed: its `{{t.KEY}}` texts in the site's language.
  package let texts: [String: String]

  /// Parses the theme's templates; syntax errors and missing templates or partials are
  /// reported with the file name (and line and column).
  public init(theme: Theme, wording: Wording) throws(BuildError) {
    Self.registerContentTypes()
    var library = MustacheLibrary()
    var texts: [String: String] = [:]
    for (name, template) in theme.templates {
      texts[name] = try Self.translated(template, file: "\(name).mustache", wording: wording)
    }
    for (name, text) in texts.sorted(by: { $0.key < $1.key }) {
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
    self.texts = texts
    layoutPlacesWriteUp = ["{{#contentAfterWriteUp}}", "{{{contentAfterWriteUp}}}"].contains {
      texts["layout"]?.contains($0) ?? false
    }
  }

  /// `template` with each `{{t.KEY}}` replaced by the catalogue's text, escaped as the
  /// template's output is (HTML for the layout and templates that say so, else Markdown);
  /// braces are written as character references, so that no text can open a tag.
  static func translated(_ template: String, file: String, wording: Wording) throws(BuildError)
    -> String
  {
    guard template.contains("{{t.") else { return template }
    let html =
      file == "layout.mustache" || template.hasPrefix("{{% CONTENT_TYPE: HTML}}")
    var output = ""
    var rest = Substring(template)
    while let open = rest.range(of: "{{t.") {
      output += rest[..<open.lowerBound]
      guard let close = rest[open.upperBound...].range(of: "}}") else {
        throw BuildError.template(file: file, message: "a {{t.…}} tag is not finished")
      }
      let key = String(rest[open.upperBound..<close.lowerBound])
      guard let phrase = Phrase(rawValue: key) else {
        throw BuildError.template(
          file: file, message: "uses {{t.\(key)}}, which is not a text of the catalogue")
      }
      let text = wording[phrase]
      output +=
        (html ? HTMLEscapingContentType.escape(text) : MarkdownContentType.escape(text))
        .replacingOccurrences(of: "{", with: "&#123;").replacingOccurrences(of: "}", with: "&#125;")
      rest = rest[close.upperBound...]
    }
    return output + rest
  }

  /// Whether the layout shows `contentAfterWriteUp` in a tag (`{{#contentAfterWriteUp}}`,
  /// `{{{contentAfterWriteUp}}}`), so that a page template may place the write-up
  /// (`LayoutViewModel.setContent`); an older layout gets the write-up after the page.
  package let layoutPlacesWriteUp: Bool

  /// Renders a template with a view model, or with anything swift-mustache reads.
  package func render(_ name: String, _ data: Any) -> String {
    library.render(data, withTemplate: name) ?? ""
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
