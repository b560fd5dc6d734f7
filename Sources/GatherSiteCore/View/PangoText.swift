internal import Ccairo

/// Pango layouts of the site's texts, as the cards and the books set them: "sans-serif"
/// (whatever fontconfig finds, falling back font by font), left to right as the site's
/// languages are, with control characters shown as spaces.
enum PangoText {
  /// A layout of `string`, `clean`ed, on `cr` at `size` (in the surface's units); `width` wraps it (at words, or inside a word too long for a line)
  /// and, with `lines`, ellipsizes what is beyond that many lines. The caller unreferences
  /// it (`release`).
  static func layout(
    _ string: String, on cr: OpaquePointer, size: Double, bold: Bool,
    width: Double? = nil, lines: Int32? = nil
  ) -> OpaquePointer {
    let layout = pango_cairo_create_layout(cr)!
    let font = pango_font_description_new()
    pango_font_description_set_family(font, "sans-serif")
    pango_font_description_set_weight(font, bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL)
    pango_font_description_set_absolute_size(font, size * Double(PANGO_SCALE))
    pango_layout_set_font_description(layout, font)
    pango_font_description_free(font)
    if let width { setWidth(layout, width, lines: lines) }
    // Left to right as the site's languages are; a name in a right-to-left script keeps its
    // own order inside (the presenters isolate names).
    pango_layout_set_auto_dir(layout, 0)
    pango_layout_set_text(layout, clean(string), -1)
    return layout
  }

  /// A layout of `text` (already `clean`) in `context` with the font `description`, left to
  /// right; `right` aligns its lines at the right, and `lineHeight` (in Pango units) sets
  /// every line that high. The caller unreferences it (`release`).
  static func layout(
    _ text: String, in context: OpaquePointer, _ description: OpaquePointer,
    right: Bool = false, lineHeight: Int32? = nil
  ) -> OpaquePointer {
    let layout = pango_layout_new(context)!
    pango_layout_set_font_description(layout, description)
    pango_layout_set_auto_dir(layout, 0)
    if right { pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT) }
    if let lineHeight {
      let attributes = pango_attr_list_new()
      pango_attr_list_insert(attributes, pango_attr_line_height_new_absolute(lineHeight))
      pango_layout_set_attributes(layout, attributes)
      pango_attr_list_unref(attributes)
    }
    pango_layout_set_text(layout, text, -1)
    return layout
  }

  /// `string` with its control characters (line breaks too) as spaces, as everywhere on the
  /// site.
  static func clean(_ string: String) -> String {
    // Most texts are plain: looked at byte by byte first (the check Markdown's escaping
    // makes, which finds the C1 controls without taking "·", 0xC2 0xB7, for one).
    guard EscapeScanner.contains(string, where: { _ in false }) else { return string }
    return String(
      String.UnicodeScalarView(
        string.unicodeScalars.map { $0.properties.generalCategory == .control ? " " : $0 }))
  }

  /// Wraps `layout` at `width`; with `lines`, ellipsizes what is beyond that many lines.
  static func setWidth(_ layout: OpaquePointer, _ width: Double, lines: Int32? = nil) {
    pango_layout_set_width(layout, Int32(width * Double(PANGO_SCALE)))
    pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
    if let lines {
      pango_layout_set_height(layout, -lines)
      pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
    }
  }

  /// The layout's width and height in the surface's units.
  static func size(_ layout: OpaquePointer) -> (width: Double, height: Double) {
    var logical = PangoRectangle()
    pango_layout_get_extents(layout, nil, &logical)
    return (
      Double(logical.width) / Double(PANGO_SCALE), Double(logical.height) / Double(PANGO_SCALE)
    )
  }

  static func release(_ layout: OpaquePointer) {
    g_object_unref(UnsafeMutableRawPointer(layout))
  }
}
