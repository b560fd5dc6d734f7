internal import Ccairo

extension BookRenderer {
  /// A book set in pages: the cover, the contents (each line linked to its section, with
  /// its first page), then each section from the top of a new page. Texts are measured
  /// with the PDF surface's own fonts, so what is measured is what is drawn.
  struct Layout {
    private(set) var pages: [[Mark]] = []
    private let cr: OpaquePointer
    private let paper: BookPaper
    private var y = 0.0
    private var left: Double { margin }
    private var width: Double { paper.width - 2 * margin }
    private var bottom: Double { paper.height - margin - footSpace }

    // Type sizes, in points.
    private static let body = 10.0
    private static let small = 8.5
    private static let heading = 18.0
    /// A table row's height.
    private static let rowHeight = small * 1.65

    init(_ book: SeasonBookViewModel, cr: OpaquePointer) {
      self.cr = cr
      paper = book.paper
      cover(book)
      // The contents come second; the sections' first pages are known once they are set.
      newPage()
      let contentsPage = pages.count - 1
      var starts: [Int] = []
      for (index, section) in book.sections.enumerated() {
        newPage()
        starts.append(pages.count)
        let heading = text(section.title, size: Self.heading, bold: true)
        place(
          .text(heading.layout, x: left, y: y, colour: green, destination: destination(index)))
        y += heading.height + 10
        for block in section.blocks { place(block) }
      }
      contents(book, starts: starts, on: contentsPage)
    }

    // MARK: The cover and the contents

    private mutating func cover(_ book: SeasonBookViewModel) {
      newPage()
      pages[0].append(
        .box(x: 0, y: 0, width: paper.width, height: paper.height * 0.42, colour: green))
      y = paper.height * 0.16
      let light = (1.0, 1.0, 1.0)
      for (string, size, bold) in [(book.league, 16.0, false), (book.title, 34.0, true)] {
        let line = text(string, size: size, bold: bold, lines: 3)
        place(.text(line.layout, x: left, y: y, colour: light))
        y += line.height + 8
      }
      y = paper.height * 0.42 + 36
      for string in book.coverLines {
        let line = text(string, size: 14, bold: false, lines: 4)
        place(.text(line.layout, x: left, y: y, colour: ink))
        y += line.height + 10
      }
      y += 12
      let status = text(book.status, size: 14, bold: true, lines: 2)
      place(.text(status.layout, x: left, y: y, colour: green))
    }

    private mutating func contents(_ book: SeasonBookViewModel, starts: [Int], on page: Int) {
      var marks: [Mark] = []
      var y = margin
      let title = text(book.contentsTitle, size: Self.heading, bold: true)
      marks.append(.text(title.layout, x: left, y: y, colour: green))
      y += title.height + 16
      for (index, section) in book.sections.enumerated() {
        let name = text(section.title, size: 12, bold: false, width: width - 60, lines: 1)
        let number = text(String(starts[index]), size: 12, bold: false, width: width, lines: 1)
        pango_layout_set_alignment(number.layout, PANGO_ALIGN_RIGHT)
        marks.append(.text(name.layout, x: left, y: y, colour: ink, link: destination(index)))
        marks.append(.text(number.layout, x: left, y: y, colour: grey, link: destination(index)))
        y += max(name.height, number.height) + 8
      }
      pages[page] = marks
    }

    // MARK: Blocks

    private mutating func place(_ block: SeasonBookViewModel.Block) {
      switch block {
      case .paragraph(let string):
        let paragraph = text(string, size: Self.body, bold: false, width: width)
        fit(paragraph.height)
        place(.text(paragraph.layout, x: left, y: y, colour: ink))
        y += paragraph.height + 8
      case .entry(let title, let lines):
        // The lines under the title are one layout, a paragraph each.
        let heading = text(title, size: Self.body, bold: true, width: width)
        let body = text(lines, size: Self.small, bold: false, width: width - 10)
        fit(heading.height + 2 + body.height)
        place(.text(heading.layout, x: left, y: y, colour: ink))
        y += heading.height + 2
        place(.text(body.layout, x: left + 10, y: y, colour: ink))
        y += body.height + 9
      case .table(let table):
        place(table)
      }
    }

    /// A table: each numeric column as wide as its widest text, the others sharing the
    /// rest; a row a line, every other row shaded; the heading row again on every page the
    /// table continues onto. Each column's cells on a page are one layout, a line a row
    /// (a line as high as a row, a cell too long for its column ellipsized), so that a long
    /// table is a few layouts a page rather than one a cell.
    private mutating func place(_ table: SeasonBookViewModel.Table) {
      let pad = 5.0
      let columns = table.columns.indices
      let cells = { (column: Int, rows: ArraySlice<[String]>) in
        rows.map { column < $0.count ? $0[column] : "" }
      }
      var widths = columns.map { column in
        max(
          measure([table.columns[column].label], bold: true),
          measure(cells(column, table.rows[...]), bold: false)) + 2 * pad
      }
      let fixed = columns.filter { table.columns[$0].numeric }.reduce(0) { $0 + widths[$1] }
      let flexible = columns.filter { !table.columns[$0].numeric }
      let wanted = flexible.reduce(0) { $0 + widths[$1] }
      let room = max(width - fixed, 0)
      for column in flexible {
        widths[column] = wanted > 0 ? widths[column] / wanted * room : 0
      }
      var offsets: [Double] = []
      var x = left
      for column in columns {
        offsets.append(x)
        x += widths[column]
      }
      let rowHeight = Self.rowHeight
      /// The heading row, or the cells of `rows` a column at a time, from the current point.
      let setRows = { (layout: inout Layout, rows: ArraySlice<[String]>?) in
        for column in columns {
          let text = rows.map { cells(column, $0) } ?? [table.columns[column].label]
          let cell = layout.column(
            text, width: widths[column] - 2 * pad, bold: rows == nil,
            right: table.columns[column].numeric)
          layout.place(
            .text(cell, x: offsets[column] + pad, y: layout.y, colour: rows == nil ? green : ink))
        }
      }
      var start = 0
      fit(rowHeight * 3)
      while start < table.rows.count || start == 0 {
        setRows(&self, nil)
        y += rowHeight
        place(.box(x: left, y: y - 1, width: width, height: 0.8, colour: green))
        let fitting = max(Int((bottom - y) / rowHeight), 1)
        let end = min(start + fitting, table.rows.count)
        for row in start..<end where row % 2 == 1 {
          place(
            .box(
              x: left, y: y + Double(row - start) * rowHeight, width: width, height: rowHeight,
              colour: stripe))
        }
        if end > start { setRows(&self, table.rows[start..<end]) }
        y += Double(end - start) * rowHeight
        start = end
        if start < table.rows.count { newPage() } else { break }
      }
      y += 12
    }

    // MARK: Helpers

    private mutating func newPage() {
      pages.append([])
      y = margin
    }

    /// Starts a new page unless `height` fits under the current point.
    private mutating func fit(_ height: Double) {
      if y + height > bottom, y > margin { newPage() }
    }

    private mutating func place(_ mark: Mark) { pages[pages.count - 1].append(mark) }

    private func text(
      _ string: String, size: Double, bold: Bool, width: Double? = nil, lines: Int32? = nil
    ) -> (layout: OpaquePointer, height: Double) {
      text([string], size: size, bold: bold, width: width, lines: lines)
    }

    /// `paragraphs` set a line apart, and their height.
    private func text(
      _ paragraphs: [String], size: Double, bold: Bool, width: Double? = nil, lines: Int32? = nil
    ) -> (layout: OpaquePointer, height: Double) {
      let layout = PangoText.layout(
        paragraphs: paragraphs, on: cr, size: size, bold: bold, width: width ?? self.width,
        lines: lines)
      return (layout, PangoText.size(layout).height)
    }

    /// A column's cells, a line each (`text`'s lines), each line a row high and ellipsized
    /// at `width`.
    private func column(_ text: [String], width: Double, bold: Bool, right: Bool) -> OpaquePointer {
      let layout = PangoText.layout(
        paragraphs: text, on: cr, size: Self.small, bold: bold, width: max(width, 1), lines: 1)
      if right { pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT) }
      let attributes = pango_attr_list_new()
      pango_attr_list_insert(
        attributes, pango_attr_line_height_new_absolute(Int32(Self.rowHeight * Double(PANGO_SCALE)))
      )
      pango_layout_set_attributes(layout, attributes)
      pango_attr_list_unref(attributes)
      return layout
    }

    /// The width of the widest of `paragraphs`.
    private func measure(_ paragraphs: [String], bold: Bool) -> Double {
      let layout = PangoText.layout(paragraphs: paragraphs, on: cr, size: Self.small, bold: bold)
      defer { PangoText.release(layout) }
      return PangoText.size(layout).width
    }
  }
}
