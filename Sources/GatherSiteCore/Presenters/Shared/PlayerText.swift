/// Formats players' names, titles and profile facts in the site's language.
public struct PlayerText: Sendable {
  let wording: Wording

  public init(wording: Wording) {
    self.wording = wording
  }

  /// "Zoë Martin · Midfielder", or just the name when the position is unknown.
  public func title(_ player: Player) -> String {
    guard let position = player.position else { return player.name }
    return wording(.playerTitleWithPosition, ("name", player.name), ("position", label(position)))
  }

  /// How a player missing from players.json is shown: "Unknown player #12".
  public func unknownName(_ id: Int) -> String { wording(.playerUnknown, ("id", String(id))) }

  public func label(_ position: Position) -> String {
    switch position {
    case .goalkeeper: wording[.positionsGoalkeeper]
    case .defender: wording[.positionsDefender]
    case .midfielder: wording[.positionsMidfielder]
    case .winger: wording[.positionsWinger]
    case .striker: wording[.positionsStriker]
    }
  }

  public func label(_ skill: Skill) -> String {
    switch skill {
    case .beginner: wording[.skillsBeginner]
    case .amateur: wording[.skillsAmateur]
    case .professional: wording[.skillsProfessional]
    }
  }

  /// GK, DEF, MID, W, ST, as the app shows them.
  public func acronym(_ position: Position) -> String {
    switch position {
    case .goalkeeper: wording[.positionAbbreviationsGoalkeeper]
    case .defender: wording[.positionAbbreviationsDefender]
    case .midfielder: wording[.positionAbbreviationsMidfielder]
    case .winger: wording[.positionAbbreviationsWinger]
    case .striker: wording[.positionAbbreviationsStriker]
    }
  }
}
