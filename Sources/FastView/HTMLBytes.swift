/// UTF-8 being written into: markup copied as it is, and text escaped on the way in as
/// `HTMLEscapingContentType` escapes it (control characters become spaces, `& < > " '`
/// references), a run of bytes that stay as they are at a time.
struct HTMLBytes: ~Copyable {
  private var start: UnsafeMutablePointer<UInt8>
  private var count = 0
  private var capacity: Int

  init(capacity: Int) {
    self.capacity = max(capacity, 64)
    start = .allocate(capacity: self.capacity)
  }

  deinit { start.deallocate() }

  /// What has been written.
  var bytes: [UInt8] { Array(UnsafeBufferPointer(start: start, count: count)) }

  /// Markup, as it is.
  mutating func append(_ literal: StaticString) {
    append(UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
  }

  /// An attribute, ` class="num"`, when it has a value: `start` is its name with what comes
  /// before and after it (` class="`), the value is escaped.
  mutating func appendAttribute(_ start: StaticString, _ value: String?) {
    guard let value else { return }
    append(start)
    appendEscaped(value)
    append("\"")
  }

  /// An element with one attribute around text, `<a href="…">…</a>`: `open` runs up to the
  /// attribute's value (`<a href="`), `close` from the end of the text (`</a>`).
  mutating func appendElement(
    _ open: StaticString, attribute: String, text: String, _ close: StaticString
  ) {
    append(open)
    appendEscaped(attribute)
    append("\">")
    appendEscaped(text)
    append(close)
  }

  /// Text, escaped.
  mutating func appendEscaped(_ text: String) {
    Self.escaped(text) { append($0) }
  }

  /// Calls `write` with the escaped text's UTF-8, a run of bytes that stay as they are or a
  /// replacement at a time.
  static func escaped(_ text: String, _ write: (UnsafeBufferPointer<UInt8>) -> Void) {
    func put(_ literal: StaticString) {
      write(UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }
    var text = text
    text.withUTF8 { utf8 in
      var index = 0
      var runStart = 0
      while index < utf8.count {
        let byte = utf8[index]
        guard needsCare(byte) else {
          index += 1
          continue
        }
        if index > runStart { write(UnsafeBufferPointer(rebasing: utf8[runStart..<index])) }
        switch byte {
        case UInt8(ascii: "&"): put("&amp;")
        case UInt8(ascii: "<"): put("&lt;")
        case UInt8(ascii: ">"): put("&gt;")
        case UInt8(ascii: "\""): put("&quot;")
        case UInt8(ascii: "'"): put("&#39;")
        case 0xC2:
          // U+0080 to U+009F, the C1 controls, are 0xC2 0x80 to 0xC2 0x9F; any other
          // character that starts with 0xC2 is kept.
          if index + 1 < utf8.count, (0x80...0x9F).contains(utf8[index + 1]) {
            put(" ")
            index += 1
          } else {
            runStart = index
            index += 1
            continue
          }
        default: put(" ")
        }
        index += 1
        runStart = index
      }
      if index > runStart { write(UnsafeBufferPointer(rebasing: utf8[runStart..<index])) }
    }
  }

  /// Whether a byte is escaped, or starts a character that may be (0xC2): the control
  /// characters, DEL, `&`, `<`, `>`, `"` and `'`, one bit each.
  private static func needsCare(_ byte: UInt8) -> Bool {
    let words: (UInt64, UInt64, UInt64, UInt64) = (
      0x5000_00C4_FFFF_FFFF, 0x8000_0000_0000_0000, 0, 0x0000_0000_0000_0004
    )
    let word =
      switch byte >> 6 {
      case 0: words.0
      case 1: words.1
      case 2: words.2
      default: words.3
      }
    return (word >> UInt64(byte & 63)) & 1 != 0
  }

  private mutating func append(_ piece: UnsafeBufferPointer<UInt8>) {
    guard let source = piece.baseAddress, piece.count > 0 else { return }
    if count + piece.count > capacity { grow(toHold: count + piece.count) }
    (start + count).initialize(from: source, count: piece.count)
    count += piece.count
  }

  private mutating func grow(toHold needed: Int) {
    let larger = max(needed, capacity * 2)
    let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
    moved.initialize(from: start, count: count)
    start.deallocate()
    start = moved
    capacity = larger
  }
}
