import Testing

@testable import GatherSiteCore

@Suite struct EscapingTests {
  let hostile = "*Zoë* <b>Ana</b> [x](javascript:alert(1))"

  @Test func markdownEscapedTextShowsLiterally() {
    let html = CommonMark.html("Player: \(MarkdownContentType.escape(hostile))", allowRawHTML: true)
    #expect(html == "<p>Player: *Zoë* &lt;b&gt;Ana&lt;/b&gt; [x](javascript:alert(1))</p>\n")
  }

  @Test func escapedTextCannotStartABlock() {
    for text in [
      "# heading", "- item", "1. item", "    code", "> quote", "<div>", "---", "{{x}}", "a\nb",
      "\\*",
    ] {
      let html = CommonMark.html(MarkdownContentType.escape(text), allowRawHTML: true)
      #expect(html.hasPrefix("<p>"), "\(text) became \(html)")
    }
  }

  @Test func textWithNothingToEscapeIsKeptAsItIs() {
    #expect(HTMLEscapingContentType.escape("Zoë Martin · Striker") == "Zoë Martin · Striker")
    #expect(MarkdownContentType.escape("Zoë Martin · Striker") == "Zoë Martin · Striker")
    // A lone C1 control or a leading space still counts.
    #expect(HTMLEscapingContentType.escape("Zoë\u{85}") == "Zoë ")
    #expect(MarkdownContentType.escape("Zoë\u{9F}x") == "Zoë x")
    #expect(MarkdownContentType.escape(" Zoë") == "&#32;Zoë")
  }

  @Test func htmlEscaping() {
    #expect(
      HTMLEscapingContentType.escape(#"<a href="x">'&'</a>"#)
        == "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;")
    #expect(HTMLEscapingContentType.escape("a\nb") == "a b")
    #expect(
      HTMLEscapingContentType.escape("a\u{85}b\u{0}c\u{A0}é\u{202E}") == "a b c\u{A0}é\u{202E}")
    #expect(MarkdownContentType.escape("\u{85}Zoë_1") == "&#32;Zoë\\_1")
  }

  /// Every character up to U+00FF, between letters: each control character (C0, DEL and
  /// C1) becomes a space, the five HTML specials become references, the rest stays.
  @Test func htmlEscapingOfEveryCharacterUpToU00FF() {
    let references: [Unicode.Scalar: String] = [
      "&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&#39;",
    ]
    for value in UInt32(0)...0xFF {
      let scalar = Unicode.Scalar(value)!
      let isControl = value < 0x20 || (0x7F...0x9F).contains(value)
      let expected = isControl ? " " : references[scalar] ?? String(scalar)
      #expect(HTMLEscapingContentType.escape("a\(scalar)b") == "a\(expected)b", "U+\(value)")
    }
  }

  /// Every character up to U+00FF, first and between letters: each control character
  /// becomes a space (`&#32;` first, as a leading space does), ASCII punctuation gets a
  /// backslash, the rest stays.
  @Test func markdownEscapingOfEveryCharacterUpToU00FF() {
    let punctuation = Set(##"!"#$%&'()*+,-./:;<=>?@[\]^_`{|}~"##.unicodeScalars)
    for value in UInt32(0)...0xFF {
      let scalar = Unicode.Scalar(value)!
      let isControl = value < 0x20 || (0x7F...0x9F).contains(value)
      let inside = isControl ? " " : punctuation.contains(scalar) ? "\\\(scalar)" : "\(scalar)"
      #expect(MarkdownContentType.escape("a\(scalar)b") == "a\(inside)b", "U+\(value)")
      let first = isControl || scalar == " " ? "&#32;" : inside
      #expect(MarkdownContentType.escape("\(scalar)b") == "\(first)b", "U+\(value) first")
    }
  }

  @Test func organisersRawHTMLIsOmittedUnlessAllowed() {
    #expect(
      CommonMark.html("Hi <b>there</b>", allowRawHTML: false)
        == "<p>Hi <!-- raw HTML omitted -->there<!-- raw HTML omitted --></p>\n")
    #expect(CommonMark.html("Hi <b>there</b>", allowRawHTML: true) == "<p>Hi <b>there</b></p>\n")
    #expect(
      CommonMark.html("[x](javascript:alert(1))", allowRawHTML: false)
        == "<p><a href=\"\">x</a></p>\n")
  }
}
