internal import Ccairo

extension PangoText {
  /// Glyphs of lines that go as glyphs alone, gathered from one line to the next while
  /// they are in the same font and colour, and drawn in one Cairo call (each call costs
  /// the PDF surface more than its glyphs do), at the places Pango's renderer would draw
  /// them (from each line's start as Cairo keeps the current point). Whoever draws anything
  /// else flushes them first (`flush`), so that the page is drawn, and its text read, in
  /// the order it would be line by line; the page's last are flushed before it is shown.
  /// It holds its font, and cannot be copied (a copy would draw them twice).
  struct Glyphs: ~Copyable {
    /// The font gathered in (referenced), or `nil` before the first line.
    private var scaled: OpaquePointer?
    private var font: UnsafeMutablePointer<PangoFont>?
    private var colour = (0.0, 0.0, 0.0)
    private var pending: [cairo_glyph_t] = []

    init() {}

    deinit {
      if let scaled { cairo_scaled_font_destroy(scaled) }
    }

    /// Adds `line`, a line in `font` and `colour` whose glyphs are each the font's own
    /// glyph for a character (`Runs.glyphsAlone`: none empty or unknown), with its start
    /// at `x` and its baseline at `y`; first flushes the glyphs gathered if they are in
    /// another font or colour.
    mutating func add(
      _ line: [PangoGlyphInfo], font: UnsafeMutablePointer<PangoFont>,
      colour: (Double, Double, Double), x: Double, y: Double, on cr: OpaquePointer
    ) {
      if font != self.font || colour != self.colour {
        flush(on: cr)
        if let scaled { cairo_scaled_font_destroy(scaled) }
        // A font without a Cairo face puts the context in error when drawn: the book fails.
        scaled = pango_cairo_font_get_scaled_font(OpaquePointer(font)).map {
          cairo_scaled_font_reference($0)
        }
        (self.font, self.colour) = (font, colour)
      }
      var (baseX, baseY) = (0.0, 0.0)
      cairo_move_to(cr, x, y)
      cairo_get_current_point(cr, &baseX, &baseY)
      let scale = Double(PANGO_SCALE)
      var pen: Int32 = 0
      for glyph in line {
        let geometry = glyph.geometry
        pending.append(
          cairo_glyph_t(
            index: UInt(glyph.glyph), x: baseX + Double(pen + geometry.x_offset) / scale,
            y: geometry.y_offset == 0 ? baseY : baseY + Double(geometry.y_offset) / scale))
        pen += geometry.width
      }
    }

    /// Draws the glyphs gathered, and forgets them.
    mutating func flush(on cr: OpaquePointer) {
      guard !pending.isEmpty else { return }
      cairo_save(cr)
      cairo_set_source_rgb(cr, colour.0, colour.1, colour.2)
      cairo_set_scaled_font(cr, scaled)
      cairo_show_glyphs(cr, pending, Int32(pending.count))
      cairo_restore(cr)
      pending.removeAll(keepingCapacity: true)
    }
  }
}
