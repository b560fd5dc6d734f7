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

  /// Loads every `*.mustache` file in `directory`; syntax errors and missing templates or
  /// partials are reported with the file name (and line and column).
  public init(directory: URL) throws(BuildError) {
    Self.registerContentTypes()
    var library = MustacheLibrary()
    var texts: [String: String] = [:]
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    for file in names.sorted() where file.hasSuffix(".mustache") {
      let name = String(file.dropLast(".mustache".count))
      guard
        let text = try? String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
      else {
        throw BuildError.template(file: file, message: "cannot be read as UTF-8 text")
      }
      do {
        let prefix = name == "layout" ? "{{% CONTENT_TYPE: HTML}}" : "{{% CONTENT_TYPE: MARKDOWN}}"
        library.register(try MustacheTemplate(string: prefix + text), named: name)
        texts[name] = text
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
    for name in Self.required where texts[name] == nil {
      throw BuildError.template(file: "\(name).mustache", message: "not found in \(directory.path)")
    }
    for (name, text) in texts {
      for partial in Self.partials(in: text) where texts[partial] == nil {
        throw BuildError.template(
          file: "\(name).mustache", message: "uses the partial \"\(partial)\", which does not exist"
        )
      }
    }
    self.library = library
  }

  /// Renders a template with a view model.
  func render(_ name: String, _ model: Any) -> String {
    library.render(model, withTemplate: name) ?? ""
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
