import Foundation

/// JSON text as bytes, written piece by piece as `JSONEncoder` with unescaped slashes
/// writes each piece: integers, numbers, strings, arrays and objects with sorted keys.
/// `DataFileWriter` writes the data files with it.
struct JSONBytes {
  private(set) var bytes: [UInt8] = []

  init(capacity: Int = 0) {
    bytes.reserveCapacity(capacity)
  }

  /// A piece of JSON known when the program was built: `{"won":`.
  mutating func literal(_ text: StaticString) {
    text.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  /// An integer.
  mutating func int(_ value: Int) {
    if value < 0 { bytes.append(UInt8(ascii: "-")) }
    // The digits from the first, by the powers of ten below the number.
    let magnitude = value.magnitude
    var unit: UInt = 1
    while unit <= magnitude / 10 { unit *= 10 }
    repeat {
      bytes.append(UInt8(ascii: "0") + UInt8(magnitude / unit % 10))
      unit /= 10
    } while unit > 0
  }

  /// `key` (a piece of JSON such as `,"won":`), then the integer.
  mutating func int(_ key: StaticString, _ value: Int) {
    literal(key)
    int(value)
  }

  /// A number: the shortest text that reads back as the same value, without a fraction
  /// when it has none ("25", not "25.0"); one that is not a number is a string, "NaN",
  /// "Infinity" or "-Infinity", as `DataPresenter.json` asks of the encoder.
  mutating func double(_ value: Double) {
    guard value.isFinite else {
      string(value.isNaN ? "NaN" : value < 0 ? "-Infinity" : "Infinity")
      return
    }
    let text = value.description.utf8
    bytes.append(contentsOf: text)
    // "25.0" is written "25".
    if text.count > 2, bytes[bytes.count - 2] == UInt8(ascii: "."), bytes.last == UInt8(ascii: "0")
    {
      bytes.removeLast(2)
    }
  }

  /// `key`, then the number.
  mutating func double(_ key: StaticString, _ value: Double) {
    literal(key)
    double(value)
  }

  /// An integer, or `null`.
  mutating func optionalInt(_ value: Int?) {
    if let value { int(value) } else { literal("null") }
  }

  /// A string, or `null`.
  mutating func optionalString(_ text: String?) {
    if let text { string(text) } else { literal("null") }
  }

  mutating func bool(_ value: Bool) {
    if value { literal("true") } else { literal("false") }
  }

  /// A JSON array of `items`, each written by `write`.
  mutating func array<Items: Sequence>(
    _ items: Items, _ write: (inout JSONBytes, Items.Element) -> Void
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

  /// A JSON object of `members` in ascending order of their keys (as the encoder sorts
  /// them), each value written by `write`.
  mutating func object<Value>(_ members: [String: Value], _ write: (inout JSONBytes, Value) -> Void)
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

  /// A JSON string literal, escaped as the encoder escapes it: quotes, backslashes and
  /// control characters (`\b \t \n \f \r` short, the others as `\u00XX`).
  mutating func string(_ text: String) {
    bytes.append(UInt8(ascii: "\""))
    let utf8 = text.utf8
    if !utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) {
      bytes.append(contentsOf: utf8)
    } else {
      for byte in utf8 {
        switch byte {
        case 0x22: bytes += [0x5C, 0x22]
        case 0x5C: bytes += [0x5C, 0x5C]
        case 0x08: bytes += [0x5C, UInt8(ascii: "b")]
        case 0x09: bytes += [0x5C, UInt8(ascii: "t")]
        case 0x0A: bytes += [0x5C, UInt8(ascii: "n")]
        case 0x0C: bytes += [0x5C, UInt8(ascii: "f")]
        case 0x0D: bytes += [0x5C, UInt8(ascii: "r")]
        case ..<0x20:
          let hex = Array("0123456789abcdef".utf8)
          bytes += [0x5C, UInt8(ascii: "u"), 0x30, 0x30, hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
        default: bytes.append(byte)
        }
      }
    }
    bytes.append(UInt8(ascii: "\""))
  }
}
