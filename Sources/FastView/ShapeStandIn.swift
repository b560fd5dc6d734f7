import GatherSiteCore
import Mustache

/// The stand-ins a shape is rendered from: they answer the template as the real values
/// would, with markers (`TemplateShape.marker`) for text.
enum ShapeStandIn {
  /// The stand-in for a model: its fields, taken in the order `TemplateShape` takes them,
  /// so that text number `n` of the shape is marker number `n`.
  static func model(_ model: some TemplateData, log: ShapeLog) -> Model {
    var builder = Builder(log: log)
    return builder.standIn(for: model)
  }

  /// Stands for a string (or a table) and renders as its marker.
  struct Text: MustacheCustomRenderable, MustacheParent, MustacheTransformable {
    let renderText: String
    let isNull: Bool
    /// The names the real value answers (none for a string): a template that reads one
    /// cannot be rendered through a marker.
    let fields: [String]
    let log: ShapeLog

    func child(named name: String) -> Any? {
      // For any other name the lookup moves up the context stack, as it does here.
      if fields.contains(name) { log.isFaithful = false }
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

  /// Makes the stand-ins of a model's fields, numbering the texts as it meets them.
  private struct Builder: TemplateFieldVisitor {
    let log: ShapeLog
    /// The stand-ins of the fields of the model being visited.
    var values: [Any?] = []
    /// How many texts the walk has met.
    var textCount = 0

    mutating func standIn(for model: some TemplateData) -> Model {
      let outer = values
      values = []
      model.visitFields(&self)
      let standIn = Model(names: type(of: model).templateFields, values: values, log: log)
      values = outer
      return standIn
    }

    mutating func visitText(_ text: String) {
      let marker =
        switch TemplateShape.Ending(text) {
        case .empty: ""
        case .plain: TemplateShape.marker(textCount)
        case .lineBreak: TemplateShape.marker(textCount) + "\n"
        }
      textCount += 1
      values.append(Text(renderText: marker, isNull: false, fields: [], log: log))
    }

    mutating func visitFlag(_ flag: Bool) { values.append(flag) }

    mutating func visitMissing() { values.append(nil) }

    /// A table: its placeholder is one text, which ends a line; a template that looks
    /// inside the table cannot use shapes.
    mutating func visitTable(_ table: TableViewModel) {
      let marker = TemplateShape.marker(textCount) + "\n"
      textCount += 1
      values.append(
        Text(renderText: marker, isNull: false, fields: TableViewModel.templateFields, log: log))
    }

    mutating func visitModel(_ model: some TemplateData) {
      values.append(standIn(for: model))
    }

    mutating func visitList(_ models: [some TemplateData]) {
      var items: [Any] = []
      for model in models { items.append(standIn(for: model)) }
      values.append(List(items: items, log: log))
    }
  }
}

/// Notes, while a shape is rendered, whether the template used a stand-in in a way that
/// markers cannot reproduce (a transform such as `uppercased`, or a look inside a table).
final class ShapeLog {
  var isFaithful = true
}
