import Foundation

/// Reads the build's own cache files line by line, and the decimal numbers in a line (as
/// `RenderCache.appendDecimal` writes them), through a buffer of their bytes: a large
/// site's caches have a hundred thousand lines, read before every build.
struct LineReader {
  let bytes: UnsafeBufferPointer<UInt8>
  private var start = 0
  /// Whether the last line read ended with a newline.
  private(set) var endsCleanly = false

  init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

  /// The next line, without its newline; `nil` at the end of the text.
  mutating func line() -> Range<Int>? {
    guard start < bytes.count else { return nil }
    let found = memchr(bytes.baseAddress! + start, Int32(UInt8(ascii: "\n")), bytes.count - start)
    let end = found.map { UnsafeRawPointer($0) - UnsafeRawPointer(bytes.baseAddress!) }
    defer { start = (end ?? bytes.count) + 1 }
    endsCleanly = end != nil
    return start..<(end ?? bytes.count)
  }

  /// A decimal number (with a minus sign only when `signed`) at `position` in `line`,
  /// followed by a space (which it moves past) or, when `last`, by the end of the line;
  /// `nil` for anything else, or a number too large for an `Int`.
  func number(
    _ position: inout Int, in line: Range<Int>, signed: Bool = false, last: Bool = false
  ) -> Int? {
    let negative =
      signed && position < line.upperBound && bytes[position] == UInt8(ascii: "-")
    if negative { position += 1 }
    let first = position
    var value = 0
    while position < line.upperBound, bytes[position] != UInt8(ascii: " ") {
      let digit = Int(bytes[position]) - 48
      guard (0...9).contains(digit) else { return nil }
      let (tens, overflow) = value.multipliedReportingOverflow(by: 10)
      let (sum, carry) = tens.addingReportingOverflow(digit)
      guard !overflow, !carry else { return nil }
      value = sum
      position += 1
    }
    guard position > first else { return nil }
    if last {
      guard position == line.upperBound else { return nil }
    } else {
      guard position < line.upperBound else { return nil }
      position += 1
    }
    return negative ? -value : value
  }
}
