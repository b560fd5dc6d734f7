import Foundation
import GatherSiteCore

/// Converts the App Store app's storage file (`com.footballgather.storage`, described in
/// `docs/EXPORT-FORMAT.md`) into the backend export format, `players.json` and
/// `gathers.json`.
///
/// Players get integer ids 1, 2, … in the order of the storage file's `players`; a player
/// found only in a gather's line-up (deleted since) gets the next id, so its name still
/// shows. Positions map `forward` → `striker` and skills `rookie` → `beginner`; `unknown`
/// is left out. `completedAt` (seconds since 2001-01-01) becomes an ISO 8601 time, and the
/// winner is derived from the score.
public enum AppStorageImporter {
  struct Storage: Decodable {
    var players: [StoredPlayer]
    var gathers: [StoredGather]
  }

  struct StoredPlayer: Decodable {
    var id: String
    var name: String
    var position: String?
    var skill: String?
  }

  struct StoredGather: Decodable {
    var id: String
    var completedAt: Double?
    var score: String?
    var teamAPlayers: [StoredPlayer]
    var teamBPlayers: [StoredPlayer]
  }

  /// What an import wrote.
  public struct Summary: Sendable, Equatable {
    public var players: Int
    public var gathers: Int
    /// When the latest dated gather was completed; nil when none is dated.
    public var latest: Date? = nil
  }

  /// The two export files' contents, and warnings about values that were left out.
  public static func convert(_ data: Data, file: String) throws(Diagnostic) -> (
    players: Data, gathers: Data, summary: Summary, warnings: [Diagnostic]
  ) {
    let storage: Storage
    do {
      storage = try JSONDecoder().decode(Storage.self, from: data)
    } catch let error as DecodingError {
      throw describe(error, data: data, file: file)
    } catch {
      throw Diagnostic(.error, file: file, "\(error)")
    }
    var warnings: [Diagnostic] = []
    var ids: [String: Int] = [:]
    var players: [[String: Any]] = []
    func add(_ player: StoredPlayer, path: String) {
      let key = player.id.uppercased()
      guard ids[key] == nil else { return }
      ids[key] = ids.count + 1
      var row: [String: Any] = ["id": ids[key]!, "name": player.name]
      let position = mapped(player.position, renamed: ["forward": "striker"], known: Position.self)
      let skill = mapped(player.skill, renamed: ["rookie": "beginner"], known: Skill.self)
      for (key, field, result) in [
        ("preferredPosition", "position", position), ("skill", "skill", skill),
      ] {
        switch result {
        case .value(let value): row[key] = value
        case .unknown(let value):
          warnings.append(
            Diagnostic(
              .warning, file: file, path: "\(path).\(field)",
              "\(JSONValue.quote(value)) is not a known \(field); left out"))
        case .absent: break
        }
      }
      players.append(row)
    }
    for (index, player) in storage.players.enumerated() { add(player, path: "players[\(index)]") }
    var gathers: [[String: Any]] = []
    var latest: Date?
    // Each gather once: the build refuses an id given twice, so the import says so first.
    var firstOfID: [String: Int] = [:]
    for (index, gather) in storage.gathers.enumerated() {
      let id = gather.id.uppercased()
      if let first = firstOfID[id] {
        throw Diagnostic(
          .error, file: file, path: "gathers[\(index)].id",
          "\(JSONValue.quote(gather.id)) is already the id of gathers[\(first)]: the same gather twice, which the site cannot show; is the file damaged? Export it again"
        )
      }
      firstOfID[id] = index
      var row: [String: Any] = ["id": id]
      if let seconds = gather.completedAt {
        if datable.contains(seconds) {
          let date = Date(timeIntervalSinceReferenceDate: seconds)
          row["completedAt"] = ISODate.string(from: date)
          latest = max(latest ?? date, date)
        } else {
          warnings.append(
            Diagnostic(
              .warning, file: file, path: "gathers[\(index)].completedAt",
              "\(seconds) is not a time from the year 0 to 9999; left out (the gather is undated)"))
        }
      }
      if let score = gather.score {
        row["score"] = score
        if let parsed = GathersLoader.parseScore(score) {
          row["winnerTeam"] = parsed.outcome.winner?.rawValue ?? "None"
        }
      }
      var pivot: [[String: Any]] = []
      for (team, list, key) in [
        ("Team A", gather.teamAPlayers, "teamAPlayers"),
        ("Team B", gather.teamBPlayers, "teamBPlayers"),
      ] {
        for (position, player) in list.enumerated() {
          add(player, path: "gathers[\(index)].\(key)[\(position)]")
          pivot.append(["playerId": ids[player.id.uppercased()]!, "team": team])
        }
      }
      row["players"] = pivot
      gathers.append(row)
    }
    let options: JSONSerialization.WritingOptions = [
      .prettyPrinted, .sortedKeys, .withoutEscapingSlashes,
    ]
    do {
      return (
        try JSONSerialization.data(withJSONObject: players, options: options),
        try JSONSerialization.data(withJSONObject: gathers, options: options),
        Summary(players: players.count, gathers: gathers.count, latest: latest), warnings
      )
    } catch {
      throw Diagnostic(.error, file: file, "cannot be converted: \(error)")
    }
  }

  /// The times (seconds since 2001-01-01) that gathers.json can write: the years 0 to 9999
  /// of ISO 8601's four digits. Others would not fit an `Int` on the way, or would be read
  /// back as no date.
  static let datable: Range<Double> = {
    func seconds(_ year: Int) -> Double {
      Double(ISODate.daysFromCivil(year: year, month: 1, day: 1) * 86_400)
        - Date.timeIntervalBetween1970AndReferenceDate
    }
    return seconds(0)..<seconds(10_000)
  }()

  /// An app enum value in the export's terms.
  enum Mapped {
    case value(String)
    case unknown(String)
    case absent
  }

  /// `unknown` and nil are absent; `renamed` values take their export names; other
  /// values must be one of `known`'s cases.
  static func mapped<Known: RawRepresentable>(
    _ value: String?, renamed: [String: String], known: Known.Type
  ) -> Mapped where Known.RawValue == String {
    guard let value, value != "unknown" else { return .absent }
    if let renamed = renamed[value] { return .value(renamed) }
    return Known(rawValue: value) == nil ? .unknown(value) : .value(value)
  }

  /// Converts `file` and writes `players.json` and `gathers.json` into `directory`,
  /// refusing to replace either unless `force`. A file over `limit` bytes (256 MiB, as the
  /// iPhone backup's reader allows, where a thousand matches take a few MB) is refused
  /// unread beyond it.
  public static func run(
    file: URL, into directory: URL, force: Bool,
    limit: Int = IOSBackupImporter.maximumStorageBytes
  ) throws(Diagnostic) -> (Summary, [Diagnostic]) {
    let data: Data
    switch BoundedFile.read(file.path, limit: limit) {
    case .whole(let whole): data = whole
    case .tooLarge(let size):
      let allowed =
        limit >= 1 << 20 ? "\(limit >> 20) MiB" : "\(DiagnosticSummary.grouped(limit)) bytes"
      throw Diagnostic(
        .error, file: file.path,
        "is \(DiagnosticSummary.grouped(size)) bytes, more than the \(allowed) the app's data is allowed, where a thousand matches take a few MB; is it the app's storage file?"
      )
    case nil: throw Diagnostic(.error, file: file.path, "cannot be read")
    }
    let converted = try convert(data, file: file.lastPathComponent)
    try write(players: converted.players, gathers: converted.gathers, into: directory, force: force)
    return (converted.summary, converted.warnings)
  }

  /// Writes `players.json` and `gathers.json` into `directory` together (`ImportWriter`),
  /// refusing to replace either unless `force`: nothing is written when one is refused.
  static func write(players: Data, gathers: Data, into directory: URL, force: Bool)
    throws(Diagnostic)
  {
    let targets = [("players.json", players), ("gathers.json", gathers)]
    // A CSV import's journal may name its write-ups: the same folders are allowed.
    let writer = ImportWriter(
      folder: directory.path,
      allowed: [
        CSVImporter.defaultMatches(into: directory.path),
        directory.deletingLastPathComponent().path,
      ])
    try writer.recover()
    if !force {
      for (name, _) in targets
      where FileManager.default.fileExists(atPath: directory.appendingPathComponent(name).path) {
        throw Diagnostic(
          .error, file: directory.appendingPathComponent(name).path,
          "already exists; use --force to replace it")
      }
    }
    try writer.commit(
      targets.map {
        ImportWriter.Change(path: directory.appendingPathComponent($0.0).path, contents: $0.1)
      })
  }

  private static func describe(_ error: DecodingError, data: Data, file: String) -> Diagnostic {
    func path(_ codingPath: [CodingKey]) -> String {
      codingPath.reduce("") { path, key in
        key.intValue.map { "\(path)[\($0)]" }
          ?? (path.isEmpty ? key.stringValue : "\(path).\(key.stringValue)")
      }
    }
    switch error {
    case .dataCorrupted(let context) where context.codingPath.isEmpty:
      return JSONDocumentReader.locate(data, file: file)
    case .keyNotFound(let key, let context):
      let parent = path(context.codingPath)
      return Diagnostic(
        .error, file: file, path: parent.isEmpty ? nil : parent,
        "the key \"\(key.stringValue)\" is missing")
    case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
      return Diagnostic(
        .error, file: file, path: path(context.codingPath), "expected \(describe(type))")
    case .dataCorrupted(let context):
      return Diagnostic(
        .error, file: file, path: path(context.codingPath), context.debugDescription)
    @unknown default:
      return Diagnostic(.error, file: file, "\(error)")
    }
  }

  private static func describe(_ type: Any.Type) -> String {
    switch type {
    case is String.Type: "text"
    case is Double.Type: "a number"
    case is [StoredPlayer].Type, is [StoredGather].Type: "an array"
    default: "\(type)"
    }
  }
}
