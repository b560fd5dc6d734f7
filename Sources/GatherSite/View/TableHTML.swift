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

  var renderText: String {
    let caption = HTMLEscapingContentType.escape(self.caption)
    guard hasRows else { return "<p class=\"empty\">\(caption): nothing yet.</p>\n\n" }
    var html =
      "<div class=\"table-wrap\" role=\"region\" aria-label=\"\(caption)\" tabindex=\"0\">\n"
    html +=
      "<table class=\"\(HTMLEscapingContentType.escape(className))\">\n<caption>\(caption)</caption>\n<thead>\n<tr>"
    for column in columns {
      html += "<th scope=\"col\"\(Self.classAttribute(column.cssClass))>"
      let label = HTMLEscapingContentType.escape(column.label)
      if let spelledOut = column.spelledOut {
        html += "<abbr title=\"\(HTMLEscapingContentType.escape(spelledOut))\">\(label)</abbr></th>"
      } else {
        html += "\(label)</th>"
      }
    }
    html += "</tr>\n</thead>\n<tbody>\n"
    for row in rows {
      html += "<tr>"
      for cell in row.cells {
        let tag = cell.header ? "th" : "td"
        html += cell.header ? "<th scope=\"row\"" : "<td"
        html += Self.classAttribute(cell.cssClass) + ">"
        let text = HTMLEscapingContentType.escape(cell.text)
        if let href = cell.href {
          html += "<a href=\"\(HTMLEscapingContentType.escape(href))\">\(text)</a>"
        } else {
          html += text
        }
        html += "</\(tag)>"
      }
      html += "</tr>\n"
    }
    html += "</tbody>\n</table>\n</div>\n\n"
    return html
  }

  private static func classAttribute(_ cssClass: String?) -> String {
    cssClass.map { " class=\"\(HTMLEscapingContentType.escape($0))\"" } ?? ""
  }
}
