/// Walks a string's UTF-8 bytes, reporting control characters (C0, DEL and C1) as one
/// byte each, without looking up Unicode properties.
enum EscapeScanner {
  static func scan(_ text: String, _ visit: (UInt8, Bool) -> Void) {
    var utf8 = text.utf8.makeIterator()
    var pending: UInt8?
    while let byte = pending ?? utf8.next() {
      pending = nil
      if byte < 0x20 || byte == 0x7F {
        visit(byte, true)
      } else if byte == 0xC2, let next = utf8.next() {
        // U+0080 to U+009F, the C1 controls, are 0xC2 0x80 to 0xC2 0x9F.
        if (0x80...0x9F).contains(next) {
          visit(next, true)
        } else {
          visit(byte, false)
          pending = next
        }
      } else {
        visit(byte, false)
      }
    }
  }

  /// Whether the text has a byte `special` picks out or a control character: when it has
  /// neither, escaping would change nothing.
  static func contains(_ text: String, where special: (UInt8) -> Bool) -> Bool {
    if let found = text.utf8.withContiguousStorageIfAvailable({ contains($0, where: special) }) {
      return found
    }
    return contains(Array(text.utf8), where: special)
  }

  private static func contains(_ utf8: some Collection<UInt8>, where special: (UInt8) -> Bool)
    -> Bool
  {
    var previous: UInt8 = 0
    for byte in utf8 {
      if byte < 0x20 || byte == 0x7F || special(byte) || (previous == 0xC2 && byte < 0xA0) {
        return true
      }
      previous = byte
    }
    return false
  }

  /// ASCII punctuation and symbols: what CommonMark lets a backslash escape.
  static func isASCIIPunctuation(_ byte: UInt8) -> Bool {
    (0x21...0x2F).contains(byte) || (0x3A...0x40).contains(byte) || (0x5B...0x60).contains(byte)
      || (0x7B...0x7E).contains(byte)
  }
}
