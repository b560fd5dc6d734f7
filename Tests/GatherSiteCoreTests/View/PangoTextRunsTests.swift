import Ccairo
import Foundation
import Testing

@testable import GatherSiteCore

/// A book's text reads back as it was written, whichever way each run was drawn: glyphs
/// alone for plain Latin text, glyphs with their text for the rest (ligatures, dashes,
/// spaces that must not break, other scripts, an ellipsis).
@Suite struct PangoTextRunsTests {
  @Test func onlyPlainLatinTextIsSpelledByItsGlyphs() {
    func spelled(_ string: String) -> Bool {
      Array(string.utf8).withUnsafeBufferPointer(PangoText.Runs.spelledByGlyphs)
    }
    #expect(spelled("Ana Lima 2, Seán Ó Briain, Zoë Wiśniewski, Đorđe Kovač (12). 57.1%"))
    #expect(spelled(""))
    #expect(spelled("\u{C0}\u{24F}"))
    for string in [
      "3–2", "A · B", "57,1\u{202F}%", "12\u{A0}mai", "2 × 3", "Ζωή", "Марина", "محمد", "…",
      "O\u{2019}Brien", "e\u{301}", "\u{7F}", "\t", "\u{BF}", "\u{250}",
    ] {
      #expect(!spelled(string), "\(string)")
    }
  }

  /// Read back with poppler, every word is there as written: "ff" and "ffi" drawn as one
  /// glyph each, a narrow no-break space, a dash, Greek, Cyrillic and Arabic names, and
  /// Latin names with their accents.
  @Test func aBookReadsBackAsItWasWritten() throws {
    let lines = [
      "Kick-off at the office: an affluent, efficient offside trap.",
      "Win share 57,1\u{202F}% · 3–2 · Zoë Wiśniewski, Seán Ó Briain, Đorđe Kovač.",
      "Ζωή Παπαδοπούλου, Марина Иванова, محمد علي.",
      // A ligature and the hyphen added where the word breaks: as many glyphs as letters.
      "Staffordshire" + String(repeating: "x", count: 150),
    ]
    var book = BookRendererTests.book(rows: 3)
    book.sections.append(.init(title: "Notes", blocks: lines.map { .paragraph($0) }))
    let drawn = try #require(BookRenderer.pdf(book))
    // poppler reads a narrow no-break space as a space, and marks the Arabic name as
    // right-to-left (U+202B … U+202C), whichever way it was drawn.
    let text = String(
      String.UnicodeScalarView(
        try BookRendererTests.text(ofPDF: drawn.pdf).unicodeScalars.filter {
          !(0x202A...0x202E).contains($0.value)
        }))
    for line in lines.prefix(3) {
      let read = line.replacingOccurrences(of: "\u{202F}", with: " ")
      #expect(text.contains(read), "\(read)")
    }
    // The long word reads back whole, but for the hyphen at its break.
    let joined = ["\u{2010}\n", "-\n", "\n"].reduce(text) {
      $0.replacingOccurrences(of: $1, with: "")
    }
    #expect(joined.contains(lines[3]))
  }

  /// Plain Latin text is drawn as glyphs alone; a ligature is not.
  @Test func plainTextGoesAsGlyphsAlone() throws {
    let surface = try #require(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 10, 10))
    defer { cairo_surface_destroy(surface) }
    let cr = try #require(cairo_create(surface))
    defer { cairo_destroy(cr) }
    /// Whether each run of `string`'s first line would go as glyphs alone.
    func own(_ string: String) -> [Bool] {
      let layout = PangoText.layout(string, on: cr, size: 10, bold: false)
      defer { PangoText.release(layout) }
      let text = pango_layout_get_text(layout)!
      var found: [Bool] = []
      var runs = pango_layout_get_line_readonly(layout, 0)!.pointee.runs
      while let node = runs {
        let run = node.pointee.data.assumingMemoryBound(to: PangoGlyphItem.self).pointee
        found.append(PangoText.Runs.glyphsAlone(run, of: text))
        runs = node.pointee.next
      }
      return found
    }
    #expect(own("Ana Lima, Zoë Wiśniewski 2") == [true])
    #expect(own("office") == [false])
    // A bracket set right to left is drawn with its mirror image: never glyphs alone.
    #expect(own("(محمد)").allSatisfy { !$0 })
  }
}
