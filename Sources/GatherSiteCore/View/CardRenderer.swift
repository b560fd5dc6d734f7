internal import Ccairo
import Foundation

/// Draws share cards with Cairo and Pango and encodes them as PNG with libpng: the only
/// file that draws. Pango shapes every script (right-to-left and joined ones too) with the
/// fonts fontconfig finds for "sans-serif", falling back font by font, and ellipsizes what
/// does not fit.
public enum CardRenderer {
  public static let width = 1200
  public static let height = 630
  /// The version of the drawing: raised when the same texts are drawn otherwise, so that
  /// cards get new names (`ShareCardPresenter.file(for:)`).
  static let design = 1
  /// zlib's level for the PNG: low, since cards are many and quickly made.
  static let compression: Int32 = 2

  /// The card as PNG bytes; `nil` only when Cairo or libpng fail (out of memory).
  public static func png(_ card: ShareCardViewModel) -> Data? {
    guard let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(width), Int32(height))
    else { return nil }
    defer { cairo_surface_destroy(surface) }
    guard let cr = cairo_create(surface) else { return nil }
    draw(card, on: cr)
    cairo_destroy(cr)
    cairo_surface_flush(surface)
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
      let pixels = cairo_image_surface_get_data(surface)
    else { return nil }
    var bytes: UnsafeMutablePointer<UInt8>?
    var count = 0
    guard
      gs_png_encode(
        pixels, Int32(width), Int32(height), cairo_image_surface_get_stride(surface), compression,
        &bytes, &count) == 0, let bytes
    else { return nil }
    return Data(bytesNoCopy: bytes, count: count, deallocator: .free)
  }

  // The default theme's colours: the pitch green of the site's header, white text.
  private static let background = (0.086, 0.302, 0.165)
  private static let stripe = (0.098, 0.329, 0.184)
  private static let text = (1.0, 1.0, 1.0)
  private static let soft = (0.82, 0.91, 0.85)
  private static let markColours = [
    "win": (0.525, 0.843, 0.631), "draw": (0.725, 0.769, 0.745), "loss": (1.0, 0.561, 0.522),
  ]

  private static func draw(_ card: ShareCardViewModel, on cr: OpaquePointer) {
    // A mown pitch: stripes across the card.
    fill(cr, background)
    cairo_paint(cr)
    fill(cr, stripe)
    for band in stride(from: 0, to: width, by: 150) where band / 150 % 2 == 1 {
      cairo_rectangle(cr, Double(band), 0, 75, Double(height))
    }
    cairo_fill(cr)
    // A centre line and circle, faintly.
    cairo_set_source_rgba(cr, 1, 1, 1, 0.08)
    cairo_set_line_width(cr, 4)
    cairo_arc(cr, Double(width) - 120, Double(height) / 2, 170, 0, 2 * Double.pi)
    cairo_stroke(cr)

    let margin = 64.0
    let textWidth = Double(width) - 2 * margin
    var y = 56.0
    y += text(
      card.kicker, on: cr, at: (margin, y), width: textWidth, size: 34, bold: true, colour: soft)
    y += 28
    y += text(
      card.title, on: cr, at: (margin, y), width: textWidth, size: 76, bold: true, colour: text,
      lines: 2)
    y += 24
    // The lines, and a player's marks under them, above the footer.
    let markSize = 64.0
    let bottom = Double(height) - 110 - (card.marks.isEmpty ? 0 : markSize + 20)
    for line in card.lines {
      guard y + 48 < bottom else { break }
      y += text(
        line, on: cr, at: (margin, y), width: textWidth, size: 40, bold: false, colour: soft)
      y += 12
    }
    if !card.marks.isEmpty {
      var x = margin
      let size = markSize
      let top = y + 8
      for mark in card.marks {
        fill(cr, markColours[mark.result] ?? soft)
        roundedSquare(cr, x: x, y: top, size: size)
        cairo_fill(cr)
        // The letter, centred in its mark, dark on the light colour.
        let layout = self.layout(mark.letter, on: cr, width: size, size: 36, bold: true, lines: 1)
        pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        var (w, h): (Int32, Int32) = (0, 0)
        pango_layout_get_pixel_size(layout, &w, &h)
        cairo_set_source_rgb(cr, 0.067, 0.082, 0.075)
        cairo_move_to(cr, x, top + (size - Double(h)) / 2)
        pango_cairo_show_layout(cr, layout)
        PangoText.release(layout)
        x += size + 14
      }
    }
    let footer = layout(card.footer, on: cr, width: textWidth, size: 28, bold: false, lines: 1)
    pango_layout_set_alignment(footer, PANGO_ALIGN_RIGHT)
    fill(cr, soft)
    cairo_move_to(cr, margin, Double(height) - 64)
    pango_cairo_show_layout(cr, footer)
    PangoText.release(footer)
  }

  /// Draws `string` at `point`, at most `lines` lines of `width`, the last ellipsized;
  /// the height it took.
  private static func text(
    _ string: String, on cr: OpaquePointer, at point: (Double, Double), width: Double,
    size: Double, bold: Bool, colour: (Double, Double, Double), lines: Int32 = 1
  ) -> Double {
    let layout = layout(string, on: cr, width: width, size: size, bold: bold, lines: lines)
    defer { PangoText.release(layout) }
    fill(cr, colour)
    cairo_move_to(cr, point.0, point.1)
    pango_cairo_show_layout(cr, layout)
    var (w, h): (Int32, Int32) = (0, 0)
    pango_layout_get_pixel_size(layout, &w, &h)
    return Double(h)
  }

  private static func layout(
    _ string: String, on cr: OpaquePointer, width: Double, size: Double, bold: Bool,
    lines: Int32
  ) -> OpaquePointer {
    PangoText.layout(string, on: cr, size: size, bold: bold, width: width, lines: lines)
  }

  private static func fill(_ cr: OpaquePointer, _ colour: (Double, Double, Double)) {
    cairo_set_source_rgb(cr, colour.0, colour.1, colour.2)
  }

  private static func roundedSquare(_ cr: OpaquePointer, x: Double, y: Double, size: Double) {
    let r = 10.0
    cairo_new_sub_path(cr)
    cairo_arc(cr, x + size - r, y + r, r, -Double.pi / 2, 0)
    cairo_arc(cr, x + size - r, y + size - r, r, 0, Double.pi / 2)
    cairo_arc(cr, x + r, y + size - r, r, Double.pi / 2, Double.pi)
    cairo_arc(cr, x + r, y + r, r, Double.pi, 3 * Double.pi / 2)
    cairo_close_path(cr)
  }
}
