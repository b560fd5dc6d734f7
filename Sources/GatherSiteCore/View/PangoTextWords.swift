internal import Ccairo

extension PangoText {
  /// The words of the texts of books drawn one after another on one thread
  /// (`BookRenderer.pdfs`; or of one book), each shaped by Pango once in a style, when
  /// first met, and lines put together from them, and broken where Pango would break them
  /// plainly (`broken`). A book names the same players and writes the same figures
  /// thousands of times; setting each line with Pango shapes them again each time, which
  /// was most of a book's cost.
  ///
  /// A line goes together from its words only where Pango would set it as one run of the
  /// style's own font: every word of it (told apart by its bytes) one run of that font,
  /// left to right, in the Latin script or in Pango's Common one (figures, punctuation),
  /// its words a space (U+0020) apart. Put together, it is the run Pango would give it on
  /// the understanding that the font shapes nothing across a space, and shapes figures and
  /// punctuation alone as inside a Latin word. A style is put together only where its font
  /// bears that out: probe lines (`probes`) are set both ways when the style is first met,
  /// and a difference leaves the style to Pango. A line is drawn as `Runs` draws a run:
  /// as glyphs alone, gathered with the lines around it (`Glyphs`), or with its text
  /// through Pango's own call, with the glyph string and item put together; so the PDF
  /// says what it would. Any other text is left to Pango (`lines` gives `nil`).
  /// `PangoTextWordsTests` sets texts both ways and compares sizes, pixels and PDFs.
  final class Words {
    private let context: OpaquePointer
    /// Each style met, with its font, or `nil` when its texts are left to Pango.
    private var styles: [Style: Font?] = [:]
    /// The words met in each style.
    private var shaped: [Style: Shapes] = [:]
    private var metricsBySpacing: [LineSpacing: Metrics] = [:]

    /// Lines that a font must set the same, put together or by Pango, for its style to be
    /// put together: letters kerned against a space, figures and punctuation beside
    /// letters, a ligature, a dash, a curly apostrophe.
    static let probes = [
      "AV T", "T AV", "Y 7.", "1 A", "W, y", "L’ T", "f i", "To 12:30 – 1", "r. J", "« A »",
    ]

    /// A style: a font description (size and weight) in the context.
    struct Style: Hashable {
      var size: Double
      var bold: Bool
    }

    /// The style's font (referenced while the words live), and its space.
    private struct Font {
      var font: UnsafeMutablePointer<PangoFont>
      var space: Word

      /// The space that ends a broken line, as Pango leaves it: an empty glyph of no width
      /// (so the line goes with its text, as `Runs` would draw it).
      var lineEnd: Word {
        var end = space
        for index in end.glyphs.indices {
          end.glyphs[index].glyph = PANGO_GLYPH_EMPTY
          end.glyphs[index].geometry.width = 0
        }
        (end.width, end.glyphsAlone) = (0, false)
        return end
      }
    }

    /// A word shaped: its glyphs; for each, the byte in the word where its cluster starts
    /// (Pango's `log_clusters`: a ligature's cluster holds several characters); its length
    /// in bytes and its width in Pango units; and whether its glyphs alone give its text
    /// back (`Runs.glyphsAlone`).
    private struct Word {
      var glyphs: [PangoGlyphInfo]
      var clusters: [Int32]
      var bytes: Int32
      var width: Int32
      var glyphsAlone: Bool
    }

    /// The words met in a style, each by its bytes, or `nil` when a line holding it is
    /// left to Pango (a class, so that a paragraph looks its words up in place).
    private final class Shapes {
      var words: [Spelling: Word?] = [:]
    }

    /// A word's bytes as a key, hashed all at once (an array's hash takes them one by one).
    private struct Spelling: Hashable {
      var bytes: ArraySlice<UInt8>

      func hash(into hasher: inout Hasher) {
        bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
      }
    }

    /// A style and a line height (`nil`: the font's own).
    private struct LineSpacing: Hashable {
      var style: Style
      var lineHeight: Int32?
    }

    /// Where a layout of the style puts its lines, in Pango units: the first line's
    /// baseline, from one line's to the next, and one line's height; and whether an empty
    /// line is as high as the others and placed alike.
    private struct Metrics {
      var baseline: Int32
      var pitch: Int32
      var height: Int32
      var emptyLinesAlike: Bool
    }

    /// Lines put together, in one font; their block's width and height in Pango units, and
    /// whether a paragraph of it was broken at a width (`lines`).
    struct Lines {
      fileprivate(set) var font: UnsafeMutablePointer<PangoFont>
      fileprivate(set) var lines: [Line] = []
      fileprivate(set) var width: Int32 = 0
      fileprivate(set) var height: Int32 = 0
      fileprivate(set) var isBroken = false

      /// A line: its text (its UTF-8 bytes) and its run's glyphs, where it starts (from the
      /// block's left edge) and its baseline (from the block's top), in Pango units.
      struct Line {
        var text: ArraySlice<UInt8>
        var glyphs: [PangoGlyphInfo] = []
        /// Empty when it goes as glyphs alone (`glyphsAlone`), which never reads them; a
        /// probe's line keeps them, to compare with Pango's.
        var clusters: [Int32] = []
        var glyphsAlone = true
        var width: Int32 = 0
        var x: Int32 = 0
        var baseline: Int32 = 0
      }

      /// Draws the lines with the block's top left corner at `x`, `y`, in `colour`, as `Runs`
      /// draws a layout: each line's run from its start and baseline; a line that goes as
      /// glyphs alone is added to `glyphs` (drawn when they are flushed), the others drawn
      /// with their text, after `glyphs` is flushed.
      func draw(
        on cr: OpaquePointer, x: Double, y: Double, colour: (Double, Double, Double),
        gathering glyphs: inout Glyphs
      ) {
        let scale = Double(PANGO_SCALE)
        for line in lines where !line.glyphs.isEmpty {
          if line.glyphsAlone {
            glyphs.add(
              line.glyphs, font: font, colour: colour, x: x + Double(line.x) / scale,
              y: y + Double(line.baseline) / scale, on: cr)
            continue
          }
          glyphs.flush(on: cr)
          cairo_set_source_rgb(cr, colour.0, colour.1, colour.2)
          cairo_move_to(cr, x + Double(line.x) / scale, y + Double(line.baseline) / scale)
          let count = Int32(line.glyphs.count)
          let text = String(decoding: line.text, as: UTF8.self)
          // Pango only reads the glyph string and the item.
          line.glyphs.withUnsafeBufferPointer { infos in
            line.clusters.withUnsafeBufferPointer { clusters in
              var string = PangoGlyphString(
                num_glyphs: count, glyphs: UnsafeMutablePointer(mutating: infos.baseAddress),
                log_clusters: UnsafeMutablePointer(mutating: clusters.baseAddress), space: count)
              var item = PangoItem()
              item.length = Int32(line.text.count)
              item.num_chars = Int32(text.unicodeScalars.count)
              item.analysis.font = font
              withUnsafeMutablePointer(to: &string) { string in
                withUnsafeMutablePointer(to: &item) { item in
                  var run = PangoGlyphItem()
                  (run.item, run.glyphs) = (item, string)
                  pango_cairo_show_glyph_item(cr, text, &run)
                }
              }
            }
          }
        }
      }
    }

    /// The lane of the setters whose contexts are like its own (`Setter`).
    let lane: Int

    /// Words shaped in `context` (referenced while they live), a context of `lane`. They
    /// may serve the books drawn one after another on one thread, in contexts of Cairo's
    /// PDF surfaces like it, in the same lane: Pango gives their styles the same fonts.
    init(in context: OpaquePointer, lane: Int = 0) {
      self.context = context
      self.lane = lane
      g_object_ref(UnsafeMutableRawPointer(context))
    }

    deinit {
      g_object_unref(UnsafeMutableRawPointer(context))
      for case let font? in styles.values {
        g_object_unref(UnsafeMutableRawPointer(font.font))
      }
    }

    /// `paragraphs` (`clean`ed), a line each, put together in `style` with its font
    /// description `description`, each line `lineHeight` high (in Pango units) when
    /// given, aligned at the right (at the widest line) when `right`; with `width` (in
    /// Pango units, and not `right`), a paragraph wider than it broken into lines as Pango
    /// breaks it at that width (`broken`); `nil` when Pango must set them.
    func lines(
      _ paragraphs: [String], _ style: Style, description: OpaquePointer, right: Bool,
      lineHeight: Int32?, width: Int32? = nil
    ) -> Lines? {
      guard let font = font(style, description) else { return nil }
      let metrics = metrics(LineSpacing(style: style, lineHeight: lineHeight), description)
      var block = Lines(font: font.font)
      for paragraph in paragraphs.isEmpty ? [""] : paragraphs {
        guard !paragraph.isEmpty || metrics.emptyLinesAlike,
          let words = words(paragraph, style, description, font)
        else { return nil }
        guard let width, words.width > width else {
          block.lines.append(line(words.all[...], of: words, font, broken: false))
          continue
        }
        guard !right, Self.breaksAsPango, let lines = broken(words, at: width, font) else {
          return nil
        }
        block.lines += lines
        block.isBroken = true
      }
      block.width = block.lines.lazy.map(\.width).max() ?? 0
      block.height = metrics.height + Int32(block.lines.count - 1) * metrics.pitch
      for index in block.lines.indices {
        if right { block.lines[index].x = block.width - block.lines[index].width }
        block.lines[index].baseline = metrics.baseline + Int32(index) * metrics.pitch
      }
      return block
    }

    /// A paragraph's words, the spaces (U+0020) between them: each word's bytes in the
    /// paragraph's and its shape (`nil` for none, between two spaces), and their width in
    /// a line.
    private struct ParagraphWords {
      var bytes: [UInt8]
      var all: [(text: ArraySlice<UInt8>, word: Word?)] = []
      var width: Int32 = 0
    }

    /// `paragraph`'s words shaped in `font`, or `nil` when a word is not in it.
    private func words(
      _ paragraph: String, _ style: Style, _ description: OpaquePointer, _ font: Font
    ) -> ParagraphWords? {
      var words = ParagraphWords(bytes: Array(paragraph.utf8))
      let shapes = shaped[style] ?? Shapes()
      if shaped[style] == nil { shaped[style] = shapes }
      for text in words.bytes.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false)
      {
        var word: Word?
        if !text.isEmpty {
          guard let shaped = self.word(text, shapes, description, in: font.font) else {
            return nil
          }
          word = shaped
        }
        words.width += (words.all.isEmpty ? 0 : font.space.width) + (word?.width ?? 0)
        words.all.append((text, word))
      }
      return words
    }

    /// A line of `words`' words `range`, from the first one's start to the next one's
    /// start (or the paragraph's end), a space apart; when `broken`, it ends with the space
    /// before the next one as Pango ends a broken line (`Font.lineEnd`). Its clusters are
    /// left out when it goes as glyphs alone, unless `withClusters`.
    private func line(
      _ range: ArraySlice<(text: ArraySlice<UInt8>, word: Word?)>, of words: ParagraphWords,
      _ font: Font, broken: Bool, withClusters: Bool = false
    ) -> Lines.Line {
      let start = range.first?.text.startIndex ?? 0
      let end =
        range.endIndex < words.all.endIndex
        ? words.all[range.endIndex].text.startIndex : words.bytes.endIndex
      var line = Lines.Line(text: words.bytes[start..<end])
      let spaces = max(range.count - 1, 0) + (broken ? 1 : 0)
      let glyphCount =
        range.reduce(spaces * font.space.glyphs.count) { $0 + ($1.word?.glyphs.count ?? 0) }
      // A broken line ends with `Font.lineEnd`, which never goes as glyphs alone.
      line.glyphsAlone =
        !broken && (range.count < 2 || font.space.glyphsAlone)
        && range.allSatisfy { $0.word?.glyphsAlone ?? true }
      let keepsClusters = withClusters || !line.glyphsAlone
      line.glyphs.reserveCapacity(glyphCount)
      if keepsClusters { line.clusters.reserveCapacity(glyphCount) }
      var offset: Int32 = 0
      for (index, piece) in range.enumerated() {
        if index > 0 { put(font.space, at: &offset, in: &line, clusters: keepsClusters) }
        if let word = piece.word { put(word, at: &offset, in: &line, clusters: keepsClusters) }
      }
      if broken { put(font.lineEnd, at: &offset, in: &line, clusters: keepsClusters) }
      return line
    }

    /// `words`, wider than `width` (in Pango units), broken into lines as Pango breaks them
    /// where that is plain, or `nil`. Pango fills each line with as many words as fit
    /// (their width, without the space that ends the line, at most `width`). It is left to
    /// Pango where it might break otherwise (UAX #14, Pango's rules): a word wider than a
    /// line (broken inside), doubled spaces or spaces at the ends, or a break that
    /// `breaks` does not vouch for.
    private func broken(_ words: ParagraphWords, at width: Int32, _ font: Font) -> [Lines.Line]? {
      let widths = words.all.compactMap { $0.word?.width }
      guard widths.count == words.all.count else { return nil }
      var lines: [Lines.Line] = []
      var first = 0
      while first < widths.count {
        var next = first + 1
        var filled = widths[first]
        guard filled <= width else { return nil }
        while next < widths.count, filled + font.space.width + widths[next] <= width {
          filled += font.space.width + widths[next]
          next += 1
        }
        let isLast = next == widths.count
        guard isLast || Self.breaks(after: words.all[next - 1].text, before: words.all[next].text)
        else { return nil }
        lines.append(line(words.all[first..<next], of: words, font, broken: !isLast))
        first = next
      }
      return lines
    }

    /// Whether Pango is the one whose line breaking `broken` follows, 1.50 (Debian 12's);
    /// with another, Pango breaks every paragraph.
    static let breaksAsPango = (15000..<15100).contains(pango_version())

    /// The kinds of character `breaks` tells apart.
    private enum Kind {
      case letter, figure
      /// A full stop, comma, colon or semicolon.
      case stop
      /// ' or ’.
      case apostrophe
      /// A question or exclamation mark or closing parenthesis.
      case closing
      case other
    }

    /// Whether a line may plainly end at the space between `before` and `after`, as Pango
    /// 1.50 breaks (UAX #14 and its tailoring): `before` ends in a letter, a figure, a stop
    /// or a closing mark (`Kind`); `after` starts with a letter or a figure, holds letters,
    /// figures, stops and apostrophes, and may end in a closing mark; and nothing inside
    /// `after` may break: a stop followed by a figure comes after a figure ("21:53",
    /// "57.1"; Pango breaks "No.5" after the stop). Letters are Latin
    /// (`Runs.spelledByGlyphs`). Anything else is left to Pango.
    static func breaks(after before: ArraySlice<UInt8>, before after: ArraySlice<UInt8>) -> Bool {
      /// The kind of the character of `word` at `index`, and where the next one starts.
      func kind(_ word: ArraySlice<UInt8>, at index: Int) -> (Kind, Int) {
        let byte = word[index]
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
          return (.figure, index + 1)
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"):
          return (.letter, index + 1)
        case UInt8(ascii: "."), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: ";"):
          return (.stop, index + 1)
        case UInt8(ascii: "'"):
          return (.apostrophe, index + 1)
        case UInt8(ascii: "!"), UInt8(ascii: "?"), UInt8(ascii: ")"):
          return (.closing, index + 1)
        case 0xE2 where word[index...].starts(with: [0xE2, 0x80, 0x99]):
          return (.apostrophe, index + 3)
        case 0xC3...0xC9 where index + 1 < word.endIndex:
          let letter = Runs.isLatinLetter(byte, word[index + 1])
          return (letter ? .letter : .other, letter ? index + 2 : index + 1)
        default:
          return (.other, index + 1)
        }
      }
      /// The kinds of `word`'s characters.
      func kinds(_ word: ArraySlice<UInt8>) -> [Kind] {
        var result: [Kind] = []
        var index = word.startIndex
        while index < word.endIndex {
          let (kind, next) = kind(word, at: index)
          result.append(kind)
          index = next
        }
        return result
      }
      let inside = kinds(after)
      guard let last = kinds(before).last, [.letter, .figure, .stop, .closing].contains(last),
        let first = inside.first, first == .letter || first == .figure
      else { return false }
      for (index, kind) in inside.enumerated().dropFirst() {
        switch kind {
        case .letter, .apostrophe: continue
        case .figure:
          if inside[index - 1] == .stop, index < 2 || inside[index - 2] != .figure { return false }
        case .stop: continue
        case .closing: if index != inside.count - 1 { return false }
        case .other: return false
        }
      }
      return true
    }

    private func put(
      _ word: Word, at offset: inout Int32, in line: inout Lines.Line, clusters: Bool
    ) {
      line.glyphs += word.glyphs
      if clusters {
        for cluster in word.clusters { line.clusters.append(cluster + offset) }
      }
      line.width += word.width
      offset += word.bytes
    }

    /// The style's font: the one its space is set in, referenced, if the probes set alike.
    private func font(_ style: Style, _ description: OpaquePointer) -> Font? {
      if let font = styles[style] { return font }
      var font: Font?
      if let (space, found) = shape(" ", description) {
        font = Font(font: found, space: space)
      }
      // Recorded first, so that the probes' words are shaped in it.
      styles[style] = .some(font)
      if let found = font,
        !Self.probes.allSatisfy({ setAlike($0, style, description, found) })
      {
        shaped[style] = nil
        styles[style] = .some(nil)
        g_object_unref(UnsafeMutableRawPointer(found.font))
        return nil
      }
      return font
    }

    /// Whether `probe` put together is the one run Pango sets it in, glyph for glyph.
    private func setAlike(
      _ probe: String, _ style: Style, _ description: OpaquePointer, _ font: Font
    ) -> Bool {
      guard let words = words(probe, style, description, font) else { return true }
      let line = line(words.all[...], of: words, font, broken: false, withClusters: true)
      let layout = PangoText.layout(probe, in: context, description)
      defer { PangoText.release(layout) }
      guard let runs = pango_layout_get_line_readonly(layout, 0)?.pointee.runs,
        runs.pointee.next == nil
      else { return false }
      let run = runs.pointee.data.assumingMemoryBound(to: PangoGlyphItem.self).pointee
      let glyphs = run.glyphs.pointee
      let count = Int(glyphs.num_glyphs)
      guard count == line.glyphs.count, run.item.pointee.analysis.font == font.font else {
        return false
      }
      return (0..<count).allSatisfy { index in
        let (pango, ours) = (glyphs.glyphs[index], line.glyphs[index])
        return pango.glyph == ours.glyph && pango.geometry.width == ours.geometry.width
          && pango.geometry.x_offset == ours.geometry.x_offset
          && pango.geometry.y_offset == ours.geometry.y_offset
          && glyphs.log_clusters[index] == line.clusters[index]
      }
    }

    private func word(
      _ bytes: ArraySlice<UInt8>, _ shapes: Shapes, _ description: OpaquePointer,
      in font: UnsafeMutablePointer<PangoFont>
    ) -> Word? {
      if let word = shapes.words[Spelling(bytes: bytes)] { return word }
      var word: Word?
      // The style's font is referenced: another font cannot be at its address.
      if let (found, itsFont) = shape(String(decoding: bytes, as: UTF8.self), description) {
        if itsFont == font { word = found }
        g_object_unref(UnsafeMutableRawPointer(itsFont))
      }
      // Kept by bytes of their own, not the paragraph's.
      shapes.words[Spelling(bytes: Array(bytes)[...])] = .some(word)
      return word
    }

    /// `text` shaped by Pango in a layout of its own, with the font of its one run (which the
    /// caller is to unreference), when it is one run, left to right, in the Latin script or
    /// the Common one.
    private func shape(
      _ text: String, _ description: OpaquePointer
    ) -> (Word, UnsafeMutablePointer<PangoFont>)? {
      let layout = PangoText.layout(text, in: context, description)
      defer { PangoText.release(layout) }
      guard pango_layout_get_line_count(layout) == 1,
        let runs = pango_layout_get_line_readonly(layout, 0)?.pointee.runs,
        runs.pointee.next == nil
      else { return nil }
      let run = runs.pointee.data.assumingMemoryBound(to: PangoGlyphItem.self).pointee
      let analysis = run.item.pointee.analysis
      guard analysis.level == 0,
        [PANGO_SCRIPT_LATIN, PANGO_SCRIPT_COMMON].contains(PangoScript(Int32(analysis.script))),
        let font = analysis.font
      else { return nil }
      let glyphs = run.glyphs.pointee
      let count = Int(glyphs.num_glyphs)
      let infos = Array(UnsafeBufferPointer(start: glyphs.glyphs, count: count))
      g_object_ref(UnsafeMutableRawPointer(font))
      let word = Word(
        glyphs: infos,
        clusters: Array(UnsafeBufferPointer(start: glyphs.log_clusters, count: count)),
        bytes: Int32(text.utf8.count), width: infos.reduce(0) { $0 + $1.geometry.width },
        glyphsAlone: Runs.glyphsAlone(run, of: pango_layout_get_text(layout)!))
      return (word, font)
    }

    /// Where Pango puts a layout's lines in `spacing`: read from layouts of two lines and
    /// of three with an empty one between, and from an empty layout.
    private func metrics(_ spacing: LineSpacing, _ description: OpaquePointer) -> Metrics {
      if let metrics = metricsBySpacing[spacing] { return metrics }
      /// The baselines of `text`'s lines, and its height.
      func measure(_ text: String) -> (baselines: [Int32], height: Int32) {
        let layout = PangoText.layout(
          text, in: context, description, lineHeight: spacing.lineHeight)
        defer { PangoText.release(layout) }
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let iterator = pango_layout_get_iter(layout)!
        defer { pango_layout_iter_free(iterator) }
        var baselines = [pango_layout_iter_get_baseline(iterator)]
        while pango_layout_iter_next_line(iterator) != 0 {
          baselines.append(pango_layout_iter_get_baseline(iterator))
        }
        return (baselines, logical.height)
      }
      let two = measure("x\nx")
      let pitch = two.baselines[1] - two.baselines[0]
      let height = two.height - pitch
      let three = measure("x\n\nx")
      let empty = measure("")
      let metrics = Metrics(
        baseline: two.baselines[0], pitch: pitch, height: height,
        emptyLinesAlike: three.baselines == [0, 1, 2].map { two.baselines[0] + $0 * pitch }
          && three.height == height + 2 * pitch && empty.height == height
          && empty.baselines == [two.baselines[0]])
      metricsBySpacing[spacing] = metrics
      return metrics
    }
  }
}
