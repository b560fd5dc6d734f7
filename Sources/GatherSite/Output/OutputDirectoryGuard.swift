import Foundation
import GatherSiteCore

#if canImport(Glibc)
  import Glibc
#endif

/// Refuses output directories that a build could damage, or that would feed the build its
/// own output: the content or templates directory, the current directory, or any
/// directory containing one of them; and any directory inside the content or templates
/// directory, or inside their `static/` and `assets/` folders wherever links take those.
enum OutputDirectoryGuard {
  static func check(
    output: URL, content: URL, templates: URL?, current: URL, state: URL? = nil
  ) throws(BuildError) {
    let target = resolved(output)
    var attributes: ObjCBool = false
    if FileManager.default.fileExists(atPath: target.path, isDirectory: &attributes),
      !attributes.boolValue
    {
      throw BuildError.unsafeOutput("output \(output.path) exists and is not a directory")
    }
    let protected = [
      ("the content directory", content), ("the templates directory", templates),
      ("the current directory", current), ("the build state folder", state),
    ].compactMap { name, url in url.map { (name, $0) } }
    for (name, directory) in protected {
      let path = resolved(directory).path
      if path == target.path || path.hasPrefix(target.path == "/" ? "/" : target.path + "/") {
        throw BuildError.unsafeOutput(
          "refusing to build into \(output.path): it \(path == target.path ? "is" : "contains") \(name) (\(directory.path))"
        )
      }
    }
    let sources = [
      ("the content directory", content),
      ("the content's static folder", content.appendingPathComponent("static")),
      ("the templates directory", templates),
      ("the theme's assets folder", templates?.appendingPathComponent("assets")),
    ].compactMap { name, url in url.map { (name, $0) } }
    for (name, directory) in sources {
      let path = resolved(directory).path
      if target.path.hasPrefix(path == "/" ? "/" : path + "/") {
        throw BuildError.unsafeOutput(
          "refusing to build into \(output.path): it is inside \(name) (\(directory.path)); a site is not written into its own sources"
        )
      }
    }
    if let state {
      let path = resolved(state).path
      if target.path.hasPrefix(path + "/") {
        throw BuildError.unsafeOutput(
          "refusing to build into \(output.path): it is inside the build state folder (\(state.path))"
        )
      }
    }
  }

  /// Absolute, standardised, with links resolved: those of the longest part of the path
  /// that exists, the rest appended as it is.
  static func resolved(_ url: URL) -> URL {
    var existing = url.standardizedFileURL
    var rest: [String] = []
    while existing.path != "/" {
      if let real = realpath(existing.path, nil) {
        defer { free(real) }
        var result = URL(fileURLWithPath: String(cString: real))
        for name in rest.reversed() { result.appendPathComponent(name) }
        return result.standardizedFileURL
      }
      rest.append(existing.lastPathComponent)
      existing.deleteLastPathComponent()
    }
    return url.standardizedFileURL
  }
}
