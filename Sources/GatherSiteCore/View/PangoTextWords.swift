internal import Ccairo

extension PangoText {
  /// The words of one document's texts (a book's), each shaped by Pango once in a style,
  /// and lines put together from them. A book names the same players and writes the same
  /// figures thousands of times; setting each line with Pango shapes them again each time,
  /// which was most of a book's cost. A line goes together from its words only where Pango
  /// would set it as one run of the style's own font: every word of it one run of that
  /// font, left to right, in the Latin script or in none (figures, punctuation), its words a
  /// space (U+0020) apart. Put together, it is the run Pango would give it, on the
  /// understanding that the font shapes nothing across a space and shapes figures and
  /// punctuation alone as in a Latin word (true of Noto Sans and DejaVu Sans); it is drawn
  /// as `Runs` draws a run, with the glyph string and item put together, so that the PDF
  /// says what it would. Any other text is left to Pango (`lines` gives `nil`).
  /// `PangoTextWordsTests` sets texts both ways and compares the pixels and the PDFs.
  final class Words {
    private let context: OpaquePointer
    private var styles: [Style: Font?] = [:]
    private var shaped: [Style: [Substring: Word?]] = [:]
    private var spacing: [Spacing: Metrics] = [:]

    /// A style: a font description (size and weight) in the context.
    struct Style: Hashable {
      var size: Double
      var bold: Bool
    }

    /// The style's font, and its space.
    private struct Font {
      var font: UnsafeMutablePointer<PangoFont>
      var space: Word
    }

    /// A word shaped: its glyphs, each with the offset of its character in the word's text
    /// (as Pango's `log_clusters`), its length in bytes, its width in Pango units, and
    /// whether its glyphs alone give its text back (`Runs.glyphsAlone`).
    private struct Word {
      var glyphs: [PangoGlyphInfo]
      var clusters: [Int32]
      var bytes: Int32
      var width: Int32
      var alone: Bool
    }

    /// A style and a line height (`nil`: the font's own).
    private struct Spacing: Hashable {
      var style: Style
      var lineHeight: Int32?
    }

    /// Where a layout of the style puts its lines, in Pango units: the first line's
    /// baseline, from one line's to the next, and one line's height.
    private struct Metrics {
      var baseline: Int32
      var pitch: Int32
      var height: Int32
    }

    /// Lines put together, in one font; their block's width and height in Pango units.
    struct Lines {
      fileprivate(set) var font: UnsafeMutablePointer<PangoFont>
      fileprivate(set) var lines: [Line] = []
      fileprivate(set) var width: Int32 = 0
      fileprivate(set) var height: Int32 = 0

      /// A line: its text and its run's glyphs, where it starts (from the block's left edge)
      /// and its baseline (from the block's top), in Pango units.
      struct Line {
        var text: String
        var glyphs: [PangoGlyphInfo] = []
        var clusters: [Int32] = []
        var alone = true
        var width: Int32 = 0
        var x: Int32 = 0
        var baseline: Int32 = 0
      }

      /// Draws the lines with the block's top left corner at `x`, `y`, as `Runs` draws a
      /// layout: each line's run from its start and baseline, as glyphs alone or with its
      /// text.
      func draw(on cr: OpaquePointer, x: Double, y: Double) {
        let scale = Double(PANGO_SCALE)
        for var line in lines where !line.glyphs.isEmpty {
          cairo_move_to(cr, x + Double(line.x) / scale, y + Double(line.baseline) / scale)
          let count = Int32(line.glyphs.count)
          line.glyphs.withUnsafeMutableBufferPointer { glyphs in
            line.clusters.withUnsafeMutableBufferPointer { clusters in
              var string = PangoGlyphString(
                num_glyphs: count, glyphs: glyphs.baseAddress, log_clusters: clusters.baseAddress,
                space: count)
              if line.alone {
                pango_cairo_show_glyph_string(cr, font, &string)
                return
              }
              var item = PangoItem()
              item.length = Int32(line.text.utf8.count)
              item.num_chars = Int32(line.text.unicodeScalars.count)
              item.analysis.font = font
              withUnsafeMutablePointer(to: &string) { string in
                withUnsafeMutablePointer(to: &item) { item in
                  var run = PangoGlyphItem()
                  (run.item, run.glyphs) = (item, string)
                  pango_cairo_show_glyph_item(cr, line.text, &run)
                }
              }
            }
          }
        }
      }
    }

    init(in context: OpaquePointer) {
      self.context = context
    }

    /// `paragraphs` (`clean`ed), a line each, put together in `style` with its font
    /// description `description`, each line `lineHeight` high (in Pango units) when
    /// given, aligned at the right (at the widest line) when `right`; `nil` when Pango
    /// must set them.
    func lines(
      _ paragraphs: [String], _ style: Style, description: OpaquePointer, right: Bool,
      lineHeight: Int32?
    ) -> Lines? {
      guard let font = font(style, description) else { return nil }
      var lines = Lines(font: font.font)
      for paragraph in paragraphs.isEmpty ? [""] : paragraphs {
        var line = Lines.Line(text: paragraph)
        // About a glyph a byte.
        line.glyphs.reserveCapacity(paragraph.utf8.count)
        line.clusters.reserveCapacity(paragraph.utf8.count)
        var offset: Int32 = 0
        for (index, text) in paragraph.split(separator: " ", omittingEmptySubsequences: false)
          .enumerated()
        {
          if index > 0 { put(font.space, at: &offset, in: &line) }
          guard !text.isEmpty else { continue }
          guard let word = word(text, style, description, in: font.font) else { return nil }
          put(word, at: &offset, in: &line)
        }
        lines.lines.append(line)
      }
      let metrics = metrics(Spacing(style: style, lineHeight: lineHeight), description)
      lines.width = lines.lines.lazy.map(\.width).max() ?? 0
      lines.height = metrics.height + Int32(lines.lines.count - 1) * metrics.pitch
      for index in lines.lines.indices {
        if right { lines.lines[index].x = lines.width - lines.lines[index].width }
        lines.lines[index].baseline = metrics.baseline + Int32(index) * metrics.pitch
      }
      return lines
    }

    private func put(_ word: Word, at offset: inout Int32, in line: inout Lines.Line) {
      line.glyphs += word.glyphs
      for cluster in word.clusters { line.clusters.append(cluster + offset) }
      line.alone = line.alone && word.alone
      line.width += word.width
      offset += word.bytes
    }

    private func font(_ style: Style, _ description: OpaquePointer) -> Font? {
      if let font = styles[style] { return font }
      // The font of the style is the one its space is set in.
      var font: Font?
      if let (space, found) = shape(" ", description) {
        font = Font(font: found, space: space)
      }
      styles[style] = font
      return font
    }

    private func word(
      _ text: Substring, _ style: Style, _ description: OpaquePointer,
      in font: UnsafeMutablePointer<PangoFont>
    ) -> Word? {
      if let word = shaped[style, default: [:]][text] { return word }
      var word: Word?
      if let (found, itsFont) = shape(String(text), description), itsFont == font {
        word = found
      }
      shaped[style, default: [:]][text] = word
      return word
    }

    /// `text` shaped by Pango in a layout of its own, with the font of its one run, when
    /// it is one run, left to right, in the Latin script or in none.
    private func shape(
      _ text: String, _ description: OpaquePointer
    ) -> (Word, UnsafeMutablePointer<PangoFont>)? {
      let layout = pango_layout_new(context)!
      defer { PangoText.release(layout) }
      pango_layout_set_font_description(layout, description)
      pango_layout_set_auto_dir(layout, 0)
      pango_layout_set_text(layout, text, -1)
      guard pango_layout_get_line_count(layout) == 1,
        let runs = pango_layout_get_line_readonly(layout, 0)?.pointee.runs,
        runs.pointee.next == nil
      else { return nil }
      let run = runs.pointee.data.assumingMemoryBound(to: PangoGlyphItem.self).pointee
      let analysis = run.item.pointee.analysis
      guard analysis.level == 0,
        [PANGO_SCRIPT_LATIN, PANGO_SCRIPT_COMMON].contains(PangoScript(Int32(analysis.script))),
        let font = analysis.font
      else { return nil }
      let glyphs = run.glyphs.pointee
      let count = Int(glyphs.num_glyphs)
      let infos = Array(UnsafeBufferPointer(start: glyphs.glyphs, count: count))
      let word = Word(
        glyphs: infos,
        clusters: Array(UnsafeBufferPointer(start: glyphs.log_clusters, count: count)),
        bytes: Int32(text.utf8.count), width: infos.reduce(0) { $0 + $1.geometry.width },
        alone: Runs.glyphsAlone(run, of: pango_layout_get_text(layout)!))
      return (word, font)
    }

    /// Where Pango puts a layout's lines in `spacing`: read from a layout of two lines.
    private func metrics(_ spacing: Spacing, _ description: OpaquePointer) -> Metrics {
      if let metrics = self.spacing[spacing] { return metrics }
      let layout = pango_layout_new(context)!
      defer { PangoText.release(layout) }
      pango_layout_set_font_description(layout, description)
      pango_layout_set_auto_dir(layout, 0)
      if let lineHeight = spacing.lineHeight {
        let attributes = pango_attr_list_new()
        pango_attr_list_insert(attributes, pango_attr_line_height_new_absolute(lineHeight))
        pango_layout_set_attributes(layout, attributes)
        pango_attr_list_unref(attributes)
      }
      pango_layout_set_text(layout, "x\nx", -1)
      var logical = PangoRectangle()
      pango_layout_get_extents(layout, nil, &logical)
      let iterator = pango_layout_get_iter(layout)!
      let first = pango_layout_iter_get_baseline(iterator)
      pango_layout_iter_next_line(iterator)
      let second = pango_layout_iter_get_baseline(iterator)
      pango_layout_iter_free(iterator)
      let metrics = Metrics(
        baseline: first, pitch: second - first, height: logical.height - (second - first))
      self.spacing[spacing] = metrics
      return metrics
    }
  }
}
