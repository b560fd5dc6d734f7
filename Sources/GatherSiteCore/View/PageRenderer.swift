import Foundation

/// Turns a presented page into its HTML in two steps: the draft (swift-mustache renders the
/// page template with the view model, which makes Markdown; or the organiser's Markdown),
/// then the page (cmark makes the whole draft into HTML, and swift-mustache renders the
/// layout around it, with the write-up).
///
/// This is the reference path. The build renders pages through a faster renderer
/// (`FastView`), which its tests hold to this one byte for byte.
public struct PageRenderer: Sendable {
  let templates: TemplateLibrary

  public init(templates: TemplateLibrary) {
    self.templates = templates
  }

  /// The page's content as Markdown, with what the finished page is made of besides.
  public func draft(_ page: PresentedPage) -> PageDraft {
    switch page.content {
    case .template(let name, let model):
      PageDraft(
        markdown: templates.render(name, model), allowRawHTML: true, layout: page.layout,
        writeUp: page.writeUp)
    case .markdown(let markdown, let allowRawHTML):
      PageDraft(
        markdown: markdown, allowRawHTML: allowRawHTML, layout: page.layout,
        writeUp: page.writeUp)
    }
  }

  /// The finished page.
  public func render(_ draft: PageDraft) -> Data {
    var layout = draft.layout
    layout.setContent(
      CommonMark.html(draft.markdown, allowRawHTML: draft.allowRawHTML),
      splits: templates.layoutPlacesWriteUp)
    layout.writeUp = draft.writeUp.map {
      CommonMark.html($0.markdown, allowRawHTML: $0.allowRawHTML)
    }
    return Data(templates.render("layout", layout).utf8)
  }

  /// The finished page, in one step.
  public func render(_ page: PresentedPage) -> Data { render(draft(page)) }
}

/// A page with its content made into Markdown: everything its HTML is made of, with the
/// theme's layout template. Two drafts that encode alike make the same page.
public struct PageDraft: Sendable, Encodable {
  /// The content, in Markdown.
  public var markdown: String
  /// Whether raw HTML in the Markdown is kept (a page template's always is).
  public var allowRawHTML: Bool
  /// The layout, its `content` and `writeUp` still empty.
  var layout: LayoutViewModel
  var writeUp: PresentedPage.WriteUp?
}
