/// The season books the build drew (or found drawn), for the season pages that link to
/// them with their size and number of pages. Like the photos' copies, they are made before
/// the pages are presented (`SeasonBookPresenter` says what a book holds, `BookRenderer`
/// draws it); a season without one has no link.
public struct SeasonBooks: Sendable {
  /// A drawn book: its pages and its size in bytes.
  public struct Book: Sendable, Hashable {
    public var pages: Int
    public var bytes: Int

    public init(pages: Int, bytes: Int) {
      self.pages = pages
      self.bytes = bytes
    }
  }

  public var books: [Season: Book]

  public init(books: [Season: Book]) { self.books = books }

  /// No books.
  public static let none = SeasonBooks(books: [:])

  /// The seasons that get a book: every season, unless `seasonBooks` is off.
  public static func seasons(_ context: PresentationContext) -> [Season] {
    context.config.seasonBooks ? context.facts.seasons : []
  }
}
