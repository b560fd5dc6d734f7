import GatherSiteCore

/// CommonMark's HTML of a template's Markdown, made once per shape of view model and filled
/// in with each page's texts, instead of CommonMark running on every page: a site's 10,000
/// match pages have a handful of shapes, and CommonMark cost about a tenth of a build's CPU
/// on them.
///
/// The shape's Markdown (`ShapedTemplates.Segments`) goes through CommonMark once with a
/// probe in place of each text; where each probe comes out says how CommonMark treats the
/// text there, and so what it makes of any text there (`Kind`).
///
/// A page is left to CommonMark when one of its texts could be read otherwise than the
/// probe:
/// - running text that ends in a space (dropped at a line's end), or that does not start
///   or end with a letter or figure beside a `*` or `_` (emphasis);
/// - a number before a `.` or `)` (an ordered list), a backtick where the template has one
///   (a code span);
/// - an address with characters CommonMark would escape;
/// - Markdown-escaped text in raw HTML with a space, quote or angle bracket, or ending in
///   `-` or `?`; HTML-escaped text of spaces alone (a blank line).
///
/// A whole shape is left to CommonMark when a probe does not come out exactly once in a
/// known form (in code, say), when a text stands after `<` in its paragraph, after `&` or
/// a backslash, or in a fence's language, when the template defines a link (`]:`), or when
/// a text is not escaped (but a table's placeholder). `ShapedPageRendererTests` and
/// `CommonMarkShapeTests` hold the pages equal to CommonMark's.
struct CommonMarkShape: Sendable {
  /// Where a text stands, and so what CommonMark makes of it.
  enum Kind: Sendable {
    /// Markdown-escaped, in running text (a paragraph, heading, list item, link's text or
    /// title, image's description): the text with `&`, `<`, `>` and `"` escaped.
    case text
    /// Markdown-escaped, in a link's address: the text itself.
    case address
    /// Markdown-escaped, in raw HTML: the escaped text as it is.
    case rawMarkdown
    /// HTML-escaped, in raw HTML: the escaped text as it is.
    case rawHTML
  }

  /// One text's place in the HTML.
  struct Hole: Sendable {
    var index: Int
    var kind: Kind
    /// Whether a `*` or `_` stands just before or after it in the Markdown.
    var delimiterBefore: Bool
    var delimiterAfter: Bool
    /// Whether a `.` or `)` follows it, which would make a number an ordered list's.
    var listMarkAfter: Bool
  }

  private var literals: [[UInt8]]
  private var holes: [Hole]
  /// Whether the template holds a backtick, which a text's could close.
  private var holdsBacktick: Bool

  /// The shape of the Markdown `segments` make with `texts` (the shape's texts; `tables`,
  /// the indices of those that are table placeholders), or `nil` when its HTML must be made
  /// by CommonMark page by page.
  init?(_ segments: ShapedTemplates.Segments, texts: [String], tables: Set<Int>) {
    // A link's definition would make links of texts that match its label.
    guard !segments.inlinesTables,
      !segments.literals.contains(where: { $0.contains("]:".utf8) })
    else { return nil }
    holdsBacktick = segments.literals.contains { $0.contains(UInt8(ascii: "`")) }
    var probe: [UInt8] = []
    var markdownHoles: [(index: Int, escaping: ShapedTemplates.Escaping)] = []
    var places: [(hole: Hole, inTag: Bool)] = []
    for (position, literal) in segments.literals.enumerated() {
      probe += literal
      guard position < segments.holes.count else { break }
      let hole = segments.holes[position]
      let text = texts[hole.index]
      if tables.contains(hole.index), hole.escaping == .none {
        probe += text.utf8
        continue
      }
      guard hole.escaping != .none, TemplateShape.Ending(text) == .plain,
        !Self.endsInEscapeOrEntity(probe)
      else { return nil }
      let next = segments.literals[position + 1]
      places.append(
        (
          Hole(
            index: hole.index, kind: .text, delimiterBefore: Self.isDelimiter(probe.last),
            delimiterAfter: Self.isDelimiter(next.first),
            listMarkAfter: next.first == UInt8(ascii: ".") || next.first == UInt8(ascii: ")")),
          Self.isInTag(probe)
        ))
      probe += ShapedTemplates.open
      probe += String(markdownHoles.count).utf8
      probe += hole.escaping == .markdown ? Self.markdownBody : Self.htmlBody
      probe += ShapedTemplates.close
      markdownHoles.append(hole)
    }
    let html = Array(
      CommonMark.html(String(decoding: probe, as: UTF8.self), allowRawHTML: true).utf8)
    var literals: [[UInt8]] = []
    var holes: [Hole] = []
    var seen = [Bool](repeating: false, count: markdownHoles.count)
    var start = 0
    var position = 0
    while position < html.count {
      let found: (number: Int, kind: Kind, end: Int)?
      if html[position...].starts(with: ShapedTemplates.open) {
        found = Self.probe(in: html, at: position + ShapedTemplates.open.count, forms: Self.forms)
      } else if html[position...].starts(with: Self.openAddress) {
        found = Self.probe(
          in: html, at: position + Self.openAddress.count, forms: Self.addressForms)
      } else if html[position] == 0xEE || html[position] == UInt8(ascii: "%") {
        // The start of a private-use character, or of an escaped one, that is not a probe.
        if html[position...].starts(with: ShapedTemplates.close)
          || html[position...].starts(with: Self.closeAddress)
        {
          return nil
        }
        position += 1
        continue
      } else {
        position += 1
        continue
      }
      guard let found, found.number < markdownHoles.count, !seen[found.number] else { return nil }
      let hole = markdownHoles[found.number]
      // A probe escaped for HTML can stand only in raw HTML; one escaped for Markdown
      // anywhere but there. Running text after an open `<` (a tag or an autolink the probe
      // broke and a text might not), or in a fence's language, is left to CommonMark.
      let place = places[found.number]
      guard (hole.escaping == .html) == (found.kind == .rawHTML),
        found.kind != .text || !place.inTag,
        !html[..<position].suffix(16).contains("class=\"language-".utf8)
      else { return nil }
      seen[found.number] = true
      literals.append(Array(html[start..<position]))
      var placed = place.hole
      placed.kind = found.kind
      holes.append(placed)
      position = found.end
      start = position
    }
    guard !seen.contains(false) else { return nil }
    literals.append(Array(html[start...]))
    (self.literals, self.holes) = (literals, holes)
  }

  /// Whether `bytes` end in a backslash or what may start an entity (`&`, `&#`, `&amp`),
  /// which a text could complete.
  private static func endsInEscapeOrEntity(_ bytes: [UInt8]) -> Bool {
    guard bytes.last != UInt8(ascii: "\\") else { return true }
    let rest = bytes.reversed().drop {
      (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0)
        || $0 == UInt8(ascii: "#")
    }
    return rest.first == UInt8(ascii: "&")
  }

  /// Whether a `<` comes after the last `>` of the paragraph `bytes` end in: a text there
  /// could end a tag or an autolink.
  private static func isInTag(_ bytes: [UInt8]) -> Bool {
    var newline = false
    for byte in bytes.reversed() {
      switch byte {
      case UInt8(ascii: ">"): return false
      case UInt8(ascii: "<"): return true
      case 0x0A:
        if newline { return false }
        newline = true
      case 0x20, 0x09, 0x0D: break
      default: newline = false
      }
    }
    return false
  }

  /// CommonMark's HTML of the Markdown of this shape with `texts`, or `nil` when a text
  /// must go through CommonMark.
  func html(_ texts: [String]) -> [UInt8]? {
    var output: [UInt8] = []
    output.reserveCapacity(literals.reduce(0) { $0 + $1.count } + 1024)
    for (position, literal) in literals.enumerated() {
      output += literal
      guard position < holes.count else { break }
      let hole = holes[position]
      let text = texts[hole.index]
      // A backtick could close a code span the template opens; a number before `.` or
      // `)`, start an ordered list.
      if holdsBacktick, text.utf8.contains(UInt8(ascii: "`")) { return nil }
      if hole.listMarkAfter, text.utf8.count < 10,
        text.utf8.allSatisfy({ (0x30...0x39).contains($0) })
      {
        return nil
      }
      switch hole.kind {
      case .rawHTML:
        let start = output.count
        HTMLBytes.escaped(text) { output += $0 }
        // A line of spaces alone would end an HTML block.
        guard output[start...].contains(where: { $0 != 0x20 && $0 != 0x09 }) else { return nil }
      case .rawMarkdown:
        let escaped = MarkdownContentType.escape(text).utf8
        // Raw HTML that took the probe would take the text: no space, quote or angle
        // bracket can end an attribute's value or a tag, a dash is escaped, and the text
        // cannot end next to a comment's `--` or an instruction's `?>`.
        guard
          !escaped.contains(where: {
            $0 == 0x20 || $0 == 0x09 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "<")
              || $0 == UInt8(ascii: ">")
          }), escaped.last != UInt8(ascii: "-"), escaped.last != UInt8(ascii: "?")
        else { return nil }
        output += escaped
      case .text, .address:
        let read = Self.unescaped(MarkdownContentType.escape(text))
        guard let last = read.last, last != 0x20, last != 0x09 else { return nil }
        if hole.kind == .address {
          guard read.allSatisfy(Self.isAddressByte) else { return nil }
          output += read
          continue
        }
        if hole.delimiterBefore || hole.delimiterAfter {
          let scalars = String(decoding: read, as: UTF8.self).unicodeScalars
          guard !hole.delimiterBefore || scalars.first.map(Self.isWordCharacter) == true,
            !hole.delimiterAfter || scalars.last.map(Self.isWordCharacter) == true
          else { return nil }
        }
        for byte in read {
          switch byte {
          case UInt8(ascii: "&"): output += "&amp;".utf8
          case UInt8(ascii: "<"): output += "&lt;".utf8
          case UInt8(ascii: ">"): output += "&gt;".utf8
          case UInt8(ascii: "\""): output += "&quot;".utf8
          default: output.append(byte)
          }
        }
      }
    }
    return output
  }

  // The probes: a number between private-use characters, with a body that shows how the
  // probe was escaped and what CommonMark made of it. In Markdown, `\&\'` (escaped for
  // Markdown: in an address, CommonMark writes the quote `&#x27;`, in text `'`) and
  // `&amp;&#39; --` (for HTML: the space and the dashes would break raw HTML where a text
  // with them would).
  private static let markdownBody: [UInt8] = Array("\\&\\'".utf8)
  private static let htmlBody: [UInt8] = Array("&amp;&#39; --".utf8)
  /// The bodies in the HTML: in running text, in raw HTML (escaped for HTML, or for
  /// Markdown).
  private static let forms: [(body: [UInt8], kind: Kind)] = [
    (Array("&amp;'".utf8), .text), (Array("&amp;&#39; --".utf8), .rawHTML),
    (Array("\\&\\'".utf8), .rawMarkdown),
  ]
  /// In a link's address, CommonMark writes the private-use characters percent-encoded.
  private static let openAddress: [UInt8] = Array("%EE%80%80".utf8)
  private static let closeAddress: [UInt8] = Array("%EE%80%81".utf8)
  private static let addressForms: [(body: [UInt8], kind: Kind)] = [
    (Array("&amp;&#x27;".utf8), .address)
  ]

  /// The probe whose number starts at `cursor`, if one of `forms` follows it and then its
  /// end; its number, kind and where it ends.
  private static func probe(
    in html: [UInt8], at cursor: Int, forms: [(body: [UInt8], kind: Kind)]
  ) -> (number: Int, kind: Kind, end: Int)? {
    var cursor = cursor
    guard let number = ShapedTemplates.number(in: html, at: &cursor),
      let form = forms.first(where: { html[cursor...].starts(with: $0.body) })
    else { return nil }
    cursor += form.body.count
    let end = form.kind == .address ? closeAddress : ShapedTemplates.close
    guard html[cursor...].starts(with: end) else { return nil }
    return (number, form.kind, cursor + end.count)
  }

  private static func isDelimiter(_ byte: UInt8?) -> Bool {
    byte == UInt8(ascii: "*") || byte == UInt8(ascii: "_")
  }

  /// A letter or figure: neither space nor punctuation, as CommonMark sees emphasis.
  private static func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isASCII
      ? (0x30...0x39).contains(scalar.value) || (0x41...0x5A).contains(scalar.value)
        || (0x61...0x7A).contains(scalar.value)
      : scalar.properties.isAlphabetic || scalar.properties.numericType != nil
  }

  /// What CommonMark leaves as it is in a link's address.
  private static func isAddressByte(_ byte: UInt8) -> Bool {
    (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
      || addressPunctuation.contains(byte)
  }

  /// The punctuation of an address that CommonMark writes as it is.
  private static let addressPunctuation: [UInt8] = Array("-_./:#?=+~".utf8)

  /// Markdown-escaped text (`MarkdownContentType.escape`) as CommonMark reads it: each
  /// backslash before punctuation dropped, and a leading `&#32;` a space.
  static func unescaped(_ escaped: String) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(escaped.utf8.count)
    var utf8 = escaped.utf8[...]
    if utf8.starts(with: "&#32;".utf8) {
      bytes.append(0x20)
      utf8 = utf8.dropFirst(5)
    }
    var escapedNext = false
    for byte in utf8 {
      if !escapedNext, byte == UInt8(ascii: "\\") {
        escapedNext = true
        continue
      }
      escapedNext = false
      bytes.append(byte)
    }
    return bytes
  }
}
