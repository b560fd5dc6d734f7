import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// What a write changed in the output directory.
public struct WriteReport: Sendable, Equatable {
  public var written = 0
  public var unchanged = 0
  public var removed = 0
}

/// A file compared with the output directory: `temporary` names the new version written
/// beside it when it changed, `nil` when the file on disk is already the same.
public struct StagedFile: Sendable {
  public var path: String
  public var origin: String
  public var temporary: String?
  /// The page's render key, recorded in the render cache.
  public var key: RenderKey?
  /// The size and time of a reused page, or of the temporary of a file written anew: recorded
  /// in the caches without reading them again (a temporary keeps them when renamed).
  public var stamp: RenderCache.Stamp?
  /// For a file made of blocks, each block's key and length, recorded in the block cache.
  public var blocks: [BlockCache.Block]?
}

/// Writes a site into the output directory in place, in two phases.
///
/// While the site is rendered, `stage` compares each file with what is on disk (on any
/// thread, as soon as the file is made, so that only the files in flight are in memory):
/// an unchanged file is left alone (its modification time stays), a changed one is written
/// beside it under a temporary name; `record` then adds the staged files to the site. Only
/// when every file has been rendered does `commit` rename the temporaries into place,
/// remove the files an earlier build wrote that no longer belong to the site (listed in the
/// manifest), and write the new manifest; `abort` removes the temporaries and leaves the
/// previous site as it was. No file is ever left half-written, and files the tool never
/// wrote (a `CNAME`, a `.nojekyll`) are left alone.
public final class OutputWriter: @unchecked Sendable {
  public static let manifestName = ".gather-site-manifest"
  public let directory: URL
  private var staged: [(temporary: String, target: String)] = []
  private var createdFolders: [String] = []
  private var knownFolders: Set<String> = []
  private var paths = PathSet()
  private var report = WriteReport()
  /// Every file of the site, in the order it was recorded (the caches are written in it).
  private var recorded: [StagedFile] = []
  /// Guards the folders while files are staged from several threads.
  private let folderLock = NSLock()
  private let suffix = ".tmp-\(getpid())"
  /// Set once, before any file is staged, when this build created the output directory.
  private var isNewDirectory = false

  /// `directory.path`, made once: every file's path starts with it.
  private let root: String

  public init(directory: URL) {
    self.directory = directory
    root = directory.path
  }

  /// The paths recorded so far, in order.
  public var stagedPaths: [String] { recorded.map(\.path) }

  /// Compares a file with the output directory and writes it as a temporary when it
  /// changed. Safe to call from several threads at once.
  public func stage(_ file: OutputFile) throws(BuildError) -> StagedFile {
    try makeFolders(for: file.path, reused: file.isReused)
    var staged = StagedFile(
      path: file.path, origin: file.origin, temporary: nil, key: file.key, stamp: file.stamp,
      blocks: file.blocks)
    // A reused file (most of a rebuild's) needs not even its full path.
    if file.isReused { return staged }
    let target = "\(root)/\(file.path)"
    // In a directory this build created there is nothing to compare with.
    let unchanged =
      !isNewDirectory
      && (file.pieces.map { $0.matches(target) }
        ?? FileOperations.hasContents(target, file.contents))
    if unchanged { return staged }
    let temporary = "\(SitePath.parent(target))/.\(SitePath.name(target))\(suffix)"
    if let pieces = file.pieces {
      try pieces.write(to: temporary, name: file.path)
    } else {
      try FileOperations.write(file.contents, to: temporary, name: file.path)
    }
    staged.temporary = temporary
    // Its size and time now, for the render cache: they stay the same once it is renamed,
    // and the cache is written while the files are renamed.
    staged.stamp = RenderCache.stamp(temporary)
    return staged
  }

  /// Adds staged files to the site, in order. A file whose path the site already has (or
  /// that a bookkeeping file takes) is a conflict, thrown once all are recorded, so
  /// that an abort also removes their temporaries.
  public func record(_ files: [StagedFile]) throws(BuildError) {
    var conflict: StagedFile?
    if recorded.isEmpty {
      // The first files (a build records its site at once): the set is made on every core.
      var repeated: Int?
      paths = PathSet(files.map(\.path), firstRepeat: &repeated)
      let bookkeeping = files.firstIndex { Self.isBookkeeping($0.path) }
      if let first = [repeated, bookkeeping].compactMap({ $0 }).min() { conflict = files[first] }
    } else {
      for file in files where !paths.insert(file.path) || Self.isBookkeeping(file.path) {
        conflict = conflict ?? file
      }
    }
    // The first files are kept as they come (a build's whole site: a copy would touch
    // megabytes of fresh memory); later ones are appended.
    if recorded.isEmpty {
      recorded = files
    } else {
      recorded += files
    }
    for file in files {
      if let temporary = file.temporary {
        staged.append((temporary, "\(root)/\(file.path)"))
      } else {
        report.unchanged += 1
      }
    }
    if let conflict {
      throw BuildError.conflict(
        path: conflict.path, first: origin(of: conflict.path), second: conflict.origin)
    }
  }

  /// The files a build keeps for the next one at the top of the output directory, and what
  /// they are called in a conflict: a site file at one of their paths would be replaced
  /// (or, for the marker, removed) by the build.
  static let bookkeeping: [String: String] = [
    manifestName: "the build manifest", RenderCache.fileName: "the render cache",
    BlockCache.fileName: "the block cache", LoadedExports.fileName: "the exports snapshot",
    markerName: "the build marker",
  ]

  /// Whether `path` is one of the `bookkeeping` files (all named with a leading dot, which
  /// is looked at first: a large site records 100,000 paths one after the other).
  private static func isBookkeeping(_ path: String) -> Bool {
    path.utf8.first == UInt8(ascii: ".") && bookkeeping[path] != nil
  }

  /// What made the first file recorded at `path`.
  private func origin(of path: String) -> String {
    if let name = Self.bookkeeping[path] { return name }
    return recorded.first { $0.path == path }?.origin ?? "?"
  }

  /// Throws when a file stands where other files need a folder.
  public func checkFolderConflicts() throws(BuildError) {
    let paths = self.paths
    if let (folder, path) = Self.fileInTheWay(
      of: recorded.map(\.path), among: { paths.contains($0) })
    {
      throw BuildError.conflict(path: folder, first: origin(of: folder), second: origin(of: path))
    }
  }

  /// The first of `paths` (in their order) with a folder that is also one of `paths`, and
  /// that folder (the deepest, when several are); `nil` when no file stands in a folder's
  /// place. `among` tells whether a path is one of `paths`.
  static func fileInTheWay(
    of paths: [String], among contains: @Sendable (String) -> Bool
  ) -> (folder: String, path: String)? {
    // FNV-1a part way through a path is the hash of the folder there: each folder of each
    // path is looked up among the paths' hashes without being made as a string (a large
    // site's 100,000 paths share their folders), and only one whose hash is a path's is
    // compared as text. On every core.
    let hashes = Parallel.map(paths.count, grain: 4096, largestChunk: 4096) { index in
      paths[index].utf8.reduce(fnvOffset, fnv)
    }
    let known = Set(hashes)
    let found = Parallel.map(paths.count, grain: 4096, largestChunk: 4096) { index -> String? in
      var hash = fnvOffset
      var folder: String?
      let bytes = paths[index].utf8
      for position in bytes.indices {
        let byte = bytes[position]
        if byte == UInt8(ascii: "/"), known.contains(hash) {
          // From the bytes, as the hashes were: a "/" after a prepended mark (U+0600) is no
          // character of its own.
          let candidate = String(decoding: bytes[..<position], as: UTF8.self)
          if contains(candidate) { folder = candidate }
        }
        hash = fnv(hash, byte)
      }
      return folder
    }
    guard let index = found.firstIndex(where: { $0 != nil }) else { return nil }
    return (found[index]!, paths[index])
  }

  /// FNV-1a's hash of no bytes, and its step: the hash with one more byte.
  private static let fnvOffset: UInt64 = 0xcbf2_9ce4_8422_2325
  private static func fnv(_ hash: UInt64, _ byte: UInt8) -> UInt64 {
    (hash ^ UInt64(byte)) &* 0x100_0000_01b3
  }

  /// Creates the folders a file needs; the first call also clears what a killed build left.
  private func makeFolders(for path: String, reused: Bool) throws(BuildError) {
    try prepareDirectory()
    // A reused page's folder is there: the cache found its file in it.
    if !reused { try makeFolder(SitePath.parent(path)) }
  }

  /// On the first call, creates the output directory and clears what a killed build left;
  /// the other threads wait for it.
  private func prepareDirectory() throws(BuildError) {
    folderLock.lock()
    defer { folderLock.unlock() }
    guard !knownFolders.contains("") else { return }
    if try FileOperations.makeDirectory(directory.path) {
      createdFolders.append(directory.path)
      isNewDirectory = true
    }
    // Only a build that did not finish (its marker is still there), or one by a version
    // without the marker (no render cache), can have left anything: walking a large site
    // for nothing takes a while.
    let root = directory.path
    if access("\(root)/\(Self.markerName)", F_OK) == 0
      || access("\(root)/\(RenderCache.fileName)", F_OK) != 0
    {
      removeLeftovers()
    }
    close(open("\(root)/\(Self.markerName)", O_WRONLY | O_CREAT, 0o644))
    knownFolders.insert("")
  }

  /// Present while a build writes into the directory; left behind by a killed build.
  static let markerName = ".gather-site-building"

  private func removeMarker() {
    unlink("\(directory.path)/\(Self.markerName)")
  }

  /// What the manifest listed when the build started, when it was read then (beside other
  /// work); read at the commit otherwise. Only this build writes the manifest meanwhile.
  public var previousManifest: [String]?

  /// Puts every staged file in place, removes stale files and records the new manifest.
  /// `alongside` (writing what the next build reuses) runs on a thread of its own meanwhile
  /// and is done before the build's marker goes, whether or not the commit succeeds.
  public func commit(alongside: (@Sendable () -> Void)? = nil) throws(BuildError) -> WriteReport {
    let started = alongside.map { Parallel.start($0) }
    // The caches, written meanwhile too: every file's stamp is known (a new file's is its
    // temporary's). A cache that cannot be written only costs the next build time; one
    // written for a commit that then fails names files that are not there, and so is
    // ignored where it does not match.
    let (recorded, directory) = (self.recorded, self.directory)
    let caches = Parallel.start {
      _ = Parallel.pair(
        { try? RenderCache.write(recorded, to: directory) },
        { try? BlockCache.write(recorded, to: directory) })
    }
    defer {
      _ = started?.value
      _ = caches.value
    }
    let previous = previousManifest ?? Self.readManifest(in: directory)
    let (added, stale) = Self.difference(from: previous, to: recorded.lazy.map(\.path), paths)
    // Until the renames are done, the manifest names old and new files, so that an
    // interrupted build's files are still cleaned up by the next one (it already does when
    // this build adds no file). The site's files are listed in build order: sorting a large
    // site's paths took longer than writing them.
    if added {
      try writeManifest(recorded.map(\.path) + stale)
    }
    let failures = Parallel.map(staged.count, grain: 64) { index -> String? in
      FileOperations.putInPlace(staged[index].temporary, staged[index].target)
        ? nil : staged[index].target
    }
    if let failed = failures.compactMap({ $0 }).first {
      throw BuildError.output(path: failed, message: String(cString: strerror(errno)))
    }
    report.written = staged.count
    staged = []
    for stale in stale {
      var info = stat()
      let path = "\(directory.path)/\(stale)"
      guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, unlink(path) == 0 else {
        continue
      }
      report.removed += 1
      removeEmptyParents(of: stale)
    }
    // (The manifest written before the renames already is this one unless files went.)
    if !stale.isEmpty { try writeManifest(recorded.map(\.path)) }
    _ = started?.value
    _ = caches.value
    removeMarker()
    return report
  }

  /// Removes the temporaries and the folders this build created; the site stays as it was.
  public func abort() {
    for file in staged { unlink(file.temporary) }
    staged = []
    if !knownFolders.isEmpty { removeMarker() }
    for folder in Self.removalOrder(createdFolders) { rmdir(folder) }
  }

  /// Folders in an order that removes each before its parent: deepest first. Threads record
  /// the folders they make in any order, so a parent can come after its child.
  static func removalOrder(_ folders: [String]) -> [String] {
    folders.sorted { $0.utf8.count > $1.utf8.count }
  }

  /// Removes what a build that was killed may have left: its temporary files (named
  /// `.NAME.tmp-PID`, a pattern only this tool uses) and folders left empty.
  func removeLeftovers() {
    guard let enumerator = FileManager.default.enumerator(atPath: directory.path) else { return }
    var folders: [String] = []
    for case let relative as String in enumerator {
      let path = "\(directory.path)/\(relative)"
      var info = stat()
      guard lstat(path, &info) == 0 else { continue }
      if (info.st_mode & S_IFMT) == S_IFDIR {
        folders.append(path)
      } else if (info.st_mode & S_IFMT) == S_IFREG, Self.isTemporaryName(SitePath.name(relative)) {
        unlink(path)
      }
    }
    // Deepest first, so that a folder emptied by removing its empty children goes too.
    for folder in folders.sorted(by: { $0.count > $1.count }) { rmdir(folder) }
  }

  /// `.index.html.tmp-1234`: a file this tool was writing.
  static func isTemporaryName(_ name: String) -> Bool {
    guard name.hasPrefix("."), let range = name.range(of: ".tmp-", options: .backwards) else {
      return false
    }
    let pid = name[range.upperBound...]
    return !pid.isEmpty && pid.allSatisfy(\.isASCII) && pid.allSatisfy(\.isNumber)
  }

  /// Creates a folder and its parents once; the lock guards only the bookkeeping, so that
  /// several threads can create folders at the same time (whichever comes second finds the
  /// folder there).
  private func makeFolder(_ relative: String) throws(BuildError) {
    let known = folderLock.withLock { knownFolders.contains(relative) }
    guard !known else { return }
    if !relative.isEmpty { try makeFolder(SitePath.parent(relative)) }
    let path = relative.isEmpty ? directory.path : "\(directory.path)/\(relative)"
    let created = try FileOperations.makeDirectory(path)
    folderLock.withLock {
      if created { createdFolders.append(path) }
      knownFolders.insert(relative)
    }
  }

  /// The paths the manifest in `directory` lists that stay inside it, in its order; none
  /// without one.
  static func readManifest(in directory: URL) -> [String] {
    guard let data = FileOperations.contents(of: "\(directory.path)/\(manifestName)"),
      let paths = ManifestText.decode(data)
    else { return [] }
    let safe = Parallel.map(paths.count, grain: 4096) { isSafeRelativePath(paths[$0]) }
    return paths.indices.filter { safe[$0] }.map { paths[$0] }
  }

  /// Whether `current` (the site's paths, each once, also given as the set `currentSet`)
  /// has a path that `previous` (the last manifest, in its order) lacks, and the paths of
  /// `previous` that `current` lacks, sorted.
  ///
  /// Both lists are in build order and mostly the same from one build to the next: the
  /// paths they share at their start and at their end are compared in order, and only
  /// those in between are looked up (hashing a large site's 100,000 paths took a tenth of
  /// a second).
  static func difference(
    from previous: [String], to current: some RandomAccessCollection<String>,
    _ currentSet: PathSet
  ) -> (added: Bool, stale: [String]) {
    var current = Array(current)[...]
    var previous = previous[...]
    while let first = current.first, first == previous.first {
      current.removeFirst()
      previous.removeFirst()
    }
    while let last = current.last, last == previous.last {
      current.removeLast()
      previous.removeLast()
    }
    // A path of the current middle cannot be in the previous start or end: those are the
    // current start and end, and the current paths are distinct.
    let previousMiddle = Set(previous)
    return (
      current.contains { !previousMiddle.contains($0) },
      previousMiddle.filter { !currentSet.contains($0) }.sorted()
    )
  }

  private func writeManifest(_ paths: [String]) throws(BuildError) {
    try FileOperations.replace(
      ManifestText.encode(paths), in: directory.path, name: Self.manifestName)
  }

  private func removeEmptyParents(of path: String) {
    var components = path.split(separator: "/").dropLast()
    while !components.isEmpty, rmdir("\(directory.path)/\(components.joined(separator: "/"))") == 0
    {
      components = components.dropLast()
    }
  }

  /// A manifest entry is only trusted when it stays inside the output directory.
  static func isSafeRelativePath(_ path: String) -> Bool {
    isSafeRelativePath(utf8: path.utf8)
  }

  /// The same for a path's UTF-8 bytes.
  static func isSafeRelativePath(utf8 path: some Sequence<UInt8>) -> Bool {
    // Byte by byte: every path of the manifest and the render cache is checked on each build.
    var segment = 0  // the current segment's length so far
    var dots = 0  // how many of its bytes are dots
    for byte in path {
      switch byte {
      case UInt8(ascii: "/"):
        guard segment > 0, dots != segment || segment > 2 else { return false }
        segment = 0
        dots = 0
      case UInt8(ascii: "\\"), 0: return false
      default:
        segment += 1
        if byte == UInt8(ascii: ".") { dots += 1 }
      }
    }
    return segment > 0 && (dots != segment || segment > 2)
  }
}
