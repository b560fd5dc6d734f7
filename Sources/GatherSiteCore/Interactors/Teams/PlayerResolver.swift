import Foundation

/// Finds players from what a user types: an id, a name, or an unambiguous start of a name
/// (case and accents ignored).
public struct PlayerResolver: Sendable {
  /// Why a query does not name exactly one player.
  public enum Failure: Error, Equatable, CustomStringConvertible {
    case unknown(String)
    case ambiguous(String, candidates: [String])
    case repeated(String)

    public var description: String {
      switch self {
      case .unknown(let query): "no player matches \"\(query)\""
      case .ambiguous(let query, let candidates):
        "\"\(query)\" could be \(candidates.joined(separator: ", ")); type more of the name or use the id"
      case .repeated(let name): "\(name) is named twice"
      }
    }
  }

  public let players: [Player]

  public init(players: [Player]) {
    self.players = players.sorted { ($0.name, $0.id) < ($1.name, $1.id) }
  }

  public func resolve(_ queries: [String]) -> Result<[Player], Failure> {
    var found: [Player] = []
    for query in queries {
      switch resolve(query) {
      case .success(let player):
        if found.contains(player) { return .failure(.repeated("\(player.name) (#\(player.id))")) }
        found.append(player)
      case .failure(let failure): return .failure(failure)
      }
    }
    return .success(found)
  }

  public func resolve(_ query: String) -> Result<Player, Failure> {
    if let id = Int(query), let player = players.first(where: { $0.id == id }) {
      return .success(player)
    }
    let wanted = Self.fold(query)
    let exact = players.filter { Self.fold($0.name) == wanted }
    if exact.count == 1 { return .success(exact[0]) }
    let matches = exact.isEmpty ? players.filter { Self.fold($0.name).hasPrefix(wanted) } : exact
    switch matches.count {
    case 0: return .failure(.unknown(query))
    case 1: return .success(matches[0])
    default:
      return .failure(.ambiguous(query, candidates: matches.map { "\($0.name) (#\($0.id))" }))
    }
  }

  static func fold(_ text: String) -> String {
    text.folding(
      options: [.caseInsensitive, .diacriticInsensitive], locale: Locale(identifier: "en_US_POSIX")
    )
    .trimmingCharacters(in: .whitespaces)
  }
}
