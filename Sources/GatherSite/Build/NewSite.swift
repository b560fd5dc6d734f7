import Foundation
import GatherSiteCore

/// Creates a ready-to-build site: `Content/` with settings, a small example league, an About
/// page and a write-up, a `.gitignore` for what builds make, optionally a copy of the
/// default theme in `Templates/`, and optionally the files that publish it from a
/// repository (`PublishKit`).
public enum NewSite {
  /// Why a new site could not be made.
  public enum Failure: Error, Equatable, CustomStringConvertible {
    case exists(String)
    case cannotWrite(String, String)
    case unknownLanguage(String, available: [String])
    case kitExists([String])

    public var description: String {
      switch self {
      case .unknownLanguage(let language, let available):
        "the theme has no catalogue for \"\(language)\"; the available languages are \(available.joined(separator: ", "))"
      case .exists(let path): "\(path) already exists; choose a new folder (nothing was written)"
      case .cannotWrite(let path, let reason): "cannot write \(path): \(reason)"
      case .kitExists(let paths):
        "\(paths.joined(separator: ", ")) already \(paths.count == 1 ? "exists" : "exist"); nothing was written (move \(paths.count == 1 ? "it" : "them") away to write the publishing files)"
      }
    }
  }

  /// The example league's files, by their paths in `Content/`: `data/players.json`,
  /// `data/gathers.json` and its write-ups, `matches/ID.md`. An import into a new site's
  /// data folder that still holds them replaces them whole.
  public static var exampleLeague: [String: Data] {
    var files: [String: Data] = [:]
    for (path, encoded) in StarterSite.files
    where path.hasPrefix("Content/data/") || path.hasPrefix("Content/matches/") {
      files[String(path.dropFirst("Content/".count))] = Data(base64Encoded: encoded)!
    }
    return files
  }

  /// Writes the starter site into `directory`, in `language` (a language of the built-in
  /// theme); refuses when its `Content/` (or, with `theme`, its `Templates/`) already
  /// exists, so nothing is ever overwritten.
  public static func create(
    at directory: URL, theme: Bool, language: String = "en", publish kit: PublishKit? = nil
  ) throws(Failure) {
    let available = (try? Theme.load(overriding: nil))?.catalogues.keys.sorted() ?? ["en"]
    guard available.contains(language) else {
      throw Failure.unknownLanguage(language, available: available)
    }
    let content = directory.appendingPathComponent("Content")
    let templates = directory.appendingPathComponent("Templates")
    // A site that is there already gets the publishing files alone.
    let kitOnly = kit != nil && FileManager.default.fileExists(atPath: content.path) && !theme
    if let kit {
      let existing = kit.files.keys.sorted().filter {
        FileManager.default.fileExists(atPath: directory.appendingPathComponent($0).path)
      }
      guard existing.isEmpty else {
        throw Failure.kitExists(existing.map { directory.appendingPathComponent($0).path })
      }
    }
    for folder in [content] + (theme ? [templates] : [])
    where !kitOnly && FileManager.default.fileExists(atPath: folder.path) {
      throw Failure.exists(folder.path)
    }
    do {
      for (path, data) in (kit?.files ?? [:]).sorted(by: { $0.key < $1.key }) {
        let url = directory.appendingPathComponent(path)
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url, options: .withoutOverwriting)
      }
      if kitOnly { return }
      for (path, encoded) in StarterSite.files.sorted(by: { $0.key < $1.key })
      where !path.hasPrefix(PublishKit.folder) {
        let url = directory.appendingPathComponent(path)
        // A folder that is already a repository keeps its own ignore file.
        if path == ".gitignore", FileManager.default.fileExists(atPath: url.path) { continue }
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        var data = Data(base64Encoded: encoded)!
        if path == "Content/site.yml" {
          data = Data(
            String(decoding: data, as: UTF8.self).replacingOccurrences(
              of: "language: en\n", with: "language: \(language)\n"
            ).utf8)
        }
        try data.write(to: url, options: .withoutOverwriting)
      }
      try FileManager.default.createDirectory(
        at: content.appendingPathComponent("static"), withIntermediateDirectories: true)
      if theme { try Theme.writeDefault(to: templates) }
    } catch {
      throw Failure.cannotWrite(directory.path, (error as NSError).localizedDescription)
    }
  }
}
