import Foundation
import Testing

@testable import GatherSiteCore

@Suite struct CardRendererTests {
  /// A card is a 1200×630 RGB PNG, whole: its signature, header and end. (What it says is
  /// tested on its view model.)
  @Test func drawsA1200By630PNG() throws {
    let card = ShareCardViewModel(
      kicker: "Fixture League", title: "Ζωή Марина محمد Zoë <b>", lines: ["1. x", "\u{0}"],
      marks: [.init(letter: "W", result: "win")], footer: "league.example.org", alt: "")
    let png = try #require(CardRenderer.png(card))
    let bytes = [UInt8](png)
    #expect(bytes.prefix(8) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    #expect(Array(bytes[12..<16]) == Array("IHDR".utf8))
    func word(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
    #expect(word(16) == 1200)
    #expect(word(20) == 630)
    // 8 bits a channel, RGB.
    #expect(bytes[24] == 8)
    #expect(bytes[25] == 2)
    #expect(Array(bytes.suffix(8).prefix(4)) == Array("IEND".utf8))
  }
}
