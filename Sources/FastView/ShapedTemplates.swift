import Foundation
import GatherSiteCore

/// Renders each template once per shape of view model (see `TemplateShape`) and fills the
/// text of every other model of that shape into the result, instead of running Mustache for
/// every page: a site's 10,000 match pages have a handful of shapes.
///
/// The output is swift-mustache's, byte for byte: a shape whose render used a stand-in in a
/// way markers cannot reproduce, or whose markers were not all found, is not rendered here
/// (`render` gives `nil`), nor is any shape of a theme that uses dynamic partials or
/// changes the tag delimiters.
final class ShapedTemplates: @unchecked Sendable {
  /// How a marker was escaped where it stands.
  enum Escaping: UInt8, Sendable {
    case none, html, markdown
  }

  /// A rendered shape: literal bytes, and where each text goes.
  struct Segments: Sendable {
    var literals: [[UInt8]]
    /// The text (by index) and its escaping after each literal but the last.
    var holes: [(index: Int, escaping: Escaping)]
    /// Whether tables go in as their HTML rather than as placeholders: when one of them
    /// stands where its placeholder would not be an HTML block of its own (escaped, or
    /// after other text on its line).
    var inlinesTables = false
    /// CommonMark's HTML of the output, for a template that makes Markdown, where it can be
    /// filled in (`CommonMarkShape`).
    var commonMark: CommonMarkShape?
  }

  /// A template's output: its text, with a placeholder (`TemplateShape.tablePlaceholder`)
  /// for each table in `tables`, or none.
  struct Rendered {
    var bytes: [UInt8]
    var tables: [[UInt8]]
    /// The shape of its HTML and the texts to fill in, for Markdown whose HTML can be made
    /// so.
    var commonMark: (shape: CommonMarkShape, texts: [String])?
  }

  /// At most this many shapes are kept per template; further shapes are left to swift-mustache.
  static let capacity = 512

  /// A template and the type of model it is rendered with.
  private struct Use: Hashable {
    var template: String
    var model: ObjectIdentifier
  }

  private let templates: TemplateLibrary
  private let lock = NSLock()
  private var shapes: [Use: [[UInt8]: Segments?]] = [:]

  /// Whether the templates allow shapes at all.
  let isEnabled: Bool
  /// Whether a template indents a partial or block (a line of spaces, then the tag).
  private let indents: Bool

  /// Shapes for the library's templates.
  init(templates: TemplateLibrary) {
    self.templates = templates
    let texts = Array(templates.texts.values)
    isEnabled = Self.allowsShapes(texts)
    indents = texts.contains { text in
      text.split(separator: "\n").contains { line in
        let rest = line.drop { $0 == " " || $0 == "\t" }
        return rest.count < line.count
          && (rest.hasPrefix("{{>") || rest.hasPrefix("{{<") || rest.hasPrefix("{{$"))
      }
    }
  }

  /// Whether templates of these texts can be rendered through shapes: none uses dynamic
  /// partials, changes the tag delimiters or holds a marker's private-use characters.
  static func allowsShapes(_ texts: [String]) -> Bool {
    !texts.isEmpty
      && texts.allSatisfy { text in
        !text.contains("{{>*") && !text.contains("{{=")
          && !text.unicodeScalars.contains { $0 == "\u{E000}" || $0 == "\u{E001}" }
      }
  }

  /// The template rendered with the model, or `nil` when swift-mustache must render it;
  /// with the shape of CommonMark's HTML of it, when it is `markdown`.
  func render<Model: TemplateData>(_ name: String, _ model: Model, markdown: Bool = false)
    -> Rendered?
  {
    guard isEnabled else { return nil }
    let shape = TemplateShape(model)
    // An indented partial indents after a line break, and a carriage return in a text can
    // join the template's next line break into one character, which a marker cannot.
    if indents, shape.texts.contains(where: { $0.utf8.contains(0x0D) }) { return nil }
    let use = Use(template: name, model: ObjectIdentifier(Model.self))
    let known = lock.withLock { shapes[use]?[shape.key] }
    let segments: Segments
    switch known {
    case .some(.some(let found)): segments = found
    case .some(.none): return nil
    case .none:
      let made = cutStandIn(name, of: model, shape: shape, markdown: markdown)
      let kept = lock.withLock {
        guard shapes[use, default: [:]].count < Self.capacity else { return false }
        shapes[use, default: [:]][shape.key] = made
        return true
      }
      guard kept, let made else { return nil }
      segments = made
    }
    return Self.fill(segments, with: shape)
  }

  /// How many shapes of a template are kept, and how many of them swift-mustache renders.
  func count(_ name: String) -> (shapes: Int, direct: Int) {
    lock.withLock {
      let kept = shapes.filter { $0.key.template == name }.flatMap(\.value.values)
      return (kept.count, kept.filter { $0 == nil }.count)
    }
  }

  /// Renders the model's stand-in and cuts the result at its markers.
  private func cutStandIn(
    _ name: String, of model: some TemplateData, shape: TemplateShape, markdown: Bool
  ) -> Segments? {
    let log = ShapeLog()
    let rendered = templates.render(name, ShapeStandIn.model(model, log: log))
    guard log.isFaithful else { return nil }
    let tables = Set(shape.tables.map(\.text))
    guard var segments = Self.cut(Array(rendered.utf8), texts: shape.texts, tables: tables)
    else { return nil }
    if markdown {
      segments.commonMark = CommonMarkShape(segments, texts: shape.texts, tables: tables)
    }
    return segments
  }

  /// The marks a text's number stands between in the stand-in's output.
  static let open: [UInt8] = Array("\u{E000}".utf8)
  static let close: [UInt8] = Array("\u{E001}".utf8)
  private static let bodies: [(bytes: [UInt8], escaping: Escaping)] = [
    (Array("&amp;".utf8), .html), (Array("\\&".utf8), .markdown), (Array("&".utf8), .none),
  ]

  /// Splits a rendered stand-in at its markers; `nil` if one is malformed. A marker for a
  /// text that ends a line is followed by that line break (a space once escaped).
  static func cut(_ bytes: [UInt8], texts: [String], tables: Set<Int> = []) -> Segments? {
    var literals: [[UInt8]] = []
    var holes: [(index: Int, escaping: Escaping)] = []
    var inlinesTables = false
    var start = 0
    var position = 0
    while position < bytes.count {
      guard bytes[position] == open[0], bytes[position...].starts(with: open) else {
        position += 1
        continue
      }
      var cursor = position + open.count
      let index = Self.number(in: bytes, at: &cursor)
      guard let index, index < texts.count,
        let body = bodies.first(where: { bytes[cursor...].starts(with: $0.bytes) })
      else { return nil }
      cursor += body.bytes.count
      guard bytes[cursor...].starts(with: close) else { return nil }
      if TemplateShape.Ending(texts[index]) == .lineBreak {
        let lineBreak: UInt8 = body.escaping == .none ? 0x0A : 0x20
        guard cursor + close.count < bytes.count, bytes[cursor + close.count] == lineBreak
        else { return nil }
        cursor += 1
      }
      if tables.contains(index),
        body.escaping != .none || (position > 0 && bytes[position - 1] != 0x0A)
      {
        inlinesTables = true
      }
      literals.append(Array(bytes[start..<position]))
      holes.append((index, body.escaping))
      position = cursor + close.count
      start = position
    }
    literals.append(Array(bytes[start...]))
    return Segments(literals: literals, holes: holes, inlinesTables: inlinesTables)
  }

  /// Fills a shape's texts in, with its tables as placeholders where they may be.
  static func fill(_ segments: Segments, with shape: TemplateShape) -> Rendered {
    guard !shape.tables.isEmpty else {
      return Rendered(
        bytes: fill(segments, with: shape.texts), tables: [],
        commonMark: segments.commonMark.map { ($0, shape.texts) })
    }
    guard segments.inlinesTables else {
      return Rendered(
        bytes: fill(segments, with: shape.texts), tables: shape.tables.map(\.html),
        commonMark: segments.commonMark.map { ($0, shape.texts) })
    }
    var texts = shape.texts
    for table in shape.tables { texts[table.text] = String(decoding: table.html, as: UTF8.self) }
    return Rendered(bytes: fill(segments, with: texts), tables: [])
  }

  /// The number of up to nine digits at `cursor`, which moves past them; `nil` when there
  /// is no digit there.
  static func number(in bytes: [UInt8], at cursor: inout Int) -> Int? {
    var value = 0
    var digits = 0
    while cursor < bytes.count, (0x30...0x39).contains(bytes[cursor]), digits < 9 {
      value = value * 10 + Int(bytes[cursor] - 0x30)
      cursor += 1
      digits += 1
    }
    return digits > 0 ? value : nil
  }

  /// Puts each text, escaped as its marker was, between the literals.
  static func fill(_ segments: Segments, with texts: [String]) -> [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(segments.literals.reduce(0) { $0 + $1.count } + 1024)
    for (position, literal) in segments.literals.enumerated() {
      output += literal
      guard position < segments.holes.count else { break }
      let hole = segments.holes[position]
      let text = texts[hole.index]
      switch hole.escaping {
      case .none: output += text.utf8
      case .html: HTMLBytes.escaped(text) { output += $0 }
      case .markdown: output += MarkdownContentType.escape(text).utf8
      }
    }
    return output
  }
}
