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

/// Writes a site into the output directory in place, in two phases.
///
/// While the site is rendered, `stage` compares each file with what is on disk: an
/// unchanged file is left alone (its modification time stays), a changed one is written
/// beside it under a temporary name. Only when every file has been rendered does `commit`
/// rename the temporaries into place, remove the files an earlier build wrote that no
/// longer belong to the site (listed in the manifest), and write the new manifest; `abort`
/// removes the temporaries and leaves the previous site as it was. No file is ever left
/// half-written, and files the tool never wrote (a `CNAME`, a `.nojekyll`) are left alone.
public final class OutputWriter: @unchecked Sendable {
  public static let manifestName = ".gather-site-manifest"
  public let directory: URL
  private var staged: [(temporary: String, target: String)] = []
  private var createdFolders: [String] = []
  private var knownFolders: Set<String> = []
  private var paths: Set<String> = []
  private var report = WriteReport()

  public init(directory: URL) {
    self.directory = directory
  }

  /// The paths staged so far.
  public var stagedPaths: Set<String> { paths }

  /// Compares `files` with the output directory and writes the changed ones as temporaries.
  public func stage(_ files: [OutputFile]) throws(BuildError) {
    let root = directory.path
    if knownFolders.isEmpty {
      try makeFolder("")
      removeLeftovers()
    }
    for folder in Set(files.map { SitePath.parent($0.path) }).sorted() {
      try makeFolder(folder)
    }
    let suffix = ".tmp-\(getpid())"
    let outcomes = Parallel.map(files.count) { index -> Result<String?, BuildError> in
      let file = files[index]
      let target = "\(root)/\(file.path)"
      if FileOperations.contents(of: target) == file.contents { return .success(nil) }
      let temporary =
        "\(SitePath.parent(target))/.\(SitePath.name(target))\(suffix)"
      return Result { () throws(BuildError) in
        try FileOperations.write(file.contents, to: temporary, name: file.path)
        return temporary
      }
    }
    for (file, outcome) in zip(files, outcomes) {
      paths.insert(file.path)
      if let temporary = try outcome.get() {
        staged.append((temporary, "\(root)/\(file.path)"))
      } else {
        report.unchanged += 1
      }
    }
  }

  /// Puts every staged file in place, removes stale files and records the new manifest.
  public func commit() throws(BuildError) -> WriteReport {
    let previous = readManifest()
    // Until the renames are done, the manifest names old and new files, so that an
    // interrupted build's files are still cleaned up by the next one.
    try writeManifest(previous.union(paths))
    let failures = Parallel.map(staged.count) { index -> String? in
      rename(staged[index].temporary, staged[index].target) == 0 ? nil : staged[index].target
    }
    if let failed = failures.compactMap({ $0 }).first {
      throw BuildError.output(path: failed, message: String(cString: strerror(errno)))
    }
    report.written = staged.count
    staged = []
    for stale in previous.subtracting(paths).sorted() {
      var info = stat()
      let path = "\(directory.path)/\(stale)"
      guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, unlink(path) == 0 else {
        continue
      }
      report.removed += 1
      removeEmptyParents(of: stale)
    }
    try writeManifest(paths)
    return report
  }

  /// Removes the temporaries and the folders this build created; the site stays as it was.
  public func abort() {
    for file in staged { unlink(file.temporary) }
    staged = []
    for folder in createdFolders.reversed() { rmdir(folder) }
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

  private func makeFolder(_ relative: String) throws(BuildError) {
    guard !knownFolders.contains(relative) else { return }
    if !relative.isEmpty { try makeFolder(SitePath.parent(relative)) }
    let path = relative.isEmpty ? directory.path : "\(directory.path)/\(relative)"
    if try FileOperations.makeDirectory(path) { createdFolders.append(path) }
    knownFolders.insert(relative)
  }

  func readManifest() -> Set<String> {
    guard let data = FileOperations.contents(of: "\(directory.path)/\(Self.manifestName)"),
      let paths = try? JSONDecoder().decode([String].self, from: data)
    else { return [] }
    return Set(paths.filter(Self.isSafeRelativePath))
  }

  private func writeManifest(_ paths: Set<String>) throws(BuildError) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data = (try? encoder.encode(paths.sorted())) ?? Data("[]".utf8)
    let target = "\(directory.path)/\(Self.manifestName)"
    try FileOperations.write(data, to: target + ".tmp-\(getpid())", name: Self.manifestName)
    if rename(target + ".tmp-\(getpid())", target) != 0 {
      throw BuildError.output(path: Self.manifestName, message: String(cString: strerror(errno)))
    }
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
    !path.isEmpty && !path.hasPrefix("/") && !path.contains("\\") && !path.contains("\0")
      && path.split(separator: "/", omittingEmptySubsequences: false).allSatisfy {
        !$0.isEmpty && $0 != "." && $0 != ".."
      }
  }
}
