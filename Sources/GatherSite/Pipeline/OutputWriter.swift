import Foundation

/// What a write changed in the output directory.
public struct WriteReport: Sendable, Equatable {
  public var written = 0
  public var unchanged = 0
  public var removed = 0
}

/// Writes a rendered site into the output directory in place.
///
/// Each changed file is written under a temporary name and renamed over the old one, so no
/// file is ever left half-written; unchanged files are not touched (their modification time
/// stays). Files listed in the previous build's manifest that no longer belong to the site
/// are removed; files the tool never wrote (a `CNAME`, a `.nojekyll`) are left alone.
public struct OutputWriter {
  public static let manifestName = ".gather-site-manifest"
  public let directory: URL

  public init(directory: URL) {
    self.directory = directory
  }

  public func write(_ files: [OutputFile]) throws(BuildError) -> WriteReport {
    let manager = FileManager.default
    do {
      try manager.createDirectory(at: directory, withIntermediateDirectories: true)
    } catch {
      throw BuildError.output(path: directory.path, message: Self.reason(error))
    }
    let previous = readManifest()
    let current = Set(files.map(\.path))
    // Until this build finishes, the manifest names old and new files, so that an
    // interrupted build's files are still cleaned up by the next one.
    try writeManifest(previous.union(current))
    var report = WriteReport()
    let root = directory.path
    // Folders first, once each; then the files, on every core.
    let folders = Set(files.map { ($0.path as NSString).deletingLastPathComponent }).filter { !$0.isEmpty }
    for folder in folders.sorted() { try FileOperations.makeDirectory("\(root)/\(folder)") }
    let outcomes = Parallel.map(files.count) { index -> Result<Bool, BuildError> in
      let file = files[index]
      let target = "\(root)/\(file.path)"
      if FileOperations.contents(of: target) == file.contents { return .success(false) }
      return Result { () throws(BuildError) in
        try FileOperations.atomicWrite(file.contents, to: target, name: file.path)
        return true
      }
    }
    for outcome in outcomes {
      if try outcome.get() { report.written += 1 } else { report.unchanged += 1 }
    }
    for stale in previous.subtracting(current).sorted() where Self.isSafeRelativePath(stale) {
      let url = directory.appendingPathComponent(stale)
      let type = (try? manager.attributesOfItem(atPath: url.path))?[.type] as? FileAttributeType
      guard type == .typeRegular else { continue }
      try? manager.removeItem(at: url)
      report.removed += 1
      removeEmptyParents(of: stale)
    }
    try writeManifest(current)
    return report
  }

  func readManifest() -> Set<String> {
    guard let data = try? Data(contentsOf: directory.appendingPathComponent(Self.manifestName)),
      let paths = try? JSONDecoder().decode([String].self, from: data)
    else { return [] }
    return Set(paths.filter(Self.isSafeRelativePath))
  }

  private func writeManifest(_ paths: Set<String>) throws(BuildError) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data = (try? encoder.encode(paths.sorted())) ?? Data("[]".utf8)
    try FileOperations.atomicWrite(data, to: "\(directory.path)/\(Self.manifestName)", name: Self.manifestName)
  }

  private func removeEmptyParents(of path: String) {
    var components = path.split(separator: "/").dropLast()
    while !components.isEmpty {
      let url = directory.appendingPathComponent(components.joined(separator: "/"))
      guard let contents = try? FileManager.default.contentsOfDirectory(atPath: url.path),
        contents.isEmpty
      else { return }
      try? FileManager.default.removeItem(at: url)
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

  private static func reason(_ error: Error) -> String {
    let nsError = error as NSError
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
      underlying.domain == NSPOSIXErrorDomain
    {
      return String(cString: strerror(Int32(underlying.code)))
    }
    return nsError.localizedDescription
  }
}
