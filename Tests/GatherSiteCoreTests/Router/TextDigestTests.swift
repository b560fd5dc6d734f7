import Testing

@testable import GatherSiteCore

/// A card's file name carries the SHA-256 of its texts, each after its length.
@Suite struct TextDigestTests {
  @Test func theDigestIsTheStartOfTheSHA256OfTheTexts() {
    // hashlib.sha256(b"".join(pack("<Q", len(t)) + t for t in texts)).hexdigest()[:16],
    // each text in UTF-8
    #expect(TextDigest.hex(["Ana", "Öl – 3:2", ""]) == "853a9148657cb6e3")
  }

  @Test func textsDoNotRunTogether() {
    #expect(TextDigest.hex(["ab", "c"]) != TextDigest.hex(["a", "bc"]))
    #expect(TextDigest.hex(["a"]) != TextDigest.hex(["a", ""]))
  }
}
