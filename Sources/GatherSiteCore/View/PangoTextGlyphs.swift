internal import Ccairo

extension PangoText {
  /// Glyphs of lines that go as glyphs alone, gathered from one line to the next while
  /// they are in the same font and colour, and drawn in one Cairo call (each call costs
  /// the PDF surface more than its glyphs do), at the places Pango's renderer would draw
  /// them (from each line's start as Cairo keeps the current point). Whoever draws anything
  /// else draws them first (`draw`), so that the page is drawn, and its text read, in the
  /// order it was before.
  struct Glyphs {
    private var font: UnsafeMutablePointer<PangoFont>?
    private var colour = (0.0, 0.0, 0.0)
    private var glyphs: [cairo_glyph_t] = []

    /// Adds `line`, a line drawn as glyphs alone in `font` and `colour` whose run starts
    /// at `x`, `y`; first draws the glyphs gathered if they are in another font or colour.
    mutating func add(
      _ line: [PangoGlyphInfo], font: UnsafeMutablePointer<PangoFont>,
      colour: (Double, Double, Double), x: Double, y: Double, on cr: OpaquePointer
    ) {
      if font != self.font || colour != self.colour {
        draw(on: cr)
        (self.font, self.colour) = (font, colour)
      }
      var (baseX, baseY) = (0.0, 0.0)
      cairo_move_to(cr, x, y)
      cairo_get_current_point(cr, &baseX, &baseY)
      let scale = Double(PANGO_SCALE)
      var pen: Int32 = 0
      for glyph in line {
        let geometry = glyph.geometry
        glyphs.append(
          cairo_glyph_t(
            index: UInt(glyph.glyph), x: baseX + Double(pen + geometry.x_offset) / scale,
            y: geometry.y_offset == 0 ? baseY : baseY + Double(geometry.y_offset) / scale))
        pen += geometry.width
      }
    }

    /// Draws the glyphs gathered, and forgets them.
    mutating func draw(on cr: OpaquePointer) {
      defer { glyphs.removeAll(keepingCapacity: true) }
      guard !glyphs.isEmpty, let font,
        let scaled = pango_cairo_font_get_scaled_font(OpaquePointer(font))
      else { return }
      cairo_save(cr)
      cairo_set_source_rgb(cr, colour.0, colour.1, colour.2)
      cairo_set_scaled_font(cr, scaled)
      cairo_show_glyphs(cr, glyphs, Int32(glyphs.count))
      cairo_restore(cr)
    }
  }
}
