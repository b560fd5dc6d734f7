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
    var count = [Int](repeating: 0, count: tables.count)
    return replace(
      in: markdown, tables: tables, trailing: blankLine, atLineStart: true, count: &count)
      ?? markdown
  }

  /// How many times each table's placeholder stands in `markdown` (made by a template)
  /// and, the same number of times, as a block of its own in `html` (CommonMark's HTML of
  /// it); `nil` when the two differ (a theme that puts a table in a code block, say): the
  /// Markdown must then be made into HTML with its tables inlined.
  static func placeholders(markdown: [UInt8], html: [UInt8], tables: [[UInt8]]) -> [Int]? {
    var expected = [Int](repeating: 0, count: tables.count)
    var found = expected
    // CommonMark ends an HTML block's last line with its line break, and leaves out the
    // blank line that ends the block.
    guard
      replace(
        in: markdown, tables: tables, trailing: blankLine, atLineStart: true, count: &expected)
        != nil,
      replace(in: html, tables: tables, trailing: [0x0A], atLineStart: true, count: &found) != nil,
      found == expected
    else { return nil }
    return expected
  }

  /// A page made around HTML whose placeholders `placeholders` counted, with each one
  /// replaced by its table's HTML; `nil` unless the page holds each of them `expected`
  /// times (a layout that escapes the content, say).
  static func splice(_ page: [UInt8], tables: [[UInt8]], expected: [Int]) -> [UInt8]? {
    var found = [Int](repeating: 0, count: tables.count)
    guard
      let spliced = replace(
        in: page, tables: tables, trailing: [0x0A], atLineStart: false, count: &found),
      found == expected
    else { return nil }
    return spliced
  }

  /// Replaces every placeholder followed by `trailing` (and, if asked, at the start of a
  /// line) with its table's HTML (which ends with a blank line, as a placeholder does) up
  /// to `trailing`, counting them by table; `nil` for a placeholder of no table.
  private static func replace(
    in bytes: [UInt8], tables: [[UInt8]], trailing: [UInt8], atLineStart: Bool,
    count: inout [Int]
  ) -> [UInt8]? {
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count + tables.reduce(0) { $0 + $1.count })
    var start = 0
    var position = 0
    while position < bytes.count {
      guard bytes[position] == open[0],
        !atLineStart || position == 0 || bytes[position - 1] == 0x0A,
        bytes[position...].starts(with: open)
      else {
        position += 1
        continue
      }
      var cursor = position + open.count
      let index = ShapedTemplates.number(in: bytes, at: &cursor)
      guard let index, bytes[cursor...].starts(with: close),
        bytes[(cursor + close.count)...].starts(with: trailing)
      else {
        position += 1
        continue
      }
      guard index < tables.count, tables[index].count >= 2 else { return nil }
      count[index] += 1
      output += bytes[start..<position]
      output += tables[index][..<(tables[index].count - 2)]
      output += trailing
      position = cursor + close.count + trailing.count
      start = position
    }
    output += bytes[start...]
    return output
  }
}
