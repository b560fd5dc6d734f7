import Testing

@testable import GatherSiteCore

@Suite struct DiagnosticTests {
  @Test func describesFilePositionPathAndMessage() {
    #expect(
      Diagnostic(
        .warning, file: "data/gathers.json", path: "gathers[3].score", #""x" is not a score"#
      )
      .description == #"warning: data/gathers.json: gathers[3].score: "x" is not a score"#)
  }

  /// A page named `ESC]0;pwned BEL.md` used to reach the terminal raw.
  @Test func controlCharactersInTheFileAndThePathAreShown() {
    let diagnostic = Diagnostic(
      .warning, file: "pages/\u{1B}]0;pwned\u{7}.md", position: "2:1", path: "col\u{9B}our",
      "unknown front matter key is ignored")
    #expect(
      diagnostic.description
        == #"warning: pages/\u{1B}]0;pwned\u{7}.md:2:1: col\u{9B}our: unknown front matter key is ignored"#
    )
  }

  @Test func aLongPathIsCut() {
    let key = String(repeating: "k", count: 5_000)
    let diagnostic = Diagnostic(
      .warning, file: "Templates/i18n/pl.yml", path: key,
      "is not a text of the theme; it is ignored")
    #expect(
      diagnostic.description
        == "warning: Templates/i18n/pl.yml: \(key.prefix(200))…: is not a text of the theme; it is ignored"
    )
  }
}
