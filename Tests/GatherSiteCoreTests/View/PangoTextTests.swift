import Testing

@testable import GatherSiteCore

/// The texts the cards and the books set have their control characters shown as spaces,
/// and nothing else changed.
@Suite struct PangoTextTests {
  @Test func controlCharactersBecomeSpacesAndNothingElseChanges() {
    // C0 controls, DEL and the C1 controls (U+0080 to U+009F, 0xC2 0x80 to 0xC2 0x9F),
    // each alone in a text.
    for control in ["\t", "\n", "\u{1F}", "\u{7F}", "\u{80}", "\u{85}", "\u{9F}"] {
      #expect(PangoText.clean("A · \(control)B") == "A ·  B", "\(control.unicodeScalars)")
    }
    // Characters whose UTF-8 starts as a C1 control's does (0xC2), and others, stay.
    for plain in [
      "Team A 2–3 Team B · 31 Aug 2005", "12\u{A0}mai", "\u{A0}\u{A9}\u{BF}", "¿Sí?", "Zoë",
      "",
    ] {
      #expect(PangoText.clean(plain) == plain, "\(plain)")
    }
  }
}
