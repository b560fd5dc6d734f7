import Foundation

/// Turns a presented page into its HTML: the page template with its view model (Mustache
/// makes Markdown), CommonMark, and the layout around it with the write-up.
public struct PageRenderer: Sendable {
  let templates: TemplateLibrary

  public init(templates: TemplateLibrary) {
    self.templates = templates
  }

  public func render(_ page: PresentedPage) -> Data {
    var layout = page.layout
    switch page.content {
    case .template(let name, let model):
      layout.content = CommonMark.html(
        utf8: templates.render(name, model), allowRawHTML: true)
    case .markdown(let markdown, let allowRawHTML):
      layout.content = CommonMark.html(markdown, allowRawHTML: allowRawHTML)
    }
    layout.writeUp = page.writeUp.map {
      CommonMark.html($0.markdown, allowRawHTML: $0.allowRawHTML)
    }
    return Data(templates.render("layout", layout))
  }
}
