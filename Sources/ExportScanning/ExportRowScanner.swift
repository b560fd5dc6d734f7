import Foundation
import GatherSiteCore

/// Reads an export row straight from its JSON text, for rows of the usual shape: objects
/// whose members have the types the row expects. Whatever it accepts is valid JSON, read
/// into the same values `JSONDecoder` reads; anything else (a value of another type, a
/// repeated key, a key written with escapes, a number that is not a plain integer, nesting
/// deeper than `maximumDepth`) it refuses, and the row is then decoded by `JSONDecoder`,
/// which has the last word on every file.
struct ExportRowScanner {
  private let bytes: UnsafeBufferPointer<UInt8>
  private var index: Int

  /// How deep the values of keys a row does not read may nest before the scanner refuses.
  static let maximumDepth = 32

  /// A scanner over the text of one row.
  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
    index = 0
  }

  /// The row that `bytes` (one element of an export's array) holds, as `JSONDecoder` would
  /// read it, or `nil` when the scanner refuses it.
  static func row<Row: ScannableRow>(_ bytes: UnsafeBufferPointer<UInt8>, as: Row.Type) -> Row? {
    var scanner = ExportRowScanner(bytes)
    guard let row = Row(scanning: &scanner) else { return nil }
    scanner.skipSpace()
    return scanner.index == bytes.count ? row : nil
  }

  /// Reads an object, calling `member` with each key once the scanner stands on its value;
  /// `member` must read the value and say whether it could. Refuses a key given twice.
  mutating func object(_ member: (inout ExportRowScanner, String) -> Bool) -> Bool {
    guard take(UInt8(ascii: "{")) else { return false }
    if take(UInt8(ascii: "}")) { return true }
    var keys: [String] = []
    repeat {
      guard let key = string(allowingEscapes: false), !keys.contains(key),
        take(UInt8(ascii: ":")), member(&self, key)
      else { return false }
      keys.append(key)
    } while take(UInt8(ascii: ","))
    return take(UInt8(ascii: "}"))
  }

  /// Reads an array, calling `element` once the scanner stands on each element.
  mutating func array(_ element: (inout ExportRowScanner) -> Bool) -> Bool {
    guard take(UInt8(ascii: "[")) else { return false }
    if take(UInt8(ascii: "]")) { return true }
    repeat {
      guard element(&self) else { return false }
    } while take(UInt8(ascii: ","))
    return take(UInt8(ascii: "]"))
  }

  /// Reads `null`, if that is what comes next.
  mutating func null() -> Bool {
    skipSpace()
    return literal("null")
  }

  /// A member that `decodeIfPresent(String.self, …)` reads: `nil` for `null`, a string as
  /// a typed value. Refuses any other value.
  mutating func optionalString(_ field: inout Lenient<String>?) -> Bool {
    if null() { return true }
    guard let text = string(allowingEscapes: true) else { return false }
    field = .value(text)
    return true
  }

  /// A member that `decodeIfPresent(Int.self, …)` reads: `nil` for `null`, a plain integer
  /// (no fraction, no exponent, in `Int`'s range) as a typed value. Refuses any other
  /// value.
  mutating func optionalInteger(_ field: inout Lenient<Int>?) -> Bool {
    if null() { return true }
    guard let number = integer() else { return false }
    field = .value(number)
    return true
  }

  /// Reads any JSON value without keeping it, checking it as strictly as the grammar does.
  mutating func skipValue(depth: Int = 0) -> Bool {
    guard depth < Self.maximumDepth else { return false }
    skipSpace()
    guard index < bytes.count else { return false }
    switch bytes[index] {
    case UInt8(ascii: "{"): return object { scanner, _ in scanner.skipValue(depth: depth + 1) }
    case UInt8(ascii: "["): return array { scanner in scanner.skipValue(depth: depth + 1) }
    case UInt8(ascii: "\""): return string(allowingEscapes: true) != nil
    case UInt8(ascii: "t"): return literal("true")
    case UInt8(ascii: "f"): return literal("false")
    case UInt8(ascii: "n"): return literal("null")
    default: return number()
    }
  }

  // MARK: Tokens

  private mutating func skipSpace() {
    while index < bytes.count, JSONArraySplitter.isSpace(bytes[index]) { index += 1 }
  }

  /// Takes `byte` if it is the next one after white space.
  private mutating func take(_ byte: UInt8) -> Bool {
    skipSpace()
    guard index < bytes.count, bytes[index] == byte else { return false }
    index += 1
    return true
  }

  private mutating func literal(_ word: StaticString) -> Bool {
    let count = word.utf8CodeUnitCount
    guard index + count <= bytes.count else { return false }
    for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] {
      return false
    }
    index += count
    return true
  }

  /// A string, its escapes decoded; `nil` for text that is not a valid JSON string of valid
  /// UTF-8 (or, unless `allowingEscapes`, one with an escape).
  private mutating func string(allowingEscapes: Bool) -> String? {
    guard take(UInt8(ascii: "\"")) else { return nil }
    let start = index
    var isASCII = true
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        let utf8 = UnsafeBufferPointer(rebasing: bytes[start..<index])
        index += 1
        // ASCII is valid UTF-8 as it is, and decodes without the validating path's cost.
        return isASCII
          ? String(decoding: utf8, as: UTF8.self) : String(validating: utf8, as: UTF8.self)
      }
      if byte == UInt8(ascii: "\\") {
        return allowingEscapes ? escapedString(from: start) : nil
      }
      guard byte >= 0x20 else { return nil }
      if byte >= 0x80 { isASCII = false }
      index += 1
    }
    return nil
  }

  /// The rest of a string that has an escape at `index`, from its first byte at `start`.
  private mutating func escapedString(from start: Int) -> String? {
    var text = Array(UnsafeBufferPointer(rebasing: bytes[start..<index]))
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      switch byte {
      case UInt8(ascii: "\""):
        return String(validating: text, as: UTF8.self)
      case UInt8(ascii: "\\"):
        guard index < bytes.count else { return nil }
        let escape = bytes[index]
        index += 1
        switch escape {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(escape)
        case UInt8(ascii: "b"): text.append(0x08)
        case UInt8(ascii: "f"): text.append(0x0C)
        case UInt8(ascii: "n"): text.append(0x0A)
        case UInt8(ascii: "r"): text.append(0x0D)
        case UInt8(ascii: "t"): text.append(0x09)
        case UInt8(ascii: "u"):
          guard let scalar = unicodeEscape() else { return nil }
          text.append(contentsOf: String(Character(scalar)).utf8)
        default: return nil
        }
      default:
        guard byte >= 0x20 else { return nil }
        text.append(byte)
      }
    }
    return nil
  }

  /// The scalar of a `\u` escape whose four digits start at `index`, with the low half of
  /// a surrogate pair when the first is the high half; `nil` for a lone surrogate.
  private mutating func unicodeEscape() -> Unicode.Scalar? {
    guard let first = fourHexDigits() else { return nil }
    if (0xD800..<0xDC00).contains(first) {
      guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
        bytes[index + 1] == UInt8(ascii: "u")
      else { return nil }
      index += 2
      guard let second = fourHexDigits(), (0xDC00..<0xE000).contains(second) else { return nil }
      return Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))
    }
    return Unicode.Scalar(first)
  }

  private mutating func fourHexDigits() -> UInt32? {
    guard index + 4 <= bytes.count else { return nil }
    var value: UInt32 = 0
    for _ in 0..<4 {
      let byte = bytes[index]
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: return nil
      }
      value = value << 4 | UInt32(digit)
      index += 1
    }
    return value
  }

  /// A plain integer: an optional minus, then `0` or digits without a leading zero, ending
  /// where the number ends; `nil` for anything else or a value outside `Int`.
  private mutating func integer() -> Int? {
    skipSpace()
    let start = index
    let negative = index < bytes.count && bytes[index] == UInt8(ascii: "-")
    if negative { index += 1 }
    let digitsStart = index
    var value = 0
    while index < bytes.count, let digit = Self.digit(bytes[index]) {
      let (times, overflowTimes) = value.multipliedReportingOverflow(by: 10)
      let (sum, overflowSum) =
        negative
        ? times.subtractingReportingOverflow(digit) : times.addingReportingOverflow(digit)
      guard !overflowTimes, !overflowSum else { return nil }
      value = sum
      index += 1
    }
    let digits = index - digitsStart
    guard digits > 0, digits == 1 || bytes[digitsStart] != UInt8(ascii: "0"), endsNumber() else {
      index = start
      return nil
    }
    return value
  }

  /// Checks a number against JSON's grammar: `-? (0 | [1-9][0-9]*) (. [0-9]+)?
  /// ([eE] [+-]? [0-9]+)?`.
  private mutating func number() -> Bool {
    if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
    let integerStart = index
    guard skipDigits() > 0 else { return false }
    if index - integerStart > 1, bytes[integerStart] == UInt8(ascii: "0") { return false }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard skipDigits() > 0 else { return false }
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")
      {
        index += 1
      }
      guard skipDigits() > 0 else { return false }
    }
    return endsNumber()
  }

  private mutating func skipDigits() -> Int {
    let start = index
    while index < bytes.count, Self.digit(bytes[index]) != nil { index += 1 }
    return index - start
  }

  /// Whether what follows a number can follow it: white space, a separator or the end.
  private func endsNumber() -> Bool {
    guard index < bytes.count else { return true }
    let byte = bytes[index]
    return JSONArraySplitter.isSpace(byte) || byte == UInt8(ascii: ",")
      || byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]")
  }

  private static func digit(_ byte: UInt8) -> Int? {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") ? Int(byte - UInt8(ascii: "0")) : nil
  }
}
