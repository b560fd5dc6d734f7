import Foundation
import Testing

@testable import GatherSite
@testable import GatherSiteCore

/// The sample site built in each bundled language shows no English label: the visible text
/// of every page (text, `title` and `aria-label`), without the organiser's own texts, holds
/// none of the English catalogue's texts that the language writes otherwise. Dates and
/// numbers are in the language's format.
@Suite struct SiteLanguageTests {
  static let sample = TestSupport.repository.appendingPathComponent("Content")
  static let theme = try! Theme.load(overriding: nil)
  /// Abbreviations and signs several languages share with English.
  static let shared: Set<String> = ["Pts", "GF", "GD", "GA", "Pos", "± σ", "Brier"]
  /// Words each language writes as English does (checked by reading the catalogues).
  static let sameWords: [String: Set<String>] = [
    "pt-BR": ["Rating", "Rating (μ − 3σ", "Site", "site", "rating", "chance"],
    "de": ["Amateur", "Form", "Position", "Status", "Team", "Team A", "Team B"],
    "es": ["DEF", "Provisional"],
    "fr": [
      "Amateur", "DEF", "Date", "Match", "Points", "Record", "Records", "Site", "site", "match",
      "date",
      "1 match", "score", "chance", "Champion", "points", "Notes", "Page", "pages",
    ],
    "it": ["Home", "Record"],
    "nl": [
      "Amateur", "Beginner", "MID", "Rating", "Rating (μ − 3σ", "Ratings", "Records", "Site",
      "site", "Status", "Team", "Team A", "Team B", "top 10", "rating", "won", "team", "score",
      "assists", "Assists",
    ],
  ]

  /// The literal runs of every English text (what is left between its `{names}`).
  static func englishPieces() throws -> Set<String> {
    var diagnostics = Diagnostics()
    let english = try #require(
      WordingLoader(builtIn: theme.catalogues, site: [:], siteFolder: "Templates")
        .wording(language: "en", into: &diagnostics))
    var pieces = Set<String>()
    for phrase in Phrase.allCases
    where !phrase.rawValue.hasPrefix("dates.") || phrase == .datesUnknown || phrase == .datesUndated
    {
      for form in [english[phrase], english.count(phrase, 1)] {
        for piece in form.split(separator: "{").map({ $0.split(separator: "}").last ?? "" }) {
          let text = piece.trimmingCharacters(in: .whitespaces.union(.punctuationCharacters))
          if text.count >= 3, text.contains(where: \.isLetter) { pieces.insert(text) }
        }
      }
    }
    return pieces
  }

  /// The visible text of a page: text nodes and `title` and `aria-label` attributes, with
  /// the write-up (the organiser's) left out.
  static func visibleText(_ html: String) -> String {
    var page = html
    for pattern in [
      "<section class=\"write-up\"[\\s\\S]*?</section>", "<head>[\\s\\S]*?</head>",
    ] {
      page = page.replacingOccurrences(of: pattern, with: " ", options: .regularExpression)
    }
    var text = ""
    let attributes = try! NSRegularExpression(pattern: "(?:title|aria-label)=\"([^\"]*)\"")
    for match in attributes.matches(in: page, range: NSRange(page.startIndex..., in: page)) {
      text += " " + (page as NSString).substring(with: match.range(at: 1)) + " "
    }
    text += page.replacingOccurrences(of: "<[^>]*>", with: " ", options: .regularExpression)
    for (entity, character) in [
      ("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&amp;", "&"),
    ] {
      text = text.replacingOccurrences(of: entity, with: character)
    }
    return text
  }

  /// Whether `text` holds `piece` as whole words.
  static func holds(_ text: String, _ piece: String) -> Bool {
    var rest = text[...]
    while let range = rest.range(of: piece) {
      let before =
        range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
      let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
      if !(before?.isLetter ?? false) && !(after?.isLetter ?? false) { return true }
      rest = text[range.upperBound...]
    }
    return false
  }

  @Test(arguments: ["pt-BR", "de", "es", "fr", "it", "nl"])
  func noEnglishLabelIsLeft(_ language: String) async throws {
    // The sample, and the fixture league (empty tables, an unfinished match, hostile names).
    try await check(language, Self.sample)
    try await check(language, TestSupport.fixtureLeague)
  }

  private func check(_ language: String, _ sample: URL) async throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let content = root.appendingPathComponent("Content")
    try FileManager.default.copyItem(at: sample, to: content)
    let settings = content.appendingPathComponent("site.yml")
    try (String(contentsOf: settings, encoding: .utf8) + "\nlanguage: \(language)\n").write(
      to: settings, atomically: true, encoding: .utf8)
    let site = root.appendingPathComponent("_site")
    _ = try await SiteBuilder().build(TestSupport.options(content: content, output: site)).result
      .get()

    var diagnostics = Diagnostics()
    let input = ContentLoader(contentDirectory: content).load(into: &diagnostics)
    // The organiser's texts (the site's title and description, the pages' titles, the
    // players' names) and the program's name.
    let organisers =
      [input.config.title, input.config.description, "Gather Site"]
      + input.pages.compactMap(\.title) + input.league.players.values.map(\.name)
    let allowed = Self.shared.union(Self.sameWords[language] ?? [])
    let pieces = try Self.englishPieces().filter { !allowed.contains($0) }
    let router = Router(league: input.league, config: input.config, pages: input.pages)
    let customPages = Set(input.pages.map { router.outputPath(.page(name: $0.name)) })
    let files = try #require(FileManager.default.subpaths(atPath: site.path))
      .filter { $0.hasSuffix(".html") && !customPages.contains($0) }
    #expect(files.count > 10)
    var commaPercent = false
    for file in files {
      let html = try String(contentsOf: site.appendingPathComponent(file), encoding: .utf8)
      #expect(html.contains("<html lang=\"\(language)\">"), "\(file)")
      // Addresses (the group-chat text ends with the page's) are no language's words.
      var text = Self.visibleText(html).replacingOccurrences(
        of: "https?://\\S+", with: " ", options: .regularExpression)
      for own in organisers.sorted(by: { $0.count > $1.count }) {
        text = text.replacingOccurrences(of: own, with: " ")
      }
      for piece in pieces where Self.holds(text, piece) {
        Issue.record("\(language): \(file) shows the English \"\(piece)\"")
      }
      #expect(
        text.range(of: "[0-9]\\.[0-9]\\s?%", options: .regularExpression) == nil,
        "\(language): \(file) has an English percentage")
      commaPercent =
        commaPercent || text.range(of: "[0-9],[0-9]\\s?%", options: .regularExpression) != nil
    }
    #expect(commaPercent, "\(language): no percentage with a decimal comma")
    let home = try TestSupport.read("index.html", in: site)
    let locale = language.replacingOccurrences(of: "-", with: "_")
    #expect(
      home.contains("<meta property=\"og:locale\" content=\"\(locale.count == 2 ? "" : locale)"))
  }

  /// The data files are for tools: byte for byte the same in every language. The CSV
  /// files, read by people, take the language's headers.
  @Test func dataFilesAreTheSameInEveryLanguage() async throws {
    func data(_ language: String) async throws -> [String: Data] {
      let root = try TestSupport.temporaryDirectory()
      defer { try? FileManager.default.removeItem(at: root) }
      let content = root.appendingPathComponent("Content")
      try FileManager.default.copyItem(at: Self.sample, to: content)
      let settings = content.appendingPathComponent("site.yml")
      try (String(contentsOf: settings, encoding: .utf8) + "\nlanguage: \(language)\n").write(
        to: settings, atomically: true, encoding: .utf8)
      let site = root.appendingPathComponent("_site")
      _ = try await SiteBuilder().build(TestSupport.options(content: content, output: site)).result
        .get()
      var files: [String: Data] = [:]
      for path in try #require(FileManager.default.subpaths(atPath: site.path))
      where path.hasPrefix("data/") && !path.hasSuffix("/") {
        files[path] = FileManager.default.contents(
          atPath: site.appendingPathComponent(path).path)
      }
      return files
    }
    let english = try await data("en")
    #expect(english.keys.contains("data/ratings.json"))
    for language in ["pt-BR", "de", "fr"] {
      let other = try await data(language)
      #expect(Set(other.keys) == Set(english.keys))
      for (path, bytes) in english where path.hasSuffix(".json") {
        #expect(other[path] == bytes, "\(language): \(path)")
      }
      let csv = String(decoding: try #require(other["data/standings.csv"]), as: UTF8.self)
      #expect(!csv.hasPrefix("position,playerId,name"), "\(language)")
    }
  }
}
