import Foundation
import GatherSiteCore

/// The players an import writes to players.json, and the id of each name.
///
/// It promises stable ids: the players of an existing players.json are kept as they are
/// (every key) and in their order, and a name is theirs when it is the same text once
/// spaces and line breaks are trimmed from both ends; a new name gets the next id after
/// the highest one there, in order of first appearance. So the same spreadsheet gives the
/// same ids every time, and rows appended to it change none of them.
struct ImportRoster: Sendable {
  /// The entries of the existing players.json, as read.
  private let kept: [JSONValue]
  /// The id of each name (trimmed); the first player of a name when several share it.
  private var idOfName: [String: Int] = [:]
  /// Names that several existing players share, with their ids in file order.
  private(set) var sharedNames: [String: [Int]] = [:]
  /// The players the spreadsheet adds, in order of first appearance.
  private(set) var added: [(id: Int, name: String)] = []
  /// The ids of the existing players.
  private let existing: Set<Int>
  /// The existing players the spreadsheet names.
  private(set) var known: Set<Int> = []
  /// Ids listed in the settings' `guests`.
  private(set) var guests: Set<Int>
  /// Names whose rows are guests (`--guest`): their ids join `guests` when first named.
  var guestNames: Set<String> = []
  /// The id the next new name gets; nil when the highest id is `Int.max`, the largest whole
  /// number, and no id is left after it.
  private var nextID: Int?
  /// The highest id of the existing players.json.
  let highestID: Int
  /// The existing players' names, as `add` finds players (`PlayerNames`): what a new name
  /// may have been meant as.
  private let names: PlayerNames

  /// The roster of an existing players.json (`data`, nil when there is none), read as
  /// `file`; an error when it is not an array of players with an integer id and a name.
  init(players data: Data?, file: String, guests: Set<Int>) throws(Diagnostic) {
    self.guests = guests
    guard let data else {
      kept = []
      existing = []
      nextID = 1
      highestID = 0
      names = PlayerNames(full: [:])
      return
    }
    let document: JSONValue
    do {
      document = try JSONDecoder().decode(JSONValue.self, from: data)
    } catch {
      throw JSONDocumentReader.locate(data, file: file)
    }
    guard case .array(let entries) = document else {
      throw Diagnostic(
        .error, file: file, "expected an array of players, found \(document.quoted)")
    }
    var highest = 0
    var firstIndex: [Int: Int] = [:]
    for (index, entry) in entries.enumerated() {
      guard case .int(let id)? = entry["id"], case .string(let raw)? = entry["name"] else {
        throw Diagnostic(
          .error, file: file, path: "players[\(index)]",
          "expected a player with an integer id and a name, to keep its id")
      }
      if let earlier = firstIndex[id] {
        throw Diagnostic(
          .error, file: file, path: "players[\(index)].id",
          "\(id) is already the id of players[\(earlier)]")
      }
      firstIndex[id] = index
      highest = max(highest, id)
      let name = raw.trimmingCharacters(in: .whitespacesAndNewlines)
      if let first = idOfName[name] {
        sharedNames[name, default: [first]].append(id)
      } else {
        idOfName[name] = id
      }
    }
    kept = entries
    existing = Set(firstIndex.keys)
    var full: [Int: String] = [:]
    for entry in entries {
      if case .int(let id)? = entry["id"], case .string(let name)? = entry["name"] {
        full[id] = name
      }
    }
    names = PlayerNames(full: full)
    highestID = highest
    nextID = highest == Int.max ? nil : highest + 1
  }

  /// The id of `name` (trimmed, not empty): an existing player's, or a new one; nil for a
  /// new name when no id is left (`noIDLeft` says why).
  mutating func id(for name: String) -> Int? {
    if let id = idOfName[name] {
      if existing.contains(id) { known.insert(id) }
      if guestNames.contains(name) { guests.insert(id) }
      return id
    }
    guard let id = nextID else { return nil }
    nextID = id == Int.max ? nil : id + 1
    idOfName[name] = id
    added.append((id, name))
    if guestNames.contains(name) { guests.insert(id) }
    return id
  }

  /// Why a new name got no id: players.json's highest id is the largest whole number.
  func noIDLeft(for name: String) -> String {
    "\(JSONValue.quote(name)) is a new player, and no id is left for one: the highest id in players.json is \(highestID), the largest whole number there is; give that player a smaller id"
  }

  func isGuest(_ id: Int) -> Bool { guests.contains(id) }

  /// "Ana Lima (#3)" for a new name that is an existing player's but for letter case,
  /// accents or spaces ("ana lima", "Ana  Lima"; `PlayerNames.folded`); nil for one that
  /// is no one's, or an existing player's own.
  func lookalike(of name: String) -> String? {
    guard let id = idOfName[name], !existing.contains(id), let other = names.folded(name)
    else { return nil }
    return "\(names.fullName(other)) (#\(other))"
  }

  /// The name the import knows player `id` by.
  func name(of id: Int) -> String? { idOfName.first { $0.value == id }?.key }

  /// The `--guest` names no row gave.
  var unusedGuestNames: [String] {
    guestNames.filter { name in idOfName[name].map { !guests.contains($0) } ?? true }.sorted()
  }

  /// Existing players the spreadsheet does not name, kept all the same.
  var unnamedCount: Int { kept.count - known.count }

  /// players.json: the existing entries, then the new players.
  var entries: [JSONValue] {
    kept + added.map { .object(["id": .int($0.id), "name": .string($0.name)]) }
  }
}
