/// UTF-8 being written into: markup copied as it is, and text escaped on the way in by
/// `HTMLEscapingContentType`.
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
    HTMLEscapingContentType.escaped(text) { append($0) }
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
