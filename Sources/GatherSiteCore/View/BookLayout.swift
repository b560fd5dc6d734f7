internal import Ccairo

extension BookRenderer {
  /// A book set in pages: the cover, the contents (each line linked to its section, with
  /// its first page), then each section from the top of a new page. Texts are measured
  /// with the PDF surface's own fonts, so what is measured is what is drawn.
  struct Layout {
    private(set) var pages: [[Mark]] = []
    private let cr: OpaquePointer
    private let paper: SeasonBookViewModel.Paper
    private var y = 0.0
    private var left: Double { margin }
    private var width: Double { paper.width - 2 * margin }
    private var bottom: Double { paper.height - margin - footSpace }

    // Type sizes, in points.
    private static let body = 10.0
    private static let small = 8.5
    private static let heading = 18.0

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
      case .subheading(let string):
        let heading = text(string, size: 12.5, bold: true, width: width)
        // A heading keeps at least a few lines of what follows on its page.
        fit(heading.height + 48)
        y += 6
        place(.text(heading.layout, x: left, y: y, colour: green))
        y += heading.height + 6
      case .entry(let title, let lines):
        let heading = text(title, size: Self.body, bold: true, width: width)
        let body = lines.map { text($0, size: Self.small, bold: false, width: width - 10) }
        fit(heading.height + body.reduce(0) { $0 + $1.height + 1 })
        place(.text(heading.layout, x: left, y: y, colour: ink))
        y += heading.height + 2
        for line in body {
          place(.text(line.layout, x: left + 10, y: y, colour: ink))
          y += line.height + 1
        }
        y += 9
      case .table(let table):
        place(table)
      }
    }

    /// A table: each numeric column as wide as its widest text, the others sharing the
    /// rest; a row a line, every other row shaded; the heading row again on every page the
    /// table continues onto.
    private mutating func place(_ table: SeasonBookViewModel.Table) {
      let pad = 5.0
      let columns = table.columns.indices
      var natural = table.columns.map { measure($0.label, bold: true) }
      for row in table.rows {
        for column in columns where column < row.count {
          natural[column] = max(natural[column], measure(row[column], bold: false))
        }
      }
      var widths = natural.map { $0 + 2 * pad }
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
      let rowHeight = Self.small * 1.65
      let headRow = { (layout: inout Layout) in
        for column in columns {
          let cell = layout.cell(
            table.columns[column].label, width: widths[column] - 2 * pad, bold: true,
            right: table.columns[column].numeric)
          layout.place(.text(cell, x: offsets[column] + pad, y: layout.y + 2, colour: green))
        }
        layout.y += rowHeight
        layout.place(
          .box(x: layout.left, y: layout.y - 1, width: layout.width, height: 0.8, colour: green))
      }
      fit(rowHeight * 3)
      headRow(&self)
      for (number, row) in table.rows.enumerated() {
        if y + rowHeight > bottom {
          newPage()
          headRow(&self)
        }
        if number % 2 == 1 {
          place(.box(x: left, y: y, width: width, height: rowHeight, colour: stripe))
        }
        for column in columns where column < row.count {
          let cell = cell(
            row[column], width: widths[column] - 2 * pad, bold: false,
            right: table.columns[column].numeric)
          place(.text(cell, x: offsets[column] + pad, y: y + 2, colour: ink))
        }
        y += rowHeight
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
      let layout = PangoText.layout(
        string, on: cr, size: size, bold: bold, width: width ?? self.width, lines: lines)
      return (layout, PangoText.size(layout).height)
    }

    private func cell(_ string: String, width: Double, bold: Bool, right: Bool) -> OpaquePointer {
      let layout = PangoText.layout(
        string, on: cr, size: Self.small, bold: bold, width: max(width, 1), lines: 1)
      if right { pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT) }
      return layout
    }

    private func measure(_ string: String, bold: Bool) -> Double {
      let layout = PangoText.layout(string, on: cr, size: Self.small, bold: bold)
      defer { PangoText.release(layout) }
      return PangoText.size(layout).width
    }
  }
}
