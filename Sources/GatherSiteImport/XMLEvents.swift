import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// One pass over an XML document's elements and text, for the parts of a workbook:
/// Foundation's `XMLParser`, with element and attribute names given without their
/// prefixes (`x:row` and `row` alike), and external entities never resolved.
///
/// It promises to call `start` for each element with its attributes, `text` for the text
/// inside elements, and `end` for each element's end, in document order, and to give the
/// parser's own message when the document is not well-formed XML.
final class XMLEvents: NSObject, XMLParserDelegate {
  private let start: (String, [String: String]) -> Void
  private let end: (String) -> Void
  private let text: (String) -> Void

  private init(
    start: @escaping (String, [String: String]) -> Void, end: @escaping (String) -> Void,
    text: @escaping (String) -> Void
  ) {
    self.start = start
    self.end = end
    self.text = text
  }

  /// Reads `data`; nil when it was read whole, else what the parser says is wrong.
  static func read(
    _ data: Data, start: @escaping (String, [String: String]) -> Void,
    end: @escaping (String) -> Void = { _ in }, text: @escaping (String) -> Void = { _ in }
  ) -> String? {
    // A workbook's parts have no document type; one could declare entities, which the
    // parser on Linux would expand.
    if data.prefix(4_096).range(of: Data("<!DOCTYPE".utf8)) != nil {
      return "it declares a document type, which no workbook does"
    }
    let events = XMLEvents(start: start, end: end, text: text)
    // Fed as a stream, in chunks: handed 10 MB or more at once (a sheet is one line),
    // libxml2 refuses the input as a "huge lookup".
    let parser = XMLParser(stream: InputStream(data: data))
    parser.shouldResolveExternalEntities = false
    parser.delegate = events
    guard parser.parse() else {
      return
        "it is not well-formed XML (line \(parser.lineNumber)); open the file in its program and save it again"
    }
    return nil
  }

  /// `row` for `x:row`.
  static func local(_ name: String) -> String {
    guard let colon = name.lastIndex(of: ":") else { return name }
    return String(name[name.index(after: colon)...])
  }

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String] = [:]
  ) {
    var local: [String: String] = [:]
    for (name, value) in attributes { local[Self.local(name)] = value }
    start(Self.local(elementName), local)
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
    qualifiedName: String?
  ) {
    end(Self.local(elementName))
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) { text(string) }
}
