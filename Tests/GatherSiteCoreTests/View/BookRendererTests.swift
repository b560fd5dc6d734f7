import Ccairo
import Foundation
import Testing

@testable import GatherSiteCore

/// A book is a whole PDF of the paper asked for, with as many pages as it says, the
/// document's language in its catalogue, its metadata, an outline entry for every section,
/// and the same bytes every time it is drawn. (What it says is tested on its view model, and
/// read back with poppler in `SeasonBooksTests` and `Tests/check_season_books.py`.)
@Suite struct BookRendererTests {
  static func book(rows: Int, paper: BookPaper = .a4) -> SeasonBookViewModel {
    SeasonBookViewModel(
      language: "pt-BR", paper: paper, documentTitle: "Temporada 2024 · Liga",
      league: "Liga <b>", title: "Temporada 2024", coverLines: ["Campeão: Ζωή Марина محمد"],
      status: "Final", date: "2024-12-18T00:00:00Z", contentsTitle: "Sumário",
      sections: [
        .init(
          title: "Classificação",
          blocks: [
            .table(
              .init(
                columns: [
                  .init(label: "Nome", numeric: false), .init(label: "Pts", numeric: true),
                ],
                rows: (1...rows).map { ["Jogador \($0)", String($0)] }))
          ]),
        .init(
          title: "Resultados",
          blocks: [.entry(title: "A 3–2 B · 18 dez 2024", lines: ["A: Ana", "B: Bia"])]),
      ], footer: "Liga · Temporada 2024", pageNumber: "Página {page} de {pages}")
  }

  /// The text of a PDF as poppler's `pdftotext` reads it (as a reader copies it), a form
  /// feed between pages; with `layout`, in the columns of the page.
  static func text(ofPDF pdf: Data, layout: Bool = false) throws -> String {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "book-\(UUID().uuidString).pdf")
    defer { try? FileManager.default.removeItem(at: file) }
    try pdf.write(to: file)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/pdftotext")
    process.arguments = ["-enc", "UTF-8"] + (layout ? ["-layout"] : []) + [file.path, "-"]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: output, as: UTF8.self)
  }

  @Test func drawsAWholePDFWithItsPagesLanguageAndMetadata() throws {
    let drawn = try #require(BookRenderer.pdf(Self.book(rows: 150)))
    let text = String(decoding: drawn.pdf, as: UTF8.self)
    #expect(text.hasPrefix("%PDF-1.5"))
    #expect(text.hasSuffix("%%EOF\n"))
    // Cover, contents, the table over four pages (150 rows of 14 points on pages 702 points
    // high, under the section's heading and each page's heading row), the results.
    #expect(drawn.pages == 7)
    #expect(BookRenderer.pageCount(ofPDF: drawn.pdf) == drawn.pages)
    #expect(text.contains("/Lang (pt-BR)"))
    #expect(text.contains("/MediaBox [ 0 0 595.276 841.89 ]"))
    #expect(text.contains("/CreationDate (20241218000000Z)"))
    #expect(text.contains("/Author (Liga <b>)"))
    #expect(text.contains("/Subject (Temporada 2024)"))
    #expect(text.contains("/Outlines "))
    #expect(text.contains("/Dest (section-1)"))
    #expect(text.contains("/Dest (section-2)"))
    // The cross-reference table is where the trailer says, after the language went in.
    let start = try #require(text.range(of: "startxref\n", options: .backwards))
    let offset = try #require(Int(text[start.upperBound...].prefix { $0.isNumber }))
    #expect(Array(drawn.pdf[offset..<offset + 4]) == Array("xref".utf8))
  }

  /// A table that runs over several pages shows its heading row again on each, above its
  /// rows, and every row once, in order (read back with poppler's `pdftotext`, a page at a
  /// time, as a reader would copy them).
  @Test func aLongTableRepeatsItsHeadingRowOnEveryPage() throws {
    let drawn = try #require(BookRenderer.pdf(Self.book(rows: 150)))
    let pages = try Self.text(ofPDF: drawn.pdf, layout: true).split(
      separator: "\u{0C}", omittingEmptySubsequences: false)
    // Pages 3 to 6 hold the table; each starts (under the section's heading on the first)
    // with the heading row.
    var rows: [String] = []
    for page in pages[2..<6] {
      let lines = page.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      let heading = try #require(lines.firstIndex { $0.hasPrefix("Nome") })
      #expect(lines[heading].hasSuffix("Pts"))
      #expect(!lines[..<heading].contains { $0.hasPrefix("Jogador") })
      rows += lines.filter { $0.hasPrefix("Jogador") }
    }
    // "Jogador 12    12": the name's number, then the points.
    let read: [[String]] = rows.map { row in row.split(separator: " ").map(String.init) }
    let expected: [[String]] = (1...150).map { row in ["Jogador", String(row), String(row)] }
    #expect(read == expected)
  }

  @Test func theSameBookIsTheSameBytesOnAnyPaper() throws {
    let first = try #require(BookRenderer.pdf(Self.book(rows: 10)))
    let second = try #require(BookRenderer.pdf(Self.book(rows: 10)))
    #expect(first.pdf == second.pdf)
    let letter = try #require(BookRenderer.pdf(Self.book(rows: 10, paper: .letter)))
    #expect(String(decoding: letter.pdf, as: UTF8.self).contains("/MediaBox [ 0 0 612 792 ]"))
    #expect(letter.pdf != first.pdf)
  }

  /// A book is the same bytes in any lane (`BookRenderer.pdfs`), the first one drawn in it
  /// and the next, drawn with the words of the first.
  @Test func aBookIsTheSameBytesInEveryLane() throws {
    let (short, long) = (Self.book(rows: 40), Self.book(rows: 90))
    let firsts = try [short, long].map { try #require(BookRenderer.pdf($0)).pdf }
    for lane in 0..<7 {
      var drawn: [Data?] = []
      var books = [long, short]
      BookRenderer.pdfs(
        lane: lane, from: { books.popLast().map { ($0, ()) } }, deliver: { drawn.append($1?.pdf) })
      #expect(drawn == firsts, "lane \(lane)")
    }
  }

  /// Each of five lanes draws with Cairo fonts of its own (so that books drawn at once do
  /// not wait on each other's), the sixth with the first's; a setter given the words of
  /// another lane draws in theirs.
  @Test func eachLaneHasCairoFontsOfItsOwn() throws {
    // Seven setters alive together, the last given the second's words; their blocks keep
    // their fonts, so no two can share an address.
    let surfaces = (0..<7).map { _ in cairo_pdf_surface_create_for_stream(nil, nil, 100, 100) }
    let contexts = surfaces.map { cairo_create($0) }
    defer {
      for cr in contexts { cairo_destroy(cr) }
      for surface in surfaces { cairo_surface_destroy(surface) }
    }
    var setters: [PangoText.Setter] = []
    for (lane, cr) in contexts.enumerated() {
      let cr = try #require(cr)
      setters.append(
        lane < 6
          ? PangoText.Setter(on: cr, lane: lane)
          : PangoText.Setter(on: cr, words: setters[1].words, lane: 0))
    }
    // The Cairo font each setter draws its first text with.
    let blocks = setters.map { $0.block(["Ana 3"], size: 10, bold: false) }
    let fonts = try blocks.map { block in
      let line = try #require(pango_layout_get_line_readonly(block.asLayout(), 0))
      let run = try #require(line.pointee.runs).pointee.data.assumingMemoryBound(
        to: PangoGlyphItem.self)
      let font = try #require(
        pango_cairo_font_get_scaled_font(OpaquePointer(run.pointee.item.pointee.analysis.font)))
      return UInt(bitPattern: font)
    }
    #expect(Set(fonts[0..<5]).count == 5)
    #expect(fonts[5] == fonts[0])
    #expect(fonts[6] == fonts[1])
  }

  @Test func onlyAPlainLanguageTagGoesIntoTheCatalogue() {
    let pdf = Data("1 0 obj\n<< /Type /Catalog\n>>\nendobj\nxref\nstartxref\n9\n%%EOF\n".utf8)
    let tagged = BookRenderer.withLanguage(pdf, "fr")
    #expect(
      String(decoding: tagged, as: UTF8.self)
        == "1 0 obj\n<< /Type /Catalog\n   /Lang (fr)\n>>\nendobj\nxref\nstartxref\n23\n%%EOF\n")
    #expect(BookRenderer.withLanguage(pdf, "fr) /JavaScript (x") == pdf)
  }
}
