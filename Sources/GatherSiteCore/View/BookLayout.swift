internal import Ccairo

extension BookRenderer {
  /// A book set in pages: the cover, the contents (each line linked to its section, with
  /// its first page), then each section from the top of a new page. Texts are measured
  /// with the PDF surface's own fonts, so what is measured is what is drawn: each text is
  /// set once (`PangoText.Setter`), and the block measured is the one drawn.
  struct Layout {
    private(set) var pages: [[Mark]] = []
    private let setter: PangoText.Setter
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

    init(_ book: SeasonBookViewModel, setter: PangoText.Setter) {
      self.setter = setter
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
        place(.text(heading.block, x: left, y: y, colour: green, destination: destination(index)))
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
        place(.text(line.block, x: left, y: y, colour: light))
        y += line.height + 8
      }
      y = paper.height * 0.42 + 36
      for string in book.coverLines {
        let line = text(string, size: 14, bold: false, lines: 4)
        place(.text(line.block, x: left, y: y, colour: ink))
        y += line.height + 10
      }
      y += 12
      let status = text(book.status, size: 14, bold: true, lines: 2)
      place(.text(status.block, x: left, y: y, colour: green))
    }

    private mutating func contents(_ book: SeasonBookViewModel, starts: [Int], on page: Int) {
      var marks: [Mark] = []
      var y = margin
      let title = text(book.contentsTitle, size: Self.heading, bold: true)
      marks.append(.text(title.block, x: left, y: y, colour: green))
      y += title.height + 16
      for (index, section) in book.sections.enumerated() {
        let name = text(section.title, size: 12, bold: false, width: width - 60, lines: 1)
        let number = setter.block(
          [String(starts[index])], size: 12, bold: false, width: width, lines: 1, right: true)
        let numberHeight = number.size.height
        marks.append(.text(name.block, x: left, y: y, colour: ink, link: destination(index)))
        marks.append(
          .text(
            number, x: left + setter.offset(number, right: width), y: y, colour: grey,
            link: destination(index)))
        y += max(name.height, numberHeight) + 8
      }
      pages[page] = marks
    }

    // MARK: Blocks

    private mutating func place(_ block: SeasonBookViewModel.Block) {
      switch block {
      case .paragraph(let string):
        let paragraph = text(string, size: Self.body, bold: false, width: width)
        fit(paragraph.height)
        place(.text(paragraph.block, x: left, y: y, colour: ink))
        y += paragraph.height + 8
      case .entry(let title, let lines):
        // The lines under the title are one block, a paragraph each.
        let heading = text(title, size: Self.body, bold: true, width: width)
        let body = text(lines, size: Self.small, bold: false, width: width - 10)
        fit(heading.height + 2 + body.height)
        place(.text(heading.block, x: left, y: y, colour: ink))
        y += heading.height + 2
        place(.text(body.block, x: left + 10, y: y, colour: ink))
        y += body.height + 9
      case .table(let table):
        place(table)
      }
    }

    /// A table: each numeric column as wide as its widest text, the others sharing the
    /// rest; a row a line, every other row shaded; the heading row again on every page the
    /// table continues onto. Each column's cells on a page are one block, a line a row
    /// (a line as high as a row, a cell too long for its column ellipsized), so that a long
    /// table is a few blocks a page rather than one a cell; the columns' widths are
    /// measured on those same blocks, which are then drawn.
    private mutating func place(_ table: SeasonBookViewModel.Table) {
      let pad = 5.0
      let columns = table.columns.indices
      let rowHeight = Self.rowHeight
      fit(rowHeight * 3)
      // The rows on each page: as many as fit under the heading row, at least one.
      var pageRows: [Range<Int>] = []
      var top = y
      repeat {
        let start = pageRows.last?.upperBound ?? 0
        let fitting = max(Int((bottom - (top + rowHeight)) / rowHeight), 1)
        pageRows.append(start..<min(start + fitting, table.rows.count))
        top = margin
      } while pageRows[pageRows.count - 1].upperBound < table.rows.count
      /// A column's texts, a line each.
      let setter = setter
      let set = { (column: Int, text: [String], bold: Bool) in
        setter.block(
          text, size: Self.small, bold: bold, right: table.columns[column].numeric,
          lineHeight: rowHeight)
      }
      let headings = columns.map { set($0, [table.columns[$0].label], true) }
      let cells = pageRows.map { rows in
        columns.map { column in
          rows.isEmpty
            ? nil : set(column, table.rows[rows].map { column < $0.count ? $0[column] : "" }, false)
        }
      }
      var widths = columns.map { column in
        cells.reduce(headings[column].size.width) { widest, page in
          page[column].map { max(widest, $0.size.width) } ?? widest
        } + 2 * pad
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
      /// Places a column's block from the current point, ellipsizing its lines at the
      /// column's width when they are wider.
      let setColumn = {
        (book: inout Layout, column: Int, text: PangoText.Block, colour: (Double, Double, Double))
        in
        let inner = max(widths[column] - 2 * pad, 1)
        book.setter.fit(text, inner, lines: 1)
        let shift = table.columns[column].numeric ? book.setter.offset(text, right: inner) : 0
        book.place(.text(text, x: offsets[column] + pad + shift, y: book.y, colour: colour))
      }
      for (page, rows) in pageRows.enumerated() {
        if page > 0 { newPage() }
        for column in columns {
          // The heading row is the same block on every page.
          setColumn(&self, column, headings[column], green)
        }
        y += rowHeight
        place(.box(x: left, y: y - 1, width: width, height: 0.8, colour: green))
        for row in rows where row % 2 == 1 {
          place(
            .box(
              x: left, y: y + Double(row - rows.lowerBound) * rowHeight, width: width,
              height: rowHeight, colour: stripe))
        }
        for column in columns {
          if let text = cells[page][column] { setColumn(&self, column, text, ink) }
        }
        y += Double(rows.count) * rowHeight
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
    ) -> (block: PangoText.Block, height: Double) {
      text([string], size: size, bold: bold, width: width, lines: lines)
    }

    /// `paragraphs` set a line apart, and their height.
    private func text(
      _ paragraphs: [String], size: Double, bold: Bool, width: Double? = nil, lines: Int32? = nil
    ) -> (block: PangoText.Block, height: Double) {
      let block = setter.block(
        paragraphs, size: size, bold: bold, width: width ?? self.width, lines: lines)
      return (block, block.size.height)
    }
  }
}
