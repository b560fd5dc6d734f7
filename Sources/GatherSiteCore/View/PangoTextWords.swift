internal import Ccairo

extension PangoText {
  /// The words of one document's texts (a book's), each shaped by Pango once in a style,
  /// when first met, and lines put together from them. A book names the same players and
  /// writes the same figures thousands of times; setting each line with Pango shapes them
  /// again each time, which was most of a book's cost.
  ///
  /// A line goes together from its words only where Pango would set it as one run of the
  /// style's own font: every word of it (told apart by its bytes) one run of that font,
  /// left to right, in the Latin script or in Pango's Common one (figures, punctuation),
  /// its words a space (U+0020) apart. Put together, it is the run Pango would give it on
  /// the understanding that the font shapes nothing across a space, and shapes figures and
  /// punctuation alone as inside a Latin word. A style is put together only where its font
  /// bears that out: probe lines (`probes`) are set both ways when the style is first met,
  /// and a difference leaves the style to Pango. A line is drawn as `Runs` draws a run:
  /// as glyphs alone, gathered with the lines around it (`Glyphs`), or with its text
  /// through Pango's own call, with the glyph string and item put together; so the PDF
  /// says what it would. Any other text is left to Pango (`lines` gives `nil`).
  /// `PangoTextWordsTests` sets texts both ways and compares sizes, pixels and PDFs.
  final class Words {
    private let context: OpaquePointer
    /// Each style met, with its font, or `nil` when its texts are left to Pango.
    private var styles: [Style: Font?] = [:]
    /// Each word met in a style, by its bytes, or `nil` when a line holding it is left to
    /// Pango.
    private var shaped: [Style: [[UInt8]: Word?]] = [:]
    private var metricsBySpacing: [LineSpacing: Metrics] = [:]

    /// Lines that a font must set the same, put together or by Pango, for its style to be
    /// put together: letters kerned against a space, figures and punctuation beside
    /// letters, a ligature, a dash, a curly apostrophe.
    static let probes = [
      "AV T", "T AV", "Y 7.", "1 A", "W, y", "L’ T", "f i", "To 12:30 – 1", "r. J", "« A »",
    ]

    /// A style: a font description (size and weight) in the context.
    struct Style: Hashable {
      var size: Double
      var bold: Bool
    }

    /// The style's font (referenced while the words live), and its space.
    private struct Font {
      var font: UnsafeMutablePointer<PangoFont>
      var space: Word
    }

    /// A word shaped: its glyphs; for each, the byte in the word where its cluster starts
    /// (Pango's `log_clusters`: a ligature's cluster holds several characters); its length
    /// in bytes and its width in Pango units; and whether its glyphs alone give its text
    /// back (`Runs.glyphsAlone`).
    private struct Word {
      var glyphs: [PangoGlyphInfo]
      var clusters: [Int32]
      var bytes: Int32
      var width: Int32
      var glyphsAlone: Bool
    }

    /// A style and a line height (`nil`: the font's own).
    private struct LineSpacing: Hashable {
      var style: Style
      var lineHeight: Int32?
    }

    /// Where a layout of the style puts its lines, in Pango units: the first line's
    /// baseline, from one line's to the next, and one line's height; and whether an empty
    /// line is as high as the others and placed alike.
    private struct Metrics {
      var baseline: Int32
      var pitch: Int32
      var height: Int32
      var emptyLinesAlike: Bool
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
        var glyphsAlone = true
        var width: Int32 = 0
        var x: Int32 = 0
        var baseline: Int32 = 0
      }

      /// Draws the lines with the block's top left corner at `x`, `y`, in `colour`, as `Runs`
      /// draws a layout: each line's run from its start and baseline; a line that goes as
      /// glyphs alone is added to `glyphs` (drawn when they are flushed), the others drawn
      /// with their text, after `glyphs` is flushed.
      func draw(
        on cr: OpaquePointer, x: Double, y: Double, colour: (Double, Double, Double),
        gathering glyphs: inout Glyphs
      ) {
        let scale = Double(PANGO_SCALE)
        for line in lines where !line.glyphs.isEmpty {
          if line.glyphsAlone {
            glyphs.add(
              line.glyphs, font: font, colour: colour, x: x + Double(line.x) / scale,
              y: y + Double(line.baseline) / scale, on: cr)
            continue
          }
          glyphs.flush(on: cr)
          cairo_set_source_rgb(cr, colour.0, colour.1, colour.2)
          cairo_move_to(cr, x + Double(line.x) / scale, y + Double(line.baseline) / scale)
          let count = Int32(line.glyphs.count)
          // Pango only reads the glyph string and the item.
          line.glyphs.withUnsafeBufferPointer { infos in
            line.clusters.withUnsafeBufferPointer { clusters in
              var string = PangoGlyphString(
                num_glyphs: count, glyphs: UnsafeMutablePointer(mutating: infos.baseAddress),
                log_clusters: UnsafeMutablePointer(mutating: clusters.baseAddress), space: count)
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

    deinit {
      for case let font? in styles.values {
        g_object_unref(UnsafeMutableRawPointer(font.font))
      }
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
      let metrics = metrics(LineSpacing(style: style, lineHeight: lineHeight), description)
      var block = Lines(font: font.font)
      for paragraph in paragraphs.isEmpty ? [""] : paragraphs {
        guard !paragraph.isEmpty || metrics.emptyLinesAlike,
          let line = line(paragraph, style, description, font)
        else { return nil }
        block.lines.append(line)
      }
      block.width = block.lines.lazy.map(\.width).max() ?? 0
      block.height = metrics.height + Int32(block.lines.count - 1) * metrics.pitch
      for index in block.lines.indices {
        if right { block.lines[index].x = block.width - block.lines[index].width }
        block.lines[index].baseline = metrics.baseline + Int32(index) * metrics.pitch
      }
      return block
    }

    /// `paragraph` put together in `font`, or `nil`.
    private func line(
      _ paragraph: String, _ style: Style, _ description: OpaquePointer, _ font: Font
    ) -> Lines.Line? {
      var line = Lines.Line(text: paragraph)
      var offset: Int32 = 0
      for (index, text) in paragraph.utf8.split(
        separator: UInt8(ascii: " "), omittingEmptySubsequences: false
      ).enumerated() {
        if index > 0 { put(font.space, at: &offset, in: &line) }
        guard !text.isEmpty else { continue }
        guard let word = word(Array(text), style, description, in: font.font) else { return nil }
        put(word, at: &offset, in: &line)
      }
      return line
    }

    private func put(_ word: Word, at offset: inout Int32, in line: inout Lines.Line) {
      line.glyphs += word.glyphs
      for cluster in word.clusters { line.clusters.append(cluster + offset) }
      line.glyphsAlone = line.glyphsAlone && word.glyphsAlone
      line.width += word.width
      offset += word.bytes
    }

    /// The style's font: the one its space is set in, referenced, if the probes set alike.
    private func font(_ style: Style, _ description: OpaquePointer) -> Font? {
      if let font = styles[style] { return font }
      var font: Font?
      if let (space, found) = shape(" ", description) {
        font = Font(font: found, space: space)
      }
      // Recorded first, so that the probes' words are shaped in it.
      styles[style] = .some(font)
      if let found = font,
        !Self.probes.allSatisfy({ setAlike($0, style, description, found) })
      {
        shaped[style] = nil
        styles[style] = .some(nil)
        g_object_unref(UnsafeMutableRawPointer(found.font))
        return nil
      }
      return font
    }

    /// Whether `probe` put together is the one run Pango sets it in, glyph for glyph.
    private func setAlike(
      _ probe: String, _ style: Style, _ description: OpaquePointer, _ font: Font
    ) -> Bool {
      guard let line = line(probe, style, description, font) else { return true }
      let layout = PangoText.layout(probe, in: context, description)
      defer { PangoText.release(layout) }
      guard let runs = pango_layout_get_line_readonly(layout, 0)?.pointee.runs,
        runs.pointee.next == nil
      else { return false }
      let run = runs.pointee.data.assumingMemoryBound(to: PangoGlyphItem.self).pointee
      let glyphs = run.glyphs.pointee
      let count = Int(glyphs.num_glyphs)
      guard count == line.glyphs.count, run.item.pointee.analysis.font == font.font else {
        return false
      }
      return (0..<count).allSatisfy { index in
        let (pango, ours) = (glyphs.glyphs[index], line.glyphs[index])
        return pango.glyph == ours.glyph && pango.geometry.width == ours.geometry.width
          && pango.geometry.x_offset == ours.geometry.x_offset
          && pango.geometry.y_offset == ours.geometry.y_offset
          && glyphs.log_clusters[index] == line.clusters[index]
      }
    }

    private func word(
      _ bytes: [UInt8], _ style: Style, _ description: OpaquePointer,
      in font: UnsafeMutablePointer<PangoFont>
    ) -> Word? {
      if let word = shaped[style, default: [:]][bytes] { return word }
      var word: Word?
      // The style's font is referenced: another font cannot be at its address.
      if let (found, itsFont) = shape(String(decoding: bytes, as: UTF8.self), description) {
        if itsFont == font { word = found }
        g_object_unref(UnsafeMutableRawPointer(itsFont))
      }
      shaped[style, default: [:]][bytes] = .some(word)
      return word
    }

    /// `text` shaped by Pango in a layout of its own, with the font of its one run (which the
    /// caller is to unreference), when it is one run, left to right, in the Latin script or
    /// the Common one.
    private func shape(
      _ text: String, _ description: OpaquePointer
    ) -> (Word, UnsafeMutablePointer<PangoFont>)? {
      let layout = PangoText.layout(text, in: context, description)
      defer { PangoText.release(layout) }
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
      g_object_ref(UnsafeMutableRawPointer(font))
      let word = Word(
        glyphs: infos,
        clusters: Array(UnsafeBufferPointer(start: glyphs.log_clusters, count: count)),
        bytes: Int32(text.utf8.count), width: infos.reduce(0) { $0 + $1.geometry.width },
        glyphsAlone: Runs.glyphsAlone(run, of: pango_layout_get_text(layout)!))
      return (word, font)
    }

    /// Where Pango puts a layout's lines in `spacing`: read from layouts of two lines and
    /// of three with an empty one between, and from an empty layout.
    private func metrics(_ spacing: LineSpacing, _ description: OpaquePointer) -> Metrics {
      if let metrics = metricsBySpacing[spacing] { return metrics }
      /// The baselines of `text`'s lines, and its height.
      func measure(_ text: String) -> (baselines: [Int32], height: Int32) {
        let layout = PangoText.layout(
          text, in: context, description, lineHeight: spacing.lineHeight)
        defer { PangoText.release(layout) }
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let iterator = pango_layout_get_iter(layout)!
        defer { pango_layout_iter_free(iterator) }
        var baselines = [pango_layout_iter_get_baseline(iterator)]
        while pango_layout_iter_next_line(iterator) != 0 {
          baselines.append(pango_layout_iter_get_baseline(iterator))
        }
        return (baselines, logical.height)
      }
      let two = measure("x\nx")
      let pitch = two.baselines[1] - two.baselines[0]
      let height = two.height - pitch
      let three = measure("x\n\nx")
      let empty = measure("")
      let metrics = Metrics(
        baseline: two.baselines[0], pitch: pitch, height: height,
        emptyLinesAlike: three.baselines == [0, 1, 2].map { two.baselines[0] + $0 * pitch }
          && three.height == height + 2 * pitch && empty.height == height
          && empty.baselines == [two.baselines[0]])
      metricsBySpacing[spacing] = metrics
      return metrics
    }
  }
}
