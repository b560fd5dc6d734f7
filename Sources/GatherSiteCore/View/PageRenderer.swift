import Foundation

/// Turns a presented page into its HTML in two steps: the draft (the page template applied
/// to the view model, which makes Markdown, or the organiser's Markdown), then the page
/// (CommonMark, and the layout around it with the write-up).
public struct PageRenderer: Sendable {
  let templates: TemplateLibrary

  public init(templates: TemplateLibrary) {
    self.templates = templates
  }

  /// The page's content as Markdown, with what the finished page is made of besides.
  public func draft(_ page: PresentedPage) -> PageDraft {
    switch page.content {
    case .template(let name, let model):
      let rendered = templates.renderWithPlaceholders(name, model)
      return PageDraft(
        markdown: rendered.bytes, tables: rendered.tables, allowRawHTML: true,
        layout: page.layout, writeUp: page.writeUp)
    case .markdown(let markdown, let allowRawHTML):
      return PageDraft(
        markdown: Array(markdown.utf8), tables: [], allowRawHTML: allowRawHTML,
        layout: page.layout, writeUp: page.writeUp)
    }
  }

  /// The draft's content as HTML: CommonMark's, with the tables spliced in after it.
  func content(_ draft: PageDraft) -> String {
    let html = CommonMark.htmlBytes(utf8: draft.markdown, allowRawHTML: draft.allowRawHTML)
    if let spliced = TableSplicing.splice(html, markdown: draft.markdown, tables: draft.tables) {
      return String(decoding: spliced, as: UTF8.self)
    }
    return CommonMark.html(
      utf8: TableSplicing.inline(draft.markdown, tables: draft.tables),
      allowRawHTML: draft.allowRawHTML)
  }

  /// The finished page.
  public func render(_ draft: PageDraft) -> Data {
    var layout = draft.layout
    layout.content = content(draft)
    layout.writeUp = draft.writeUp.map {
      CommonMark.html($0.markdown, allowRawHTML: $0.allowRawHTML)
    }
    return Data(templates.render("layout", layout))
  }

  /// The finished page, in one step.
  public func render(_ page: PresentedPage) -> Data { render(draft(page)) }
}

/// A page with its content made into Markdown: everything its HTML is made of, with the
/// theme's layout template. Two drafts that encode alike make the same page.
public struct PageDraft: Sendable, Encodable {
  /// The content, in Markdown, as UTF-8, with a placeholder for each of `tables`.
  public var markdown: [UInt8]
  /// The HTML of the content's tables, which CommonMark need not read.
  public var tables: [[UInt8]]
  /// Whether raw HTML in the Markdown is kept (a page template's always is).
  public var allowRawHTML: Bool
  /// The layout, its `content` and `writeUp` still empty.
  var layout: LayoutViewModel
  var writeUp: PresentedPage.WriteUp?
}
