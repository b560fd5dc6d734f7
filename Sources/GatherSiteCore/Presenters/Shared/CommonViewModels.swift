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

/// A table whose every cell is already formatted, each column with its importance on a phone;
/// rendered as HTML by `TableHTML` (and, in the build, `TableBytes`).
package struct TableViewModel: Sendable {
  /// Column headings and whether they hold numbers (right-aligned).
  public struct Column: Sendable {
    public var label: String
    /// The label spelled out, when it is an abbreviation.
    public var spelledOut: String?
    public var cssClass: String?
    /// How much the column matters on a narrow screen: `.always` columns show on every
    /// screen; the others only where there is room, or when the reader asks for the
    /// full table (`with(priority:)` changes it, with the heading's class).
    public let priority: Priority

    public init(label: String, title: String, numeric: Bool, priority: Priority = .always) {
      self.label = label
      self.spelledOut = title == label ? nil : title
      self.priority = priority
      self.cssClass = Self.classes(numeric ? "num" : nil, priority)
    }

    /// The same column with another priority, its heading's class made anew.
    public func with(priority: Priority) -> Column {
      Column(
        label: label, title: spelledOut ?? label,
        numeric: numeric, priority: priority)
    }

    /// Whether the column holds numbers (its heading's class has "num").
    public var numeric: Bool { cssClass?.split(separator: " ").contains("num") ?? false }

    /// "num p2": a cell's classes with the column's priority added.
    static func classes(_ base: String?, _ priority: Priority) -> String? {
      guard let name = priority.className else { return base }
      return base.map { "\($0) \(name)" } ?? name
    }
  }

  /// When a column shows: on every screen, from a wide phone's or a small tablet's width
  /// up (`p2`, 36rem), or from a tablet's width up (`p3`, 48rem). A phone held upright
  /// (390 px) shows the `.always` columns; turned sideways, all of them.
  public enum Priority: Int, Sendable, Comparable {
    case always = 1
    case wide = 2
    case wider = 3

    /// The class of its cells ("p2"), none for a column that always shows.
    var className: String? { self == .always ? nil : "p\(rawValue)" }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
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
  /// The switch that shows the columns a narrow screen hides; nil when every column
  /// always shows.
  public var fullTable: FullTableSwitch?

  /// The "All columns" switch above a table whose columns do not all show on a phone: its
  /// label, and the class that shows it on the screens that hide a column
  /// ("full-toggle full-toggle-2": below the width of the `p2` columns).
  public struct FullTableSwitch: Sendable {
    public var label: String
    public var className: String
  }

  public init(
    caption: String, className: String, wording: Wording, columns: [Column], rows: [Row]
  ) {
    self.caption = caption
    self.empty = wording(.tablesEmpty, ("caption", caption))
    self.className = className
    self.columns = columns
    self.hasRows = !rows.isEmpty
    let narrowest = columns.map(\.priority).max() ?? .always
    self.fullTable =
      narrowest == .always
      ? nil
      : FullTableSwitch(
        label: wording[.tablesFullTable],
        className: "full-toggle full-toggle-\(narrowest.rawValue)")
    guard narrowest != .always else {
      self.rows = rows
      return
    }
    // Each cell takes its column's priority (a cell spanning columns the most important
    // of theirs), so that a column shows or hides whole. The rows are changed where they
    // are: a grid of attendance has thousands of cells.
    let priorities = columns.map(\.priority)
    var rows = rows
    for row in rows.indices {
      var start = 0
      for position in rows[row].cells.indices {
        let span = max(rows[row].cells[position].colspan.flatMap(Int.init) ?? 1, 1)
        let first = min(start, priorities.count)
        let end = max(first, min(start + span, priorities.count))
        start += span
        if let priority = priorities[first..<end].min(), priority != .always {
          rows[row].cells[position].cssClass = Column.classes(
            rows[row].cells[position].cssClass, priority)
        }
      }
    }
    self.rows = rows
  }
}

/// The text a reader copies into the group chat, a line each (a match's result, date,
/// line-ups, notes and address; a season's champion, book and address; a player's record,
/// rating and permanent address), with the button that copies it.
struct ShareTextViewModel: Sendable {
  /// One line of the text.
  struct Line: Sendable {
    var text: String
  }

  var heading: String
  var lines: [Line]
  var copy: String
  var copied: String
  /// The script that copies it, where the browser allows.
  var scriptHref: String

  /// The text of `lines` on `page`, in the catalogue's words ("For the group chat").
  init(_ lines: [String], on page: Route, context: PresentationContext) {
    heading = context.wording[.matchShare]
    self.lines = lines.map(Line.init)
    copy = context.wording[.matchCopy]
    copied = context.wording[.matchCopied]
    scriptHref = context.router.href(from: page, to: .asset("share.js"))
  }
}
