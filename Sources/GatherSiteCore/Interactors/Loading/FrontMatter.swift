import Yams

/// Splits a Markdown file into its YAML front matter (between `---` lines) and its body,
/// and reads the front matter with Yams.
public struct FrontMatter {
  var fields: [String: Node] = [:]
  public var body: String

  /// Reads `text`; a front matter that is not valid YAML or not a mapping is an error.
  public static func parse(_ text: String, file: String, into diagnostics: inout Diagnostics)
    -> FrontMatter
  {
    let normalized = text.replacingOccurrences(of: "\r\n", with: "\n")
    let stripped = normalized.hasPrefix("\u{FEFF}") ? String(normalized.dropFirst()) : normalized
    guard stripped.hasPrefix("---\n") else { return FrontMatter(body: stripped) }
    let afterOpening = stripped.dropFirst(4)
    guard let closing = afterOpening.range(of: "\n---\n") ?? closingAtEnd(afterOpening) else {
      diagnostics.error(file, nil, at: "1:1", "front matter starts with --- but never ends")
      return FrontMatter(body: "")
    }
    let yaml = String(afterOpening[..<closing.lowerBound])
    let body = String(afterOpening[closing.upperBound...])
    let node: Node
    switch BoundedYAML.read(yaml, as: .frontMatter, file: file) {
    case .success(let root?): node = root
    case .success(nil): return FrontMatter(body: body)
    case .failure(let error):
      diagnostics.append(error)
      return FrontMatter(body: body)
    }
    guard case .mapping(let mapping) = node else {
      diagnostics.error(file, nil, "front matter must be a mapping (key: value)")
      return FrontMatter(body: body)
    }
    var fields: [String: Node] = [:]
    for (key, value) in mapping { fields[key.string ?? ""] = value }
    return FrontMatter(fields: fields, body: body)
  }

  private static func closingAtEnd(_ text: Substring) -> Range<Substring.Index>? {
    if text.hasSuffix("\n---") { return text.index(text.endIndex, offsetBy: -4)..<text.endIndex }
    if text.hasPrefix("---\n") { return text.startIndex..<text.index(text.startIndex, offsetBy: 3) }
    return nil
  }
}
