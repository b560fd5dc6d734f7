import Foundation

/// Builds JSON text: raw pieces, numbers and escaped strings, as bytes (a large archive's
/// published data runs to hundreds of megabytes).
struct JSONText {
  private var buffer: [UInt8] = []

  /// The text so far.
  var bytes: Data { Data(buffer) }

  init(capacity: Int = 0) {
    buffer.reserveCapacity(capacity)
  }

  mutating func raw(_ text: String) { append(text) }

  /// A piece of JSON known when the program was built: `{"won":`.
  mutating func literal(_ text: StaticString) {
    text.withUTF8Buffer { buffer.append(contentsOf: $0) }
  }

  /// An integer, as Swift prints it.
  mutating func int(_ value: Int) {
    // The digits are written from the end of a buffer on the stack, then copied at once.
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
      var start = digits.count
      var rest = value.magnitude
      repeat {
        start -= 1
        digits[start] = UInt8(ascii: "0") + UInt8(rest % 10)
        rest /= 10
      } while rest > 0
      if value < 0 {
        start -= 1
        digits[start] = UInt8(ascii: "-")
      }
      buffer.append(contentsOf: UnsafeBufferPointer(rebasing: digits[start...]))
    }
  }

  /// `key` (a piece of JSON such as `,"won":`), then the integer.
  mutating func int(_ key: StaticString, _ value: Int) {
    literal(key)
    int(value)
  }

  /// A number as `JSONEncoder` writes it: the shortest text that reads back as the same
  /// value, without a fraction when it has none ("25", not "25.0").
  mutating func double(_ value: Double) {
    var text = value.description
    text.withUTF8 { utf8 in
      let count = utf8.count
      let whole =
        count > 2 && utf8[count - 2] == UInt8(ascii: ".") && utf8[count - 1] == UInt8(ascii: "0")
      buffer.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[..<(whole ? count - 2 : count)]))
    }
  }

  /// `key`, then the number.
  mutating func double(_ key: StaticString, _ value: Double) {
    literal(key)
    double(value)
  }

  /// Copies a string's UTF-8 in one go (`append(contentsOf:)` goes byte by byte).
  private mutating func append(_ text: String) {
    var text = text
    text.withUTF8 { buffer.append(contentsOf: $0) }
  }

  /// A JSON array of `items`, each written by `write`.
  mutating func array<Items: Sequence>(
    _ items: Items, _ write: (inout JSONText, Items.Element) -> Void
  ) {
    literal("[")
    var first = true
    for item in items {
      if !first { literal(",") }
      first = false
      write(&self, item)
    }
    literal("]")
  }

  /// A JSON object of `members` in ascending order of their keys, each value written by
  /// `write` (as `JSONEncoder` with sorted keys orders them).
  mutating func object<Value>(_ members: [String: Value], _ write: (inout JSONText, Value) -> Void)
  {
    literal("{")
    for (offset, key) in members.keys.sorted().enumerated() {
      if offset > 0 { literal(",") }
      string(key)
      literal(":")
      write(&self, members[key]!)
    }
    literal("}")
  }

  /// An integer, or `null`.
  mutating func optionalInt(_ value: Int?) {
    if let value { int(value) } else { literal("null") }
  }

  /// A JSON string literal, or `null`.
  mutating func optionalString(_ text: String?) {
    if let text { string(text) } else { raw("null") }
  }

  /// A JSON string literal escaped as `JSONEncoder` escapes it: quotes, backslashes and
  /// control characters (`\b \t \n \f \r` short, the others as `\u00XX`).
  mutating func string(_ text: String) {
    buffer.append(0x22)
    if !EscapeScanner.contains(text, where: { $0 == 0x22 || $0 == 0x5C }) {
      append(text)
      buffer.append(0x22)
      return
    }
    for byte in text.utf8 {
      switch byte {
      case 0x22: buffer.append(contentsOf: [0x5C, 0x22])
      case 0x5C: buffer.append(contentsOf: [0x5C, 0x5C])
      case 0x08: buffer.append(contentsOf: [0x5C, UInt8(ascii: "b")])
      case 0x09: buffer.append(contentsOf: [0x5C, UInt8(ascii: "t")])
      case 0x0A: buffer.append(contentsOf: [0x5C, UInt8(ascii: "n")])
      case 0x0C: buffer.append(contentsOf: [0x5C, UInt8(ascii: "f")])
      case 0x0D: buffer.append(contentsOf: [0x5C, UInt8(ascii: "r")])
      case ..<0x20:
        let hex = Array("0123456789abcdef".utf8)
        buffer.append(contentsOf: [
          0x5C, 0x75, 0x30, 0x30, hex[Int(byte >> 4)], hex[Int(byte & 0xF)],
        ])
      default: buffer.append(byte)
      }
    }
    buffer.append(0x22)
  }
}
