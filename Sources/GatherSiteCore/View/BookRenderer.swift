internal import Ccairo
import Foundation

/// Draws a season's book as a PDF with Cairo's PDF surface and Pango (its pages set by
/// `Layout`). It promises a real document: vector text that can be selected and
/// searched, in font subsets embedded by Cairo; a cover, a contents page whose lines link
/// to their sections, a section per chapter starting a page, tables whose heading row comes
/// again on every page they continue onto, a match never split across pages, a running
/// foot with the page number on every page but the cover; an outline (bookmarks) of the
/// sections; and the title, the league (as author), the season (as subject), the language and the
/// date in the metadata. The same
/// book gives the same bytes: nothing of the time of drawing is written.
public enum BookRenderer {
  /// A drawn book: its PDF and its number of pages.
  public struct Drawn: Sendable {
    public var pdf: Data
    public var pages: Int
  }

  /// The version of the drawing: raised when the same book is drawn otherwise, so that
  /// books are drawn again.
  public static let design = 3

  /// Cairo's and Pango's versions: a book drawn by others may differ, so they are part of
  /// its key.
  public static var libraries: String {
    "cairo \(String(cString: cairo_version_string())) pango \(String(cString: pango_version_string()))"
  }

  /// The book as a PDF; `nil` only when Cairo fails (out of memory, or a drawing call it
  /// refused). `putTogether` off leaves every text to Pango (`PangoText.Setter`), to
  /// compare.
  public static func pdf(_ book: SeasonBookViewModel, putTogether: Bool = true) -> Drawn? {
    pdf(book, putTogether: putTogether, words: nil).drawn
  }

  /// The books that `next` hands out, each with a tag of the caller's, until it hands out
  /// `nil`, drawn as `pdf` draws each, one after another, each handed to `deliver` with its
  /// tag; each word is shaped once for all of them (`PangoText.Words`, whose fonts are this
  /// thread's: the books are drawn in this one call, which cannot suspend). Calls running
  /// at once should each pass a `lane` of their own (0, 1, …): each of five lanes has
  /// Cairo fonts of its own, so that the calls do not wait on each other's fonts
  /// (`PangoText.Setter`; lane 5 has lane 0's fonts again). A book is the same bytes in
  /// any lane.
  public static func pdfs<Tag>(
    lane: Int = 0, from next: () -> (SeasonBookViewModel, Tag)?, deliver: (Tag, Drawn?) -> Void
  ) {
    var words: PangoText.Words?
    while let (book, tag) = next() {
      let drawn: Drawn?
      (drawn, words) = pdf(book, putTogether: true, words: words, lane: lane)
      deliver(tag, drawn)
    }
  }

  /// `book` drawn in `lane` with `words` shaped for the books before it in that lane (or
  /// none); the words shaped for the next.
  private static func pdf(
    _ book: SeasonBookViewModel, putTogether: Bool, words: PangoText.Words?, lane: Int = 0
  ) -> (drawn: Drawn?, words: PangoText.Words?) {
    let sink = Sink()
    let box = Unmanaged.passRetained(sink)
    defer { box.release() }
    guard
      let surface = cairo_pdf_surface_create_for_stream(
        { closure, data, length in
          guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
          Unmanaged<Sink>.fromOpaque(closure).takeUnretainedValue().bytes.append(
            data, count: Int(length))
          return CAIRO_STATUS_SUCCESS
        }, box.toOpaque(), book.paper.width, book.paper.height)
    else { return (nil, words) }
    metadata(book, surface)
    guard let cr = cairo_create(surface) else {
      cairo_surface_destroy(surface)
      return (nil, words)
    }
    let setter = PangoText.Setter(
      on: cr, words: words, putTogether: putTogether, lane: lane)
    let pages = Layout(book, setter: setter).pages
    // The running foot's name is the same block on every page.
    let footer = setter.block(
      [book.footer], size: 8, bold: false, width: book.paper.width - 2 * margin, lines: 1)
    // One structure element holds the whole book: without it, Cairo 1.16 names structure
    // objects for the links that it never writes, and the PDF's cross-reference table is
    // broken (`qpdf --check`).
    cairo_tag_begin(cr, "Document", "")
    for (number, page) in pages.enumerated() {
      draw(
        page, number: number, of: pages.count, book: book, footer: footer, setter: setter, cr: cr)
      cairo_show_page(cr)
    }
    cairo_tag_end(cr, "Document")
    for (index, section) in book.sections.enumerated() {
      cairo_pdf_surface_add_outline(
        surface, CAIRO_PDF_OUTLINE_ROOT, section.title, "dest='\(destination(index))'",
        cairo_pdf_outline_flags_t(0))
    }
    // A drawing call that failed leaves the context in error, drawing nothing more: the
    // book would lack its pages from there on.
    let drawing = cairo_status(cr)
    cairo_destroy(cr)
    cairo_surface_finish(surface)
    let status = cairo_surface_status(surface)
    cairo_surface_destroy(surface)
    guard drawing == CAIRO_STATUS_SUCCESS, status == CAIRO_STATUS_SUCCESS else {
      return (nil, setter.words)
    }
    return (
      Drawn(pdf: withLanguage(sink.bytes, book.language), pages: pages.count), setter.words
    )
  }

  /// The PDF with the document's language (`/Lang`) in its catalogue, which Cairo does not
  /// write. Cairo writes the catalogue last, just before the cross-reference table, so the
  /// entry goes in there and only the table's offset (`startxref`) moves; a PDF of another
  /// shape, or a tag that is not plain letters, digits and hyphens, is left as it is.
  static func withLanguage(_ pdf: Data, _ language: String) -> Data {
    let tail = Data(">>\nendobj\nxref\n".utf8)
    guard !language.isEmpty,
      language.utf8.allSatisfy({
        $0 == UInt8(ascii: "-") || (0x30...0x39).contains($0) || (0x41...0x5A).contains($0)
          || (0x61...0x7A).contains($0)
      }),
      let catalog = pdf.range(of: Data("/Type /Catalog".utf8), options: .backwards),
      let end = pdf.range(of: tail, in: catalog.upperBound..<pdf.endIndex),
      pdf.range(of: Data("endobj".utf8), in: catalog.upperBound..<end.lowerBound) == nil,
      let start = pdf.range(of: Data("startxref\n".utf8), options: .backwards),
      start.lowerBound >= end.upperBound
    else { return pdf }
    let digits = pdf[start.upperBound...].prefix { (0x30...0x39).contains($0) }
    guard let offset = Int(String(decoding: digits, as: UTF8.self)) else { return pdf }
    let entry = Data("   /Lang (\(language))\n".utf8)
    var result = Data(pdf[..<end.lowerBound])
    result.append(entry)
    result.append(pdf[end.lowerBound..<start.upperBound])
    result.append(Data(String(offset + entry.count).utf8))
    result.append(pdf[(start.upperBound + digits.count)...])
    return result
  }

  /// The number of pages of a PDF this renderer drew (from its page tree's `/Count`);
  /// `nil` for anything else.
  public static func pageCount(ofPDF pdf: Data) -> Int? {
    guard let tree = pdf.range(of: Data("/Type /Pages".utf8)),
      let count = pdf.range(of: Data("/Count ".utf8), in: tree.upperBound..<pdf.endIndex)
    else { return nil }
    let digits = pdf[count.upperBound...].prefix { (0x30...0x39).contains($0) }.prefix(9)
    return Int(String(decoding: digits, as: UTF8.self))
  }

  private final class Sink {
    var bytes = Data()
  }

  private static func metadata(_ book: SeasonBookViewModel, _ surface: OpaquePointer) {
    cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_TITLE, book.documentTitle)
    cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_AUTHOR, book.league)
    cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_SUBJECT, book.title)
    cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "Gather Site")
    cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, book.date)
    cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_MOD_DATE, book.date)
  }

  static func destination(_ section: Int) -> String { "section-\(section + 1)" }

  // The sizes and colours of the book, in points.
  static let margin = 56.0
  static let footSpace = 28.0
  static let ink = (0.11, 0.12, 0.11)
  static let green = (0.086, 0.302, 0.165)
  static let grey = (0.42, 0.45, 0.43)
  static let stripe = (0.94, 0.96, 0.945)

  /// One thing drawn on a page.
  enum Mark {
    /// A text set at a point, in a colour; `link` or `destination` names a place.
    case text(
      PangoText.Block, x: Double, y: Double, colour: (Double, Double, Double), link: String? = nil,
      destination: String? = nil)
    /// A filled rectangle.
    case box(x: Double, y: Double, width: Double, height: Double, colour: (Double, Double, Double))
  }

  private static func draw(
    _ marks: [Mark], number: Int, of count: Int, book: SeasonBookViewModel,
    footer: PangoText.Block, setter: PangoText.Setter, cr: OpaquePointer
  ) {
    // Lines that go as glyphs alone are gathered while they follow one another in one
    // font and colour (`PangoText.Glyphs`); anything else is drawn after them, in order.
    var glyphs = PangoText.Glyphs()
    defer { glyphs.flush(on: cr) }
    for mark in marks {
      switch mark {
      case .box(let x, let y, let width, let height, let colour):
        glyphs.flush(on: cr)
        cairo_set_source_rgb(cr, colour.0, colour.1, colour.2)
        cairo_rectangle(cr, x, y, width, height)
        cairo_fill(cr)
      case .text(let block, let x, let y, let colour, nil, nil):
        block.draw(on: cr, x: x, y: y, colour: colour, gathering: &glyphs)
      case .text(let block, let x, let y, let colour, let link, let destination):
        glyphs.flush(on: cr)
        if let link { cairo_tag_begin(cr, CAIRO_TAG_LINK, "dest='\(link)'") }
        if let destination { cairo_tag_begin(cr, CAIRO_TAG_DEST, "name='\(destination)'") }
        var tagged = PangoText.Glyphs()
        block.draw(on: cr, x: x, y: y, colour: colour, gathering: &tagged)
        tagged.flush(on: cr)
        if destination != nil { cairo_tag_end(cr, CAIRO_TAG_DEST) }
        if link != nil { cairo_tag_end(cr, CAIRO_TAG_LINK) }
      }
    }
    guard number > 0 else { return }
    // The running foot: the book's name, and the page number at the right.
    let width = book.paper.width - 2 * margin
    let y = book.paper.height - margin + 6
    glyphs.flush(on: cr)
    cairo_set_source_rgb(cr, grey.0, grey.1, grey.2)
    cairo_rectangle(cr, margin, y - 6, width, 0.5)
    cairo_fill(cr)
    footer.draw(on: cr, x: margin, y: y, colour: grey, gathering: &glyphs)
    let numberText = book.pageNumber.replacingOccurrences(of: "{page}", with: String(number + 1))
      .replacingOccurrences(of: "{pages}", with: String(count))
    let page = setter.block(
      [numberText], size: 8, bold: false, width: width, lines: 1, right: true)
    page.draw(
      on: cr, x: margin + setter.offset(page, right: width), y: y, colour: grey,
      gathering: &glyphs)
  }
}
