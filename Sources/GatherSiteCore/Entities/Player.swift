/// A player as the backend exports it: one free-text name and optional profile facts.
public struct Player: Sendable, Hashable, Encodable {
  public var id: Int
  public var name: String
  public var age: Int?
  public var skill: Skill?
  public var position: Position?
  public var favouriteTeam: String?

  public init(
    id: Int, name: String, age: Int? = nil, skill: Skill? = nil, position: Position? = nil,
    favouriteTeam: String? = nil
  ) {
    self.id = id
    self.name = name
    self.age = age
    self.skill = skill
    self.position = position
    self.favouriteTeam = favouriteTeam
  }
}

/// A player's self-declared level, as the app records it.
public enum Skill: String, Sendable, CaseIterable, Encodable {
  case beginner, amateur, professional
}

/// A player's preferred position, as the app records it.
public enum Position: String, Sendable, CaseIterable, Encodable {
  case goalkeeper, defender, midfielder, winger, striker
}
