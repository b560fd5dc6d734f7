internal import Ccairo

extension PangoText {
  /// Sets one document's texts (a book's) in one Pango context of its Cairo context, with
  /// a font description a style, as blocks (`Block`): lines are put together from words
  /// each shaped once, when first met (`Words`), and broken at their width where they can
  /// be, and the rest set by Pango; a text that fits its width is set without line
  /// breaking (Pango shapes a paragraph twice when it breaks lines, even one that fits),
  /// and broken by Pango only when it does not fit and `Words` cannot break it; glyphs
  /// keep the positions of the font's own advances, unrounded (the PDF's text then needs
  /// no correction between glyphs). What it sets is drawn on the same Cairo context, whose
  /// matrix stays the identity.
  final class Setter {
    private let context: OpaquePointer
    private var fonts: [Words.Style: OpaquePointer] = [:]
    /// The words it puts lines together from, for the next book drawn in its lane.
    let words: Words
    private let putTogether: Bool

    /// A setter for `cr`, putting lines together from `words` (the words of the books
    /// drawn before it on this thread, in their lane) or words of its own; `putTogether`
    /// off leaves every text to Pango (to compare). `lane` (0, 1, …) is which of the calls
    /// drawing at once it draws for (`BookRenderer.pdfs`); a setter given words draws in
    /// theirs.
    init(on cr: OpaquePointer, words: Words? = nil, putTogether: Bool = true, lane: Int = 0) {
      precondition(lane >= 0, "a lane is 0 or more")
      let lane = words?.lane ?? lane
      context = pango_cairo_create_context(cr)
      pango_context_set_round_glyph_positions(context, 0)
      // Cairo keeps one scaled font for each font, size and options in the whole process,
      // and takes its lock for every text drawn with it: calls drawing books at once would
      // wait on each other. The PDF surface sets grey antialiasing and no hinting, so Cairo
      // never reads a subpixel order for it: another order only makes the options another
      // key in Cairo's (and Pango's) caches of fonts, so each lane has scaled fonts of its
      // own (the font files, FreeType's faces and the fonts embedded stay shared), and its
      // PDF is the same bytes.
      let order = Self.subpixelOrders[lane % Self.subpixelOrders.count]
      if order != CAIRO_SUBPIXEL_ORDER_DEFAULT {
        let options = cairo_font_options_create()
        cairo_font_options_set_subpixel_order(options, order)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
      }
      self.words = words ?? Words(in: context, lane: lane)
      self.putTogether = putTogether
    }

    deinit {
      for font in fonts.values { pango_font_description_free(font) }
      g_object_unref(UnsafeMutableRawPointer(context))
    }

    /// `paragraphs`, each `clean`ed, set a line apart; with `width`, a paragraph wider than
    /// it is broken and, with `lines`, ellipsized beyond that many lines. `right` aligns
    /// its lines at the right: at its width when it has one, else at its widest line's end
    /// (`offset` places it). `lineHeight` sets every line that high. Lines that can be are
    /// put together from words shaped once (`Words`), unless `putTogether` is off.
    func block(
      _ paragraphs: [String], size: Double, bold: Bool, width: Double? = nil,
      lines: Int32? = nil, right: Bool = false, lineHeight: Double? = nil
    ) -> Block {
      let style = Words.Style(size: size, bold: bold)
      let description = font(style)
      let cleaned = paragraphs.map(clean)
      let height = lineHeight.map { Int32($0 * Double(PANGO_SCALE)) }
      // Broken by `Words` where it can be; ellipsized only by Pango.
      let breaking = lines == nil ? width.map { Int32($0 * Double(PANGO_SCALE)) } : nil
      let together =
        putTogether
        ? words.lines(
          cleaned, style, description: description, right: right, lineHeight: height,
          width: breaking)
        : nil
      let isBroken = together?.isBroken ?? false
      // A block put together keeps the setter, whose context and font its layout is made in.
      let make = { [self] in
        let layout = PangoText.layout(
          cleaned.joined(separator: "\n"), in: context, description, right: right,
          lineHeight: height)
        if isBroken, let width { setWidth(layout, width) }
        return layout
      }
      let block = together.map { Block($0, make: make) } ?? Block(layout: make())
      if let width { fit(block, width, lines: lines) }
      return block
    }

    /// Breaks `block` at `width` (and, with `lines`, ellipsizes it) if it is wider.
    func fit(_ block: Block, _ width: Double, lines: Int32? = nil) {
      if block.size.width > width { setWidth(block.asLayout(), width, lines: lines) }
    }

    /// How far right of its box's left edge `block` goes so that it ends at the box's
    /// right edge, `width` on: nothing when it has a width of its own (it aligns itself).
    func offset(_ block: Block, right width: Double) -> Double {
      block.hasWidth ? 0 : width - block.size.width
    }

    /// Cairo's subpixel orders, a lane's by its number, round again after five (lane 5 has
    /// lane 0's fonts). Lane 0 keeps the default, as any drawing outside
    /// `BookRenderer.pdfs` does.
    private static let subpixelOrders = [
      CAIRO_SUBPIXEL_ORDER_DEFAULT, CAIRO_SUBPIXEL_ORDER_RGB, CAIRO_SUBPIXEL_ORDER_BGR,
      CAIRO_SUBPIXEL_ORDER_VRGB, CAIRO_SUBPIXEL_ORDER_VBGR,
    ]

    private func font(_ style: Words.Style) -> OpaquePointer {
      let (size, bold) = (style.size, style.bold)
      if let font = fonts[style] { return font }
      let font = pango_font_description_new()!
      pango_font_description_set_family(font, "sans-serif")
      pango_font_description_set_weight(font, bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL)
      pango_font_description_set_absolute_size(font, size * Double(PANGO_SCALE))
      fonts[style] = font
      return font
    }
  }
}
