import Foundation

/// The one way importers find the player a name means, as an organiser writes it.
///
/// It promises, for a name that is not empty once trimmed:
/// - a player's full name (players.json's `name`), the name the site shows (the `names`
///   rule), or a display name set by hand (`displayNames`) names that player: exactly as
///   written first, then with letter case, accents and spaces ignored (`TypedText`);
/// - failing that, a first word of those names (a first name, a nickname) that only one
///   player has names that player;
/// - the word the site shows for a guest ("Guest", in the site's language and in English)
///   is a guest;
/// - anything else names no one, or several players, and says so with the closest names,
///   so that a message can offer them. Nothing is ever guessed.
///
/// `add` takes names as a person types them (`resolve`). A spreadsheet's names are taken as
/// written, a new name being a new player; the spreadsheet importer asks only whether a new
/// name is an existing player's with another case or accents (`folded`), to warn
/// (`ImportRoster.lookalike`).
struct PlayerNames: Sendable {
  /// What a name means.
  enum Match: Sendable, Equatable {
    case player(Int)
    case guest
    /// No one: the closest names, best first (at most three).
    case unknown(closest: [String])
    /// Several players: their names.
    case ambiguous([String])
  }

  /// One player's names, the full name first.
  private struct Entry: Sendable {
    var id: Int
    var names: [String]
  }

  private let entries: [Entry]
  private let guestWords: Set<String>
  /// The ids by each name as written (trimmed).
  private let byName: [String: [Int]]
  /// The ids by each folded name.
  private let byFolded: [String: [Int]]
  /// The ids by each folded first word.
  private let byFirstWord: [String: [Int]]

  /// The players `full` (full names by id), with the names the site shows (`shown`) and
  /// the display names set by hand (`display`); `guestWords` are the words for a guest.
  init(
    full: [Int: String], shown: [Int: String] = [:], display: [Int: String] = [:],
    guestWords: [String] = []
  ) {
    var entries: [Entry] = []
    for id in full.keys.sorted() {
      let names = [full[id], shown[id], display[id]].compactMap {
        $0?.trimmingCharacters(in: .whitespacesAndNewlines)
      }.filter { !$0.isEmpty }
      var unique: [String] = []
      for name in names where !unique.contains(name) { unique.append(name) }
      entries.append(Entry(id: id, names: unique))
    }
    self.entries = entries
    self.guestWords = Set(guestWords.map(TypedText.fold))
    var byName: [String: [Int]] = [:]
    var byFolded: [String: [Int]] = [:]
    var byFirstWord: [String: [Int]] = [:]
    for entry in entries {
      var folded: Set<String> = []
      var firsts: Set<String> = []
      for name in entry.names {
        if byName[name]?.last != entry.id { byName[name, default: []].append(entry.id) }
        folded.insert(TypedText.fold(name))
        if let first = TypedText.fold(name).split(separator: " ").first {
          firsts.insert(String(first))
        }
      }
      for name in folded { byFolded[name, default: []].append(entry.id) }
      for word in firsts { byFirstWord[word, default: []].append(entry.id) }
    }
    self.byName = byName
    self.byFolded = byFolded
    self.byFirstWord = byFirstWord
  }

  /// The player whose full name is `name` exactly (trimmed): the first of several.
  func exact(_ name: String) -> Int? {
    let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
    return entries.first { $0.names.first == trimmed }?.id
  }

  /// The one player whose name is `name` once letter case, accents and spaces are set
  /// aside (first names left out); nil for none or several.
  func folded(_ name: String) -> Int? {
    guard let ids = byFolded[TypedText.fold(name)], ids.count == 1 else { return nil }
    return ids[0]
  }

  /// What `name`, as a person typed it, means.
  func resolve(_ name: String) -> Match {
    let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
    let folded = TypedText.fold(trimmed)
    if let ids = byName[trimmed] ?? byFolded[folded] {
      return ids.count == 1 ? .player(ids[0]) : .ambiguous(ids.map(described))
    }
    if guestWords.contains(folded) { return .guest }
    if !folded.contains(" "), let ids = byFirstWord[folded] {
      return ids.count == 1 ? .player(ids[0]) : .ambiguous(ids.map(described))
    }
    return .unknown(closest: closest(to: folded))
  }

  /// Whether `id` is a player of players.json.
  func isPlayer(_ id: Int) -> Bool { entries.contains { $0.id == id } }

  /// The full name of player `id`.
  func fullName(_ id: Int) -> String {
    entries.first { $0.id == id }?.names.first ?? "#\(id)"
  }

  /// "Ana Lima (#3)": a player told apart from others of the same name.
  private func described(_ id: Int) -> String { "\(fullName(id)) (#\(id))" }

  /// Up to three names near `folded`: those a few letters away, or that start with it.
  private func closest(to folded: String) -> [String] {
    guard !folded.isEmpty else { return [] }
    let limit = max(1, folded.count / 3)
    var scored: [(distance: Int, name: String)] = []
    for entry in entries {
      let best =
        entry.names.map { name -> Int in
          let other = TypedText.fold(name)
          if other.hasPrefix(folded) || other.split(separator: " ").contains(Substring(folded)) {
            return 1
          }
          return TypedText.distance(folded, other)
        }.min() ?? Int.max
      if best <= limit { scored.append((best, entry.names[0])) }
    }
    return scored.sorted { ($0.distance, $0.name) < ($1.distance, $1.name) }.prefix(3).map(\.name)
  }
}
