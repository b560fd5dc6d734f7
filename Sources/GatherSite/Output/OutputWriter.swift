import Foundation
import GatherSiteCore

#if canImport(Glibc)
  import Glibc
#endif

/// What a write changed in the output directory.
public struct WriteReport: Sendable, Equatable {
  public var written = 0
  public var unchanged = 0
  public var removed = 0
  /// Stale files that could not be removed (a link on the way, a folder in their place, no
  /// permission); the folder's list keeps them for the next build.
  public var notRemoved: [String] = []
}

/// A file of the site as the build made it: its bytes, or `nil` when the store found the
/// file on disk already made from the same key (`stamp` then says how it was found).
struct MadeFile: Sendable {
  var path: String
  /// What made it, for conflict messages.
  var origin: String
  var key: RenderKey
  var madeFrom: MadeFrom?
  var contents: Data?
  var stamp: FileStamp?
}

/// A made file compared with the output directory: `temporary` names the new version
/// written beside it when it changed, `nil` when the file on disk is already the same.
struct StagedFile: Sendable {
  var path: String
  var origin: String
  var key: RenderKey
  var madeFrom: MadeFrom? = nil
  var temporary: String?
  /// The file's size and time as it will stand once in place.
  var stamp: FileStamp?
  /// Whether it takes the place of a file that no build made (not in the folder's list).
  var replacesForeign = false
}

/// Writes a site into the output directory in place, in two phases.
///
/// While the site is made, `stage` compares each file with what is on disk (on any thread,
/// as soon as the file is made, so that only the files in flight are in memory): an
/// unchanged file is left alone (its modification time stays), a changed one is written
/// beside it under a temporary name. Only when every file has been made does `commit`
/// rename the temporaries into place and remove the files of the last build that are no
/// longer part of the site; `abort` removes the temporaries and leaves the previous site
/// as it was. No file is ever left half-written, and files no build made (a `CNAME`, a
/// `.nojekyll`, anything not in the folder's list) are left alone unless the user asks for
/// `--clean`.
final class OutputWriter: @unchecked Sendable {
  let directory: URL
  private let root: String
  private let suffix = ".tmp-\(getpid())"
  /// The files that builds made in the folder (its list): the only ones a build may replace
  /// without asking.
  var made: Set<String> = []
  /// Guards the folders while files are staged from several threads.
  private let lock = NSLock()
  private var knownFolders: Set<String> = [""]
  private var createdFolders: [String] = []
  /// The folders (relative, "" for the output folder) this build created: no file can be
  /// in them yet, so none is looked for.
  private var newFolders: Set<String> = []
  private var staged: [StagedFile] = []
  /// Whether `commit` has begun putting files in place.
  private(set) var hasBegunCommit = false

  init(directory: URL) {
    self.directory = directory
    root = directory.path
  }

  /// Creates the output directory and the folders above it that are missing.
  func prepare() throws(BuildError) {
    // The folder and those above it that are missing, outermost first.
    var missing: [String] = []
    var folder = root
    while !folder.isEmpty, folder != "/", access(folder, F_OK) != 0 {
      missing.append(folder)
      folder = SitePath.parent(folder)
    }
    for folder in missing.reversed() {
      if try FileOperations.makeDirectory(folder) { createdFolders.append(folder) }
    }
    if missing.contains(root) { newFolders.insert("") }
  }

  /// Removes the bookkeeping files that earlier versions kept at the top of a folder they
  /// built.
  func removeOldBookkeeping() {
    for name in Self.oldBookkeeping { unlink("\(root)/\(name)") }
  }

  /// What earlier versions kept at the top of the output folder.
  static let oldBookkeeping = [
    ".gather-site-manifest", ".gather-site-cache", ".gather-site-blocks", ".gather-site-exports",
    ".gather-site-building",
  ]

  /// Compares a file with the output directory and writes it as a temporary when it
  /// changed. Safe to call from several threads at once.
  func stage(_ file: MadeFile) throws(BuildError) -> StagedFile {
    var staged = StagedFile(
      path: file.path, origin: file.origin, key: file.key, madeFrom: file.madeFrom, temporary: nil,
      stamp: file.stamp)
    guard let contents = file.contents else { return staged }
    let isNewFolder = try makeFolder(SitePath.parent(file.path))
    let target = "\(root)/\(file.path)"
    if !isNewFolder, FileOperations.hasContents(target, contents) {
      staged.stamp = FileStamp(of: target)
      return staged
    }
    var info = stat()
    staged.replacesForeign =
      !isNewFolder && !made.contains(file.path) && lstat(target, &info) == 0
    let temporary = "\(SitePath.parent(target))/.\(SitePath.name(target))\(suffix)"
    // A renamed file keeps its size and time: the stamp is the temporary's.
    staged.stamp = try FileOperations.write(contents, to: temporary, name: file.path)
    staged.temporary = temporary
    return staged
  }

  /// Adds the staged files (every file of the site, in order) for `commit`; a path given
  /// twice, or a file where others need a folder, is a conflict, thrown after the files
  /// are recorded so that an abort removes their temporaries too.
  func record(_ files: [StagedFile]) throws(BuildError) {
    staged = files
    var origins: [String: String] = [:]
    origins.reserveCapacity(files.count)
    for file in files {
      if let first = origins.updateValue(file.origin, forKey: file.path) {
        throw BuildError.conflict(path: file.path, first: first, second: file.origin)
      }
    }
    if let copied = origins[OutputFolder.listName] {
      throw BuildError.conflict(
        path: OutputFolder.listName, first: "the list of the files builds made", second: copied)
    }
    // Each folder is looked at once: the folders above one already looked at were too.
    var folders = Set<String>()
    for file in files {
      var folder = SitePath.parent(file.path)
      while !folder.isEmpty, folders.insert(folder).inserted {
        if let other = origins[folder] {
          throw BuildError.conflict(path: folder, first: other, second: file.origin)
        }
        folder = SitePath.parent(folder)
      }
    }
  }

  /// Puts every staged file in place, removes `stale` files (files builds made here that
  /// this one does not make) and the empty folders they leave, then `clean` files and
  /// folders (what `--clean` removes); keeps the folder's list, which names every file
  /// that may be the site's at any moment, and records the site in `store`.
  func commit(
    removing stale: [String], cleaning clean: (files: [String], folders: [String]) = ([], []),
    list: OutputFolder, store: IncrementalStore
  ) async throws(BuildError) -> WriteReport {
    hasBegunCommit = true
    var report = WriteReport()
    let site = Set(staged.lazy.map(\.path))
    // Before a new file is in place, the list names it.
    if !site.isSubset(of: made) {
      try list.writeList(made.union(site))
      made.formUnion(site)
    }
    store.beginCommit()
    let changed = staged.filter { $0.temporary != nil }
    // Put in place by runs of 64 files, a task for each run; the first failure is told.
    let failures = await withTaskGroup { group in
      for start in stride(from: 0, to: changed.count, by: 64) {
        group.addTask { [root] () -> (Int, BuildError)? in
          var failure: (Int, BuildError)?
          for index in start..<min(changed.count, start + 64) {
            let target = "\(root)/\(changed[index].path)"
            if !FileOperations.putInPlace(changed[index].temporary!, target), failure == nil {
              failure = (index, .output(path: target, message: String(cString: strerror(errno))))
            }
          }
          return failure
        }
      }
      return await group.compactMap { $0 }.reduce(into: []) { $0.append($1) }
    }
    if let (_, failure) = failures.min(by: { $0.0 < $1.0 }) { throw failure }
    report.written = changed.count
    report.unchanged = staged.count - changed.count
    let resolvedRoot = list.resolvedPath
    var kept: [String] = []
    for path in stale where OutputWriter.isSafeRelativePath(path) {
      var info = stat()
      let full = "\(root)/\(path)"
      guard lstat(full, &info) == 0 else { continue }
      // Only a file, in folders of the output folder's own (no link on the way).
      guard (info.st_mode & S_IFMT) == S_IFREG, isInside(SitePath.parent(path), resolvedRoot),
        unlink(full) == 0
      else {
        kept.append(path)
        continue
      }
      report.removed += 1
      removeEmptyParents(of: path)
    }
    for path in clean.files where unlink("\(root)/\(path)") == 0 { report.removed += 1 }
    for folder in clean.folders { rmdir("\(root)/\(folder)") }
    report.notRemoved = kept
    // A stale file that could not be removed stays in the list, for the next build to try.
    let listed = site.union(kept)
    if made != listed, (try? list.writeList(listed)) != nil { made = listed }
    store.endCommit(
      staged.compactMap { file in
        file.stamp.map {
          (file.path, IncrementalStore.Entry(key: file.key, madeFrom: file.madeFrom, stamp: $0))
        }
      })
    staged = []
    return report
  }

  /// Removes the temporaries and the folders this build created; the site stays as it was.
  func abort() {
    for file in staged { if let temporary = file.temporary { unlink(temporary) } }
    staged = []
    for folder in createdFolders.sorted(by: { $0.utf8.count > $1.utf8.count }) { rmdir(folder) }
  }

  /// Removes what a killed build may have left: its temporary files (named
  /// `.NAME.tmp-PID`) and the folders that held nothing else; hidden folders at the top
  /// (`.git`) are not looked into.
  func removeLeftovers() {
    let top = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
    var temporaries = top.filter(Self.isTemporaryName)
    for name in top where !OutputFolder.isKept(name) {
      var info = stat()
      guard lstat("\(root)/\(name)", &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR,
        let enumerator = FileManager.default.enumerator(atPath: "\(root)/\(name)")
      else { continue }
      temporaries += enumerator.compactMap { $0 as? String }.filter {
        Self.isTemporaryName(SitePath.name($0))
      }.map { "\(name)/\($0)" }
    }
    for relative in temporaries {
      var info = stat()
      let path = "\(root)/\(relative)"
      guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, unlink(path) == 0 else {
        continue
      }
      removeEmptyParents(of: relative)
    }
  }

  /// `.index.html.tmp-1234`: a file this tool was writing.
  static func isTemporaryName(_ name: String) -> Bool {
    guard name.hasPrefix("."), let range = name.range(of: ".tmp-", options: .backwards) else {
      return false
    }
    let pid = name[range.upperBound...]
    return !pid.isEmpty && pid.allSatisfy(\.isASCII) && pid.allSatisfy(\.isNumber)
  }

  /// Makes the folder and those above it that are missing, once each, and says whether
  /// this build created it. The lock guards only the bookkeeping, so that several threads
  /// can create folders at the same time (whichever comes second finds the folder there).
  @discardableResult
  private func makeFolder(_ relative: String) throws(BuildError) -> Bool {
    let (known, isNew) = lock.withLock {
      (knownFolders.contains(relative), newFolders.contains(relative))
    }
    guard !known else { return isNew }
    try makeFolder(SitePath.parent(relative))
    let path = "\(root)/\(relative)"
    let created = try FileOperations.makeDirectory(path)
    lock.withLock {
      if created {
        createdFolders.append(path)
        newFolders.insert(relative)
      }
      knownFolders.insert(relative)
    }
    return created
  }

  /// Whether the folder `relative` ("" for the top) is where its path says, below
  /// `resolvedRoot`, with no link on the way.
  private func isInside(_ relative: String, _ resolvedRoot: String) -> Bool {
    guard !relative.isEmpty else { return true }
    guard let real = realpath("\(root)/\(relative)", nil) else { return false }
    defer { free(real) }
    return String(cString: real) == "\(resolvedRoot)/\(relative)"
  }

  private func removeEmptyParents(of path: String) {
    var folder = SitePath.parent(path)
    while !folder.isEmpty, rmdir("\(root)/\(folder)") == 0 {
      folder = SitePath.parent(folder)
    }
  }

  /// A path is only trusted when it stays inside the output directory: no empty, `.` or
  /// `..` segment, no backslash and no NUL.
  static func isSafeRelativePath(utf8 path: some Collection<UInt8>) -> Bool {
    guard !path.isEmpty else { return false }
    var segment = 0
    var dots = 0
    for byte in path {
      switch byte {
      case 0, UInt8(ascii: "\\"): return false
      case UInt8(ascii: "/"):
        guard segment > 0, dots != segment || segment > 2 else { return false }
        segment = 0
        dots = 0
      case UInt8(ascii: "."):
        segment += 1
        dots += 1
      default: segment += 1
      }
    }
    return segment > 0 && (dots != segment || segment > 2)
  }

  /// A recorded path is only trusted when it stays inside the output directory.
  static func isSafeRelativePath(_ path: String) -> Bool { isSafeRelativePath(utf8: path.utf8) }

}
