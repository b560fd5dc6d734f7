import Mustache

/// A view model whose fields templates read by name, without reflection: `child(named:)`
/// returns the field (an optional field that is `nil` is a missing value), and
/// `visitFields(_:)` hands every field to a visitor, in the order of `templateFields`.
///
/// The build writes every view model's conformance from its stored properties
/// (Plugins/TemplateFields reads the files whose names contain `ViewModel`, in
/// `Presenters/Pages/`, `Presenters/Shared/` and `View/`), so a field added to one reaches
/// the templates with nothing else to do. `TemplateFieldsTests` holds both to reflection.
package protocol TemplateData: MustacheParent, Sendable {
  /// The names `child(named:)` answers, in the order the fields are declared.
  static var templateFields: [String] { get }
  /// Hands each field to `visitor`, in the order of `templateFields`.
  func visitFields(_ visitor: inout some TemplateFieldVisitor)
}

/// Takes a view model apart field by field, each as what a template can tell apart: a
/// text, a flag, a missing value, a table, a view model or a list of them. The build's
/// faster View (`FastView`) takes models apart through it.
package protocol TemplateFieldVisitor {
  mutating func visitText(_ text: String)
  mutating func visitFlag(_ flag: Bool)
  /// An optional field without a value.
  mutating func visitMissing()
  mutating func visitTable(_ table: TableViewModel)
  mutating func visitModel(_ model: some TemplateData)
  mutating func visitList(_ models: [some TemplateData])
}

/// What the written conformances call for each field: the field's type picks the visit.
extension TemplateFieldVisitor {
  mutating func visit(_ text: String) { visitText(text) }
  mutating func visit(_ flag: Bool) { visitFlag(flag) }
  mutating func visit(_ table: TableViewModel) { visitTable(table) }
  mutating func visit(_ model: some TemplateData) { visitModel(model) }
  mutating func visit(_ models: [some TemplateData]) { visitList(models) }

  mutating func visit(_ text: String?) {
    if let text { visitText(text) } else { visitMissing() }
  }

  mutating func visit(_ table: TableViewModel?) {
    if let table { visitTable(table) } else { visitMissing() }
  }

  mutating func visit(_ model: (some TemplateData)?) {
    if let model { visitModel(model) } else { visitMissing() }
  }
}
