import Foundation
import Testing

@testable import GatherSiteCore

@Suite struct TextCleanerTests {
  @Test func singleLineCollapsesSpacesAndControls() {
    #expect(TextCleaner.singleLine("  Ana\n\tLima\u{7}  ") == "Ana Lima")
  }

  /// Trimmed as Foundation trims `.whitespaces`, over texts of spaces of every kind, line
  /// breaks (which stay), combining marks and letters.
  @Test func trimsSpacesAsFoundationDoes() {
    let alphabet: [Unicode.Scalar] = [
      " ", "\t", "\n", "\r", "\u{A0}", "\u{1680}", "\u{2003}", "\u{200A}", "\u{200B}",
      "\u{202F}", "\u{205F}", "\u{3000}", "\u{85}", "\u{2028}", "\u{301}", "a", "é", "3", "-",
      "\u{1F600}",
    ]
    var texts = ["", " ", "\t \u{3000}", "a", " 3 ", "\u{A0}Ana\u{A0}", " \u{301}x \u{301}"]
    // Every scalar of the Basic Multilingual Plane (where all of them are), at both ends.
    texts += (0..<0x1_0000).compactMap(Unicode.Scalar.init).map { "\($0)x\($0)" }
    texts += TestSupport.randomTexts(2000, of: alphabet, maximumLength: 6, seed: 3)
    for text in texts {
      let expected = text.trimmingCharacters(in: .whitespaces)
      #expect(TextCleaner.trimmingSpaces(text) == expected, "\(Array(text.unicodeScalars))")
      #expect(TextCleaner.trimmingSpaces(text[...]) == expected)
    }
  }
}
