import Foundation
import GatherSiteCore

#if canImport(Glibc)
  import Glibc
#endif

/// The output folder, which belongs to the user: the build may replace and remove only the
/// files it made there.
///
/// - One lock per folder: the folder itself is locked (`flock` on the folder), so two builds
///   of it are refused whatever the spelling of its path (a symbolic link, `..`) and
///   whichever content folder they build.
/// - One list per folder: `.gather-site-files` at its top names every file that builds
///   made there (nothing the site does not publish anyway). It is what lets a build remove
///   its stale files, and only those, whoever built the folder last and whether or not the
///   build's state folder is still there.
/// - A folder without a list is the site's only when it holds no files (a `CNAME`, hidden
///   files and a killed build's temporaries aside), when the state shows that the last
///   build there made all it holds (a folder built before lists), or when the user passes
///   `--clean`.
/// - A build that writes leaves `.gather-site-writing` at the top until it has finished or
///   given up, so that whichever build comes next knows to remove a killed build's
///   temporaries.
public final class OutputFolder: @unchecked Sendable {
  /// The list's name, at the top of the output folder.
  static let listName = ".gather-site-files"
  /// The list's first line: a file that starts otherwise is not a list.
  static let listHeader = "gather-site files 1"
  /// There while a build writes into the folder.
  static let writingName = ".gather-site-writing"

  /// What `--clean` is about to do: remove files and folders the site does not make (the
  /// folders deepest first), and put the site's files in the place of files no build made.
  public struct Cleaning: Sendable {
    public var files: [String]
    public var folders: [String]
    public var replaced: [String]
  }

  /// Which files of the folder are the site's, as `adopt` found them.
  struct Adoption {
    /// The files builds made there.
    var made: Set<String>
    /// Whether this build wrote the folder's first list (which a failed build removes).
    var wroteFirstList: Bool
  }

  let url: URL
  private var descriptor: Int32 = -1

  init(_ url: URL) { self.url = url }

  deinit { unlock() }

  /// The folder's path with every symbolic link resolved (the folder must exist).
  var resolvedPath: String {
    guard let resolved = realpath(url.path, nil) else { return url.standardizedFileURL.path }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// Which files of the folder are the site's: those of its list; without a list, those
  /// `record` holds when every one of them is there as the record has it and the folder
  /// holds nothing else; none when the folder holds no files, or when the user asks for
  /// `clean`. Otherwise the build is refused, with what is there and how to go on. A folder
  /// without a list gets one at once, so that a first build killed half-way leaves a folder
  /// the next build knows.
  func adopt(record: IncrementalStore, clean: Bool) throws(BuildError) -> Adoption {
    if let list = readList() { return Adoption(made: list, wroteFirstList: false) }
    var made: Set<String> = []
    if record.matchesDisk(url.path) { made = Set(record.previous.keys) }
    if !clean {
      let found = foreign(notIn: made, limit: 6).files
      guard found.isEmpty else { throw BuildError.unsafeOutput(refusal(holding: found)) }
    }
    try writeList(made)
    return Adoption(made: made, wroteFirstList: true)
  }

  /// Why a build into a folder that holds files no list shows as the site's is refused, and
  /// how to go on.
  func refusal(holding found: [String]) -> String {
    "refusing to build into \(PrintableText.escaped(url.path)): it holds files that are not the site's (\(Self.listed(found, limit: 5))), and a build replaces and removes only its own. Build into a new or empty folder, or pass --clean to remove everything in it that the site does not make (a CNAME and hidden files at its top are kept)"
  }

  /// Why a build that would replace files no build made is refused.
  func refusal(replacing found: [String]) -> String {
    "refusing to replace files in \(PrintableText.escaped(url.path)) that no build made (\(Self.listed(found.sorted(), limit: 5))). Move them away, or pass --clean to replace them and remove everything in the folder that the site does not make"
  }

  /// Up to `limit` quoted paths, and "and more" when there are others.
  static func listed(_ paths: [String], limit: Int) -> String {
    let shown = paths.prefix(limit).map { "\"\(PrintableText.quotable($0.unicodeScalars))\"" }
    return shown.joined(separator: ", ") + (paths.count > limit ? " and more" : "")
  }

  /// Marks the folder as being written into; whether a build that did so before never
  /// finished (so that its temporaries may be there). A folder that cannot be written to
  /// gets no mark: nothing will be written there.
  func beginWriting() -> Bool {
    let path = url.appendingPathComponent(Self.writingName).path
    let wasThere = access(path, F_OK) == 0
    let marker = open(path, O_WRONLY | O_CREAT | O_CLOEXEC, 0o644)
    if marker >= 0 { close(marker) }
    return wasThere
  }

  /// Removes the mark of `beginWriting`.
  func endWriting() { unlink(url.appendingPathComponent(Self.writingName).path) }

  /// Takes the folder's lock; throws when another build holds it.
  func lock() throws(BuildError) {
    let folder = open(url.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard folder >= 0 else {
      throw BuildError.output(path: url.path, message: String(cString: strerror(errno)))
    }
    guard flock(folder, LOCK_EX | LOCK_NB) == 0 else {
      close(folder)
      throw BuildError.busy(output: url.path)
    }
    descriptor = folder
  }

  /// Releases the lock (also done when the folder object goes away).
  func unlock() {
    guard descriptor >= 0 else { return }
    close(descriptor)
    descriptor = -1
  }

  /// The files that builds made here, from the list; `nil` when there is no list (or it is
  /// damaged, which is the same: nothing shows which files are the site's).
  func readList() -> Set<String>? {
    FileManager.default.contents(atPath: url.appendingPathComponent(Self.listName).path)
      .flatMap(Self.parseList)
  }

  /// Puts the list of `paths` in place, all at once.
  func writeList(_ paths: some Collection<String>) throws(BuildError) {
    try FileOperations.replace(Self.listText(paths), in: url.path, name: Self.listName)
  }

  /// Removes the list (when a build that wrote the first one fails).
  func removeList() { unlink(url.appendingPathComponent(Self.listName).path) }

  /// The list's text: its header, then the paths in order, one a line, with `%`, line feed
  /// and carriage return written `%25`, `%0A` and `%0D`.
  static func listText(_ paths: some Collection<String>) -> Data {
    // Gathered as bytes, not appended to `Data` a byte at a time: a large site lists
    // 100,000 files, at the end of the build, while little else runs.
    var text: [UInt8] = []
    text.reserveCapacity(paths.reduce(listHeader.utf8.count + 1) { $0 + $1.utf8.count + 1 })
    text.append(contentsOf: listHeader.utf8)
    text.append(UInt8(ascii: "\n"))
    for path in paths.sorted() {
      for byte in path.utf8 {
        switch byte {
        case UInt8(ascii: "%"): text.append(contentsOf: "%25".utf8)
        case UInt8(ascii: "\n"): text.append(contentsOf: "%0A".utf8)
        case UInt8(ascii: "\r"): text.append(contentsOf: "%0D".utf8)
        default: text.append(byte)
        }
      }
      text.append(UInt8(ascii: "\n"))
    }
    return Data(text)
  }

  /// The paths of a list, or `nil` when `data` is not one, or names a path that would leave
  /// the folder.
  static func parseList(_ data: Data) -> Set<String>? {
    guard let text = String(data: data, encoding: .utf8), text.hasSuffix("\n") else { return nil }
    var lines = text.dropLast().split(separator: "\n", omittingEmptySubsequences: false)
    guard lines.first == Substring(listHeader) else { return nil }
    lines.removeFirst()
    var paths = Set<String>()
    for line in lines {
      guard let path = unescaped(line), OutputWriter.isSafeRelativePath(path) else { return nil }
      paths.insert(path)
    }
    return paths
  }

  private static func unescaped(_ line: Substring) -> String? {
    // A byte search: Foundation's `contains` of a string is many times slower.
    guard line.utf8.contains(UInt8(ascii: "%")) else { return String(line) }
    var bytes: [UInt8] = []
    var iterator = line.utf8.makeIterator()
    while let byte = iterator.next() {
      guard byte == UInt8(ascii: "%") else {
        bytes.append(byte)
        continue
      }
      let code = [iterator.next(), iterator.next()]
      switch code {
      case [UInt8(ascii: "2"), UInt8(ascii: "5")]: bytes.append(UInt8(ascii: "%"))
      case [UInt8(ascii: "0"), UInt8(ascii: "A")]: bytes.append(UInt8(ascii: "\n"))
      case [UInt8(ascii: "0"), UInt8(ascii: "D")]: bytes.append(UInt8(ascii: "\r"))
      default: return nil
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Whether a build leaves `relative` alone whatever it finds there: the list itself, and
  /// what sits at the top beside a site, a `CNAME` and hidden files and folders (`.nojekyll`,
  /// `.git`, `.well-known`).
  static func isKept(_ relative: String) -> Bool {
    relative == listName || relative == "CNAME"
      || (relative.hasPrefix(".") && !relative.utf8.contains(UInt8(ascii: "/")))
  }

  /// What the folder holds, the site aside: its files (a link counts as a file) other than
  /// the kept ones, the files in `site` and a killed build's temporaries, in order; and
  /// its folders that would be left with none of those nor any of the site's files,
  /// deepest first. Looks no further than `limit` files.
  func foreign(notIn site: Set<String>, limit: Int = .max) -> (files: [String], folders: [String]) {
    var files: [String] = []
    var folders: [String] = []
    /// Whether the folder at `relative` ("" for the top) keeps something.
    func walk(_ relative: String) -> Bool {
      let full = relative.isEmpty ? url.path : "\(url.path)/\(relative)"
      guard let names = try? FileManager.default.contentsOfDirectory(atPath: full) else {
        return true
      }
      var keeps = false
      for name in names.sorted() {
        guard files.count < limit else { return true }
        let path = relative.isEmpty ? name : "\(relative)/\(name)"
        if Self.isKept(path) || site.contains(path) || OutputWriter.isTemporaryName(name) {
          keeps = true
          continue
        }
        var info = stat()
        guard lstat("\(full)/\(name)", &info) == 0 else { continue }
        if (info.st_mode & S_IFMT) == S_IFDIR {
          if walk(path) {
            keeps = true
          } else {
            folders.append(path)
          }
        } else {
          files.append(path)
        }
      }
      return keeps
    }
    _ = walk("")
    return (files.sorted(), folders.sorted { $0.utf8.count > $1.utf8.count })
  }
}
