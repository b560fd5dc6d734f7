internal import Ccairo

extension PangoText {
  /// Draws a layout run by run, as `pango_cairo_show_layout` does, with the same marks, but
  /// gives Cairo each run's text only where a reader could not get it back from the glyphs.
  /// A run of plain Latin letters, digits, spaces and ASCII punctuation, a glyph each, is
  /// drawn as glyphs alone (`pango_cairo_show_glyph_string`): Cairo's PDF surface finds
  /// each glyph's character in the font's own table, and skips the work of carrying the
  /// text with every glyph. Any other run (a ligature such as "ff", a dash, a space that must
  /// not break, another script, an ellipsis) is drawn with its text
  /// (`pango_cairo_show_glyph_item`), so that copying and searching find the characters
  /// written. It draws glyphs in the current source only: a layout's colour, underline or
  /// background attributes (which no book sets) are not drawn.
  enum Runs {
    /// Draws `layout` with its top left corner at `x`, `y`.
    static func draw(_ layout: OpaquePointer, on cr: OpaquePointer, x: Double, y: Double) {
      guard let iterator = pango_layout_get_iter(layout) else { return }
      defer { pango_layout_iter_free(iterator) }
      let text = pango_layout_get_text(layout)!
      let scale = Double(PANGO_SCALE)
      repeat {
        guard let run = pango_layout_iter_get_run_readonly(iterator) else { continue }
        var logical = PangoRectangle()
        pango_layout_iter_get_run_extents(iterator, nil, &logical)
        let baseline = pango_layout_iter_get_baseline(iterator)
        cairo_move_to(cr, x + Double(logical.x) / scale, y + Double(baseline) / scale)
        let item = run.pointee.item.pointee
        let bytes = UnsafeBufferPointer(
          start: UnsafeRawPointer(text + Int(item.offset)).assumingMemoryBound(to: UInt8.self),
          count: Int(item.length))
        if run.pointee.glyphs.pointee.num_glyphs == item.num_chars, spelledByGlyphs(bytes) {
          pango_cairo_show_glyph_string(cr, item.analysis.font, run.pointee.glyphs)
        } else {
          pango_cairo_show_glyph_item(cr, text, UnsafeMutablePointer(mutating: run))
        }
      } while pango_layout_iter_next_run(iterator) != 0
    }

    /// Whether every character of the UTF-8 `bytes` is one a font gives a glyph of its own:
    /// printable ASCII, or a letter of Latin-1 or Latin Extended-A and -B (U+00C0 to U+024F,
    /// but × and ÷).
    static func spelledByGlyphs(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        if (0x20...0x7E).contains(byte) {
          index += 1
          continue
        }
        guard index + 1 < bytes.count else { return false }
        let next = bytes[index + 1]
        let scalar = (UInt32(byte & 0x1F) << 6) | UInt32(next & 0x3F)
        guard (0xC3...0xC9).contains(byte), next & 0xC0 == 0x80, (0xC0...0x24F).contains(scalar),
          scalar != 0xD7, scalar != 0xF7
        else { return false }
        index += 2
      }
      return true
    }
  }
}
