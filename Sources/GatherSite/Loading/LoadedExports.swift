import Foundation

/// The players and gathers loaded from the exports, with what loading them reported, kept
/// in the output folder (`.gather-site-exports`) so that a rebuild whose exports did not
/// change (an edited write-up, page or template) skips decoding and checking them: that is
/// most of a rebuild's time for a large archive.
///
/// The file is keyed by the exports' bytes and by this very program (a new build of it
/// loads again); one that is damaged, foreign or for other exports is ignored.
public struct LoadedExports: Sendable {
  /// What the exports' bytes hash to (`encoded` and `decode` use it as the file's key;
  /// `load` and `write` add the program to it).
  var key: RenderKey
  var players: [Int: Player]
  /// In play order once loaded (the file keeps that order).
  var gathers: [Gather]
  /// What loading players.json and gathers.json reported, in order.
  var diagnostics: [Diagnostic]
  /// Whether gathers.json was read whole (write-ups are matched to gathers only then).
  var gathersRead: Bool

  static let fileName = ".gather-site-exports"
  private static let magic = Array("gather-site exports 1\n".utf8)

  /// The file's bytes: a header line, the key, a checksum of the rest, the rest.
  func encoded() -> Data {
    var out = ExportsWriter()
    out.bytes = Self.magic
    out.key(key)
    let checksumAt = out.bytes.count
    out.key(RenderKey(high: 0, low: 0))  // the checksum, once the rest is written
    out.bool(gathersRead)
    out.int(diagnostics.count)
    for diagnostic in diagnostics {
      out.bool(diagnostic.severity == .error)
      out.string(diagnostic.file)
      out.optionalString(diagnostic.position)
      out.optionalString(diagnostic.path)
      out.string(diagnostic.message)
    }
    out.int(players.count)
    for player in players.values.sorted(by: { $0.id < $1.id }) {
      out.int(player.id)
      out.string(player.name)
      out.optionalInt(player.age)
      out.optionalString(player.skill?.rawValue)
      out.optionalString(player.position?.rawValue)
      out.optionalString(player.favouriteTeam)
    }
    out.int(gathers.count)
    for gather in gathers {
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
      out.int(gather.fileIndex)
    }
    var checksum = ExportsWriter()
    checksum.key(Self.checksum(out.bytes[(checksumAt + 16)...]))
    out.bytes.replaceSubrange(checksumAt..<checksumAt + 16, with: checksum.bytes)
    return Data(out.bytes)
  }

  /// The file's key: a new build of the program loads the exports again.
  private static func fileKey(program: RenderKey, exports: RenderKey) -> RenderKey {
    var hasher = StableHasher()
    hasher.combine(program)
    hasher.combine(exports)
    return hasher.finalize()
  }

  private static func checksum(_ bytes: ArraySlice<UInt8>) -> RenderKey {
    var hasher = StableHasher()
    hasher.combine(bytes: bytes)
    return hasher.finalize()
  }

  /// The exports in `data` when it is a whole file made for `key`; `nil` otherwise.
  static func decode(_ data: Data, key: RenderKey) -> LoadedExports? {
    var input = ExportsReader(bytes: [UInt8](data))
    guard input.take(magic.count).map(Array.init) == magic, input.key() == key,
      let checksum = input.key(), checksum == Self.checksum(input.bytes[input.offset...]),
      let gathersRead = input.bool(), let diagnosticCount = input.count()
    else { return nil }
    var diagnostics: [Diagnostic] = []
    for _ in 0..<diagnosticCount {
      guard let isError = input.bool(), let file = input.string(),
        let position = input.optionalString(), let path = input.optionalString(),
        let message = input.string()
      else { return nil }
      diagnostics.append(
        Diagnostic(
          isError ? .error : .warning, file: file, position: position, path: path, message))
    }
    guard let playerCount = input.count() else { return nil }
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
    guard let gatherCount = input.count() else { return nil }
    var gathers: [Gather] = []
    gathers.reserveCapacity(gatherCount)
    for _ in 0..<gatherCount {
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
      guard let teamA = input.ints(), let teamB = input.ints(), let hasLineups = input.bool(),
        let fileIndex = input.int()
      else { return nil }
      gathers.append(
        Gather(
          id: id, completedAt: completedAt, score: score, teamA: teamA, teamB: teamB,
          hasLineups: hasLineups, fileIndex: fileIndex))
    }
    guard input.isAtEnd else { return nil }
    return LoadedExports(
      key: key, players: players, gathers: gathers, diagnostics: diagnostics,
      gathersRead: gathersRead)
  }

  /// The file in `directory`, if this `program` made it from exports hashing to `key`.
  static func load(from directory: URL, program: RenderKey, key: RenderKey) -> LoadedExports? {
    let path = directory.appendingPathComponent(fileName).path
    guard let data = FileOperations.contents(of: path),
      var loaded = decode(data, key: fileKey(program: program, exports: key))
    else { return nil }
    loaded.key = key
    return loaded
  }

  /// Writes the file into `directory` for this `program` (a temporary file renamed over the
  /// old one).
  func write(to directory: URL, program: RenderKey) throws(BuildError) {
    var file = self
    file.key = Self.fileKey(program: program, exports: key)
    let path = directory.appendingPathComponent(Self.fileName).path
    let temporary = "\(directory.path)/.\(Self.fileName).tmp-\(getpid())"
    try FileOperations.write(file.encoded(), to: temporary, name: Self.fileName)
    guard rename(temporary, path) == 0 else {
      unlink(temporary)
      throw BuildError.output(path: Self.fileName, message: String(cString: strerror(errno)))
    }
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
}
