import GatherSiteCore

/// A view model taken apart into its shape and its text.
///
/// The shape is everything a logic-less template can branch on: which optional fields are
/// present, the value of every flag and the length of every list. The text is every string
/// the model holds, in a fixed order. Two models of one shape render to the same output
/// apart from where their strings go, so `ShapedTemplates` renders a shape once, with
/// numbered markers in place of the strings (`ShapeStandIn`), and fills the markers in for
/// every model of that shape.
struct TemplateShape: TemplateFieldVisitor {
  /// The shape: a byte per value (kind, flag, presence, or how a text ends) and the length
  /// of each list.
  private(set) var key: [UInt8] = []
  /// The text of every string and table, in the order of their markers. A table's text is
  /// a placeholder (`tablePlaceholder`) for its HTML, kept in `tables`.
  private(set) var texts: [String] = []
  /// The HTML of every table (`TableBytes`), in order, and the index in `texts` of each
  /// one's placeholder.
  private(set) var tables: [(text: Int, html: [UInt8])] = []

  /// Takes a model apart.
  init(_ model: some TemplateData) {
    key.reserveCapacity(64)
    texts.reserveCapacity(32)
    model.visitFields(&self)
  }

  /// The shape, then each text's length and bytes: everything a template can tell of the
  /// model, as one run of bytes. Models with the same run render alike.
  var bytes: [UInt8] {
    var bytes = key
    bytes.reserveCapacity(key.count + texts.reduce(0) { $0 + $1.utf8.count + 8 } + 8)
    func appendLength(_ count: Int) {
      withUnsafeBytes(of: UInt64(count).littleEndian) { bytes += $0 }
    }
    appendLength(key.count)
    for text in texts {
      appendLength(text.utf8.count)
      bytes += text.utf8
    }
    return bytes
  }

  /// The marker that stands for text number `index`: private-use characters around the
  /// number and an ampersand, which shows how the template escaped it.
  static func marker(_ index: Int) -> String {
    "\u{E000}\(index)&\u{E001}"
  }

  /// How a text looks to the library beyond its escaping: an empty text renders nothing
  /// (no marker then), and one that ends a line makes an indented partial indent what
  /// follows (its marker is followed by a line break, which `ShapedTemplates` expects).
  enum Ending: UInt8 {
    case empty = 0
    case plain = 1
    case lineBreak = 2

    init(_ text: String) {
      self = text.isEmpty ? .empty : text.last == "\n" ? .lineBreak : .plain
    }
  }

  /// The text that stands for table number `index` until the page's Markdown has been
  /// made into HTML (`TableSplicing`): a line that starts an HTML block as the table's own
  /// first line does, with the number between private-use characters, followed by a blank
  /// line as the table's HTML is.
  static func tablePlaceholder(_ index: Int) -> String {
    "<div \(tableMark)\(index)\(tableMark)>\n\n"
  }

  /// The private-use character around a table placeholder's number.
  static let tableMark: Unicode.Scalar = "\u{E002}"

  mutating func visitText(_ text: String) {
    texts.append(text)
    key.append(8 + Ending(text).rawValue)
  }

  mutating func visitFlag(_ flag: Bool) {
    key.append(flag ? 3 : 2)
  }

  mutating func visitMissing() {
    key.append(0)
  }

  /// A table is one text, a placeholder for its HTML.
  mutating func visitTable(_ table: TableViewModel) {
    key.append(4)
    tables.append((texts.count, TableBytes.html(table)))
    visitText(Self.tablePlaceholder(tables.count - 1))
  }

  mutating func visitModel(_ model: some TemplateData) {
    key.append(6)
    model.visitFields(&self)
  }

  mutating func visitList(_ models: [some TemplateData]) {
    key.append(7)
    var count = models.count
    repeat {
      key.append(UInt8(count & 0x7F) | (count > 0x7F ? 0x80 : 0))
      count >>= 7
    } while count > 0
    for model in models { visitModel(model) }
  }
}
