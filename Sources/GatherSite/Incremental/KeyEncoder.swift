import Foundation

/// Hashes any `Encodable` value into a `RenderKey`: every field the value's `Encodable`
/// conformance writes goes into the key with its name, its kind and its depth (which says
/// where each object and list ends), so that two values that encode differently get
/// different keys.
///
/// View models get their conformance from the compiler, so a field added to one is in
/// every page's key without anyone listing it.
struct KeyEncoder {
  /// The key of `value`, after `seed` (the program, the theme and the page's path).
  static func key(of value: some Encodable, seed: RenderKey) -> RenderKey {
    let sink = Sink()
    sink.hasher.combine(seed)
    // A view model's encoding cannot fail: it has no throwing conformance of its own.
    try? value.encode(to: Writer(sink: sink, depth: 0))
    return sink.hasher.finalize()
  }

  /// Where every container writes: one hasher for the whole value.
  final class Sink {
    var hasher = KeyHasher()

    func tag(_ tag: Tag) { hasher.combine(tag.rawValue) }
  }

  /// What a value is, written before it: a key cannot confuse a string with a number or
  /// an absent value with an empty one.
  enum Tag: UInt64 {
    case null = 1
    case bool, int, unsigned, double, string, object, list, field, element, bytes
  }

  /// The encoder a value writes itself to, at one depth of the value.
  struct Writer: Encoder {
    let sink: Sink
    /// How deep in the value this encoder writes: every field and element carries it.
    let depth: UInt64
    var codingPath: [any CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
      sink.tag(.object)
      return KeyedEncodingContainer(Keyed<Key>(sink: sink, depth: depth + 1))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
      sink.tag(.list)
      return Unkeyed(sink: sink, depth: depth + 1)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
      Single(sink: sink, depth: depth)
    }
  }

  /// Writes single values; shared by the three kinds of container.
  struct Single: SingleValueEncodingContainer {
    let sink: Sink
    let depth: UInt64
    var codingPath: [any CodingKey] = []

    mutating func encodeNil() { sink.tag(.null) }
    mutating func encode(_ value: Bool) {
      sink.tag(.bool)
      sink.hasher.combine(value)
    }
    mutating func encode(_ value: String) {
      sink.tag(.string)
      sink.hasher.combine(value)
    }
    mutating func encode(_ value: Double) {
      sink.tag(.double)
      sink.hasher.combine(value.bitPattern)
    }
    mutating func encode(_ value: Float) { encode(Double(value)) }
    mutating func encode(_ value: Int) { signed(Int64(value)) }
    mutating func encode(_ value: Int8) { signed(Int64(value)) }
    mutating func encode(_ value: Int16) { signed(Int64(value)) }
    mutating func encode(_ value: Int32) { signed(Int64(value)) }
    mutating func encode(_ value: Int64) { signed(value) }
    mutating func encode(_ value: UInt) { unsigned(UInt64(value)) }
    mutating func encode(_ value: UInt8) { unsigned(UInt64(value)) }
    mutating func encode(_ value: UInt16) { unsigned(UInt64(value)) }
    mutating func encode(_ value: UInt32) { unsigned(UInt64(value)) }
    mutating func encode(_ value: UInt64) { unsigned(value) }
    mutating func encode<Value: Encodable>(_ value: Value) throws {
      // Bytes (a page's Markdown) in one go rather than one number at a time. The type is
      // compared, not cast to: a cast to `[UInt8]` tries every element of any other array.
      if Value.self == [UInt8].self {
        sink.tag(.bytes)
        sink.hasher.combine(bytes: unsafeBitCast(value, to: [UInt8].self))
        return
      }
      try value.encode(to: Writer(sink: sink, depth: depth))
    }

    private func signed(_ value: Int64) {
      sink.tag(.int)
      sink.hasher.combine(UInt64(bitPattern: value))
    }

    private func unsigned(_ value: UInt64) {
      sink.tag(.unsigned)
      sink.hasher.combine(value)
    }
  }

  /// An object: each field named, with its depth, before its value.
  struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let sink: Sink
    let depth: UInt64
    var codingPath: [any CodingKey] = []

    /// Names the field before its value (a field left out, such as an absent optional,
    /// then leaves no trace that another field could stand for).
    private func field(_ key: Key) -> Single {
      sink.tag(.field)
      sink.hasher.combine(depth)
      sink.hasher.combine(key.stringValue)
      return Single(sink: sink, depth: depth)
    }

    mutating func encodeNil(forKey key: Key) {
      var single = field(key)
      single.encodeNil()
    }
    mutating func encode(_ value: Bool, forKey key: Key) {
      var s = field(key)
      s.encode(value)
    }
    mutating func encode(_ value: String, forKey key: Key) {
      var s = field(key)
      s.encode(value)
    }
    mutating func encode(_ value: Double, forKey key: Key) {
      var s = field(key)
      s.encode(value)
    }
    mutating func encode(_ value: Float, forKey key: Key) {
      var s = field(key)
      s.encode(value)
    }
    mutating func encode(_ value: Int, forKey key: Key) {
      var s = field(key)
      s.encode(value)
    }
    mutating func encode(_ value: Int8, forKey key: Key) {
      var s = field(key)
      s.encode(value)
    }
    mutating func encode(_ value: Int16, forKey key: Key) {
      var s = field(key)
      s.encode(value)
    }
    mutating func encode(_ value: Int32, forKey key: Key) {
      var s = field(key)
      s.encode(value)
    }
    mutating func encode(_ value: Int64, forKey key: Key) {
      var s = field(key)
      s.encode(value)
    }
    mutating func encode(_ value: UInt, forKey key: Key) {
      var s = field(key)
      s.encode(value)
    }
    mutating func encode(_ value: UInt8, forKey key: Key) {
      var s = field(key)
      s.encode(value)
    }
    mutating func encode(_ value: UInt16, forKey key: Key) {
      var s = field(key)
      s.encode(value)
    }
    mutating func encode(_ value: UInt32, forKey key: Key) {
      var s = field(key)
      s.encode(value)
    }
    mutating func encode(_ value: UInt64, forKey key: Key) {
      var s = field(key)
      s.encode(value)
    }
    mutating func encode(_ value: some Encodable, forKey key: Key) throws {
      var single = field(key)
      try single.encode(value)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
      keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
      _ = field(key)
      return Writer(sink: sink, depth: depth).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
      _ = field(key)
      return Writer(sink: sink, depth: depth).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
      sink.tag(.field)
      sink.hasher.combine(depth)
      sink.hasher.combine("super")
      return Writer(sink: sink, depth: depth)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
      _ = field(key)
      return Writer(sink: sink, depth: depth)
    }
  }

  /// A list: each element tagged with its depth before its value.
  struct Unkeyed: UnkeyedEncodingContainer {
    let sink: Sink
    let depth: UInt64
    var codingPath: [any CodingKey] = []
    private(set) var count = 0

    init(sink: Sink, depth: UInt64) {
      self.sink = sink
      self.depth = depth
    }

    private mutating func next() -> Single {
      count += 1
      sink.tag(.element)
      sink.hasher.combine(depth)
      return Single(sink: sink, depth: depth)
    }

    mutating func encodeNil() {
      var s = next()
      s.encodeNil()
    }
    mutating func encode(_ value: Bool) {
      var s = next()
      s.encode(value)
    }
    mutating func encode(_ value: String) {
      var s = next()
      s.encode(value)
    }
    mutating func encode(_ value: Double) {
      var s = next()
      s.encode(value)
    }
    mutating func encode(_ value: Float) {
      var s = next()
      s.encode(value)
    }
    mutating func encode(_ value: Int) {
      var s = next()
      s.encode(value)
    }
    mutating func encode(_ value: Int8) {
      var s = next()
      s.encode(value)
    }
    mutating func encode(_ value: Int16) {
      var s = next()
      s.encode(value)
    }
    mutating func encode(_ value: Int32) {
      var s = next()
      s.encode(value)
    }
    mutating func encode(_ value: Int64) {
      var s = next()
      s.encode(value)
    }
    mutating func encode(_ value: UInt) {
      var s = next()
      s.encode(value)
    }
    mutating func encode(_ value: UInt8) {
      var s = next()
      s.encode(value)
    }
    mutating func encode(_ value: UInt16) {
      var s = next()
      s.encode(value)
    }
    mutating func encode(_ value: UInt32) {
      var s = next()
      s.encode(value)
    }
    mutating func encode(_ value: UInt64) {
      var s = next()
      s.encode(value)
    }
    mutating func encode(_ value: some Encodable) throws {
      var single = next()
      try single.encode(value)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
      -> KeyedEncodingContainer<NestedKey>
    {
      _ = next()
      return Writer(sink: sink, depth: depth).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
      _ = next()
      return Writer(sink: sink, depth: depth).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
      _ = next()
      return Writer(sink: sink, depth: depth)
    }
  }
}
