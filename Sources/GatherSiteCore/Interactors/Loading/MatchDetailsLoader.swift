import Foundation
import Yams

/// Reads the match details of a write-up's front matter (`scorers`, `assists`,
/// `playerOfTheMatch`, `venue`, `photo`) and checks them against its match. What cannot
/// be right is a warning naming the file and the key, and is left out: a count that is not
/// a positive whole number, a player who is not in the match's line-ups, a photo that is
/// missing, not a JPEG, PNG or WebP image or not readable by the site's `ImageReader`,
/// details on a match that is not finished. More
/// listed goals than a side scored is a warning too, but the goals are kept: the score may
/// be the slip.
struct MatchDetailsLoader {
  /// The write-up's path, for messages.
  let file: String
  /// The placeholder ids of guests (`guests` of `site.yml`).
  var guests: Set<Int> = []
  /// Reads a photo's size.
  var images = ImageReader.none

  /// The front matter keys it reads.
  static let keys: Set<String> = ["scorers", "assists", "playerOfTheMatch", "venue", "photo"]

  /// The details of `fields` (the write-up's front matter keys among `keys`) for `gather`;
  /// `staticFiles` are the files under `static/` by path. `nil` when nothing is left.
  func load(
    _ fields: [String: Node], gather: Gather, staticFiles: [String: URL],
    _ diagnostics: inout Diagnostics
  ) -> MatchDetails? {
    let given = fields.filter { !YAMLValue.isNull($0.value) }
    guard !given.isEmpty else { return nil }
    guard gather.isFinished else {
      diagnostics.warning(
        file, given.keys.sorted().joined(separator: ", "),
        "the match is not finished; its details are ignored")
      return nil
    }
    // A guest's goals count for their side, which is known when guests played on one side.
    let players = gather.members(of: .a, guests: guests).union(
      gather.members(of: .b, guests: guests))
    var details = MatchDetails()
    if let node = given["scorers"] {
      details.scorers = counts(node, key: "scorers", of: "goals", players: players, &diagnostics)
      checkGoals(details, gather: gather, &diagnostics)
    }
    if let node = given["assists"] {
      details.assists = counts(node, key: "assists", of: "assists", players: players, &diagnostics)
    }
    if let node = given["playerOfTheMatch"] {
      details.playerOfTheMatch = playersOfTheMatch(node, players: players, &diagnostics)
    }
    if let node = given["venue"] {
      if let venue = node.string.map(TextCleaner.singleLine), !venue.isEmpty {
        details.venue = venue
      } else {
        diagnostics.warning(file, "venue", "expected the name of a place; ignored")
      }
    }
    if let node = given["photo"] {
      details.photo = photo(node, staticFiles: staticFiles, &diagnostics)
    }
    return details.isEmpty ? nil : details
  }

  /// `{12: 2, 7: 1}`: each listed player of the match with a positive count, in order of id.
  private func counts(
    _ node: Node, key: String, of what: String, players: Set<Int>,
    _ diagnostics: inout Diagnostics
  ) -> [MatchDetails.Count] {
    guard case .mapping(let mapping) = node else {
      diagnostics.warning(
        file, key, "expected player ids with their \(what), such as {12: 2, 7: 1}; ignored")
      return []
    }
    var counts: [Int: Int] = [:]
    for (idNode, countNode) in mapping {
      let idText = idNode.string ?? ""
      guard let id = YAMLValue.integer(idNode) else {
        diagnostics.warning(file, key, "\(JSONValue.quote(idText)) is not a player id; ignored")
        continue
      }
      guard players.contains(id) else {
        diagnostics.warning(file, "\(key).\(id)", "\(id) did not play in this match; ignored")
        continue
      }
      guard let count = YAMLValue.integer(countNode), count > 0, count <= 100 else {
        diagnostics.warning(
          file, "\(key).\(id)",
          "\(JSONValue.quote(countNode.string ?? "")) is not a positive whole number of \(what); ignored"
        )
        continue
      }
      counts[id, default: 0] += count
    }
    return counts.keys.sorted().map { MatchDetails.Count(playerID: $0, count: counts[$0]!) }
  }

  /// Warns when a side's listed goals exceed its score (fewer is normal: not every goal
  /// gets written down).
  private func checkGoals(_ details: MatchDetails, gather: Gather, _ diagnostics: inout Diagnostics)
  {
    guard let score = gather.score else { return }
    for team in Team.allCases {
      let side = gather.members(of: team, guests: guests)
      let listed = details.scorers.filter { side.contains($0.playerID) }.reduce(0) {
        $0 + $1.count
      }
      let scored = score.goals(for: team).scored
      if listed > scored {
        diagnostics.warning(
          file, "scorers",
          "\(team.rawValue)'s players have \(listed) goals listed, more than its score of \(scored)"
        )
      }
    }
  }

  /// `12`, or `[4, 12]` for a shared award: players of the match, in order of id.
  private func playersOfTheMatch(
    _ node: Node, players: Set<Int>, _ diagnostics: inout Diagnostics
  ) -> [Int] {
    let items: [Node]
    if case .sequence(let sequence) = node { items = Array(sequence) } else { items = [node] }
    var ids = Set<Int>()
    for item in items {
      guard let id = YAMLValue.integer(item) else {
        diagnostics.warning(
          file, "playerOfTheMatch",
          "\(JSONValue.quote(item.string ?? "")) is not a player id; ignored")
        continue
      }
      guard players.contains(id) else {
        diagnostics.warning(
          file, "playerOfTheMatch", "\(id) did not play in this match; ignored")
        continue
      }
      ids.insert(id)
    }
    return ids.sorted()
  }

  /// The photo under `static/` when it is there, is a JPEG, PNG or WebP image and can be
  /// read, with its size and digest.
  private func photo(
    _ node: Node, staticFiles: [String: URL], _ diagnostics: inout Diagnostics
  ) -> MatchPhoto? {
    guard let path = node.string, !path.isEmpty else {
      diagnostics.warning(file, "photo", "expected a file in static/; ignored")
      return nil
    }
    let relative = path.hasPrefix("/") ? String(path.dropFirst()) : path
    guard let url = staticFiles[relative] else {
      diagnostics.warning(
        file, "photo", "\(JSONValue.quote(path)) is not a file in static/; ignored")
      return nil
    }
    guard ImageKind(of: url) != nil else {
      diagnostics.warning(
        file, "photo", "\(JSONValue.quote(path)) is not a JPEG, PNG or WebP image; ignored")
      return nil
    }
    guard let size = images.size(url), size.width > 0, size.height > 0,
      let bytes = try? Data(contentsOf: url, options: .mappedIfSafe)
    else {
      diagnostics.warning(
        file, "photo", "\(JSONValue.quote(path)) cannot be read as an image (damaged?); ignored")
      return nil
    }
    return MatchPhoto(
      path: relative, width: size.width, height: size.height, digest: TextDigest.hex(of: bytes))
  }
}
