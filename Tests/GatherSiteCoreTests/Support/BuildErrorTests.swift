import Testing

@testable import GatherSiteCore

@Suite struct BuildErrorTests {
  /// A static file or page named with ESC and BEL must not retitle the terminal.
  @Test func controlCharactersInPathsAreShown() {
    let name = "static/\u{1B}]0;pwned\u{7}.txt"
    #expect(
      BuildError.conflict(path: "a\u{1B}.txt", first: name, second: "pages/b.md").description
        == #"a\u{1B}.txt would be written by both static/\u{1B}]0;pwned\u{7}.txt and pages/b.md"#)
    #expect(
      BuildError.output(path: name, message: "No space left on device").description
        == #"cannot write static/\u{1B}]0;pwned\u{7}.txt: No space left on device"#)
    #expect(
      BuildError.template(file: "a\u{7}.mustache", message: "x\u{9B}").description
        == #"template a\u{7}.mustache: x\u{9B}"#)
    #expect(
      BuildError.unsafeOutput("output /tmp/\u{1B}c exists and is not a directory").description
        == #"output /tmp/\u{1B}c exists and is not a directory"#)
  }
}
