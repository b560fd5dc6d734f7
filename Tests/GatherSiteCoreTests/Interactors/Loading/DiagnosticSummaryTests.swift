import Testing

@testable import GatherSiteCore

@Suite struct DiagnosticSummaryTests {
  static func unknownKeys(_ count: Int, file: String = "Templates/i18n/pl.yml") -> [Diagnostic] {
    (0..<count).map {
      Diagnostic(.warning, file: file, path: "k\($0)", "is not a text of the theme; it is ignored")
    }
  }

  /// A 50 MB catalogue of unknown keys used to print 943,695 lines.
  @Test func tenThousandOfAKindPrintTwentyAndACount() {
    let lines = DiagnosticSummary.lines(Self.unknownKeys(10_000))
    #expect(lines.count == 21)
    #expect(
      lines[19] == "warning: Templates/i18n/pl.yml: k19: is not a text of the theme; it is ignored")
    #expect(
      lines[20]
        == "warning: Templates/i18n/pl.yml: and 9,980 more warnings (is not a text of the theme; it is ignored)"
    )
  }

  @Test func underStrictEachIsAnError() {
    let lines = DiagnosticSummary.lines(Self.unknownKeys(22), strict: true)
    #expect(lines.count == 21)
    #expect(
      lines[0] == "error: Templates/i18n/pl.yml: k0: is not a text of the theme; it is ignored")
    #expect(
      lines[20]
        == "error: Templates/i18n/pl.yml: and 2 more errors (is not a text of the theme; it is ignored)"
    )
  }

  /// Kinds are counted per file and per message, quoted values and numbers left out; the
  /// count of a kind goes where its 21st line would have been.
  @Test func eachKindOfEachFileIsCountedApart() {
    let settings = (0..<22).map {
      Diagnostic(
        .warning, file: "site.yml", position: "\($0 + 1):1", path: "k\($0)",
        "unknown setting \(JSONValue.quote("k\($0)")) is ignored")
    }
    let diagnostics =
      Self.unknownKeys(21) + Self.unknownKeys(20, file: "Templates/i18n/de.yml") + settings
      + [Diagnostic(.error, file: "site.yml", "is broken")]
    let lines = DiagnosticSummary.lines(diagnostics)
    #expect(lines.count == 20 + 1 + 20 + 20 + 1 + 1)
    #expect(
      lines[20]
        == "warning: Templates/i18n/pl.yml: and 1 more warning (is not a text of the theme; it is ignored)"
    )
    #expect(lines[60] == #"warning: site.yml:20:1: k19: unknown setting "k19" is ignored"#)
    #expect(
      lines[61] == #"warning: site.yml: and 2 more warnings (unknown setting "…" is ignored)"#)
    #expect(lines[62] == "error: site.yml: is broken")
  }

  @Test func fewDiagnosticsAreTheirDescriptions() {
    let diagnostics = Self.unknownKeys(20)
    #expect(DiagnosticSummary.lines(diagnostics) == diagnostics.map(\.description))
    #expect(
      DiagnosticSummary.kindText(#"12 is listed twice (also "a\"b" 7)"#)
        == #"… is listed twice (also "…" …)"#)
  }
}
