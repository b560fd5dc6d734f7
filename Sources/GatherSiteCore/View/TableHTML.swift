import Mustache

/// Renders tables as HTML, every string escaped, for `{{{table}}}` in page templates.
///
/// Tables are most of a site's markup (a player's appearance log alone can have hundreds
/// of rows) and rendering them cell by cell through Mustache cost more than everything
/// else together, so they are built here directly. Themes style them through the classes:
/// `table-wrap` around each, the table's own class, `num` on numeric cells, `empty` on the
/// paragraph shown instead of an empty table.
extension TableViewModel: MustacheCustomRenderable {
  var isNull: Bool { false }

  var renderText: String { String(decoding: html, as: UTF8.self) }

  /// The table's HTML, as UTF-8: an HTML block that ends with a blank line.
  var html: [UInt8] {
    var html: [UInt8] = []
    html.reserveCapacity(256 + rows.count * 160)
    func add(_ literal: StaticString) {
      html += UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount)
    }
    func escaped(_ text: String) { HTMLEscapingContentType.append(text, to: &html) }
    func classAttribute(_ cssClass: String?) {
      guard let cssClass else { return }
      add(" class=\"")
      escaped(cssClass)
      add("\"")
    }
    guard hasRows else {
      add("<p class=\"empty\">")
      escaped(empty)
      add("</p>\n\n")
      return html
    }
    add("<div class=\"table-wrap\" role=\"region\" aria-label=\"")
    escaped(caption)
    add("\" tabindex=\"0\">\n<table class=\"")
    escaped(className)
    add("\">\n<caption>")
    escaped(caption)
    add("</caption>\n<thead>\n<tr>")
    for column in columns {
      add("<th scope=\"col\"")
      classAttribute(column.cssClass)
      add(">")
      if let spelledOut = column.spelledOut {
        add("<abbr title=\"")
        escaped(spelledOut)
        add("\">")
        escaped(column.label)
        add("</abbr></th>")
      } else {
        escaped(column.label)
        add("</th>")
      }
    }
    add("</tr>\n</thead>\n<tbody>\n")
    for row in rows {
      add("<tr>")
      for cell in row.cells {
        add(cell.header ? "<th scope=\"row\"" : "<td")
        classAttribute(cell.cssClass)
        if let colspan = cell.colspan {
          add(" colspan=\"")
          escaped(colspan)
          add("\"")
        }
        add(">")
        if let href = cell.href {
          add("<a href=\"")
          escaped(href)
          add("\">")
          escaped(cell.text)
          add("</a>")
        } else {
          escaped(cell.text)
        }
        add(cell.header ? "</th>" : "</td>")
      }
      add("</tr>\n")
    }
    add("</tbody>\n</table>\n</div>\n\n")
    return html
  }
}
