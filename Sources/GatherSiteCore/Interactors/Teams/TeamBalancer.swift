/// A split of players into Team A and Team B, with Team A's predicted win probability.
public struct TeamSplit: Sendable, Equatable {
  public var teamA: [Int]
  public var teamB: [Int]
  public var probabilityA: Double
}

/// Finds the fairest split of the players: the one whose predicted win probability is
/// closest to 50%, then the one that spreads goalkeepers most evenly, then positions.
///
/// Up to `exhaustiveLimit` players every split is tried (teams differ by at most one
/// player). Above that, a heuristic: starting from a snake draft by rating (best to A,
/// next two to B, next two to A, ...) and from 31 other splits drawn with a fixed seed,
/// repeat the best single swap between the teams until no swap makes the split fairer,
/// and keep the fairest result.
public enum TeamBalancer {
  public static let exhaustiveLimit = 14
  /// The most players split at once (20 a side): the heuristic's time grows with the cube
  /// of the players, a second at 40, and 200 took over five minutes.
  public static let playerLimit = 40

  /// A player to place, with what the balancer weighs.
  public struct Candidate: Sendable {
    public var id: Int
    public var rating: Rating
    public var position: Position?

    public init(id: Int, rating: Rating, position: Position?) {
      self.id = id
      self.rating = rating
      self.position = position
    }
  }

  /// The fairest split, its chances by `model` (the league's `RatingModel`).
  public static func balance(_ players: [Candidate], model: RatingModel) -> TeamSplit {
    let model = WengLin(model)
    guard players.count >= 2 else {
      return split(players.map { _ in true }, players, model)
    }
    return players.count <= exhaustiveLimit
      ? exhaustive(players, model) : heuristic(players, model)
  }

  /// Tries every split with the first player in Team A (swapping the teams changes nothing).
  static func exhaustive(_ players: [Candidate], _ model: WengLin) -> TeamSplit {
    let n = players.count
    let sizes = Set([n / 2, (n + 1) / 2])
    var best: (key: Key, mask: Int)?
    for mask in 0..<(1 << (n - 1)) {
      let inA = (0..<n).map { $0 == 0 || mask & (1 << ($0 - 1)) != 0 }
      guard sizes.contains(inA.filter { $0 }.count) else { continue }
      let key = Key(inA, players, model)
      if best == nil || key < best!.key { best = (key, mask) }
    }
    let mask = best!.mask
    return split((0..<n).map { $0 == 0 || mask & (1 << ($0 - 1)) != 0 }, players, model)
  }

  static func heuristic(_ players: [Candidate], _ model: WengLin) -> TeamSplit {
    let order = players.indices.sorted { players[$0].rating.ordinal > players[$1].rating.ordinal }
    var snake = Array(repeating: false, count: players.count)
    for (rank, index) in order.enumerated() where rank % 4 == 0 || rank % 4 == 3 {
      snake[index] = true
    }
    var starts = [snake]
    var state: UInt64 = 0x5EED
    for _ in 0..<31 {
      var shuffled = snake
      for i in stride(from: shuffled.count - 1, to: 0, by: -1) {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        shuffled.swapAt(i, Int((state >> 33) % UInt64(i + 1)))
      }
      starts.append(shuffled)
    }
    let improved = starts.map { improve($0, players, model) }
    let best = improved.min { $0.key < $1.key }!
    return split(best.inA, players, model)
  }

  /// Applies the best single swap until none makes the split fairer.
  static func improve(_ start: [Bool], _ players: [Candidate], _ model: WengLin) -> (
    inA: [Bool], key: Key
  ) {
    var inA = start
    var current = Key(inA, players, model)
    while true {
      var bestSwap: (Key, Int, Int)?
      for i in players.indices where inA[i] {
        for j in players.indices where !inA[j] {
          inA[i] = false
          inA[j] = true
          let key = Key(inA, players, model)
          if key < (bestSwap?.0 ?? current) { bestSwap = (key, i, j) }
          inA[i] = true
          inA[j] = false
        }
      }
      guard let (key, i, j) = bestSwap else { break }
      inA[i] = false
      inA[j] = true
      current = key
    }
    return (inA, current)
  }

  static func split(_ inA: [Bool], _ players: [Candidate], _ model: WengLin) -> TeamSplit {
    let a = players.indices.filter { inA[$0] }
    let b = players.indices.filter { !inA[$0] }
    return TeamSplit(
      teamA: a.map { players[$0].id }, teamB: b.map { players[$0].id },
      probabilityA: b.isEmpty
        ? 1
        : model.winProbability(
          teamA: a.map { players[$0].rating }, teamB: b.map { players[$0].rating }))
  }

  /// What makes one split fairer than another, compared in order.
  struct Key: Comparable {
    /// |P(A) − 0.5|, rounded so that float noise does not hide the tie-breaks.
    var imbalance: Double
    var goalkeeperGap: Int
    var positionGap: Int

    init(_ inA: [Bool], _ players: [Candidate], _ model: WengLin) {
      var a: [Rating] = []
      var b: [Rating] = []
      var positions: [Position: Int] = [:]
      for (index, player) in players.enumerated() {
        if inA[index] { a.append(player.rating) } else { b.append(player.rating) }
        if let position = player.position { positions[position, default: 0] += inA[index] ? 1 : -1 }
      }
      let probability = b.isEmpty || a.isEmpty ? 1 : model.winProbability(teamA: a, teamB: b)
      imbalance = (abs(probability - 0.5) * 1e9).rounded() / 1e9
      goalkeeperGap = abs(positions[.goalkeeper] ?? 0)
      positionGap = positions.values.reduce(0) { $0 + abs($1) }
    }

    static func < (lhs: Key, rhs: Key) -> Bool {
      (lhs.imbalance, lhs.goalkeeperGap, lhs.positionGap) < (
        rhs.imbalance, rhs.goalkeeperGap, rhs.positionGap
      )
    }
  }
}
