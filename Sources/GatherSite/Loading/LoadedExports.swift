import Foundation

/// The players and the rows of gathers.json as loaded and checked, with what loading them
/// reported, kept in the output folder (`.gather-site-exports`): a rebuild whose exports did
/// not change (an edited write-up, page or template) decodes and checks nothing, and one
/// whose gathers.json changed decodes and checks only the rows whose text changed (an
/// appended gather) — that is most of a rebuild's time for a large archive.
///
/// The file is for this very program (a new build of it loads everything again); one that
/// is damaged or foreign is ignored.
public struct LoadedExports: Sendable {
  /// What the bytes of both exports hash to.
  var key: RenderKey
  /// What the bytes of players.json hash to: the rows' checks depend on its players.
  var playersKey: RenderKey
  var players: [Int: Player]
  /// What reading and loading players.json reported, in order.
  var playerDiagnostics: [Diagnostic]
  var gathers: CheckedGathers

  static let fileName = ".gather-site-exports"
  private static let magic = Array("gather-site exports 2\n".utf8)

  /// The file's bytes for `program`: a header line, the program's key, a checksum of the
  /// rest, the rest. They are made in one buffer sized up front (growing it step by step to
  /// tens of megabytes spent most of the time having fresh memory cleared).
  func encoded(program: RenderKey) -> [UInt8] {
    var out = ExportsWriter()
    out.bytes.reserveCapacity(4096 + players.count * 128 + gathers.rows.count * 256)
    out.bytes += Self.magic
    out.key(program)
    let checksumAt = out.bytes.count
    out.key(RenderKey(high: 0, low: 0))  // the checksum, once the rest is written
    out.key(key)
    out.key(playersKey)
    out.int(playerDiagnostics.count)
    for diagnostic in playerDiagnostics { out.diagnostic(diagnostic) }
    out.int(players.count)
    for player in players.values.sorted(by: { $0.id < $1.id }) {
      out.int(player.id)
      out.string(player.name)
      out.optionalInt(player.age)
      out.optionalString(player.skill?.rawValue)
      out.optionalString(player.position?.rawValue)
      out.optionalString(player.favouriteTeam)
    }
    out.int(gathers.rows.count)
    for (hash, row) in zip(gathers.hashes, gathers.rows) {
      out.key(hash)
      out.bool(row.lacksPlayers)
      out.int(row.diagnostics.count)
      for diagnostic in row.diagnostics { out.diagnostic(diagnostic) }
      out.bool(row.gather != nil)
      guard let gather = row.gather else { continue }
      out.string(gather.id)
      out.bool(gather.completedAt != nil)
      if let date = gather.completedAt {
        out.int(Int(truncatingIfNeeded: date.timeIntervalSinceReferenceDate.bitPattern))
      }
      out.bool(gather.score != nil)
      if let score = gather.score {
        out.int(score.teamA)
        out.int(score.teamB)
      }
      out.ints(gather.teamA)
      out.ints(gather.teamB)
      out.bool(gather.hasLineups)
    }
    var checksum = ExportsWriter()
    checksum.key(Self.checksum(out.bytes[(checksumAt + 16)...]))
    out.bytes.replaceSubrange(checksumAt..<checksumAt + 16, with: checksum.bytes)
    return out.bytes
  }

  private static func checksum(_ bytes: ArraySlice<UInt8>) -> RenderKey {
    var hasher = StableHasher()
    hasher.combine(bytes: bytes)
    return hasher.finalize()
  }

  /// The exports in `data` when it is a whole file made by `program`; `nil` otherwise.
  static func decode(_ bytes: [UInt8], program: RenderKey) -> LoadedExports? {
    var input = ExportsReader(bytes: bytes)
    guard input.take(magic.count).map(Array.init) == magic, input.key() == program,
      let checksum = input.key(), checksum == Self.checksum(input.bytes[input.offset...]),
      let key = input.key(), let playersKey = input.key(),
      let playerDiagnostics = input.diagnostics(), let playerCount = input.count()
    else { return nil }
    var players: [Int: Player] = [:]
    players.reserveCapacity(playerCount)
    for _ in 0..<playerCount {
      guard let id = input.int(), let name = input.string(), let age = input.optionalInt(),
        let skill = input.optionalString(), let position = input.optionalString(),
        let team = input.optionalString()
      else { return nil }
      let player = Player(
        id: id, name: name, age: age, skill: skill.flatMap(Skill.init(rawValue:)),
        position: position.flatMap(Position.init(rawValue:)), favouriteTeam: team)
      guard (skill == nil) == (player.skill == nil),
        (position == nil) == (player.position == nil)
      else { return nil }
      players[id] = player
    }
    guard let rowCount = input.count() else { return nil }
    var gathers = CheckedGathers(hashes: [], rows: [])
    gathers.hashes.reserveCapacity(rowCount)
    gathers.rows.reserveCapacity(rowCount)
    for index in 0..<rowCount {
      guard let hash = input.key(), let lacksPlayers = input.bool(),
        let diagnostics = input.diagnostics(), let hasGather = input.bool()
      else { return nil }
      var row = CheckedGatherRow(gather: nil, lacksPlayers: lacksPlayers, diagnostics: diagnostics)
      if hasGather {
        guard let id = input.string(), let dated = input.bool() else { return nil }
        var completedAt: Date?
        if dated {
          guard let bits = input.int() else { return nil }
          completedAt = Date(
            timeIntervalSinceReferenceDate: Double(bitPattern: UInt64(truncatingIfNeeded: bits)))
        }
        guard let scored = input.bool() else { return nil }
        var score: Score?
        if scored {
          guard let a = input.int(), let b = input.int() else { return nil }
          score = Score(teamA: a, teamB: b)
        }
        guard let teamA = input.ints(), let teamB = input.ints(), let hasLineups = input.bool()
        else { return nil }
        row.gather = Gather(
          id: id, completedAt: completedAt, score: score, teamA: teamA, teamB: teamB,
          hasLineups: hasLineups, fileIndex: index)
      }
      gathers.hashes.append(hash)
      gathers.rows.append(row)
    }
    guard input.isAtEnd else { return nil }
    return LoadedExports(
      key: key, playersKey: playersKey, players: players, playerDiagnostics: playerDiagnostics,
      gathers: gathers)
  }

  /// The file in `directory`, if this `program` made it.
  static func load(from directory: URL, program: RenderKey) -> LoadedExports? {
    let path = directory.appendingPathComponent(fileName).path
    return FileOperations.bytes(of: path).flatMap { decode($0, program: program) }
  }

  /// Writes the file into `directory` for this `program` (a temporary file renamed over the
  /// old one).
  func write(to directory: URL, program: RenderKey) throws(BuildError) {
    // Written from the buffer as it is, not copied into a `Data` first.
    try FileOperations.replace([encoded(program: program)], in: directory.path, name: Self.fileName)
  }
}

/// Little-endian integers and length-prefixed UTF-8 strings.
private struct ExportsWriter {
  var bytes: [UInt8] = []

  mutating func int(_ value: Int) {
    withUnsafeBytes(of: UInt64(truncatingIfNeeded: value).littleEndian) { bytes += $0 }
  }

  mutating func bool(_ value: Bool) { bytes.append(value ? 1 : 0) }

  mutating func key(_ key: RenderKey) {
    int(Int(truncatingIfNeeded: key.high))
    int(Int(truncatingIfNeeded: key.low))
  }

  mutating func string(_ text: String) {
    int(text.utf8.count)
    bytes += text.utf8
  }

  mutating func optionalString(_ text: String?) {
    bool(text != nil)
    if let text { string(text) }
  }

  mutating func optionalInt(_ value: Int?) {
    bool(value != nil)
    if let value { int(value) }
  }

  mutating func ints(_ values: [Int]) {
    int(values.count)
    for value in values { int(value) }
  }

  mutating func diagnostic(_ diagnostic: Diagnostic) {
    bool(diagnostic.severity == .error)
    string(diagnostic.file)
    optionalString(diagnostic.position)
    optionalString(diagnostic.path)
    string(diagnostic.message)
  }
}

/// Reads what `ExportsWriter` wrote; every read is `nil` past the end or on a bad value.
private struct ExportsReader {
  let bytes: [UInt8]
  private(set) var offset = 0

  var isAtEnd: Bool { offset == bytes.count }

  mutating func take(_ count: Int) -> ArraySlice<UInt8>? {
    guard count >= 0, count <= bytes.count - offset else { return nil }
    defer { offset += count }
    return bytes[offset..<offset + count]
  }

  mutating func int() -> Int? {
    guard let slice = take(8) else { return nil }
    var value: UInt64 = 0
    for (shift, byte) in slice.enumerated() { value |= UInt64(byte) << (8 * UInt64(shift)) }
    return Int(truncatingIfNeeded: value)
  }

  /// A count of items, each at least a byte long.
  mutating func count() -> Int? {
    guard let value = int(), value >= 0, value <= bytes.count - offset else { return nil }
    return value
  }

  mutating func key() -> RenderKey? {
    guard let high = int(), let low = int() else { return nil }
    return RenderKey(high: UInt64(truncatingIfNeeded: high), low: UInt64(truncatingIfNeeded: low))
  }

  mutating func bool() -> Bool? {
    guard let slice = take(1), slice.first! <= 1 else { return nil }
    return slice.first! == 1
  }

  mutating func string() -> String? {
    guard let length = count(), let slice = take(length) else { return nil }
    return String(validating: slice, as: UTF8.self)
  }

  mutating func optionalString() -> String?? {
    guard let present = bool() else { return nil }
    guard present else { return .some(nil) }
    return string().map { .some($0) }
  }

  mutating func optionalInt() -> Int?? {
    guard let present = bool() else { return nil }
    guard present else { return .some(nil) }
    return int().map { .some($0) }
  }

  mutating func ints() -> [Int]? {
    guard let count = count() else { return nil }
    var values: [Int] = []
    values.reserveCapacity(count)
    for _ in 0..<count {
      guard let value = int() else { return nil }
      values.append(value)
    }
    return values
  }

  mutating func diagnostics() -> [Diagnostic]? {
    guard let count = count() else { return nil }
    var diagnostics: [Diagnostic] = []
    for _ in 0..<count {
      guard let isError = bool(), let file = string(), let position = optionalString(),
        let path = optionalString(), let message = string()
      else { return nil }
      diagnostics.append(
        Diagnostic(
          isError ? .error : .warning, file: file, position: position, path: path, message))
    }
    return diagnostics
  }
}
