import GatherSiteCore

/// A table's HTML written as bytes (`HTMLBytes`): what the core's `TableHTML` renders, byte
/// for byte, in less than half its time. Tables are most of a site's bytes (a player's
/// appearance log alone can have hundreds of rows).
enum TableBytes {
  /// The table's HTML, as UTF-8: an HTML block that ends with a blank line.
  static func html(_ table: TableViewModel) -> [UInt8] {
    var html = HTMLBytes(capacity: 256 + table.rows.count * 160)
    guard table.hasRows else {
      html.append("<p class=\"empty\">")
      html.appendEscaped(table.empty)
      html.append("</p>\n\n")
      return html.bytes
    }
    html.append("<div class=\"table-wrap\" role=\"region\" aria-label=\"")
    html.appendEscaped(table.caption)
    html.append("\" tabindex=\"0\">\n")
    if let toggle = table.fullTable {
      html.append("<label class=\"")
      html.appendEscaped(toggle.className)
      html.append("\"><input type=\"checkbox\"> ")
      html.appendEscaped(toggle.label)
      html.append("</label>\n")
    }
    html.append("<table class=\"")
    html.appendEscaped(table.className)
    html.append("\">\n<caption>")
    html.appendEscaped(table.caption)
    html.append("</caption>\n<thead>\n<tr>")
    for column in table.columns {
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
    for row in table.rows {
      html.append("<tr>")
      for cell in row.cells { append(cell, to: &html) }
      html.append("</tr>\n")
    }
    html.append("</tbody>\n</table>\n</div>\n\n")
    return html.bytes
  }

  private static func append(_ cell: borrowing TableViewModel.Cell, to html: inout HTMLBytes) {
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
