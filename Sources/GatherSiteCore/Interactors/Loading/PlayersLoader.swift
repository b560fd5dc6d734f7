import Foundation

/// Reads `data/players.json` (the backend's `GET /api/players`) into players by id.
///
/// What can be shown honestly becomes a warning; duplicate or missing ids are errors.
struct PlayersLoader {
  let file: String

  func load(_ document: ExportDocument<PlayerRow>, into diagnostics: inout Diagnostics) -> [Int:
    Player]
  {
    guard case .rows(let rows) = document else {
      if case .notArray(let value) = document {
        diagnostics.error(file, nil, "expected an array of players, found \(value.quoted)")
      }
      return [:]
    }
    var players: [Int: Player] = [:]
    var firstIndex: [Int: Int] = [:]
    for (index, typed) in rows.enumerated() {
      let path = "players[\(index)]"
      guard case .value(let row) = typed else {
        if case .other(let json) = typed {
          diagnostics.error(file, path, "expected a player object, found \(json.quoted)")
        }
        continue
      }
      guard case .value(let id)? = row.id else {
        let found =
          row.id.map { "\($0.quoted) is not an integer id" } ?? "a player needs an integer id"
        diagnostics.error(file, "\(path).id", found)
        continue
      }
      if let earlier = firstIndex[id] {
        diagnostics.error(file, "\(path).id", "\(id) is already the id of players[\(earlier)]")
        continue
      }
      firstIndex[id] = index
      players[id] = player(id: id, row: row, path: path, diagnostics: &diagnostics)
    }
    return players
  }

  private func player(id: Int, row: PlayerRow, path: String, diagnostics: inout Diagnostics)
    -> Player
  {
    var player = Player(id: id, name: "Player #\(id)")
    switch row.name {
    case .value(let raw)?:
      let name = TextCleaner.singleLine(raw)
      if name.isEmpty {
        diagnostics.warning(
          file, "\(path).name", "\(JSONValue.quote(raw)) is empty; shown as \"\(player.name)\"")
      } else {
        if name != raw {
          diagnostics.warning(
            file, "\(path).name",
            "\(JSONValue.quote(raw)) contains control characters or line breaks; shown as \(JSONValue.quote(name))"
          )
        }
        player.name = name
      }
    case let other:
      diagnostics.warning(
        file, "\(path).name",
        "\(other?.quoted ?? "missing"): a player needs a name; shown as \"\(player.name)\"")
    }
    switch row.age {
    case nil: break
    case .value(let age)? where (0...120).contains(age): player.age = age
    case let other?:
      diagnostics.warning(file, "\(path).age", "\(other.quoted) is not an age (0–120); left out")
    }
    player.skill = enumValue(row.skill, path: "\(path).skill", what: "skill", &diagnostics)
    player.position = enumValue(
      row.preferredPosition, path: "\(path).preferredPosition", what: "position", &diagnostics)
    switch row.favouriteTeam {
    case nil: break
    case .value(let team)?:
      let cleaned = TextCleaner.singleLine(team)
      player.favouriteTeam = cleaned.isEmpty ? nil : cleaned
    case .other(let other)?:
      diagnostics.warning(file, "\(path).favouriteTeam", "\(other.quoted) is not text; left out")
    }
    return player
  }

  private func enumValue<Value: RawRepresentable & CaseIterable>(
    _ value: Lenient<String>?, path: String, what: String, _ diagnostics: inout Diagnostics
  ) -> Value? where Value.RawValue == String {
    switch value {
    case nil: return nil
    case .value(let raw)?:
      if let known = Value(rawValue: raw) { return known }
      let allowed = Value.allCases.map(\.rawValue).joined(separator: ", ")
      diagnostics.warning(
        file, path, "\(JSONValue.quote(raw)) is not a known \(what) (\(allowed)); left out")
      return nil
    case .other(let other)?:
      diagnostics.warning(file, path, "\(other.quoted) is not a known \(what); left out")
      return nil
    }
  }
}
