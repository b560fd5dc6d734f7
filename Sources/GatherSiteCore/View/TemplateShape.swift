import Mustache

/// A view model taken apart into its shape and its text.
///
/// The shape is everything a logic-less template can branch on: which optional fields are
/// present, the value of every flag and the length of every list. The text is every string
/// the model holds, in a fixed order. Two models of one shape render to the same output
/// apart from where their strings go, so `ShapedTemplates` renders a shape once, with
/// numbered markers in place of the strings, and fills the markers in for every model of
/// that shape.
struct TemplateShape {
  /// The shape: a byte per value (kind, flag, presence, or how a text ends) and the length
  /// of each list.
  private(set) var key: [UInt8] = []
  /// The text of every string, table and number, in the order of their markers. A table's
  /// text is a placeholder (`tablePlaceholder`) for its HTML, kept in `tables`.
  private(set) var texts: [String] = []
  /// The HTML of every table, in order, and the index in `texts` of each one's placeholder.
  private(set) var tables: [(text: Int, html: [UInt8])] = []
  /// False when `init(standingIn:log:)` met a value markers cannot stand for (an optional
  /// inside a list): such a model is rendered directly.
  private(set) var isSupported = true

  /// Takes a model apart.
  init(_ model: some TemplateData) {
    key.reserveCapacity(64)
    texts.reserveCapacity(32)
    add(model)
  }

  /// Takes a model apart through its `templateValues` and builds the stand-in that its
  /// shape is rendered from, whose texts are markers. Gives the key and texts `init` gives.
  init(standingIn model: some TemplateData, log: ShapeLog) {
    stand = walk(model, log: log)
  }

  /// The model with markers in place of its text (`init(standingIn:log:)` only).
  private(set) var stand: Any?

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

  mutating func add(_ text: String) {
    addText(text)
  }

  mutating func add(_ text: String?) {
    guard let text else { return key.append(0) }
    addText(text)
  }

  mutating func add(_ flag: Bool) {
    key.append(flag ? 3 : 2)
  }

  /// A table is one text, a placeholder for its HTML.
  mutating func add(_ table: TableViewModel) {
    key.append(4)
    addTable(table)
  }

  mutating func add(_ table: TableViewModel?) {
    guard let table else { return key.append(0) }
    add(table)
  }

  mutating func add(_ model: some TemplateData) {
    key.append(6)
    model.shape(into: &self)
  }

  mutating func add(_ model: (some TemplateData)?) {
    guard let model else { return key.append(0) }
    add(model)
  }

  mutating func add(_ list: [some TemplateData]) {
    key.append(7)
    appendLength(list.count)
    for item in list { add(item) }
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

  private mutating func addTable(_ table: TableViewModel) {
    tables.append((texts.count, table.html))
    addText(Self.tablePlaceholder(tables.count - 1))
  }

  private mutating func addText(_ text: String) {
    texts.append(text)
    key.append(8 + Ending(text).rawValue)
  }

  private mutating func walk(_ value: Any?, log: ShapeLog) -> Any? {
    guard let value else {
      key.append(0)
      return nil
    }
    switch value {
    case let text as String:
      return leaf(text, fields: [], log: log)
    case let flag as Bool:
      key.append(flag ? 3 : 2)
      return flag
    case let table as TableViewModel:
      // A table: a placeholder for its HTML is one text; a template that looks inside it
      // cannot use shapes.
      key.append(4)
      let index = texts.count
      addTable(table)
      let marker = Self.marker(index) + "\n"
      return ShapeStandIn.Text(
        renderText: marker, isNull: false, fields: TableViewModel.templateFields, log: log)
    case let renderable as any MustacheCustomRenderable:
      key.append(renderable.isNull ? 5 : 4)
      let fields = (renderable as? any TemplateData).map { type(of: $0).templateFields }
      return leaf(renderable.renderText, fields: fields, isNull: renderable.isNull, log: log)
    case let model as any TemplateData:
      key.append(6)
      let children = model.templateValues.map { walk($0, log: log) }
      return ShapeStandIn.Model(names: type(of: model).templateFields, values: children, log: log)
    case let list as [Any]:
      key.append(7)
      appendLength(list.count)
      return ShapeStandIn.List(items: list.compactMap { walk($0, log: log) }, log: log)
    default:
      // A number or another value the library prints with `String(describing:)`; an
      // optional inside a list is not something markers can stand for.
      if Mirror(reflecting: value).displayStyle == .optional { isSupported = false }
      return leaf(String(describing: value), fields: nil, log: log)
    }
  }

  /// A text; `fields` are the names the real value answers (`nil`: unknown).
  private mutating func leaf(
    _ text: String, fields: [String]?, isNull: Bool = false, log: ShapeLog
  ) -> Any {
    let index = texts.count
    addText(text)
    let marker =
      switch Ending(text) {
      case .empty: ""
      case .plain: Self.marker(index)
      case .lineBreak: Self.marker(index) + "\n"
      }
    return ShapeStandIn.Text(renderText: marker, isNull: isNull, fields: fields, log: log)
  }

  private mutating func appendLength(_ count: Int) {
    var count = count
    repeat {
      key.append(UInt8(count & 0x7F) | (count > 0x7F ? 0x80 : 0))
      count >>= 7
    } while count > 0
  }
}

/// Notes, while a shape is rendered, whether the template used a stand-in in a way that
/// markers cannot reproduce (a transform such as `uppercased`, or a look inside a table).
final class ShapeLog {
  var isFaithful = true
}

/// The stand-ins a shape is rendered from: they answer the template as the real values
/// would, with markers for text.
enum ShapeStandIn {
  /// Stands for a string (or a table, or a number) and renders as its marker.
  struct Text: MustacheCustomRenderable, MustacheParent, MustacheTransformable {
    let renderText: String
    let isNull: Bool
    /// The names the real value answers (none for a string; `nil` when unknown): a
    /// template that reads one cannot be rendered through a marker.
    let fields: [String]?
    let log: ShapeLog

    func child(named name: String) -> Any? {
      // For any other name the lookup moves up the context stack, as it does here.
      if fields?.contains(name) ?? true { log.isFaithful = false }
      return nil
    }

    func transform(_ name: String) -> Any? {
      log.isFaithful = false
      return nil
    }
  }

  /// Stands for a view model.
  struct Model: MustacheParent, MustacheCustomRenderable {
    let names: [String]
    let values: [Any?]
    let log: ShapeLog

    /// A model printed as a variable prints its Swift description, which has no markers.
    var renderText: String {
      log.isFaithful = false
      return ""
    }

    var isNull: Bool { false }

    func child(named name: String) -> Any? {
      guard let index = names.firstIndex(of: name) else { return nil }
      return values[index]
    }
  }

  /// Stands for a list, with the transforms the library offers for arrays.
  struct List: MustacheSequence, MustacheParent, MustacheTransformable, MustacheCustomRenderable {
    let items: [Any]
    let log: ShapeLog

    /// A list printed as a variable prints its Swift description, which has no markers.
    var renderText: String {
      log.isFaithful = false
      return ""
    }

    var isNull: Bool { false }

    func makeIterator() -> IndexingIterator<[Any]> { items.makeIterator() }

    func child(named name: String) -> Any? { nil }

    func transform(_ name: String) -> Any? {
      switch name {
      case "first": return items.first
      case "last": return items.last
      case "reversed": return List(items: items.reversed(), log: log)
      case "count": return items.count
      case "empty": return items.isEmpty
      default:
        log.isFaithful = false
        return nil
      }
    }
  }
}
