import GatherSiteCore

/// The keys of a match's write-up that an import sets: `scorers` and `assists` (`{7: 1,
/// 12: 2}`, player id: count), `playerOfTheMatch` (`12`, or `[4, 12]` for a shared award)
/// and `venue` (from `add`), each with the text of its value in YAML's flow style.
///
/// It promises one text for one set of details: the ids in ascending order and only
/// positive counts, so that importing the same spreadsheet again gives the same bytes. A key
/// whose value is nil is to be removed (the spreadsheet has its column, but nothing for
/// this match); a key the spreadsheet has no column for is not among `keys`, and is left as
/// the write-up has it.
struct WriteUpDetails: Sendable, Equatable {
  /// One key and the text of its value, nil to remove it.
  struct Key: Sendable, Equatable {
    var name: String
    var value: String?
  }

  /// The keys set, in the order a new front matter lists them.
  var keys: [Key] = []

  /// Whether any key has a value: a match without one gets no new write-up.
  var hasValues: Bool { keys.contains { $0.value != nil } }

  /// `scorers`: goals by player id, when the spreadsheet has a `goals` column.
  mutating func setScorers(_ goals: [Int: Int]) {
    keys.append(Key(name: "scorers", value: Self.counts(goals)))
  }

  /// `assists`: assists by player id, when the spreadsheet has an `assists` column.
  mutating func setAssists(_ assists: [Int: Int]) {
    keys.append(Key(name: "assists", value: Self.counts(assists)))
  }

  /// `playerOfTheMatch`, when the spreadsheet has a `playerOfTheMatch` column.
  mutating func setPlayerOfTheMatch(_ ids: Set<Int>) {
    keys.append(Key(name: "playerOfTheMatch", value: Self.players(ids)))
  }

  /// `venue`, as a YAML string in double quotes.
  mutating func setVenue(_ venue: String?) {
    keys.append(Key(name: "venue", value: venue.map(Self.quoted)))
  }

  /// `text` in YAML's double quotes, on one line: what YAML 1.1 does not print as it is
  /// (control characters, line and paragraph separators, U+FFFE and U+FFFF) is escaped as
  /// `\uXXXX`, so that the text reads back the same.
  static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x22: result += "\\\""
      case 0x5C: result += "\\\\"
      case 0x20...0x7E, 0xA0...0x2027, 0x202A...0xD7FF, 0xE000...0xFEFE, 0xFF00...0xFFFD,
        0x10000...:
        result.unicodeScalars.append(scalar)
      default: result += "\\u" + String(format: "%04X", scalar.value)
      }
    }
    return result + "\""
  }

  /// `{7: 1, 12: 2}`: the positive counts by ascending id; nil when there is none.
  static func counts(_ counts: [Int: Int]) -> String? {
    let positive = counts.filter { $0.value > 0 }.sorted { $0.key < $1.key }
    guard !positive.isEmpty else { return nil }
    return "{" + positive.map { "\($0.key): \($0.value)" }.joined(separator: ", ") + "}"
  }

  /// `12` for one player, `[4, 12]` for several, by ascending id; nil for none.
  static func players(_ ids: Set<Int>) -> String? {
    let sorted = ids.sorted()
    switch sorted.count {
    case 0: return nil
    case 1: return "\(sorted[0])"
    default: return "[" + sorted.map(String.init).joined(separator: ", ") + "]"
    }
  }
}
