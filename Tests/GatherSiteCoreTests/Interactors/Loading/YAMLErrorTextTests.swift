import Foundation
import Testing

@testable import GatherSiteCore

/// YAML errors in our own words: the problem, the right line and column, and at most an
/// excerpt of the line.
@Suite struct YAMLErrorTextTests {
  func settingsMessages(_ text: String) -> [String] {
    var diagnostics = Diagnostics()
    _ = SiteConfigLoader().load(text, into: &diagnostics)
    return diagnostics.all.map(\.description)
  }

  /// The whole 80 KB line used to be echoed.
  @Test func anErrorOnAnEightyKilobyteLineQuotesAnExcerpt() throws {
    let long = String(repeating: "x", count: 80_000)
    let messages = settingsMessages("title: ok\ndescription: \(long): y\n")
    // 80 characters before the column, the 3 from it to the end, then more before: 198.
    let excerpt = String(repeating: "x", count: 195)
    #expect(
      messages == [
        "error: site.yml:2:80014: invalid YAML: mapping values are not allowed in this context: \"…\(excerpt): y\""
      ])
    #expect(try #require(messages.first).count < 300)
  }

  @Test func theExcerptIsAtMostTwoHundredCharactersAroundTheColumn() {
    let line = (0..<2_000).map { String($0 % 10) }.joined()
    let excerpt = YAMLErrorText.excerpt(of: "a\n\(line)\n", line: 2, column: 1_001)
    // 80 characters before the column, the rest after, a `…` at either end, in quotes.
    let digits = (920..<1_118).map { String($0 % 10) }.joined()
    #expect(excerpt == "\"…\(digits)…\"")
    #expect(YAMLErrorText.excerpt(of: "a\n  \nb", line: 2, column: 1) == nil)
    #expect(YAMLErrorText.excerpt(of: "a\r\nb\rc", line: 3, column: 1) == "\"c\"")
  }

  /// Yams placed a duplicate key at the first of the two (and echoed the whole file).
  @Test func aDuplicateKeyIsPlacedAtTheDuplicate() {
    let keys = (0..<20_000).map { "k\($0): v\n" }.joined()
    #expect(
      settingsMessages(keys + "k5: again\n") == [
        #"error: site.yml:20001:1: invalid YAML: duplicate key "k5" (the first is at 6:1)"#
      ])
    var diagnostics = Diagnostics()
    _ = FrontMatter.parse(
      "---\ntitle: A\nmenu:\n  a: 1\n  a: 2\n---\nBody\n", file: "pages/a.md", into: &diagnostics)
    #expect(
      diagnostics.all.map(\.description) == [
        #"error: pages/a.md:5:3: invalid front matter: duplicate key "a" (the first is at 4:3)"#
      ])
  }

  /// A front matter's lines are counted from the file's first, the opening `---`.
  @Test func aFrontMatterErrorHasTheLineOfThePage() {
    var diagnostics = Diagnostics()
    _ = FrontMatter.parse(
      "---\ntitle: About\nmenu: [1\n---\nBody\n", file: "pages/about.md", into: &diagnostics)
    #expect(
      diagnostics.all.map(\.description) == [
        #"error: pages/about.md:4:1: invalid front matter: did not find expected ',' or ']' (while parsing a flow sequence at 3:7: "menu: [1")"#
      ])
  }

  /// A control character is refused by libyaml; the excerpt shows it escaped.
  @Test func aControlCharacterIsShownEscapedInTheExcerpt() {
    #expect(
      settingsMessages("title: a\u{1B}]0;pwned\u{7}\n") == [
        #"error: site.yml:1:9: invalid YAML: control characters are not allowed (U+001B): "title: a\u{1B}]0;pwned\u{7}""#
      ])
  }

  @Test func aSecondDocumentIsAnError() {
    #expect(
      settingsMessages("title: a\n---\ntitle: b\n") == [
        #"error: site.yml:2:1: invalid YAML: found a second document; a single one is expected: "---""#
      ])
  }
}
