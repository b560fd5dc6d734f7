/// An optional value that is encoded as `null` when it is absent, instead of being left out.
@propertyWrapper package struct Null<Value: Encodable>: Encodable {
  package var wrappedValue: Value?

  package init(wrappedValue: Value?) { self.wrappedValue = wrappedValue }

  package func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(wrappedValue)
  }
}
