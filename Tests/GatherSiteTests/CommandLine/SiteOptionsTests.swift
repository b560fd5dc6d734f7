import Foundation
import Testing

/// How `build`, `check` and `serve` print diagnostics, as a user sees them.
@Suite struct SiteOptionsTests {
  /// The corpus' base content (no warnings), in a new folder with a `Templates` folder.
  static func site() throws -> (root: URL, content: URL, templates: URL) {
    let root = try TestSupport.temporaryDirectory()
    let content = root.appendingPathComponent("Content")
    try FileManager.default.copyItem(
      at: CorpusTests.corpus.appendingPathComponent("_base"), to: content)
    let templates = root.appendingPathComponent("Templates")
    try FileManager.default.createDirectory(
      at: templates.appendingPathComponent("i18n"), withIntermediateDirectories: true)
    return (root, content, templates)
  }

  /// A page named `ESC]0;pwned BEL.md` used to retitle the terminal of whoever built it.
  @Test func aFileNameWithControlCharactersIsPrintedEscaped() throws {
    let (root, content, _) = try Self.site()
    defer { try? FileManager.default.removeItem(at: root) }
    let pages = content.appendingPathComponent("pages")
    try FileManager.default.createDirectory(at: pages, withIntermediateDirectories: true)
    try Data("---\ncolour: red\n---\nHi\n".utf8).write(
      to: pages.appendingPathComponent("\u{1B}]0;pwned\u{7}.md"))
    let run = try BuildCommandTests.run(["check"], in: root)
    #expect(run.status == 0)
    #expect(
      run.stderr
        == #"warning: pages/\u{1B}]0;pwned\u{7}.md: colour: unknown front matter key is ignored"#
        + "\n")
    #expect(!run.stderr.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{7}" })
  }

  /// A catalogue of unknown keys used to print a line for each (943,695 lines for 50 MB).
  @Test func tenThousandUnknownKeysPrintTwentyLinesAndACount() throws {
    let (root, _, templates) = try Self.site()
    defer { try? FileManager.default.removeItem(at: root) }
    try Data((0..<10_000).map { "unknown\($0): text\n" }.joined().utf8).write(
      to: templates.appendingPathComponent("i18n/en.yml"))
    let run = try BuildCommandTests.run(["check"], in: root)
    let lines = run.stderr.split(separator: "\n")
    #expect(lines.count == 21)
    #expect(
      lines.first
        == "warning: Templates/i18n/en.yml: unknown0: is not a text of the theme; it is ignored")
    #expect(
      lines.last
        == "warning: Templates/i18n/en.yml: and 9,980 more warnings (is not a text of the theme; it is ignored)"
    )
    #expect(run.stdout == "Checked Content: 0 errors, 10000 warnings\n")
    // Under --strict each still counts, as an error.
    let strict = try BuildCommandTests.run(["check", "--strict"], in: root)
    #expect(strict.status == 1)
    #expect(strict.stderr.split(separator: "\n").count == 21)
    #expect(
      strict.stderr.hasSuffix(
        "error: Templates/i18n/en.yml: and 9,980 more errors (is not a text of the theme; it is ignored)\n"
      ))
    #expect(strict.stdout == "Checked Content: 10000 errors, 0 warnings\n")
  }
}
