/// What a season's book says: the printable PDF of one season, every text already formatted
/// in the site's language and following its team names, name policy and privacy settings
/// (`BookRenderer` only lays it out). Two books that encode alike are the same bytes.
public struct SeasonBookViewModel: Sendable, Hashable, Encodable {
  /// A table: its columns, and its rows of cells, one text each.
  public struct Table: Sendable, Hashable, Encodable {
    public struct Column: Sendable, Hashable, Encodable {
      public var label: String
      /// Numbers are set right-aligned in a column as wide as its widest text; the other
      /// columns share what is left.
      public var numeric: Bool
    }

    public var columns: [Column]
    public var rows: [[String]]
  }

  /// What a section holds, in order.
  public enum Block: Sendable, Hashable, Encodable {
    case paragraph(String)
    case table(Table)
    /// A title in bold and its lines, kept on one page: a match.
    case entry(title: String, lines: [String])
  }

  /// A chapter of the book: it starts a page, and the contents and the outline list it.
  public struct Section: Sendable, Hashable, Encodable {
    public var title: String
    public var blocks: [Block]
  }

  /// The site's language as a BCP 47 tag ("en", "pt-BR"), in the document's metadata.
  public var language: String
  public var paper: BookPaper
  /// The document's title in its metadata: "Season 2024-25 · Thursday Football".
  public var documentTitle: String
  /// The league's name: the cover's first line and the document's author.
  public var league: String
  /// "Season 2024-25".
  public var title: String
  /// The cover's lines under the title: the dates, the champion, the matches played.
  public var coverLines: [String]
  /// "Final" or "In progress: up to 3 March 2025".
  public var status: String
  /// The date the metadata gives as the document's: the season's last match, as
  /// `D:YYYYMMDD` would read it ("2025-03-03T00:00:00Z"); never the build's time.
  public var date: String
  public var contentsTitle: String
  public var sections: [Section]
  /// The running foot: "Thursday Football · Season 2024-25".
  public var footer: String
  /// "Page {page} of {pages}", the two names left for the renderer to fill.
  public var pageNumber: String
}
