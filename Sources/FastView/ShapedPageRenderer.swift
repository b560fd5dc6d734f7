import Foundation
import GatherSiteCore

/// The build's page renderer: the pages of the core's `PageRenderer`, byte for byte
/// (`ShapedPageRendererTests` hold the two equal on every page of the sample site and of
/// generated leagues), in less time, through these accelerators:
///
/// - template shapes (`ShapedTemplates`): the page template and the layout are rendered by
///   swift-mustache once per shape of view model, and every other model of that shape has
///   its texts filled in;
/// - tables written as bytes (`TableBytes`) rather than built as strings (`TableHTML`);
/// - tables kept out of CommonMark (`TableSplicing`): a placeholder stands for each in the
///   Markdown, and its HTML takes the placeholder's place in the finished page;
/// - CommonMark run once per shape of page (`CommonMarkShape`), each page's texts filled
///   into its HTML;
/// - the layout in the draft's key as one run of bytes, its shape and texts (`Draft`).
///
/// Whatever they cannot do (a theme that changes the tag delimiters, a table in a code
/// block) is done as `PageRenderer` does it.
public struct ShapedPageRenderer: Sendable {
  private let reference: PageRenderer
  private let templates: TemplateLibrary
  /// The shapes rendered so far (internal for the tests).
  let shapes: ShapedTemplates

  public init(templates: TemplateLibrary) {
    reference = PageRenderer(templates: templates)
    self.templates = templates
    shapes = ShapedTemplates(templates: templates)
  }

  /// The page's content as Markdown, with placeholders for its tables where they may
  /// stand, and what the finished page is made of besides.
  public func draft(_ page: PresentedPage) -> Draft {
    guard case .template(let name, let model) = page.content,
      let rendered = shapes.render(name, model, markdown: true)
    else {
      let draft = reference.draft(page)
      return Draft(
        markdown: Array(draft.markdown.utf8), tables: [], allowRawHTML: draft.allowRawHTML,
        layout: page.layout, writeUp: page.writeUp)
    }
    return Draft(
      markdown: rendered.bytes, tables: rendered.tables, allowRawHTML: true,
      layout: page.layout, writeUp: page.writeUp, commonMark: rendered.commonMark)
  }

  /// The finished page.
  public func render(_ draft: Draft) -> Data {
    var layout = draft.layout
    layout.writeUp = draft.writeUp.map {
      CommonMark.html($0.markdown, allowRawHTML: $0.allowRawHTML)
    }
    let html =
      draft.commonMark.flatMap { $0.shape.html($0.texts) }.map {
        String(decoding: $0, as: UTF8.self)
      }
      ?? CommonMark.html(
        String(decoding: draft.markdown, as: UTF8.self), allowRawHTML: draft.allowRawHTML)
    // The tables go into the finished page, after CommonMark and the layout. No other text
    // of the layout may hold a placeholder's private-use character.
    if !draft.tables.isEmpty,
      !(layout.writeUp?.unicodeScalars.contains(TemplateShape.tableMark) ?? false),
      let expected = TableSplicing.placeholders(
        markdown: draft.markdown, html: Array(html.utf8), tables: draft.tables)
    {
      layout.setContent(html, splits: templates.layoutPlacesWriteUp)
      if let page = TableSplicing.splice(
        renderLayout(layout), tables: draft.tables, expected: expected)
      {
        return Data(page)
      }
    }
    layout.setContent(
      draft.tables.isEmpty
        ? html
        : CommonMark.html(
          String(
            decoding: TableSplicing.inline(draft.markdown, tables: draft.tables), as: UTF8.self),
          allowRawHTML: draft.allowRawHTML),
      splits: templates.layoutPlacesWriteUp)
    return Data(renderLayout(layout))
  }

  private func renderLayout(_ layout: LayoutViewModel) -> [UInt8] {
    shapes.render("layout", layout)?.bytes ?? Array(templates.render("layout", layout).utf8)
  }

  /// A page with its content made into Markdown: everything its HTML is made of, with the
  /// theme's layout template. Two drafts that encode alike make the same page.
  public struct Draft: Sendable, Encodable {
    private enum CodingKeys: String, CodingKey {
      case markdown, tables, allowRawHTML, layout, writeUp
    }

    /// The content, in Markdown, as UTF-8, with a placeholder for each of `tables`.
    var markdown: [UInt8]
    /// The HTML of the content's tables, which CommonMark need not read.
    var tables: [[UInt8]]
    /// Whether raw HTML in the Markdown is kept (a page template's always is).
    var allowRawHTML: Bool
    /// The layout, its `content` and `writeUp` still empty.
    var layout: LayoutViewModel
    var writeUp: PresentedPage.WriteUp?
    /// CommonMark's HTML of `markdown` by its shape, where it can be made so (not part of
    /// the key: it follows from the Markdown).
    var commonMark: (shape: CommonMarkShape, texts: [String])? = nil

    /// The layout is encoded as its template sees it, its shape and its texts, as one run
    /// of bytes, which is quicker to take than its fields one by one.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(markdown, forKey: .markdown)
      try container.encode(tables, forKey: .tables)
      try container.encode(allowRawHTML, forKey: .allowRawHTML)
      try container.encode(TemplateShape(layout).bytes, forKey: .layout)
      try container.encode(writeUp, forKey: .writeUp)
    }
  }
}
