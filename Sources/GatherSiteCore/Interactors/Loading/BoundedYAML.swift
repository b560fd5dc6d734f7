internal import YAMLEvents
import Yams

/// The one reader of the site's YAML: `site.yml`, the theme's catalogues and the front
/// matter of pages and write-ups. It promises that no input takes more than time and memory
/// linear in its size, and that every problem is one error naming the file and, where there
/// is one, the line and column: an input over its size limit, nested more than
/// `maximumDepth` levels, or using an anchor or alias (each alias may repeat a tree of
/// aliases, so 700 bytes can stand for ten million texts) is refused before Yams builds
/// its tree, and a syntax error is told in `YAMLErrorText`'s words.
package struct BoundedYAML {
  /// What is read, which sets its size limit and how its errors begin.
  package enum Input {
    /// `site.yml`: at most 1 MiB (a league of 10,000 players with display names is 300 KB).
    case settings
    /// A theme catalogue, `i18n/LANG.yml`: at most 1 MiB (the built-in ones are 15 KB).
    case catalogue
    /// The front matter of a page or write-up: at most 64 KiB. Its first line is the file's
    /// second, after the opening `---`.
    case frontMatter

    package var maximumBytes: Int {
      switch self {
      case .settings, .catalogue: 1 << 20
      case .frontMatter: 64 << 10
      }
    }

    /// "is 2,097,152 bytes, more than the 1 MiB allowed for site.yml".
    package func tooLarge(_ bytes: Int) -> String {
      let size = "\(DiagnosticSummary.grouped(bytes)) bytes, more than the "
      return switch self {
      case .settings: "is \(size)1 MiB allowed for site.yml"
      case .catalogue: "is \(size)1 MiB allowed for a catalogue"
      case .frontMatter: "the front matter is \(size)64 KiB allowed"
      }
    }

    package var syntaxError: String {
      self == .frontMatter ? "invalid front matter" : "invalid YAML"
    }
    package var lineOffset: Int { self == .frontMatter ? 1 : 0 }
  }

  /// How deep collections may nest (the built-in catalogues nest 4 levels, `site.yml` 2).
  package static let maximumDepth = 32
  package static let tooDeep = "nested more than \(maximumDepth) levels deep"

  /// The document's root node (`nil` for an empty document), or the error to report.
  package static func read(_ yaml: String, as input: Input, file: String) -> Result<
    Node?, Diagnostic
  > {
    func failure(_ position: String?, _ message: String) -> Result<Node?, Diagnostic> {
      .failure(Diagnostic(.error, file: file, position: position, message))
    }
    let bytes = yaml.utf8.count
    guard bytes <= input.maximumBytes else { return failure(nil, input.tooLarge(bytes)) }
    if let (line, column, problem) = boundsProblem(yaml) {
      return failure("\(line + input.lineOffset):\(column)", "\(input.syntaxError): \(problem)")
    }
    do {
      return .success(try Yams.compose(yaml: yaml))
    } catch let error as YamlError {
      let text = YAMLErrorText(error, in: yaml, lineOffset: input.lineOffset)
      return failure(text.position, "\(input.syntaxError): \(text.message)")
    } catch {
      return failure(nil, "\(input.syntaxError): \(PrintableText.escaped("\(error)".prefix(200)))")
    }
  }

  /// The first anchor, alias or collection nested too deep, with its line and column;
  /// `nil` when there is none before the end or the first syntax error.
  private static func boundsProblem(_ yaml: String) -> (Int, Int, String)? {
    var depth = 0
    var found: (Int, Int, String)?
    YAMLEventScanner().scan(yaml) { event in
      if let anchor = event.anchor {
        let shown = (event.kind == .alias ? "*" : "&") + PrintableText.escaped(anchor.prefix(40))
        found = (
          event.line, event.column,
          "anchors and aliases are not supported (found \(shown)); write each value out in full"
        )
        return false
      }
      switch event.kind {
      case .sequenceStart, .mappingStart:
        depth += 1
        guard depth <= maximumDepth else {
          found = (event.line, event.column, tooDeep)
          return false
        }
      case .sequenceEnd, .mappingEnd: depth -= 1
      case .scalar, .alias: break
      }
      return true
    }
    return found
  }
}
