import Foundation

/// Cuts a JSON array's text into its top-level elements, so that an export's rows can be
/// read one by one on every core. It only finds the commas between top-level elements
/// (minding strings, escapes and nesting); each element is still checked when it is read,
/// and any text it cannot cut cleanly is decoded whole.
enum JSONArraySplitter {
  /// The byte range of every top-level element (with the spaces around it), in order;
  /// `nil` when the text is not an array that can be cut.
  static func elements(_ data: Data) -> [Range<Int>]? {
    data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> [Range<Int>]? in
      let bytes = raw.bindMemory(to: UInt8.self)
      var start = 0
      while start < bytes.count, isSpace(bytes[start]) { start += 1 }
      var end = bytes.count
      while end > start, isSpace(bytes[end - 1]) { end -= 1 }
      guard end - start >= 2, bytes[start] == UInt8(ascii: "["), bytes[end - 1] == UInt8(ascii: "]")
      else { return nil }
      var ranges: [Range<Int>] = []
      var elementStart = start + 1
      var depth = 0
      var inString = false
      var index = start + 1
      let base = bytes.baseAddress!
      while index < end - 1 {
        let byte = bytes[index]
        if inString {
          // Straight to the next quote (most of an export's bytes are in strings); it ends
          // the string unless an odd number of backslashes comes before it.
          guard let quote = memchr(base + index, Int32(UInt8(ascii: "\"")), end - 1 - index)
          else { return nil }
          let at = UnsafeRawPointer(quote) - UnsafeRawPointer(base)
          var backslashes = 0
          while at - backslashes - 1 >= index, bytes[at - backslashes - 1] == UInt8(ascii: "\\") {
            backslashes += 1
          }
          index = at
          if backslashes % 2 == 0 { inString = false }
        } else {
          switch byte {
          case UInt8(ascii: "\""): inString = true
          case UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
          case UInt8(ascii: "]"), UInt8(ascii: "}"):
            depth -= 1
            if depth < 0 { return nil }
          case UInt8(ascii: ",") where depth == 0:
            ranges.append(elementStart..<index)
            elementStart = index + 1
          default: break
          }
        }
        index += 1
      }
      guard depth == 0, !inString, index == end - 1 else { return nil }
      ranges.append(elementStart..<(end - 1))
      return ranges
    }
  }

  /// JSON's white space.
  static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
  }
}
