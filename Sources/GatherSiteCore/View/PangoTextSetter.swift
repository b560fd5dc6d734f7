internal import Ccairo

extension PangoText {
  /// Sets one document's texts (a book's) in one Pango context of its Cairo context, with
  /// a font description a style: a text that fits its width is shaped once, without line
  /// breaking (Pango shapes a paragraph twice when it breaks lines, even one that fits),
  /// and broken only when it does not fit; glyphs keep the positions of the font's own
  /// advances, unrounded (the PDF's text then needs no correction between glyphs). What it
  /// sets is drawn on the same Cairo context, whose matrix stays the identity.
  final class Setter {
    private let context: OpaquePointer
    private var fonts: [FontKey: OpaquePointer] = [:]

    /// A style's font: its size and weight.
    private struct FontKey: Hashable {
      var size: Double
      var bold: Bool
    }

    init(on cr: OpaquePointer) {
      context = pango_cairo_create_context(cr)
      pango_context_set_round_glyph_positions(context, 0)
    }

    deinit {
      for font in fonts.values { pango_font_description_free(font) }
      g_object_unref(UnsafeMutableRawPointer(context))
    }

    /// A layout of `paragraphs`, each `clean`ed, set a line apart; with `width`, a paragraph wider than it is broken and, with `lines`,
    /// ellipsized beyond that many lines. `right` aligns its lines at the right: at its
    /// width when it has one, else at its widest line's end (`offset` places it).
    /// `lineHeight` sets every line that high. The caller unreferences it (`release`).
    func layout(
      _ paragraphs: [String], size: Double, bold: Bool, width: Double? = nil,
      lines: Int32? = nil, right: Bool = false, lineHeight: Double? = nil
    ) -> OpaquePointer {
      let layout = pango_layout_new(context)!
      pango_layout_set_font_description(layout, font(size: size, bold: bold))
      pango_layout_set_auto_dir(layout, 0)
      if right { pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT) }
      if let lineHeight {
        let attributes = pango_attr_list_new()
        pango_attr_list_insert(
          attributes, pango_attr_line_height_new_absolute(Int32(lineHeight * Double(PANGO_SCALE))))
        pango_layout_set_attributes(layout, attributes)
        pango_attr_list_unref(attributes)
      }
      pango_layout_set_text(layout, paragraphs.lazy.map(clean).joined(separator: "\n"), -1)
      if let width { fit(layout, width, lines: lines) }
      return layout
    }

    /// Breaks `layout` at `width` (and, with `lines`, ellipsizes it) if it is wider.
    func fit(_ layout: OpaquePointer, _ width: Double, lines: Int32? = nil) {
      if PangoText.size(layout).width > width { setWidth(layout, width, lines: lines) }
    }

    /// How far right of its box's left edge `layout` goes so that it ends at the box's
    /// right edge, `width` on: nothing when it has a width of its own (it aligns itself).
    func offset(_ layout: OpaquePointer, right width: Double) -> Double {
      pango_layout_get_width(layout) >= 0 ? 0 : width - PangoText.size(layout).width
    }

    private func font(size: Double, bold: Bool) -> OpaquePointer {
      let key = FontKey(size: size, bold: bold)
      if let font = fonts[key] { return font }
      let font = pango_font_description_new()!
      pango_font_description_set_family(font, "sans-serif")
      pango_font_description_set_weight(font, bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL)
      pango_font_description_set_absolute_size(font, size * Double(PANGO_SCALE))
      fonts[key] = font
      return font
    }
  }
}
