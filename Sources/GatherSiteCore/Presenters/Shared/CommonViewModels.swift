/// One honour as shown: "Most appearances" – "Ana Lima (24)", maybe linked.
struct AwardViewModel: Sendable {
  public var label: String
  public var text: String
  public var href: String?
}

/// A link with already formatted text.
struct LinkViewModel: Sendable, Encodable {
  public var text: String
  public var href: String
}

/// A label and its formatted value, such as "Age" and "31".
struct FactViewModel: Sendable {
  public var label: String
  public var value: String
}

/// A table whose every cell is already formatted; rendered as HTML by `table.mustache`.
package struct TableViewModel: Sendable {
  /// Column headings and whether they hold numbers (right-aligned).
  public struct Column: Sendable {
    public var label: String
    /// The label spelled out, when it is an abbreviation.
    public var spelledOut: String?
    public var cssClass: String?

    public init(label: String, title: String, numeric: Bool) {
      self.label = label
      self.spelledOut = title == label ? nil : title
      self.cssClass = numeric ? "num" : nil
    }
  }

  /// One cell: text, an optional link, and whether it heads its row.
  public struct Cell: Sendable {
    public var text: String
    public var href: String?
    public var header: Bool
    /// "num" for numbers, plus any extra class such as "unfinished".
    public var cssClass: String?
    /// How many columns the cell spans, when more than one ("12").
    public var colspan: String?

    public init(text: String, href: String?, numeric: Bool, header: Bool, className: String?) {
      self.text = text
      self.href = href
      self.header = header
      self.cssClass =
        switch (numeric, className) {
        case (false, nil): nil
        case (true, nil): "num"
        case (false, let name?): name
        case (true, let name?): "num " + name
        }
    }
  }

  /// One row of cells.
  public struct Row: Sendable {
    public var cells: [Cell]
  }

  public var caption: String
  public var className: String
  public var columns: [Column]
  public var rows: [Row]
  public var hasRows: Bool
  /// What shows in place of a table without rows: "Appearances: nothing yet."
  public var empty: String

  public init(
    caption: String, className: String, wording: Wording, columns: [Column], rows: [Row]
  ) {
    self.caption = caption
    self.empty = wording(.tablesEmpty, ("caption", caption))
    self.className = className
    self.columns = columns
    self.rows = rows
    self.hasRows = !rows.isEmpty
  }
}
