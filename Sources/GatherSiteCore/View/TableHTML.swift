import Mustache

/// Renders tables as HTML, every string escaped, for `{{{table}}}` in page templates.
///
/// Tables are built here rather than by a template: rendering them cell by cell through
/// Mustache cost more than everything else together. Themes style them through the
/// classes: `table-wrap` around each, the table's own class, `num` on numeric cells,
/// `p2` and `p3` on the cells of columns that show only where there is room, the
/// `full-toggle` switch that shows them all on a narrow screen (no JavaScript), `empty` on
/// the paragraph shown instead of an empty table.
extension TableViewModel: MustacheCustomRenderable {
  package var isNull: Bool { false }

  /// The table's HTML: an HTML block that ends with a blank line.
  package var renderText: String {
    let escape = HTMLEscapingContentType.escape
    guard hasRows else { return "<p class=\"empty\">\(escape(empty))</p>\n\n" }
    var html = """
      <div class="table-wrap" role="region" aria-label="\(escape(caption))" tabindex="0">

      """
    if let toggle = fullTable {
      html += "<label class=\"\(escape(toggle.className))\"><input type=\"checkbox\"> "
      html += "\(escape(toggle.label))</label>\n"
    }
    html += """
      <table class="\(escape(className))">
      <caption>\(escape(caption))</caption>
      <thead>
      <tr>
      """
    for column in columns {
      html += "<th scope=\"col\"\(Self.attribute("class", column.cssClass))>"
      if let spelledOut = column.spelledOut {
        html += "<abbr title=\"\(escape(spelledOut))\">\(escape(column.label))</abbr></th>"
      } else {
        html += "\(escape(column.label))</th>"
      }
    }
    html += "</tr>\n</thead>\n<tbody>\n"
    for row in rows {
      html += "<tr>"
      for cell in row.cells {
        let element = cell.header ? "th" : "td"
        html += cell.header ? "<th scope=\"row\"" : "<td"
        html += Self.attribute("class", cell.cssClass) + Self.attribute("colspan", cell.colspan)
        if let href = cell.href {
          html += "><a href=\"\(escape(href))\">\(escape(cell.text))</a></\(element)>"
        } else {
          html += ">\(escape(cell.text))</\(element)>"
        }
      }
      html += "</tr>\n"
    }
    return html + "</tbody>\n</table>\n</div>\n\n"
  }

  /// ` name="value"`, the value escaped; nothing without a value.
  private static func attribute(_ name: String, _ value: String?) -> String {
    value.map { " \(name)=\"\(HTMLEscapingContentType.escape($0))\"" } ?? ""
  }
}

/// A column's priority is the table renderer's business: templates see it as a value with
/// no fields (view models' stored properties all reach the templates).
extension TableViewModel.Priority: TemplateData {
  package static let templateFields: [String] = []
  package func child(named name: String) -> Any? { nil }
  package func visitFields(_ visitor: inout some TemplateFieldVisitor) {}
}
