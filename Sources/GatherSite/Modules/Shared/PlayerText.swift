/// Formats players' names, titles and profile facts.
public enum PlayerText {
  /// "Zoë Martin · Midfielder", or just the name when the position is unknown.
  public static func title(_ player: Player) -> String {
    guard let position = player.position else { return player.name }
    return "\(player.name) · \(label(position))"
  }

  /// How a player missing from players.json is shown.
  public static func unknownName(_ id: Int) -> String { "Unknown player #\(id)" }

  public static func label(_ position: Position) -> String { position.rawValue.capitalized }
  public static func label(_ skill: Skill) -> String { skill.rawValue.capitalized }

  /// GK, DEF, MID, W, ST, as the app shows them.
  public static func acronym(_ position: Position) -> String {
    switch position {
    case .goalkeeper: "GK"
    case .defender: "DEF"
    case .midfielder: "MID"
    case .winger: "W"
    case .striker: "ST"
    }
  }
}
