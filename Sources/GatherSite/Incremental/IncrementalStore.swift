import Foundation
import GatherSiteCore

#if canImport(Glibc)
  import Glibc
#endif

/// Decides what a build must make again, from what the last finished build of the same
/// output folder recorded in its state folder, outside the output folder.
///
/// The state folder holds, for each output folder, a folder of its own
/// (`outputs/NAME-HASH/`, after the output folder's name and its path with links resolved)
/// with `state`: the record of the last finished build, in the text format of
/// `docs/ARCHITECTURE.md` (for every file of the site, the key of what it was made of, the
/// digest of the inputs it was made from and the organiser's files among them, and its
/// size and modification time as written).
///
/// A file need not be made again when the file on disk still has the size and time
/// recorded, and either the record has it made from the same inputs (then it is not made
/// at all) or, made again, it has the same key (then it is not written). The record is
/// removed before the first file is put in place and written anew once all are, so that a
/// killed build leaves no record that could be wrong: deleting the state folder, or losing
/// it, costs only time. The store only speeds a build up: which files are the site's is
/// the output folder's own list (`OutputFolder`), and a record that does not list the same
/// files is not used.
final class IncrementalStore: @unchecked Sendable {
  /// What the record says of one file.
  struct Entry: Sendable, Equatable {
    var key: RenderKey
    /// What the file was made from; `nil` for a file copied as it is.
    var madeFrom: MadeFrom?
    var stamp: FileStamp
  }

  /// The first line of a record: a record in another format is not read.
  static let header = "gather-site state 2"

  let folder: URL
  /// The record of the last finished build, by path; empty without one.
  private(set) var previous: [String: Entry] = [:]
  /// Whether a record was found (and not forgotten).
  private(set) var hasRecord = false

  /// The store of the state of the output folder at `outputPath` (absolute, with its links
  /// resolved, so that every spelling of one folder has one store) under `stateRoot`.
  init(stateRoot: URL, outputPath: String) {
    var hasher = KeyHasher()
    hasher.combine(outputPath)
    let name = Slug.make(SitePath.name(outputPath), maxLength: 40)
    folder = stateRoot.appendingPathComponent("outputs").appendingPathComponent(
      "\(name.isEmpty ? "site" : name)-\(hasher.finalize().hex.prefix(12))")
  }

  /// Creates the state folder and reads the record. The output folder's lock
  /// (`OutputFolder.lock`) must be held.
  func open() throws(BuildError) {
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw BuildError.output(path: folder.path, message: "cannot create the state folder")
    }
    if let data = FileManager.default.contents(atPath: path("state")),
      let record = Self.parse(data)
    {
      previous = record
      hasRecord = true
    }
  }

  /// Sets the record aside: the build makes every file again.
  func forget() {
    previous = [:]
    hasRecord = false
  }

  /// Whether every file of the record is in `output` as the record has it: then the record
  /// shows that the last build there made those files.
  func matchesDisk(_ output: String) -> Bool {
    hasRecord && !previous.isEmpty
      && previous.allSatisfy { path, entry in FileStamp(of: "\(output)/\(path)") == entry.stamp }
  }

  /// Whether the file at `path` of `output` is what the last build made of `key`, as
  /// it wrote it: then its stamp, and it need not be written.
  func current(_ path: String, key: RenderKey, in output: String) -> FileStamp? {
    guard let entry = previous[path], entry.key == key,
      let stamp = FileStamp(of: "\(output)/\(path)"), stamp == entry.stamp
    else { return nil }
    return stamp
  }

  /// The organiser's files that the last build made `path` from (with the site), when it
  /// made the file rather than copied it.
  func sources(of path: String) -> [ContentSource]? { previous[path]?.madeFrom?.sources }

  /// The record of the file at `path` of `output`, when the last build made it from
  /// inputs of digest `inputs` and the file is still as it wrote it: then it need not be
  /// made at all.
  func unchanged(_ path: String, inputs: RenderKey, in output: String) -> Entry? {
    guard let entry = previous[path], entry.madeFrom?.inputs == inputs,
      let stamp = FileStamp(of: "\(output)/\(path)"), stamp == entry.stamp
    else { return nil }
    return entry
  }

  /// Called before the first file is put in place: from now on the record may be wrong.
  func beginCommit() { unlink(path("state")) }

  /// Records the site just put in place. A record that cannot be written costs the next
  /// build time only, so it is not an error.
  func endCommit(_ entries: [(path: String, entry: Entry)]) {
    let lines = entries.map { path, entry in
      let inputs = entry.madeFrom.map { "\($0.inputs.hex) \(MadeFrom.text($0.sources))" } ?? "- -"
      return
        "\(entry.key.hex) \(inputs) \(entry.stamp.size) \(entry.stamp.seconds).\(entry.stamp.nanoseconds) \(path)\n"
    }
    var text = Data()
    text.reserveCapacity(lines.reduce(Self.header.utf8.count + 1) { $0 + $1.utf8.count })
    text.append(contentsOf: Self.header.utf8)
    text.append(UInt8(ascii: "\n"))
    for var line in lines { line.withUTF8 { text.append($0) } }
    try? FileOperations.replace(text, in: folder.path, name: "state")
  }

  /// The record in `text`, or `nil` when it is not one (another format, or damaged).
  static func parse(_ text: String) -> [String: Entry]? { parse(Data(text.utf8)) }

  /// The record in `data`, or `nil` when it is not one (another format, or damaged). Read
  /// byte by byte: a large site's record has a line for each of 100,000 files.
  static func parse(_ data: Data) -> [String: Entry]? {
    data.withUnsafeBytes { raw -> [String: Entry]? in
      var reader = RecordReader(bytes: raw.bindMemory(to: UInt8.self))
      guard reader.line().elementsEqual(header.utf8), reader.bytes.last == UInt8(ascii: "\n")
      else { return nil }
      var record: [String: Entry] = [:]
      record.reserveCapacity(data.count / 120)
      while !reader.atEnd {
        guard let key = reader.key(), reader.skipSpace() else { return nil }
        var madeFrom: MadeFrom?
        if reader.skip("-") {
          guard reader.skipSpace(), reader.skip("-"), reader.skipSpace() else { return nil }
        } else {
          guard let inputs = reader.key(), reader.skipSpace(),
            let sources = MadeFrom.sources(Substring(decoding: reader.field(), as: UTF8.self)),
            reader.skipSpace()
          else { return nil }
          madeFrom = MadeFrom(inputs: inputs, sources: sources)
        }
        guard let size = reader.number(), reader.skipSpace(), let seconds = reader.number(),
          reader.skip("."), let nanoseconds = reader.number(), reader.skipSpace()
        else { return nil }
        let path = reader.line()
        guard OutputWriter.isSafeRelativePath(utf8: path) else { return nil }
        record[String(decoding: path, as: UTF8.self)] = Entry(
          key: key, madeFrom: madeFrom,
          stamp: FileStamp(size: size, seconds: seconds, nanoseconds: nanoseconds))
      }
      return record
    }
  }

  /// Reads a record's fields in place.
  private struct RecordReader {
    let bytes: UnsafeBufferPointer<UInt8>
    var at = 0

    var atEnd: Bool { at == bytes.count }

    /// The rest of the line, and past its line feed.
    mutating func line() -> Slice<UnsafeBufferPointer<UInt8>> {
      let start = at
      while at < bytes.count, bytes[at] != UInt8(ascii: "\n") { at += 1 }
      defer { at = min(at + 1, bytes.count) }
      return bytes[start..<at]
    }

    /// The bytes up to the next space or line feed.
    mutating func field() -> Slice<UnsafeBufferPointer<UInt8>> {
      let start = at
      while at < bytes.count, bytes[at] != UInt8(ascii: " "), bytes[at] != UInt8(ascii: "\n") {
        at += 1
      }
      return bytes[start..<at]
    }

    mutating func skip(_ character: Unicode.Scalar) -> Bool {
      guard at < bytes.count, bytes[at] == UInt8(ascii: character) else { return false }
      at += 1
      return true
    }

    mutating func skipSpace() -> Bool { skip(" ") }

    /// 32 lowercase hexadecimal digits.
    mutating func key() -> RenderKey? {
      guard at + 32 <= bytes.count, let high = hex(at), let low = hex(at + 16) else { return nil }
      at += 32
      return RenderKey(high: high, low: low)
    }

    private func hex(_ start: Int) -> UInt64? {
      var word: UInt64 = 0
      for byte in bytes[start..<start + 16] {
        let digit: UInt8
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
        default: return nil
        }
        word = word << 4 | UInt64(digit)
      }
      return word
    }

    /// Decimal digits, at least one and at most 18.
    mutating func number() -> Int64? {
      let start = at
      var value: Int64 = 0
      while at < bytes.count, at - start < 18, case let byte = bytes[at],
        byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9")
      {
        value = value * 10 + Int64(byte - UInt8(ascii: "0"))
        at += 1
      }
      return at > start ? value : nil
    }
  }

  private func path(_ name: String) -> String { folder.appendingPathComponent(name).path }
}

/// A file's size and modification time: what says that a file is still as a build wrote it.
struct FileStamp: Sendable, Equatable {
  var size: Int64
  var seconds: Int64
  var nanoseconds: Int64

  init(size: Int64, seconds: Int64, nanoseconds: Int64) {
    self.size = size
    self.seconds = seconds
    self.nanoseconds = nanoseconds
  }

  /// The stamp of the regular file at `path`, or `nil` when there is none.
  init?(of path: String) {
    var info = stat()
    guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
    self.init(info)
  }

  /// The stamp of a file's status.
  init(_ info: stat) {
    size = Int64(info.st_size)
    seconds = Int64(info.st_mtim.tv_sec)
    nanoseconds = Int64(info.st_mtim.tv_nsec)
  }
}
