internal import Ccairo

extension PangoText {
  /// Draws a layout run by run, as `pango_cairo_show_layout` does, with the same marks, but
  /// gives Cairo each run's text only where a reader could not get it back from the glyphs.
  /// A run of plain Latin letters, digits, spaces and ASCII punctuation, left to right, each
  /// drawn with the font's own glyph for it (`ownGlyphs`), is drawn as glyphs alone
  /// (`pango_cairo_show_glyph_string`): Cairo's PDF surface finds each glyph's character in
  /// the font's table, and skips the work of carrying the text with every glyph. Any other
  /// run (a ligature such as "ff", a hyphen added where a word breaks, a dash, a space that
  /// must not break, another script, a bracket set right to left) is drawn with its text
  /// (`pango_cairo_show_glyph_item`), so that copying and searching find the characters
  /// written. (A font that drew two of those Latin letters with one glyph would read back
  /// the first; Noto Sans and DejaVu Sans do not.) It draws glyphs in the current source and
  /// font only: a layout's attributes but the font (colour, underline, rise, letter
  /// spacing; no book sets any) are not drawn.
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
        if glyphsAlone(run.pointee, of: text) {
          pango_cairo_show_glyph_string(
            cr, run.pointee.item.pointee.analysis.font, run.pointee.glyphs)
        } else {
          pango_cairo_show_glyph_item(cr, text, UnsafeMutablePointer(mutating: run))
        }
      } while pango_layout_iter_next_run(iterator) != 0
    }

    /// Whether `run`, a run of the layout whose text is `text`, goes to Cairo as glyphs alone.
    static func glyphsAlone(_ run: PangoGlyphItem, of text: UnsafePointer<CChar>) -> Bool {
      let bytes = UnsafeBufferPointer(
        start: UnsafeRawPointer(text + Int(run.item.pointee.offset)).assumingMemoryBound(
          to: UInt8.self), count: Int(run.item.pointee.length))
      return spelledByGlyphs(bytes) && ownGlyphs(run, bytes)
    }

    /// Whether `run`, left to right, draws each character of its text, `bytes`, with the
    /// font's own glyph for it, one glyph a character, in order: no ligature, no hyphen
    /// added where a word breaks, no glyph mirrored or put in another's place.
    static func ownGlyphs(_ run: PangoGlyphItem, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
      let item = run.item.pointee
      let glyphs = run.glyphs.pointee
      guard item.analysis.level % 2 == 0, glyphs.num_glyphs == item.num_chars,
        let font = pango_font_get_hb_font(item.analysis.font)
      else { return false }
      var offset = 0
      for index in 0..<Int(glyphs.num_glyphs) {
        guard offset < bytes.count, glyphs.log_clusters[index] == Int32(offset) else {
          return false
        }
        // The text is plain Latin (`spelledByGlyphs`): a character is one byte or two.
        let byte = bytes[offset]
        let width = byte < 0x80 ? 1 : 2
        guard offset + width <= bytes.count else { return false }
        let scalar =
          width == 1 ? UInt32(byte) : (UInt32(byte & 0x1F) << 6) | UInt32(bytes[offset + 1] & 0x3F)
        offset += width
        var own: hb_codepoint_t = 0
        guard hb_font_get_nominal_glyph(font, scalar, &own) != 0,
          glyphs.glyphs[index].glyph == own
        else { return false }
      }
      return offset == bytes.count
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
        guard index + 1 < bytes.count, isLatinLetter(byte, bytes[index + 1]) else { return false }
        index += 2
      }
      return true
    }

    /// Whether the two bytes `lead` and `next` are the UTF-8 of a letter of Latin-1 or
    /// Latin Extended-A and -B (U+00C0 to U+024F, but × and ÷).
    static func isLatinLetter(_ lead: UInt8, _ next: UInt8) -> Bool {
      let scalar = (UInt32(lead & 0x1F) << 6) | UInt32(next & 0x3F)
      return (0xC3...0xC9).contains(lead) && next & 0xC0 == 0x80
        && (0xC0...0x24F).contains(scalar) && scalar != 0xD7 && scalar != 0xF7
    }
  }
}
