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

  /// The finished page.
  public func render(_ draft: PageDraft) -> Data {
    var layout = draft.layout
    layout.writeUp = draft.writeUp.map {
      CommonMark.html($0.markdown, allowRawHTML: $0.allowRawHTML)
    }
    let html = CommonMark.htmlBytes(utf8: draft.markdown, allowRawHTML: draft.allowRawHTML)
    // The tables go into the finished page, after CommonMark and the layout. No other text
    // of the layout may hold a placeholder's private-use character.
    if !draft.tables.isEmpty,
      !(layout.writeUp?.unicodeScalars.contains(TemplateShape.tableMark) ?? false),
      let expected = TableSplicing.placeholders(
        markdown: draft.markdown, html: html, tables: draft.tables)
    {
      layout.content = String(decoding: html, as: UTF8.self)
      if let page = TableSplicing.splice(
        templates.render("layout", layout), tables: draft.tables, expected: expected)
      {
        return Data(page)
      }
    }
    layout.content =
      draft.tables.isEmpty
      ? String(decoding: html, as: UTF8.self)
      : CommonMark.html(
        utf8: TableSplicing.inline(draft.markdown, tables: draft.tables),
        allowRawHTML: draft.allowRawHTML)
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

  private enum CodingKeys: String, CodingKey {
    case markdown, tables, allowRawHTML, layout, writeUp
  }

  /// The layout is encoded as its template sees it: its shape and its texts
  /// (`TemplateShape`), which hold every field it has (`TemplateFieldsTests`) and which
  /// render alike only when they are alike, as one run of bytes.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(markdown, forKey: .markdown)
    try container.encode(tables, forKey: .tables)
    try container.encode(allowRawHTML, forKey: .allowRawHTML)
    try container.encode(Self.bytes(of: TemplateShape(layout)), forKey: .layout)
    try container.encode(writeUp, forKey: .writeUp)
  }

  /// The shape's bytes, then each text's length and bytes.
  private static func bytes(of shape: TemplateShape) -> [UInt8] {
    var bytes = shape.key
    bytes.reserveCapacity(shape.key.count + shape.texts.reduce(0) { $0 + $1.utf8.count + 8 } + 8)
    func appendLength(_ count: Int) {
      withUnsafeBytes(of: UInt64(count).littleEndian) { bytes += $0 }
    }
    appendLength(shape.key.count)
    for text in shape.texts {
      appendLength(text.utf8.count)
      bytes += text.utf8
    }
    return bytes
  }
}
