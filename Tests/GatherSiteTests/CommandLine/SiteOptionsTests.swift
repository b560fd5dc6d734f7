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
}
