import Foundation
import GatherSiteCore

/// Converts a spreadsheet of matches saved as CSV into the two exports, `players.json` and
/// `gathers.json` (`gather-site import csv`; the rules are in docs/EXPORT-FORMAT.md,
/// "Spreadsheets (CSV)").
///
/// It promises:
/// - a gather per match, in the order of each match's first row; a match is the rows of
///   one day and one `match` label;
/// - stable ids: players keep those of an existing players.json (`ImportRoster`), a
///   match's id comes from its day and label (`MatchID`), and the files are written with
///   `JSONEncoder`'s sorted keys, so the same spreadsheet gives the same bytes and rows
///   appended to it change no earlier id;
/// - every error names the file, the row as a spreadsheet numbers it (a CSV file's header
///   is row 1; a sheet's, its first row with a filled-in cell),
///   the column and the value; with any error, nothing is converted;
/// - the details of a row per player (`goals`, `assists`, `playerOfTheMatch`) go into each
///   match's write-up, `matches/ID.md` (`CSVWriteUps`): only the keys of the columns the
///   spreadsheet has are set, so a write-up's other keys, its body and the keys of columns
///   it lacks are left as they are;
/// - a file whose bytes would not change is not written.
public enum CSVImporter {
  /// How many write-ups an import created, updated and removed, in which folder.
  public struct WriteUpCount: Sendable, Equatable {
    public var folder: String
    public var created: Int
    public var updated: Int
    /// Write-ups left with nothing in them once the details were taken out.
    public var removed: Int
  }

  /// What an import wrote.
  public struct Summary: Sendable, Equatable {
    public var matches: Int
    /// Players the spreadsheet named that players.json did not have.
    public var newPlayers: Int
    /// Players of the existing players.json the spreadsheet named.
    public var knownPlayers: Int
    /// Players of the existing players.json the spreadsheet did not name, kept all the same.
    public var otherPlayers: Int
    /// Rows with a player but no side, or a side but no player.
    public var unplaced: Int
    /// The write-ups of a spreadsheet with details; nil for one without.
    public var writeUps: WriteUpCount? = nil
    /// Whether the example league of `gather-site new` was replaced.
    public var replacedExample = false

    /// "Imported 12 matches and 10 players (2 new, 8 known) into Content/data", and what
    /// else there is to say.
    public func line(into directory: String) -> String {
      var line =
        "Imported \(count(matches, "match", "matches")) and \(count(newPlayers + knownPlayers, "player", "players")) (\(newPlayers) new, \(knownPlayers) known) into \(directory)"
      if replacedExample {
        line += ", replacing the example league of gather-site new"
      }
      if otherPlayers > 0 {
        line += "; players.json keeps \(count(otherPlayers, "other player", "other players"))"
      }
      if unplaced > 0 {
        line +=
          "; \(count(unplaced, "row", "rows")) could not be placed in a line-up (see the warnings)"
      }
      if let writeUps {
        line +=
          "; write-ups in \(writeUps.folder): \(DiagnosticSummary.grouped(writeUps.created)) created, \(DiagnosticSummary.grouped(writeUps.updated)) updated"
        if writeUps.removed > 0 {
          line += ", \(DiagnosticSummary.grouped(writeUps.removed)) removed"
        }
      }
      return line
    }

    private func count(_ number: Int, _ one: String, _ many: String) -> String {
      "\(DiagnosticSummary.grouped(number)) \(number == 1 ? one : many)"
    }
  }

  /// The two files' contents and what they hold.
  struct Conversion: Sendable {
    var players: Data
    var gathers: Data
    var summary: Summary
    /// Every match with the keys its write-up gets, when the spreadsheet has a column of
    /// details; nil when it has none.
    var writeUps: [CSVWriteUps.Match]?
  }

  /// The exports of the spreadsheet `data`, named `file` in messages, with the players of
  /// an existing players.json (`players`, named `playersFile`); nil when there is an error.
  /// The diagnostics are the warnings and errors, in the order found.
  static func convert(
    _ data: Data, file: String, settings: CSVImportSettings, players: Data?,
    playersFile: String, options: SpreadsheetOptions = SpreadsheetOptions(),
    settingsFile: String = "site.yml"
  ) -> (Conversion?, [Diagnostic]) {
    var diagnostics = Diagnostics()
    let table: CSVTable
    var roster: ImportRoster
    do throws(Diagnostic) {
      switch Workbook.kind(of: data) {
      case .zip: table = try Workbook.table(data, file: file, sheet: options.sheet)
      case .legacyExcel:
        throw Diagnostic(
          .error, file: file,
          "is an Excel 97–2003 workbook (.xls), or a workbook locked with a password, which is not read; save it as an Excel workbook (.xlsx) without a password, or as CSV"
        )
      case .text:
        if let sheet = options.sheet {
          diagnostics.warning(
            file, nil, "is not a workbook; --sheet \(JSONValue.quote(sheet)) is ignored")
        }
        table = try CSVTable.read(data, file: file, encoding: options.encoding)
      }
      roster = try ImportRoster(players: players, file: playersFile, guests: settings.guests)
      roster.guestNames = Set(
        options.guests.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) })
    } catch {
      return (nil, diagnostics.all + [error])
    }
    guard
      let columns = CSVColumns.recognise(
        table.header, file: file, headerRow: table.headerRow, into: &diagnostics)
    else { return (nil, diagnostics.all) }
    guard columns.positions[.score] != nil || columns.positions[.winner] != nil else {
      diagnostics.error(
        file, "row \(table.headerRow)",
        "has neither a score nor a winner column, so no match would count in the standings; add a score column (4 x 2, Team A's goals first) or a winner column (A, B or draw)"
      )
      return (nil, diagnostics.all)
    }
    let dateCells = table.rows.indices.map {
      (row: table.rowNumber($0), text: columns.cell(.date, in: table.rows[$0]))
    }
    let dateIndex = columns.positions[.date]!
    let dates = DateColumn.style(
      of: dateCells.filter { !$0.text.isEmpty }, given: options.dateOrder, file: file,
      location: CSVColumns.column(dateIndex, columns.header[dateIndex]), into: &diagnostics)
    var reader = CSVRowReader(
      file: file, columns: columns, settings: settings, dates: dates, roster: roster,
      diagnostics: diagnostics)
    for (offset, cells) in table.rows.enumerated() {
      reader.read(cells, row: table.rowNumber(offset))
    }
    reader.finish()
    diagnostics = reader.diagnostics
    roster = reader.roster
    guard diagnostics.errors.isEmpty else { return (nil, diagnostics.all) }
    for name in roster.unusedGuestNames {
      diagnostics.warning(
        file, nil,
        "no row names \(JSONValue.quote(name)), which --guest gives (names are matched exactly, case included)"
      )
    }
    let unlisted = roster.guests.subtracting(settings.guests).sorted()
    if !unlisted.isEmpty {
      let all = settings.guests.union(unlisted).sorted().map(String.init).joined(separator: ", ")
      let named = unlisted.map { id in
        roster.name(of: id).map { "\(JSONValue.quote($0)) (id \(id))" } ?? "id \(id)"
      }
      let one = unlisted.count == 1
      diagnostics.warning(
        settingsFile, "guests",
        "\(named.joined(separator: ", ")) \(one ? "is a guest" : "are guests") (--guest); add \(one ? "its id" : "their ids") to the setting, guests: [\(all)], or the site ranks \(one ? "it" : "them") as a player"
      )
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    do {
      let gathers = reader.matches.map { $0.export(in: settings) }
      var conversion = Conversion(
        players: try encoder.encode(roster.entries), gathers: try encoder.encode(gathers),
        summary: Summary(
          matches: gathers.count, newPlayers: roster.added.count,
          knownPlayers: roster.known.count, otherPlayers: roster.unnamedCount,
          unplaced: reader.unplaced))
      conversion.players.append(0x0A)
      conversion.gathers.append(0x0A)
      if !columns.details.isEmpty {
        conversion.writeUps = reader.matches.map {
          CSVWriteUps.Match(
            id: MatchID.id(day: $0.date.dayText, label: $0.label), name: $0.name,
            details: $0.details(columns.details))
        }
      }
      return (conversion, diagnostics.all)
    } catch {
      diagnostics.error(file, nil, "cannot be converted: \(error)")
      return (nil, diagnostics.all)
    }
  }

  /// The settings an import into `directory` reads when none are given: `site.yml` beside
  /// the directory's parent (`Content/site.yml` for `Content/data`).
  public static func defaultSettings(into directory: String) -> String {
    let parent = (directory as NSString).standardizingPath as NSString
    return (parent.deletingLastPathComponent as NSString).appendingPathComponent("site.yml")
  }

  /// The folder of write-ups of an import into `directory` when none is given: `matches`
  /// beside the directory's parent (`Content/matches` for `Content/data`).
  public static func defaultMatches(into directory: String) -> String {
    let parent = (directory as NSString).standardizingPath as NSString
    return (parent.deletingLastPathComponent as NSString).appendingPathComponent("matches")
  }

  /// Converts `file` and writes `players.json` and `gathers.json` into `directory`,
  /// refusing to replace either unless `force`, and the details of its matches into their
  /// write-ups in `matches` (`defaultMatches(into:)` when nil), which are edited without
  /// `force`. The settings are `settings`' (an error when it is missing), or else
  /// `defaultSettings(into:)`'s when that exists. Nothing is written when there is an
  /// error; the diagnostics are the warnings, and the errors if any.
  public static func run(
    file: String, into directory: String, settings: String?, force: Bool,
    matches: String? = nil, options: SpreadsheetOptions = SpreadsheetOptions(),
    example: [String: Data] = [:]
  ) -> (Summary?, [Diagnostic]) {
    guard let data = FileManager.default.contents(atPath: file) else {
      let exists = FileManager.default.fileExists(atPath: file)
      return (nil, [Diagnostic(.error, file: file, exists ? "cannot be read" : "not found")])
    }
    return run(
      data: data, file: file, into: directory, settings: settings, force: force,
      matches: matches, options: options, example: example)
  }

  /// As `run(file:…)`, for a `source` that is a file's path or a link (`SheetLink`), read
  /// with `link`'s limits. Nothing is written when the link cannot be read.
  public static func run(
    source: String, link: SheetLink = SheetLink(), into directory: String, settings: String?,
    force: Bool, matches: String? = nil, options: SpreadsheetOptions = SpreadsheetOptions(),
    example: [String: Data] = [:]
  ) async -> (Summary?, [Diagnostic]) {
    guard SheetLink.isLink(source) else {
      return run(
        file: source, into: directory, settings: settings, force: force, matches: matches,
        options: options, example: example)
    }
    let data: Data
    do throws(Diagnostic) {
      data = try await link.fetch(source)
    } catch {
      return (nil, [error])
    }
    return run(
      data: data, file: source, into: directory, settings: settings, force: force,
      matches: matches, options: options, example: example)
  }

  /// As `run(file:…)`, with the spreadsheet's bytes, `data`, read already (from a link),
  /// named `file` in messages. When `directory` and the write-ups folder still hold the
  /// example league of `gather-site new` exactly (`example`, by paths such as
  /// `data/players.json` and `matches/ID.md`), it is replaced whole: its players keep no
  /// id, no `--force` is needed, and its unchanged write-ups are removed.
  public static func run(
    data: Data, file: String, into directory: String, settings: String?, force: Bool,
    matches: String? = nil, options: SpreadsheetOptions = SpreadsheetOptions(),
    example: [String: Data] = [:]
  ) -> (Summary?, [Diagnostic]) {
    var diagnostics = Diagnostics()
    let settingsFile = settings ?? defaultSettings(into: directory)
    if settings == nil, !FileManager.default.fileExists(atPath: settingsFile) {
      diagnostics.warning(settingsFile, nil, "not found; using the default settings")
    }
    let loaded = CSVImportSettings.load(
      URL(fileURLWithPath: settingsFile), required: settings != nil, into: &diagnostics)
    guard diagnostics.errors.isEmpty else { return (nil, diagnostics.all) }
    let playersPath = (directory as NSString).appendingPathComponent("players.json")
    let gathersPath = (directory as NSString).appendingPathComponent("gathers.json")
    let writeUpsFolder = matches ?? defaultMatches(into: directory)
    let contentFolder = ((directory as NSString).standardizingPath as NSString)
      .deletingLastPathComponent
    let writer = ImportWriter(folder: directory, allowed: [writeUpsFolder, contentFolder])
    do throws(Diagnostic) {
      try writer.recover()
    } catch {
      return (nil, diagnostics.all + [error])
    }
    let exampleWriteUps = example.filter { $0.key.hasPrefix("matches/") }.map {
      ((writeUpsFolder as NSString).appendingPathComponent(String($0.key.dropFirst(8))), $0.value)
    }
    let isExample =
      !example.isEmpty
      && FileManager.default.contents(atPath: playersPath) == example["data/players.json"]
      && FileManager.default.contents(atPath: gathersPath) == example["data/gathers.json"]
    var existing: Data?
    if !isExample, FileManager.default.fileExists(atPath: playersPath) {
      guard let data = FileManager.default.contents(atPath: playersPath) else {
        return (nil, diagnostics.all + [Diagnostic(.error, file: playersPath, "cannot be read")])
      }
      existing = data
    }
    let (conversion, found) = convert(
      data, file: file, settings: loaded, players: existing, playersFile: playersPath,
      options: options, settingsFile: settingsFile)
    for diagnostic in found { diagnostics.append(diagnostic) }
    guard let conversion else { return (nil, diagnostics.all) }
    let targets = [(playersPath, conversion.players), (gathersPath, conversion.gathers)]
    if !force && !isExample {
      for (path, _) in targets where FileManager.default.fileExists(atPath: path) {
        diagnostics.error(path, nil, "already exists; use --force to replace it")
        return (nil, diagnostics.all)
      }
    }
    var summary = conversion.summary
    var writeUps: CSVWriteUps?
    if let matchDetails = conversion.writeUps {
      let (plan, errors) = CSVWriteUps.plan(
        matchDetails, in: matches ?? defaultMatches(into: directory))
      for error in errors { diagnostics.append(error) }
      guard let plan else { return (nil, diagnostics.all) }
      writeUps = plan
      summary.writeUps = plan.count
    }
    var changes = targets.filter { FileManager.default.contents(atPath: $0.0) != $0.1 }.map {
      ImportWriter.Change(path: $0.0, contents: $0.1)
    }
    changes += writeUps?.writerChanges ?? []
    if isExample {
      summary.replacedExample = true
      for (path, contents) in exampleWriteUps
      where FileManager.default.contents(atPath: path) == contents
        && !changes.contains(where: {
          ImportWriter.canonical($0.path) == ImportWriter.canonical(path)
        })
      {
        changes.append(ImportWriter.Change(path: path, contents: nil))
      }
    }
    do throws(Diagnostic) {
      try writer.commit(changes)
    } catch {
      return (nil, diagnostics.all + [error])
    }
    return (summary, diagnostics.all)
  }
}
