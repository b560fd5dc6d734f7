import Foundation
import Yams

/// Everything a build reads from the content directory, checked.
public struct SiteInput: Sendable {
  public var config: SiteConfig
  public var league: League
  public var pages: [ContentPage]
  /// Organisers' write-ups by index into `league.gathers`.
  public var writeUps: [Int: ContentPage]
  /// Files under `static/`, by their path in the site.
  public var staticFiles: [String: URL]
}

/// Reads `site.yml`, the two exports, the Markdown pages and write-ups and the static files.
public struct ContentLoader: Sendable {
  public let contentDirectory: URL
  /// How the exports' rows are read: `JSONDecoder`, or a faster reader held equal to it.
  public let rows: ExportRowReader
  /// How a match photo's size is read (the build's reads with libvips).
  public let images: ImageReader

  public init(
    contentDirectory: URL, rows: ExportRowReader = .decoder, images: ImageReader = .none
  ) {
    self.contentDirectory = contentDirectory
    self.rows = rows
    self.images = images
  }

  /// The bytes of the two exports, `data/players.json` and `data/gathers.json` (`nil`
  /// where a file cannot be read), and the settings that say how to read them.
  public struct Exports: Sendable, Equatable {
    public var players: Data?
    public var gathers: Data?
    /// The placeholder ids of guests (`guests` in `site.yml`).
    public var guests: [Int] = []
    /// The site's time zone, in which a date without a time is that day.
    public var timeZone = TimeZone(identifier: "UTC")!

    public init(players: Data?, gathers: Data?, guests: [Int] = [], timeZone: TimeZone) {
      self.players = players
      self.gathers = gathers
      self.guests = guests
      self.timeZone = timeZone
    }
  }

  /// The league of the two exports, with what checking them found: the same exports always
  /// give the same league and the same diagnostics.
  public struct LoadedLeague: Sendable {
    public var league: League
    /// The row of each upper-cased gather id, when gathers.json could be read.
    var rowOfID: [String: Int]?
    /// Whether gathers.json was read without an error.
    var readWhole: Bool
    public var diagnostics: [Diagnostic]
  }

  public func load(into diagnostics: inout Diagnostics) -> SiteInput {
    load(into: &diagnostics, league: league(of:))
  }

  /// Loads the content, making the league of the exports with `makeLeague` (given
  /// `league(of:)`, or something that returns what it would).
  public func load(
    into diagnostics: inout Diagnostics, league makeLeague: (Exports) -> LoadedLeague
  ) -> SiteInput {
    let config = loadConfig(&diagnostics)
    let loaded = makeLeague(
      Exports(
        players: read("data/players.json").data, gathers: read("data/gathers.json").data,
        guests: config.guests, timeZone: config.timeZone))
    for diagnostic in loaded.diagnostics { diagnostics.append(diagnostic) }
    var league = loaded.league
    ShownNames.apply(config, to: &league, &diagnostics)
    if !config.seasonSettings.isEmpty {
      let calendar = SeasonCalendar(start: config.seasonStart, zone: config.timeZone)
      let seasons = Set(league.gathers.compactMap { $0.completedAt.map(calendar.season)?.name })
      for name in config.seasonSettings.keys.sorted() where !seasons.contains(name) {
        diagnostics.warning(
          "site.yml", "seasons.\(name)",
          "the league has no season \(JSONValue.quote(name)), so these settings are not used (its seasons are \(seasons.sorted().joined(separator: ", ")))"
        )
      }
    }
    let (rowOfID, gathersReadWhole) = (loaded.rowOfID, loaded.readWhole)
    let pages = markdownFiles(in: "pages").map { readPage($0, &diagnostics).page }
    let staticFiles = files(under: contentDirectory.appendingPathComponent("static"))
    // Write-ups are matched to gathers only when gathers.json could be read whole.
    let writeUps = loadWriteUps(
      league: &league, rowOfID: rowOfID, matching: gathersReadWhole, staticFiles: staticFiles,
      guests: Set(config.guests), &diagnostics)
    return SiteInput(
      config: config, league: league, pages: pages, writeUps: writeUps, staticFiles: staticFiles)
  }

  /// The league of the two exports, checked as a build checks them.
  public func league(of exports: Exports) -> LoadedLeague {
    var found = Diagnostics()
    let (league, rowOfID, readWhole) = loadLeague(
      ExportFile(name: "data/players.json", data: exports.players),
      ExportFile(name: "data/gathers.json", data: exports.gathers),
      guests: Set(exports.guests), timeZone: exports.timeZone, &found)
    return LoadedLeague(
      league: league, rowOfID: rowOfID, readWhole: readWhole, diagnostics: found.all)
  }

  /// The league of the two exports, `data/players.json` and `data/gathers.json`, checked
  /// as a build checks them with no guests and dates in UTC (the fuzz target runs this on
  /// arbitrary bytes).
  public func league(players: Data, gathers: Data, into diagnostics: inout Diagnostics) -> League {
    loadLeague(
      ExportFile(name: "data/players.json", data: players),
      ExportFile(name: "data/gathers.json", data: gathers), guests: [],
      timeZone: TimeZone(identifier: "UTC")!, &diagnostics
    ).league
  }

  /// The settings `site.yml` of text `yaml` gives, checked as a build checks them (the fuzz
  /// target runs this on arbitrary bytes).
  public func settings(_ yaml: String, into diagnostics: inout Diagnostics) -> SiteConfig {
    SiteConfigLoader().load(yaml, into: &diagnostics)
  }

  /// The league of the two exports, with the row of each upper-cased gather id when
  /// gathers.json could be read, and whether it was read without an error. A guest's id
  /// is no player's, even when players.json has a row for it.
  private func loadLeague(
    _ playersFile: ExportFile, _ gathersFile: ExportFile, guests: Set<Int>, timeZone: TimeZone,
    _ diagnostics: inout Diagnostics
  ) -> (league: League, rowOfID: [String: Int]?, readWhole: Bool) {
    var found = Diagnostics()
    var players =
      readJSON(playersFile, as: PlayerRow.self, faster: rows.players, &found).map {
        PlayersLoader(file: playersFile.name).load($0, into: &found)
      } ?? [:]
    for guest in guests { players[guest] = nil }
    let playerDiagnostics = found.all
    for diagnostic in playerDiagnostics { diagnostics.append(diagnostic) }
    // With errors in players.json, references to players are not checked: they would only
    // repeat those errors as "deleted players".
    let loader = GathersLoader(
      file: gathersFile.name,
      players: playerDiagnostics.contains { $0.severity == .error } ? nil : players,
      guests: guests, timeZone: timeZone)
    var gatherDiagnostics = Diagnostics()
    var gathers: [Gather] = []
    var rowOfID: [String: Int]?
    if let document = readJSON(
      gathersFile, as: GatherRow.self, faster: rows.gathers, &gatherDiagnostics)
    {
      (gathers, rowOfID) = loader.loadWithIDs(document, into: &gatherDiagnostics)
    }
    for diagnostic in gatherDiagnostics.all { diagnostics.append(diagnostic) }
    return (
      League(players: players, gathers: consume gathers), rowOfID,
      gatherDiagnostics.errors.isEmpty
    )
  }

  private func loadConfig(_ diagnostics: inout Diagnostics)
    -> SiteConfig
  {
    let url = contentDirectory.appendingPathComponent("site.yml")
    guard FileManager.default.fileExists(atPath: url.path) else {
      diagnostics.warning("site.yml", nil, "not found; using the default settings")
      return SiteConfig()
    }
    let input = BoundedYAML.Input.settings
    var data: Data?
    switch BoundedFile.read(url.path, limit: input.maximumBytes) {
    case .whole(let whole): data = whole
    case .tooLarge(let size):
      diagnostics.error("site.yml", nil, input.tooLarge(size))
      return SiteConfig()
    case nil: data = nil
    }
    guard let data, let text = String(data: data, encoding: .utf8) else {
      diagnostics.error("site.yml", nil, "cannot be read as UTF-8 text")
      return SiteConfig()
    }
    return SiteConfigLoader().load(text, into: &diagnostics)
  }

  /// An export file's name and bytes (`nil` when it cannot be read).
  struct ExportFile {
    var name: String
    var data: Data?
  }

  private func read(_ file: String) -> ExportFile {
    ExportFile(
      name: file,
      data: FileManager.default.contents(atPath: contentDirectory.appendingPathComponent(file).path)
    )
  }

  private func readJSON<Row>(
    _ file: ExportFile, as row: Row.Type, faster: (Data) -> [Lenient<Row>]?,
    _ diagnostics: inout Diagnostics
  ) -> ExportDocument<Row>? {
    guard let data = file.data else {
      let path = contentDirectory.appendingPathComponent(file.name).path
      let exists = FileManager.default.fileExists(atPath: path)
      diagnostics.error(
        file.name, nil, exists ? "cannot be read" : "not found in \(contentDirectory.path)")
      return nil
    }
    switch JSONDocumentReader.read(data, file: file.name, as: Row.self, faster: faster) {
    case .success(let value): return value
    case .failure(let diagnostic):
      diagnostics.append(diagnostic)
      return nil
    }
  }

  private func markdownFiles(in folder: String) -> [String] {
    let url = contentDirectory.appendingPathComponent(folder)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
    return names.filter { $0.hasSuffix(".md") && !$0.hasPrefix(".") }.sorted().map {
      "\(folder)/\($0)"
    }
  }

  /// The page of `file`, and its front matter's fields among `detailKeys` (a write-up's
  /// match details), which are not reported as unknown.
  private func readPage(
    _ file: String, detailKeys: Set<String> = [], _ diagnostics: inout Diagnostics
  ) -> (page: ContentPage, details: [String: Node]) {
    let name = String(SitePath.name(file).dropLast(3))
    guard
      let data = FileManager.default.contents(
        atPath: contentDirectory.appendingPathComponent(file).path),
      let text = String(data: data, encoding: .utf8)
    else {
      diagnostics.error(file, nil, "cannot be read as UTF-8 text")
      return (ContentPage(name: name, sourcePath: file, markdown: ""), [:])
    }
    let matter = FrontMatter.parse(text, file: file, into: &diagnostics)
    var page = ContentPage(name: name, sourcePath: file, markdown: matter.body)
    var details: [String: Node] = [:]
    for (key, value) in matter.fields.sorted(by: { $0.key < $1.key }) {
      if detailKeys.contains(key) {
        details[key] = value
        continue
      }
      // A field given as null is absent.
      if ["title", "description", "menu"].contains(key), YAMLValue.isNull(value) { continue }
      switch key {
      case "title": page.title = value.string.map(TextCleaner.singleLine)
      case "description": page.description = value.string.map(TextCleaner.singleLine)
      case "menu":
        if let order = YAMLValue.integer(value) {
          page.menuOrder = order
        } else {
          diagnostics.warning(
            file, "menu",
            "\(JSONValue.quote(value.scalar?.string ?? "")) is not a whole number; the page is left out of the menu"
          )
        }
      default:
        diagnostics.warning(file, key, "unknown front matter key is ignored")
      }
    }
    return (page, details)
  }

  /// Write-ups by index into `league.gathers`, their match details checked into
  /// `league.details`; `rowOfID`, when known, gives the row of each upper-cased gather id (a
  /// large archive's ids are not upper-cased twice).
  private func loadWriteUps(
    league: inout League, rowOfID: [String: Int]?, matching: Bool,
    staticFiles: [String: URL], guests: Set<Int>, _ diagnostics: inout Diagnostics
  ) -> [Int: ContentPage] {
    let files = markdownFiles(in: "matches")
    guard !files.isEmpty else { return [:] }
    // Gathers are in play order, rows in file order.
    let rows =
      rowOfID
      ?? Dictionary(
        league.gathers.map { ($0.id.uppercased(), $0.fileIndex) }, uniquingKeysWith: min)
    var indexOfRow: [Int: Int] = [:]
    var writeUps: [Int: ContentPage] = [:]
    for file in files {
      let (page, fields) = readPage(file, detailKeys: MatchDetailsLoader.keys, &diagnostics)
      guard let row = rows[page.name.uppercased()] else {
        guard matching else { continue }
        diagnostics.warning(
          file, nil,
          "\(JSONValue.quote(page.name)) is not the id of a gather in data/gathers.json; ignored")
        continue
      }
      if indexOfRow.isEmpty {
        indexOfRow = Dictionary(
          league.gathers.indices.map { (league.gathers[$0].fileIndex, $0) },
          uniquingKeysWith: min)
      }
      guard let index = indexOfRow[row] else { continue }
      writeUps[index] = page
      league.details[index] = MatchDetailsLoader(file: file, guests: guests, images: images).load(
        fields, gather: league.gathers[index], staticFiles: staticFiles, &diagnostics)
    }
    return writeUps
  }

  /// Regular files below `directory`, keyed by their relative path; links are not followed.
  func files(under directory: URL) -> [String: URL] {
    guard let enumerator = FileManager.default.enumerator(atPath: directory.path) else {
      return [:]
    }
    var files: [String: URL] = [:]
    for case let relative as String in enumerator {
      let url = directory.appendingPathComponent(relative)
      let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
      if attributes?[.type] as? FileAttributeType == .typeRegular { files[relative] = url }
    }
    return files
  }
}

extension SiteInput {
  /// Replaces the base URL of `site.yml` (the command line's `--base-url`); an override
  /// that `baseURL` of the settings would refuse is an error.
  public mutating func overrideBaseURL(_ override: String, _ diagnostics: inout Diagnostics) {
    if let url = SiteConfigLoader.baseURL(override, { diagnostics.error("--base-url", nil, $0) }) {
      config.baseURL = url
    }
  }

  /// Each page's name must make a URL of its own, outside the site's sections (the
  /// `reserved` path segments).
  public func checkPageNames(reserved: Set<String>, _ diagnostics: inout Diagnostics) {
    var seen: [String: String] = [:]
    for page in pages {
      let slug = Slug.make(page.name)
      if slug.isEmpty {
        diagnostics.error(
          page.sourcePath, nil, "the file name gives an empty URL; use letters or digits")
      } else if reserved.contains(slug) {
        diagnostics.error(
          page.sourcePath, nil, "\"\(slug)\" is a section of the site; rename the page")
      } else if let other = seen[slug] {
        diagnostics.error(page.sourcePath, nil, "has the same URL /\(slug)/ as \(other)")
      } else {
        seen[slug] = page.sourcePath
      }
    }
  }
}
