import Testing

@testable import GatherSiteCore

@Suite struct PrintableTextTests {
  @Test func controlCharactersAreShownAndTheRestKept() {
    #expect(
      PrintableText.escaped("pages/\u{1B}]0;pwned\u{7}.md") == #"pages/\u{1B}]0;pwned\u{7}.md"#)
    #expect(
      PrintableText.escaped("a\u{7F}b\u{9B}c\u{202E}d\ne\tf") == #"a\u{7F}b\u{9B}c\u{202E}d\ne\tf"#)
    #expect(PrintableText.escaped(#"pages/Ünïcödé "Page" \.md"#) == #"pages/Ünïcödé "Page" \.md"#)
  }

  @Test func aLimitCutsWithAnEllipsis() {
    #expect(PrintableText.escaped("abcdef", limit: 3) == "abc…")
    #expect(PrintableText.escaped("abc", limit: 3) == "abc")
    #expect(PrintableText.escaped("\u{1B}bc\u{1B}", limit: 3) == #"\u{1B}bc…"#)
  }

  @Test func quotableTextEscapesQuotesToo() {
    #expect(PrintableText.quotable(#"a"b\c"#.unicodeScalars) == #"a\"b\\c"#)
    #expect(PrintableText.width("\u{1B}") == 6 && PrintableText.width("\"") == 2)
  }
}
