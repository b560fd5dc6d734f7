import Foundation
import GatherSiteCore

/// Puts an import's files in place together, so that an import that is killed leaves no
/// half-written file and no mix of old and new exports once the next import has started.
///
/// It promises:
/// - each new file is first written whole beside its target, as `.NAME.gather-site-new`,
///   and flushed to disk;
/// - then a journal, `.gather-site-import` in the import's folder, names every file to put
///   in place or remove; it appears by a rename, at once, and is the moment the import
///   happens;
/// - then the files are renamed over their targets (a rename replaces a file whole) and the
///   journal is removed;
/// - `recover` (run by every import before it reads anything) finishes the work of a
///   journal left by a killed import, and removes the temporary files of an import killed
///   before its journal: the exports are then exactly the old ones or exactly the new ones,
///   with nothing else left behind;
/// - it acts only on paths inside the folders it is given (links followed): a journal
///   naming anything else is an error, and is left alone.
///
/// Two imports into one folder at the same moment are not guarded against.
struct ImportWriter {
  /// The journal's name, in the import's folder.
  static let journalName = ".gather-site-import"
  /// What a temporary file's name ends with.
  static let temporarySuffix = ".gather-site-new"
  private static let header = "gather-site import 1"

  /// One file to put in place (`contents`) or remove (nil).
  struct Change: Sendable, Equatable {
    var path: String
    var contents: Data?
  }

  /// The import's folder (`--into`), where the journal is kept.
  let folder: String
  /// Every folder a change may be in: the import's folder, the write-ups' folder, and the
  /// content folder a write-up's link may lead into.
  let allowed: [String]

  init(folder: String, allowed: [String]) {
    self.folder = Self.canonical(folder)
    self.allowed = ([folder] + allowed).map(Self.canonical)
  }

  private var journal: String { (folder as NSString).appendingPathComponent(Self.journalName) }

  /// `.players.json.gather-site-new` beside `players.json`.
  static func temporary(for path: String) -> String {
    let ns = canonical(path) as NSString
    return ns.deletingLastPathComponent + "/." + ns.lastPathComponent + temporarySuffix
  }

  /// The absolute path of `path` with its links followed, as far as it exists: what two
  /// spellings of one place share.
  static func canonical(_ path: String) -> String {
    var url = URL(fileURLWithPath: path).standardizedFileURL
    var rest: [String] = []
    while !FileManager.default.fileExists(atPath: url.path), url.path != "/" {
      rest.insert(url.lastPathComponent, at: 0)
      url.deleteLastPathComponent()
    }
    var resolved = url.resolvingSymlinksInPath()
    for component in rest { resolved.appendPathComponent(component) }
    return resolved.path
  }

  private func isAllowed(_ path: String) -> Bool {
    let path = Self.canonical(path)
    return allowed.contains { path == $0 || path.hasPrefix($0 + "/") }
  }

  /// Finishes an import a kill interrupted after its journal, or removes the temporary files
  /// of one interrupted before it.
  func recover() throws(Diagnostic) {
    if let data = FileManager.default.contents(atPath: journal) {
      let changes = try read(data)
      try apply(changes)
    }
    // A journal half-written, and temporary files no journal names.
    try? FileManager.default.removeItem(atPath: journal + Self.temporarySuffix)
    for folder in Set(allowed) {
      guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
        continue
      }
      for name in names where name.hasPrefix(".") && name.hasSuffix(Self.temporarySuffix) {
        try? FileManager.default.removeItem(
          atPath: (folder as NSString).appendingPathComponent(name))
      }
    }
  }

  /// Writes `changes` as the type promises.
  func commit(_ changes: [Change]) throws(Diagnostic) {
    for change in changes where !isAllowed(change.path) {
      throw Diagnostic(
        .error, file: change.path, "is outside the folders an import writes; not written")
    }
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      for change in changes {
        guard let contents = change.contents else { continue }
        try FileManager.default.createDirectory(
          atPath: (change.path as NSString).deletingLastPathComponent,
          withIntermediateDirectories: true)
        try Self.writeWhole(contents, to: Self.temporary(for: change.path))
      }
      var text = Self.header + "\n"
      for change in changes {
        text +=
          (change.contents == nil ? "remove\t" : "write\t") + Self.canonical(change.path) + "\n"
      }
      try Self.writeWhole(Data(text.utf8), to: journal + Self.temporarySuffix)
      try FileManager.default.moveItem(atPath: journal + Self.temporarySuffix, toPath: journal)
    } catch {
      // Before the journal, nothing has happened: the temporary files go.
      try? recover()
      throw Diagnostic(
        .error, file: folder, "cannot be written: \((error as NSError).localizedDescription)")
    }
    try apply(changes)
  }

  /// Renames each temporary file over its target and removes what is to be removed, then
  /// the journal. A step already done is skipped, so this may run twice.
  private func apply(_ changes: [Change]) throws(Diagnostic) {
    for change in changes {
      let path = Self.canonical(change.path)
      if change.contents == nil {
        try? FileManager.default.removeItem(atPath: path)
        continue
      }
      let temporary = Self.temporary(for: path)
      guard FileManager.default.fileExists(atPath: temporary) else { continue }
      let renamed = temporary.withCString { from in path.withCString { to in rename(from, to) } }
      if renamed != 0 {
        throw Diagnostic(
          .error, file: path,
          "cannot be replaced (\(String(cString: strerror(errno)))); the import is kept in \(journal) and finished by the next import"
        )
      }
    }
    try? FileManager.default.removeItem(atPath: journal)
  }

  /// The changes a journal names, every one inside the allowed folders.
  private func read(_ data: Data) throws(Diagnostic) -> [Change] {
    let lines = String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    guard lines.first == Self.header else {
      throw Diagnostic(
        .error, file: journal,
        "is not the journal of an interrupted import; remove it if you did not make it")
    }
    var changes: [Change] = []
    for line in lines.dropFirst() {
      let parts = line.split(separator: "\t", maxSplits: 1).map(String.init)
      guard parts.count == 2, ["write", "remove"].contains(parts[0]), isAllowed(parts[1]) else {
        throw Diagnostic(
          .error, file: journal,
          "names \(JSONValue.quote(line)), which no import writes; remove the journal if you did not make it"
        )
      }
      changes.append(Change(path: parts[1], contents: parts[0] == "write" ? Data() : nil))
    }
    return changes
  }

  /// `data` at `path`, flushed to disk before this returns.
  private static func writeWhole(_ data: Data, to path: String) throws {
    guard FileManager.default.createFile(atPath: path, contents: nil) else {
      throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
    }
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
    defer { try? handle.close() }
    try handle.truncate(atOffset: 0)
    try handle.write(contentsOf: data)
    try handle.synchronize()
  }
}
