import Mustache

/// A view model whose fields templates read by name, without reflection: `child(named:)`
/// returns the field (an optional field that is `nil` is a missing value).
///
/// The build writes every view model's conformance from its stored properties
/// (Plugins/TemplateFields reads the files whose names contain `ViewModel`, in
/// `Presenters/Pages/`, `Presenters/Shared/` and `View/`), so a field added to one reaches
/// the templates with nothing else to do.
protocol TemplateData: MustacheParent, Sendable {
  /// The names `child(named:)` answers, for the tests.
  static var templateFields: [String] { get }
  /// The fields' values in the order of `templateFields`.
  var templateValues: [Any?] { get }
  /// Adds the fields to a shape, in the order of `templateFields`.
  func shape(into shape: inout TemplateShape)
}
