import Testing

@testable import FastView
@testable import GatherSiteCore

/// Text written into `HTMLBytes` is escaped by the HTML rule, written out here: a control
/// character (C0, DEL, C1) becomes a space, the five HTML specials become references, and
/// everything else stays as it is; and so as the core's `HTMLEscapingContentType` escapes it.
@Suite struct HTMLBytesTests {
  /// The rule, independently of the escapers.
  static func escaped(_ text: String) -> String {
    let references: [Unicode.Scalar: String] = [
      "&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&#39;",
    ]
    return text.unicodeScalars.map { scalar in
      let value = scalar.value
      if value < 0x20 || (0x7F...0x9F).contains(value) { return " " }
      return references[scalar] ?? String(scalar)
    }.joined()
  }

  static let alphabet: [Unicode.Scalar] = [
    "a", "Z", " ", "&", "<", ">", "\"", "'", "\n", "\t", "\u{0}", "\u{1F}", "\u{7F}", "\u{80}",
    "\u{85}", "\u{9F}", "\u{A0}", "\u{A2}", "\u{BF}", "é", "Ζ", "\u{200B}", "\u{1F600}", "–",
  ]

  @Test func escapesByTheRuleAsTheCoreDoes() {
    var texts = ["", "plain", "<script>alert('x')</script>", "Tom & \"Jerry\"", "a\u{85}b\u{A2}c"]
    texts += TestSupport.randomTexts(3000, of: Self.alphabet, maximumLength: 12, seed: 5)
    for text in texts {
      var bytes = HTMLBytes(capacity: 1)
      bytes.append("<p>")
      bytes.appendEscaped(text)
      bytes.append("</p>")
      let expected = "<p>" + Self.escaped(text) + "</p>"
      let found = String(decoding: bytes.bytes, as: UTF8.self)
      #expect(found == expected, "\(Array(text.unicodeScalars))")
      #expect(found == "<p>" + HTMLEscapingContentType.escape(text) + "</p>")
    }
  }

  @Test func growsToHoldLongText() {
    var bytes = HTMLBytes(capacity: 1)
    let long = String(repeating: "<é>", count: 10_000)
    bytes.appendEscaped(long)
    #expect(bytes.bytes == Array(Self.escaped(long).utf8))
  }
}
