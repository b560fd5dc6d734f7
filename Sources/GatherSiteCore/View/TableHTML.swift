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
    var html = HTMLBytes(capacity: 256 + rows.count * 160)
    guard hasRows else {
      html.append("<p class=\"empty\">")
      html.appendEscaped(empty)
      html.append("</p>\n\n")
      return html.bytes
    }
    html.append("<div class=\"table-wrap\" role=\"region\" aria-label=\"")
    html.appendEscaped(caption)
    html.append("\" tabindex=\"0\">\n<table class=\"")
    html.appendEscaped(className)
    html.append("\">\n<caption>")
    html.appendEscaped(caption)
    html.append("</caption>\n<thead>\n<tr>")
    for column in columns {
      html.append("<th scope=\"col\"")
      html.appendAttribute(" class=\"", column.cssClass)
      html.append(">")
      if let spelledOut = column.spelledOut {
        html.appendElement(
          "<abbr title=\"", attribute: spelledOut, text: column.label, "</abbr></th>")
      } else {
        html.appendEscaped(column.label)
        html.append("</th>")
      }
    }
    html.append("</tr>\n</thead>\n<tbody>\n")
    // Rows and cells read in place: a copy of a cell would count a reference to each of
    // its strings, for each of the site's hundreds of thousands of cells.
    rows.withUnsafeBufferPointer { rows in
      for row in rows.indices {
        html.append("<tr>")
        rows[row].cells.withUnsafeBufferPointer { cells in
          for cell in cells.indices {
            Self.append(cells[cell], to: &html)
          }
        }
        html.append("</tr>\n")
      }
    }
    html.append("</tbody>\n</table>\n</div>\n\n")
    return html.bytes
  }

  private static func append(_ cell: borrowing Cell, to html: inout HTMLBytes) {
    html.append(cell.header ? "<th scope=\"row\"" : "<td")
    html.appendAttribute(" class=\"", cell.cssClass)
    html.appendAttribute(" colspan=\"", cell.colspan)
    html.append(">")
    if let href = cell.href {
      html.appendElement("<a href=\"", attribute: href, text: cell.text, "</a>")
    } else {
      html.appendEscaped(cell.text)
    }
    html.append(cell.header ? "</th>" : "</td>")
  }
}
