/// A site's paths as a set in parts, each path in the part a cheap sum of its last bytes
/// picks: the parts are filled on every core at once (hashing a large site's 100,000 paths
/// one after the other took a twentieth of a second at the end of every build).
struct PathSet: Sendable {
  private static let partCount = 8
  private var parts: [Set<String>]

  /// No paths.
  init() {
    parts = Array(repeating: [], count: Self.partCount)
  }

  /// The set of `paths`, and the position in `paths` of the first that repeats an earlier
  /// one (`nil` when all are distinct).
  init(_ paths: [String], firstRepeat: inout Int?) {
    let partOf = Parallel.map(paths.count, grain: 4096, largestChunk: 4096) {
      Self.part(paths[$0])
    }
    let filled = Parallel.map(Self.partCount, largestChunk: 1) { part -> (Set<String>, Int?) in
      var set = Set<String>(minimumCapacity: paths.count / Self.partCount * 5 / 4)
      var repeated: Int?
      for position in paths.indices where partOf[position] == part {
        if !set.insert(paths[position]).inserted, repeated == nil { repeated = position }
      }
      return (set, repeated)
    }
    parts = filled.map(\.0)
    firstRepeat = filled.compactMap(\.1).min()
  }

  var count: Int { parts.reduce(0) { $0 + $1.count } }

  func contains(_ path: String) -> Bool { parts[Self.part(path)].contains(path) }

  /// Adds `path`; `false` when it was there already.
  mutating func insert(_ path: String) -> Bool {
    parts[Self.part(path)].insert(path).inserted
  }

  /// The part of a path: its last sixteen bytes summed with weights (a site's paths differ
  /// most near their ends: "…-96e47bb8/index.html" differ just before the file name).
  private static func part(_ path: String) -> Int {
    var sum = 0
    var place = 1
    for byte in path.utf8.reversed().prefix(16) {
      sum &+= Int(byte) &* place
      place &+= 2
    }
    return sum & (partCount - 1)
  }
}
