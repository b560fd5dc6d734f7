/// A gather's two line-ups without the players missing from players.json.
struct KnownLineup: Sendable {
  var teamA: [Int]
  var teamB: [Int]

  init(_ gather: Gather, knownPlayers: [Int: Player]) {
    teamA = gather.teamA.filter { knownPlayers[$0] != nil }
    teamB = gather.teamB.filter { knownPlayers[$0] != nil }
  }

  func side(_ team: Team) -> [Int] { team == .a ? teamA : teamB }
}
