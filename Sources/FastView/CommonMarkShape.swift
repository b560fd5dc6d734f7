import GatherSiteCore

/// CommonMark's HTML of a template's Markdown, made once per shape of view model and filled
/// in with each page's texts, instead of CommonMark running on every page: a site's 10,000
/// match pages have a handful of shapes, and CommonMark spent about a twentieth of a build
/// on them.
///
/// The shape's Markdown (`ShapedTemplates.Segments`) goes through CommonMark once with a
/// probe in place of each text; where each probe comes out says how CommonMark treats the
/// text there, and so what it makes of any text there:
///
/// - escaped for Markdown, in running text (a paragraph, heading, list item, link text or
///   title): the text with CommonMark's escapes (`&`, `<`, `>` and `"`);
/// - escaped for Markdown, in a link's address: the text itself, when it holds only
///   characters CommonMark leaves as they are in an address;
/// - escaped for HTML, or for Markdown, in raw HTML: the escaped text as it is.
///
/// A text that CommonMark could read otherwise than the probe is left to CommonMark, with
/// the rest of its page: one that ends in a space (CommonMark drops it at a line's end), one
/// that does not start or end with a letter or figure beside a `*` or `_` (which would open
/// or close emphasis otherwise), an address with other characters, raw Markdown-escaped
/// text with spaces, quotes or angle brackets. So is any shape whose probes do not all come out once,
/// in one of those forms, that has a text right after `<` or `&`, or one that is not
/// escaped (but a table's placeholder). `ShapedPageRendererTests` hold the pages equal to CommonMark's.
struct CommonMarkShape: Sendable {
  /// What CommonMark does to the text of a hole.
  enum Kind: Sendable {
    case text, address, rawMarkdown, rawHTML
  }

  /// One text's place in the HTML.
  struct Hole: Sendable {
    var index: Int
    var kind: Kind
    /// Whether a `*` or `_` stands just before or after it in the Markdown.
    var delimiterBefore: Bool
    var delimiterAfter: Bool
  }

  private var literals: [[UInt8]]
  private var holes: [Hole]

  /// The shape of the Markdown `segments` make with `texts` (the shape's texts; `tables`,
  /// the indices of those that are table placeholders), or `nil` when its HTML must be made
  /// by CommonMark page by page.
  init?(_ segments: ShapedTemplates.Segments, texts: [String], tables: Set<Int>) {
    guard !segments.inlinesTables else { return nil }
    var probe: [UInt8] = []
    var markdownHoles: [(index: Int, escaping: ShapedTemplates.Escaping)] = []
    var delimiters: [(before: Bool, after: Bool)] = []
    for (position, literal) in segments.literals.enumerated() {
      probe += literal
      guard position < segments.holes.count else { break }
      let hole = segments.holes[position]
      let text = texts[hole.index]
      if tables.contains(hole.index), hole.escaping == .none {
        probe += text.utf8
        continue
      }
      // A text after `<` or `&` could make a tag or an entity with what follows it.
      guard hole.escaping != .none, TemplateShape.Ending(text) == .plain,
        literal.last != UInt8(ascii: "<"), literal.last != UInt8(ascii: "&"),
        !literal.suffix(2).elementsEqual("</".utf8)
      else { return nil }
      let next = segments.literals[position + 1]
      delimiters.append(
        (Self.isDelimiter(literal.last), Self.isDelimiter(next.first)))
      probe += Self.open
      probe += String(markdownHoles.count).utf8
      probe += hole.escaping == .markdown ? Self.markdownBody : Self.htmlBody
      probe += Self.close
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
      if html[position...].starts(with: Self.open) {
        found = Self.probe(in: html, at: position + Self.open.count, forms: Self.forms)
      } else if html[position...].starts(with: Self.openAddress) {
        found = Self.probe(
          in: html, at: position + Self.openAddress.count, forms: Self.addressForms)
      } else if html[position] == 0xEE || html[position] == UInt8(ascii: "%") {
        // The start of a private-use character, or of an escaped one, that is not a probe.
        if html[position...].starts(with: Self.close)
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
      // anywhere but there.
      guard (hole.escaping == .html) == (found.kind == .rawHTML) else { return nil }
      seen[found.number] = true
      literals.append(Array(html[start..<position]))
      holes.append(
        Hole(
          index: hole.index, kind: found.kind,
          delimiterBefore: delimiters[found.number].before,
          delimiterAfter: delimiters[found.number].after))
      position = found.end
      start = position
    }
    guard !seen.contains(false) else { return nil }
    literals.append(Array(html[start...]))
    (self.literals, self.holes) = (literals, holes)
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
      switch hole.kind {
      case .rawHTML:
        HTMLBytes.escaped(text) { output += $0 }
      case .rawMarkdown:
        let escaped = MarkdownContentType.escape(text).utf8
        // Raw HTML that took the probe would take the text: no space, quote or angle
        // bracket can end an attribute's value or a tag, and a dash is escaped.
        guard
          !escaped.contains(where: {
            $0 == 0x20 || $0 == 0x09 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "<")
              || $0 == UInt8(ascii: ">")
          })
        else { return nil }
        output += escaped
      case .text, .address:
        let literal = Self.unescaped(MarkdownContentType.escape(text))
        guard let last = literal.last, last != 0x20, last != 0x09 else { return nil }
        if hole.kind == .address {
          guard literal.allSatisfy(Self.isAddressByte) else { return nil }
          output += literal
          continue
        }
        if hole.delimiterBefore || hole.delimiterAfter {
          let scalars = String(decoding: literal, as: UTF8.self).unicodeScalars
          guard !hole.delimiterBefore || scalars.first.map(Self.isWordCharacter) == true,
            !hole.delimiterAfter || scalars.last.map(Self.isWordCharacter) == true
          else { return nil }
        }
        for byte in literal {
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
  // Markdown) and `&amp;&#39; --` (for HTML: the space and the dashes would break raw HTML
  // where a text with them would).
  private static let open: [UInt8] = Array("\u{E000}".utf8)
  private static let close: [UInt8] = Array("\u{E001}".utf8)
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
    let end = form.kind == .address ? closeAddress : close
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
      || Array("-_./:#?=+~".utf8).contains(byte)
  }

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
