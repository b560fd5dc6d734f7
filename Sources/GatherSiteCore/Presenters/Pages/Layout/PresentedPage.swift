/// One HTML page as a presenter leaves it for the View: what goes inside the layout (a
/// template with its view model, or an organiser's Markdown), the layout's view model and
/// the write-up shown under the content. Every string is already formatted.
public struct PresentedPage: Sendable {
  /// What the layout wraps.
  package enum Content: Sendable {
    /// A page template and the view model it reads.
    case template(name: String, model: any TemplateData)
    /// An organiser's page, in Markdown; raw HTML in it is kept only when allowed.
    case markdown(String, allowRawHTML: Bool)
  }

  /// An organiser's write-up of a match, in Markdown.
  public struct WriteUp: Sendable, Encodable {
    package var markdown: String
    package var allowRawHTML: Bool
  }

  package var content: Content
  /// The layout, its `content` and `writeUp` still empty: the View fills them in.
  package var layout: LayoutViewModel
  package var writeUp: WriteUp?
}
