import Foundation
import FuzzSupport
import GatherSiteCore

/// The `yaml` fuzz target (`make fuzz`): the bytes after the first as `site.yml`, as a
/// theme catalogue of a language of the site's own over an English one, or as the front
/// matter of a page, as the first byte picks (one reader a run, so that each run costs a
/// third), each read and checked as a build reads it. It must return normally for any
/// input, within the fuzzer's timeout (every YAML input is bounded); no diagnostic may hold
/// a control character, and a YAML error quotes at most an excerpt of its line.
@main
struct FuzzTarget {
  static let content = ContentLoader(contentDirectory: URL(fileURLWithPath: "/nonexistent"))
  /// A small English catalogue of each kind of text (plain, nested, with plural forms,
  /// with names to fill in): the built-in one (15 KB) read on every input took most of
  /// each run.
  static let english = """
    locale: en_GB
    site:
      footer: "Made with {generator}"
    teams:
      a: Team A
      b: Team B
    count:
      matches:
        one: "{count} match"
        other: "{count} matches"
    nav:
      home: Home
    """

  static func main() throws {
    try FuzzDriver.main(yaml)
  }

  static func yaml(_ data: Data) -> Int {
    guard let reader = data.first else { return 0 }
    let text = String(decoding: data.dropFirst(), as: UTF8.self)
    var diagnostics = Diagnostics()
    var count = 0
    switch reader % 3 {
    case 0:
      let config = content.settings(text, into: &diagnostics)
      count = config.title.count + config.displayNames.count
    case 1:
      // A language of the site's own: its texts over the English ones, its `locale`, and a
      // warning for each text it adds or lacks (overriding English takes the same path).
      let loader = WordingLoader(
        builtIn: ["en": english], site: ["pl": text], siteFolder: "Templates")
      if let wording = loader.wording(language: "pl", into: &diagnostics) {
        count = wording[.siteFooter].count + wording.count(.countMatches, 2).count
      }
    default:
      let page = FrontMatter.parse(
        "---\n" + text + "\n---\nBody\n", file: "pages/x.md", into: &diagnostics)
      count = page.body.count
    }
    for diagnostic in diagnostics.all {
      let line = diagnostic.description
      precondition(
        !line.unicodeScalars.contains { $0.properties.generalCategory == .control },
        "a control character in \(line.debugDescription)")
      precondition(
        !diagnostic.message.hasPrefix("invalid") || line.count < 400,
        "a YAML error of \(line.count) characters")
    }
    return count + diagnostics.all.count
  }
}
