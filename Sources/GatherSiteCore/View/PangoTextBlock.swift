internal import Ccairo

extension PangoText {
  /// One text a book sets (`Setter`): lines put together from words shaped once
  /// (`Words.Lines`), or a Pango layout. Either way it has the size, and draws the glyphs
  /// at the places, that Pango's layout of it would (as far as `Words` bears out), broken
  /// at its width by `Words` where it can be; it becomes that layout for good when Pango
  /// must break or ellipsize it (`asLayout()`). It releases its layout itself.
  final class Block {
    private var lines: Words.Lines?
    private var made: OpaquePointer?
    private let make: () -> OpaquePointer

    /// A block of `lines`, whose layout `make` makes when it is needed.
    init(_ lines: Words.Lines, make: @escaping () -> OpaquePointer) {
      self.lines = lines
      self.make = make
    }

    /// A block that is the layout `layout`, which it releases.
    init(layout: OpaquePointer) {
      made = layout
      make = { layout }
    }

    deinit {
      if let made { PangoText.release(made) }
    }

    /// Whether it is still lines put together from words.
    var isPutTogether: Bool { lines != nil }

    /// Its width and height in the surface's units.
    var size: (width: Double, height: Double) {
      if let lines {
        let scale = Double(PANGO_SCALE)
        return (Double(lines.width) / scale, Double(lines.height) / scale)
      }
      return PangoText.size(asLayout())
    }

    /// Whether it is broken at a width of its own (and so aligns itself within it).
    var hasWidth: Bool { made.map { pango_layout_get_width($0) >= 0 } ?? lines?.isBroken ?? false }

    /// Its Pango layout, made now if it was lines: from then on it is that layout.
    func asLayout() -> OpaquePointer {
      if let made { return made }
      let layout = make()
      made = layout
      lines = nil
      return layout
    }

    /// Draws it with its top left corner at `x`, `y`, in `colour`: its lines that go as
    /// glyphs alone are added to `glyphs`, and drawn when they are flushed (`Glyphs`); the
    /// rest is drawn now, after `glyphs` is flushed.
    func draw(
      on cr: OpaquePointer, x: Double, y: Double, colour: (Double, Double, Double),
      gathering glyphs: inout Glyphs
    ) {
      if let lines {
        lines.draw(on: cr, x: x, y: y, colour: colour, gathering: &glyphs)
      } else {
        glyphs.flush(on: cr)
        cairo_set_source_rgb(cr, colour.0, colour.1, colour.2)
        Runs.draw(asLayout(), on: cr, x: x, y: y)
      }
    }
  }
}
