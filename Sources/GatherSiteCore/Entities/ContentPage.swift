/// A Markdown document written by the organiser: a standalone page or a match write-up.
public struct ContentPage: Sendable, Encodable {
  /// File name without `.md`: the page's slug, or the gather id of a write-up.
  public var name: String
  /// Path relative to the content directory, for diagnostics.
  public var sourcePath: String
  public var title: String?
  public var description: String?
  /// Position in the navigation; pages without one are not in the menu.
  public var menuOrder: Int?
  public var markdown: String

  /// The page without its Markdown: what the menu, the sitemap and the search index read.
  public var heading: ContentPage {
    var heading = self
    heading.markdown = ""
    return heading
  }

  public init(
    name: String, sourcePath: String, title: String? = nil, description: String? = nil,
    menuOrder: Int? = nil, markdown: String
  ) {
    self.name = name
    self.sourcePath = sourcePath
    self.title = title
    self.description = description
    self.menuOrder = menuOrder
    self.markdown = markdown
  }
}
