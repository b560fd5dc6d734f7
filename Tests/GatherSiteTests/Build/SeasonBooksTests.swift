import Foundation
import Testing

@testable import GatherSite
@testable import GatherSiteCore

/// Season books in a built site: every season's PDF, linked from its season page and its
/// share text with its true number of pages and size; kept, not drawn again, while its
/// season says the same; and none with `seasonBooks: false`.
@Suite struct SeasonBooksTests {
  static func build(_ content: URL, into site: URL) async throws -> BuildSummary {
    try await SiteBuilder().build(TestSupport.options(content: content, output: site)).result.get()
  }

  static func append(_ line: String, to content: URL) throws {
    let settings = content.appendingPathComponent("site.yml")
    try (String(contentsOf: settings, encoding: .utf8) + "\n\(line)\n").write(
      to: settings, atomically: true, encoding: .utf8)
  }

  @Test func everySeasonPageLinksItsBookWithItsPagesAndSize() async throws {
    let root = try TestSupport.temporaryDirectory()
    let content = try TestSupport.copyOfFixtureLeague(in: root)
    let site = root.appendingPathComponent("_site")
    _ = try await Self.build(content, into: site)
    for season in ["2023", "2024"] {
      let book = site.appendingPathComponent("seasons/\(season)/season-\(season).pdf")
      let pdf = try Data(contentsOf: book)
      let pages = try #require(BookRenderer.pageCount(ofPDF: pdf))
      let size = "\((pdf.count + 999) / 1000) KB"
      let page = try TestSupport.read("seasons/\(season)/index.html", in: site)
      #expect(
        page.contains(
          "<a href=\"../../seasons/\(season)/season-\(season).pdf\">Season book (PDF, \(pages) pages, \(size))</a>"
        ))
      #expect(
        page.contains(
          "Season book (PDF, \(pages) pages, \(size)): https://league.example.org/fixture/seasons/\(season)/season-\(season).pdf\n"
        ))
      let text = try TestSupport.pdfText(book)
      #expect(text.contains("Season \(season)"))
      #expect(text.contains("Page \(pages) of \(pages)"))
    }
  }

  @Test func aBookIsKeptWhileItsSeasonSaysTheSame() async throws {
    let root = try TestSupport.temporaryDirectory()
    let content = try TestSupport.copyOfFixtureLeague(in: root)
    let site = root.appendingPathComponent("_site")
    _ = try await Self.build(content, into: site)
    let book = site.appendingPathComponent("seasons/2023/season-2023.pdf").path
    let before = try FileManager.default.attributesOfItem(atPath: book)
    let bytes = try Data(contentsOf: URL(fileURLWithPath: book))
    // The description is on every page, and in no book.
    let settings = content.appendingPathComponent("site.yml")
    try String(contentsOf: settings, encoding: .utf8).replacingOccurrences(
      of: "description: ", with: "description: Another. "
    ).write(to: settings, atomically: true, encoding: .utf8)
    let summary = try await Self.build(content, into: site)
    #expect(summary.report.written > 0)
    let after = try FileManager.default.attributesOfItem(atPath: book)
    #expect(after[.modificationDate] as? Date == before[.modificationDate] as? Date)
    // A setting the book shows draws it again, as a clean build does.
    try Self.append("bookPaper: letter", to: content)
    _ = try await Self.build(content, into: site)
    let redrawn = try Data(contentsOf: URL(fileURLWithPath: book))
    #expect(redrawn != bytes)
    let clean = root.appendingPathComponent("clean")
    _ = try await Self.build(content, into: clean)
    #expect(
      try Data(contentsOf: clean.appendingPathComponent("seasons/2023/season-2023.pdf"))
        == redrawn)
  }

  @Test func noBooksWhenTheSettingsSaySo() async throws {
    let root = try TestSupport.temporaryDirectory()
    let content = try TestSupport.copyOfFixtureLeague(in: root)
    try Self.append("seasonBooks: false", to: content)
    let site = root.appendingPathComponent("_site")
    _ = try await Self.build(content, into: site)
    let files = try TestSupport.files(under: site)
    #expect(!files.keys.contains { $0.hasSuffix(".pdf") })
    #expect(try !TestSupport.read("seasons/2023/index.html", in: site).contains("Season book"))
  }
}
