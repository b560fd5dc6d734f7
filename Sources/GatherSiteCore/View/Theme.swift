import Foundation

/// A site's theme: the default theme built into the program, with any file of the same
/// name in the site's own templates folder taking its place.
public struct Theme: Sendable {
  /// Mustache templates by name (file name without `.mustache`).
  public var templates: [String: String]
  /// Files under `assets/`, by their path inside it.
  public var assets: [String: Data]
  /// The built-in catalogues of texts (`i18n/LANG.yml`), by language.
  public var catalogues: [String: String] = [:]
  /// The site's own catalogues, by language: each text of one takes the place of the
  /// built-in text of the same key.
  public var siteCatalogues: [String: String] = [:]

  /// The built-in theme overlaid with `directory` (when given and present).
  public static func load(overriding directory: URL?) throws(BuildError) -> Theme {
    var theme = Theme(templates: [:], assets: [:])
    for (path, encoded) in DefaultTheme.files {
      theme.add(path, data: Data(base64Encoded: encoded)!, builtIn: true)
    }
    guard let directory else { return theme }
    guard let enumerator = FileManager.default.enumerator(atPath: directory.path) else {
      return theme
    }
    for case let path as String in enumerator {
      let url = directory.appendingPathComponent(path)
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
        !isDirectory.boolValue,
        path.hasSuffix(".mustache") && !path.contains("/") || path.hasPrefix("assets/")
          || Self.catalogueLanguage(path) != nil
      else { continue }
      // A catalogue is read no further than its size limit.
      let catalogue = BoundedYAML.Input.catalogue
      let contents =
        Self.catalogueLanguage(path) == nil
        ? FileManager.default.contents(atPath: url.path).map(BoundedFile.Contents.whole)
        : BoundedFile.read(url.path, limit: catalogue.maximumBytes)
      switch contents {
      case .whole(let data): theme.add(path, data: data, builtIn: false)
      case .tooLarge(let size):
        throw BuildError.template(file: path, message: catalogue.tooLarge(size))
      case nil: throw BuildError.template(file: path, message: "cannot be read")
      }
    }
    return theme
  }

  /// "pt-BR" for `i18n/pt-BR.yml`.
  static func catalogueLanguage(_ path: String) -> String? {
    guard path.hasPrefix("i18n/"), path.hasSuffix(".yml") else { return nil }
    let name = String(path.dropFirst("i18n/".count).dropLast(".yml".count))
    return SiteConfigLoader.isLanguageTag(name) ? name : nil
  }

  private mutating func add(_ path: String, data: Data, builtIn: Bool) {
    if let language = Self.catalogueLanguage(path) {
      let text = String(decoding: data, as: UTF8.self)
      if builtIn { catalogues[language] = text } else { siteCatalogues[language] = text }
    } else if path.hasPrefix("assets/") {
      assets[String(path.dropFirst("assets/".count))] = data
    } else if path.hasSuffix(".mustache") {
      let name = String(path.dropLast(".mustache".count))
      templates[name] = String(decoding: data, as: UTF8.self)
    }
  }

  /// Writes the built-in theme into `directory`, for a site that wants to edit it.
  public static func writeDefault(to directory: URL) throws {
    for (path, encoded) in DefaultTheme.files.sorted(by: { $0.key < $1.key }) {
      let url = directory.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(base64Encoded: encoded)!.write(to: url, options: .withoutOverwriting)
    }
  }
}
