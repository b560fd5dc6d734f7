/// Formats players' names, titles and profile facts.
public enum PlayerText {
  /// "Zoë Martin · Midfielder", or just the name when the position is unknown.
  public static func title(_ player: Player) -> String {
    guard let position = player.position else { return player.name }
    return "\(player.name) · \(label(position))"
  }

  /// "1st", "2nd", "3rd", "11th", "22nd".
  public static func ordinal(_ n: Int) -> String {
    let suffix =
      (11...13).contains(n % 100)
      ? "th" : n % 10 == 1 ? "st" : n % 10 == 2 ? "nd" : n % 10 == 3 ? "rd" : "th"
    return "\(n)\(suffix)"
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
