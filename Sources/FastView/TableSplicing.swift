import Foundation

/// Puts tables' HTML where their placeholders (`TemplateShape.tablePlaceholder`) stand,
/// before CommonMark (`inline`) or after it (`splice`), so that a page's tables, most of its
/// bytes, need not pass through CommonMark.
///
/// A placeholder starts an HTML block of the same kind as a table's first line (`<div`
/// then a space), on a line of its own and followed by a blank line, as the table's HTML
/// is; CommonMark then gives both the same place in the page and copies each line as it
/// is. Only `ShapedTemplates` writes placeholders, unescaped, at the start of a line: every
/// text of a view model is escaped, so none can spell one.
enum TableSplicing {
  private static let open: [UInt8] = Array("<div \u{E002}".utf8)
  private static let close: [UInt8] = Array("\u{E002}>".utf8)
  private static let blankLine: [UInt8] = [0x0A, 0x0A]

  /// The Markdown with each placeholder replaced by its table's HTML: what the template
  /// makes with the tables rendered where they stand.
  static func inline(_ markdown: [UInt8], tables: [[UInt8]]) -> [UInt8] {
    guard !tables.isEmpty else { return markdown }
    return replace(in: markdown, tables: tables, trailing: blankLine, atLineStart: true)?.bytes
      ?? markdown
  }

  /// How many times each table's placeholder stands in `markdown` (made by a template)
  /// and, the same number of times, as a block of its own in `html` (CommonMark's HTML of
  /// it); `nil` when the two differ (a theme that puts a table in a code block, say): the
  /// Markdown must then be made into HTML with its tables inlined.
  static func placeholders(markdown: [UInt8], html: [UInt8], tables: [[UInt8]]) -> [Int]? {
    // CommonMark ends an HTML block's last line with its line break, and leaves out the
    // blank line that ends the block.
    guard
      let expected = count(in: markdown, tables: tables, trailing: blankLine, atLineStart: true),
      count(in: html, tables: tables, trailing: [0x0A], atLineStart: true) == expected
    else { return nil }
    return expected
  }

  /// A page made around HTML whose placeholders `placeholders` counted, with each one
  /// replaced by its table's HTML; `nil` unless the page holds each of them `expected`
  /// times (a layout that escapes the content, say).
  static func splice(_ page: [UInt8], tables: [[UInt8]], expected: [Int]) -> [UInt8]? {
    guard
      let spliced = replace(in: page, tables: tables, trailing: [0x0A], atLineStart: false),
      spliced.count == expected
    else { return nil }
    return spliced.bytes
  }

  /// How many times each table's placeholder, followed by `trailing` (and, if asked, at
  /// the start of a line), stands in `bytes`; `nil` for a placeholder of no table.
  private static func count(
    in bytes: [UInt8], tables: [[UInt8]], trailing: [UInt8], atLineStart: Bool
  ) -> [Int]? {
    var count = [Int](repeating: 0, count: tables.count)
    let known = placeholders(
      in: bytes, tables: tables, trailing: trailing, atLineStart: atLineStart
    ) {
      _, index in count[index] += 1
    }
    return known ? count : nil
  }

  /// `bytes` with every placeholder that `count` counts replaced by its table's HTML (which
  /// ends with a blank line, as a placeholder does) up to `trailing`, and the count.
  private static func replace(
    in bytes: [UInt8], tables: [[UInt8]], trailing: [UInt8], atLineStart: Bool
  ) -> (bytes: [UInt8], count: [Int])? {
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count + tables.reduce(0) { $0 + $1.count })
    var count = [Int](repeating: 0, count: tables.count)
    var start = 0
    let known = placeholders(
      in: bytes, tables: tables, trailing: trailing, atLineStart: atLineStart
    ) {
      found, index in
      count[index] += 1
      output += bytes[start..<found.lowerBound]
      output += tables[index][..<(tables[index].count - 2)]
      output += trailing
      start = found.upperBound
    }
    guard known else { return nil }
    output += bytes[start...]
    return (output, count)
  }

  /// Calls `visit` with the range (its `trailing` included) and the table of each
  /// placeholder followed by `trailing` (and, if asked, at the start of a line), in order;
  /// false, having stopped, at a placeholder of no table.
  private static func placeholders(
    in bytes: [UInt8], tables: [[UInt8]], trailing: [UInt8], atLineStart: Bool,
    _ visit: (Range<Int>, Int) -> Void
  ) -> Bool {
    // The search goes from one first byte of the private-use character to the next (a byte
    // rare in a page) rather than from one `<` to the next.
    let markOffset = open.count - 3
    let mark = Int32(open[markOffset])
    return bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return true }
      var from = markOffset
      while from < buffer.count,
        let hit = memchr(base + from, mark, buffer.count - from)
      {
        let at = UnsafeRawPointer(hit).assumingMemoryBound(to: UInt8.self) - base
        from = at + 1
        let position = at - markOffset
        guard Self.holds(buffer, open, at: position),
          !atLineStart || position == 0 || buffer[position - 1] == 0x0A
        else { continue }
        var cursor = position + open.count
        guard let index = ShapedTemplates.number(in: bytes, at: &cursor),
          Self.holds(buffer, close, at: cursor),
          Self.holds(buffer, trailing, at: cursor + close.count)
        else { continue }
        guard index < tables.count, tables[index].count >= 2 else { return false }
        let end = cursor + close.count + trailing.count
        visit(position..<end, index)
        from = end + markOffset
      }
      return true
    }
  }

  /// Whether `buffer` holds `pattern` from `start` on.
  private static func holds(_ buffer: UnsafeBufferPointer<UInt8>, _ pattern: [UInt8], at start: Int)
    -> Bool
  {
    guard start >= 0, start + pattern.count <= buffer.count else { return false }
    for offset in pattern.indices where buffer[start + offset] != pattern[offset] { return false }
    return true
  }
}
