import Mustache

/// A view model whose fields templates can read by name, without reflection.
protocol TemplateData: MustacheParent, Sendable {
  static var templateFields: [String: PartialKeyPath<Self>] { get }
}

extension TemplateData {
  /// The field called `name`, with optionals unwrapped so that `nil` is a missing value.
  func child(named name: String) -> Any? {
    guard let path = Self.templateFields[name] else { return nil }
    let value = self[keyPath: path]
    if let optional = value as? any OptionalField { return optional.wrappedField }
    return value
  }
}

/// Lets `child(named:)` see through an optional field.
private protocol OptionalField {
  var wrappedField: Any? { get }
}

extension Optional: OptionalField {
  fileprivate var wrappedField: Any? { self.map { $0 as Any } }
}
