import Ccairo
import Foundation
import Testing

@testable import GatherSiteCore

/// Lines put together from words shaped once, and drawn gathered (`PangoText.Glyphs`), are
/// the lines Pango sets: the same size, and the same glyphs at the same places (the same
/// pixels of a PDF's page drawn by poppler, the text at a point between pixels; a whole
/// book the same bytes); text that Pango must set is left to it.
@Suite struct PangoTextWordsTests {
  /// A text of the book's kinds, and how it is set.
  struct Case: CustomStringConvertible {
    var paragraphs: [String]
    var size = 8.5
    var bold = false
    var width: Double?
    var right = false
    var lineHeight: Double?
    var lines: Int32?
    var description: String { "\(paragraphs) \(size) \(bold ? "bold" : "")" }
  }

  static let together: [Case] = [
    // A match's line-ups, as the results set them.
    Case(
      paragraphs: [
        "Team A: Grace O'Brien, Jon Hughes 2, Zoë Müller, Priya Sokolova 4, Seán Ó Briain.",
        "Team B: Rui Mensah, Ana Demir, Björn García, Wen El Idrissi, Đorđe Kovač 12.",
      ], width: 470),
    // A table's columns, a line a row: names, and figures at the right.
    Case(
      paragraphs: ["Ana Lima", "Zoë Wiśniewski", "", "Jean-Luc D'Souza", "Ní Bhriain"],
      lineHeight: 14.025),
    Case(paragraphs: ["12", "3", "", "145", "57.1%", "-4"], right: true, lineHeight: 14.025),
    Case(paragraphs: ["Played", "Pts"], bold: true, lineHeight: 14.025),
    // Spaces at the ends and doubled, an empty text, and larger type.
    Case(paragraphs: ["  two  spaces ", " x"], size: 10),
    Case(paragraphs: [""], size: 12),
    Case(paragraphs: [], size: 12),
    Case(paragraphs: ["Season 2023-24"], size: 34, bold: true),
    Case(paragraphs: ["Page 3 of 88"], size: 8, width: 483, right: true),
    Case(paragraphs: ["Ana Lima"], width: 100, lines: 1),
    // Drawn with their text: a ligature, a dash and a dot, a narrow no-break space.
    Case(paragraphs: ["The office"]),
    Case(paragraphs: ["Team A 3–2 Team B · 10 Sep 2003, 23:19"], size: 10, bold: true),
    Case(paragraphs: ["57,1\u{202F}%", "Zoë’s 1–0 — “final”"], lineHeight: 14.025),
  ]

  static let pangos: [Case] = [
    // Too wide: ellipsized on one line, or broken by Pango (the text ends with a space).
    Case(paragraphs: ["Grace O'Brien, Zoë Müller, Jon Hughes 2"], width: 60, lines: 1),
    // Another script (a run of its own in Pango's line), right to left, too wide.
    Case(paragraphs: ["Ana Lima", "Ζωή Παπαδοπούλου"], lineHeight: 14.025),
    Case(paragraphs: ["محمد علي"]),
    Case(paragraphs: ["Ana (محمد)"]),
    Case(paragraphs: [String(repeating: "Grace O'Brien, ", count: 40)], width: 470),
  ]

  /// Names as leagues write them, put together or not as the font allows, but set alike:
  /// one name precomposed and decomposed, Vietnamese and Romanian letters, a curly
  /// apostrophe, spaces that must not break, a soft hyphen, an emoji and a flag, the
  /// isolates a name is wrapped in, trailing spaces at the right, empty rows.
  static let either: [Case] = [
    Case(paragraphs: ["Zoë Müller 2", "Zoe\u{308} Mu\u{308}ller 2", "Zoë Müller 2"]),
    Case(paragraphs: ["Nguye\u{302}\u{303}n Văn An", "Ștefan Țurcanu", "Seán O’Brien"]),
    Case(paragraphs: ["\u{A0}Ana\u{A0}Lima", "Jean\u{AD}Luc", "12\u{202F}%"]),
    Case(paragraphs: ["Ana ⚽ Lima", "Bia ❤\u{FE0F} 2", "Rui 🇵🇹"]),
    Case(paragraphs: ["\u{2068}Ana Lima\u{2069} 2", "\u{2068}محمد\u{2069} 1"]),
    Case(paragraphs: ["12  ", "3 ", ""], right: true, lineHeight: 14.025),
    Case(paragraphs: [""], lineHeight: 14.025),
    Case(paragraphs: ["Ana", "Bia", ""], lineHeight: 14.025),
  ]

  @Test(arguments: either)
  func namesAsLeaguesWriteThemAreSetAlike(_ text: Case) throws {
    _ = try expectSetAlike(text)
  }

  @Test(arguments: together + pangos)
  func linesPutTogetherAreTheLinesPangoSets(_ text: Case) throws {
    let putTogether = try expectSetAlike(text)
    let plain = Self.together.contains { $0.description == text.description }
    #expect(putTogether == plain)
  }

  /// Expects `text` set both ways to be the same size and pixels, on one page with
  /// something on it; whether it was put together.
  private func expectSetAlike(_ text: Case) throws -> Bool {
    let (together, putTogether) = try draw(text, putTogether: true)
    let (pango, _) = try draw(text, putTogether: false)
    #expect(together.size == pango.size)
    #expect(together.offset == pango.offset)
    #expect(together.pixels == pango.pixels)
    #expect(together.pixels.count == 1)
    #expect(
      text.paragraphs.joined().isEmpty || together.pixels.first?.contains { $0 < 128 } == true,
      "nothing drawn")
    return putTogether
  }

  /// A whole book is the same bytes whether its lines are put together or all set by
  /// Pango: line-ups of names with figures (one name precomposed and decomposed, others
  /// in Latin letters of many languages, with isolates and spaces that must not break), a
  /// table, and texts Pango must set.
  @Test func aBookIsTheSameBytesEitherWay() throws {
    var book = BookRendererTests.book(rows: 120)
    // A foot of plain words, gathered with the page number.
    book.footer = "Liga Temporada 2024"
    let names = [
      "Grace O'Brien 2", "Zoë Müller", "Seán Ó Briain", "Jean-Luc D'Souza", "Wen Lima",
      "Zoe\u{308} Mu\u{308}ller", "Nguye\u{302}\u{303}n Văn An 3", "Ștefan Țurcanu", "Seán O’Brien",
      "\u{2068}Ana\u{A0}Lima\u{2069}", "Rui 🇵🇹",
    ]
    /// A team's line-up in the `match`th match.
    func lineUp(_ team: String, _ match: Int) -> String {
      let players = (0..<(match % 9 + 3)).map { names[($0 + match) % names.count] }
      let end = match % 11 == 0 ? ", Ζωή, office" : "."
      return "Team \(team): " + players.joined(separator: ", ") + end
    }
    let entries: [SeasonBookViewModel.Block] = (1...60).map { match in
      .entry(
        title: "Team A \(match % 7)–\(match % 5) Team B · \(match) May",
        lines: [lineUp("A", match), lineUp("B", match)])
    }
    book.sections.append(.init(title: "Results", blocks: entries))
    let together = try #require(BookRenderer.pdf(book))
    let pango = try #require(BookRenderer.pdf(book, putTogether: false))
    #expect(together.pages == pango.pages)
    #expect(together.pdf == pango.pdf)
  }

  /// Paragraphs broken at a width are the same PDF, byte for byte, whether `Words` breaks
  /// them or Pango does: line-ups at widths from a word to a page's, and at each width at
  /// which a line just fits and a unit under it (after a word; for awkward texts, after any
  /// character): names Pango may break inside (a hyphen), marks a line may not start with
  /// (a dash, a closing bracket, a quote), figures after a stop ("No.5", which Pango breaks
  /// after the stop) and a word wider than a line. Plain line-ups are broken by `Words`.
  @Test func paragraphsAreBrokenAsPangoBreaksThem() throws {
    let lineUps = [
      "Team A: Grace O'Brien, Jon Hughes 2, Zoë Müller, Priya Sokolova 4, Seán Ó Briain.",
      "Team B: Rui Mensah, Ana Demir, Björn García, Wen El Idrissi, Đorđe Kovač 12.",
    ]
    let others = [
      "Team A: Jean-Luc Papadopoulos, Anne-Marie Nowak 2, Wen Lima/Rui (2), Ana Costa – 3",
      "Match 12 ( 4 Aug 2010, 21:53 ) “Grace” ’Ana Costa !Ana ?Rui ;Wen :Bia 57.1% 1st",
      "Pitch No.5 in Rd.3 of Team B:2 at a,5 Nr.12 with 1,000 and J.R. 21:53 2nd Ana’s",
      "Fernández-Papadopoulos-Wiśniewski-Ó-Briain Lima, Zoë’s 1–0 — final",
    ]
    /// The widths of `texts` set on one line.
    func widths(_ texts: [String]) throws -> [Double] {
      try Self.pdf { cr in
        let setter = PangoText.Setter(on: cr)
        return texts.map { setter.block([$0], size: 8.5, bold: false).size.width }
      }.value
    }
    var brokenByWords = 0
    // The line-ups at each width at which their first line ends after a word, and the
    // others, each alone, at each width at which one of its lines ends after a character.
    let words = lineUps.joined(separator: " ").split(separator: " ")
    let cases =
      [(lineUps, try widths((1...words.count).map { words.prefix($0).joined(separator: " ") }))]
      + (try others.map { text in
        let characters = Array(text)
        return ([text], try widths((1...characters.count).map { String(characters.prefix($0)) }))
      })
    for (paragraphs, ends) in cases {
      let widths =
        Array(stride(from: 20.0, through: 480, by: 7.3)) + ends.flatMap { [$0, $0 - 1 / 1024] }
      for width in widths {
        let together = try Self.pdf { cr in
          Self.drawBlock(paragraphs, width: width, putTogether: true, on: cr)
        }
        let pango = try Self.pdf { cr in
          Self.drawBlock(paragraphs, width: width, putTogether: false, on: cr)
        }
        #expect(together.pdf == pango.pdf, "\(paragraphs[0]) at \(width)")
        #expect(together.value.size == pango.value.size)
        if paragraphs == lineUps, together.value.broken { brokenByWords += 1 }
      }
    }
    #expect(brokenByWords > 50)
  }

  /// `paragraphs` set at `width` and drawn; its size and whether it was broken by `Words`.
  private static func drawBlock(
    _ paragraphs: [String], width: Double, putTogether: Bool, on cr: OpaquePointer
  ) -> (size: [Double], broken: Bool) {
    let setter = PangoText.Setter(on: cr, putTogether: putTogether)
    let block = setter.block(paragraphs, size: 8.5, bold: false, width: width)
    var glyphs = PangoText.Glyphs()
    block.draw(on: cr, x: 5.3, y: 7.7, colour: (0, 0, 0), gathering: &glyphs)
    glyphs.flush(on: cr)
    return ([block.size.width, block.size.height], block.isPutTogether && block.hasWidth)
  }

  /// A PDF 600 by 300 points that `drawing` draws on, with fixed dates; what it gave.
  static func pdf<Value>(drawing: (OpaquePointer) -> Value) throws -> (pdf: Data, value: Value) {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "broken-\(UUID().uuidString).pdf")
    defer { try? FileManager.default.removeItem(at: file) }
    let surface = try #require(cairo_pdf_surface_create(file.path, 600, 300))
    cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, "2024-01-01T00:00:00")
    cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_MOD_DATE, "2024-01-01T00:00:00")
    let cr = try #require(cairo_create(surface))
    let value = drawing(cr)
    cairo_destroy(cr)
    cairo_surface_finish(surface)
    cairo_surface_destroy(surface)
    return (try Data(contentsOf: file), value)
  }

  /// Books drawn one after another, each word shaped once for all of them, are each the
  /// book drawn alone: books in two languages and papers, with words in common and words
  /// of their own, and line-ups broken across lines.
  @Test func booksDrawnInTurnAreEachTheBookDrawnAlone() throws {
    var first = BookRendererTests.book(rows: 90)
    first.sections.append(
      .init(
        title: "Results",
        blocks: (1...40).map { match in
          .entry(
            title: "Team A \(match % 7)–\(match % 5) Team B · \(match) May",
            lines: [
              "Team A: Grace O'Brien, Jon Hughes \(match), Zoë Müller, Priya Sokolova, Seán Ó Briain, Wen Lima, Rui Costa \(match % 4), Ana Demir, Björn García, Wen El Idrissi, Đorđe Kovač.",
              "Team B: Rui Mensah, Ana Demir, Björn García \(match % 3), Wen El Idrissi.",
            ])
        }))
    var second = BookRendererTests.book(rows: 40, paper: .letter)
    second.language = "fr"
    second.footer = "Ligue · Saison 2025 · Grace O'Brien"
    let books = [first, second, first]
    var queue = books.enumerated()[...]
    var inTurn: [(Int, BookRenderer.Drawn?)] = []
    BookRenderer.pdfs(
      from: { queue.popFirst().map { ($0.element, $0.offset) } },
      deliver: { inTurn.append(($0, $1)) })
    #expect(inTurn.map(\.0) == [0, 1, 2])
    for (book, (_, drawn)) in zip(books, inTurn) {
      let drawn = try #require(drawn)
      let alone = try #require(BookRenderer.pdf(book))
      #expect(drawn.pdf == alone.pdf)
      #expect(drawn.pages == alone.pages)
    }
  }

  /// Lines gathered keep their colours: two texts in one style, one black and one grey,
  /// drawn one after the other, are the pixels Pango draws.
  @Test func gatheredLinesKeepTheirColours() throws {
    func page(putTogether: Bool) throws -> [Data] {
      try Self.pixels(dpi: 144) { cr in
        let setter = PangoText.Setter(on: cr, putTogether: putTogether)
        var glyphs = PangoText.Glyphs()
        for (index, colour) in [(0.0, 0.0, 0.0), (0.6, 0.6, 0.6)].enumerated() {
          let block = setter.block(["Ana Lima 2", "Rui Costa"], size: 10, bold: false)
          block.draw(
            on: cr, x: 5, y: 5 + Double(index) * 30, colour: colour, gathering: &glyphs)
        }
        glyphs.flush(on: cr)
      }
    }
    let together = try page(putTogether: true)
    #expect(together == (try page(putTogether: false)))
    #expect(together.count == 1 && together.first?.contains { $0 < 128 } == true)
  }

  /// What a text drawn at a point between pixels gives.
  struct Drawn {
    var size: [Double]
    var offset: Double
    var pixels: [Data]
  }

  /// `text` set and drawn on a page of a PDF, and the page as poppler draws it, a pixel a
  /// 1/4 point (poppler draws glyph by glyph, whichever Cairo call they came in).
  private func draw(_ text: Case, putTogether: Bool) throws -> (Drawn, Bool) {
    var drawn = Drawn(size: [], offset: 0, pixels: [])
    var wasPutTogether = false
    drawn.pixels = try Self.pixels(dpi: 288) { cr in
      let setter = PangoText.Setter(on: cr, putTogether: putTogether)
      let block = setter.block(
        text.paragraphs, size: text.size, bold: text.bold, width: text.width, lines: text.lines,
        right: text.right, lineHeight: text.lineHeight)
      wasPutTogether = block.isPutTogether
      var glyphs = PangoText.Glyphs()
      block.draw(on: cr, x: 5.3, y: 7.7, colour: (0, 0, 0), gathering: &glyphs)
      glyphs.flush(on: cr)
      let size = block.size
      drawn.size = [size.width, size.height]
      drawn.offset = setter.offset(block, right: 500)
    }
    return (drawn, wasPutTogether)
  }

  /// A page of a PDF 600 by 300 points that `drawing` draws, as poppler draws it.
  static func pixels(dpi: Int, drawing: (OpaquePointer) -> Void) throws -> [Data] {
    try pixels(ofPDF: pdf(drawing: drawing).pdf, dpi: dpi)
  }

  /// Each page of a PDF as poppler's `pdftoppm` draws it in grey at `dpi`.
  static func pixels(ofPDF pdf: Data, dpi: Int) throws -> [Data] {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "pages-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try pdf.write(to: folder.appendingPathComponent("book.pdf"))
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/pdftoppm")
    process.arguments = ["-r", String(dpi), "-gray", "book.pdf", "page"]
    process.currentDirectoryURL = folder
    try process.run()
    process.waitUntilExit()
    try #require(process.terminationStatus == 0)
    return try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasPrefix("page") }.sorted()
      .map { try Data(contentsOf: folder.appendingPathComponent($0)) }
  }
}
