import Foundation
import Testing

@testable import GatherSiteCore

/// The theme built into the program (Plugins/EmbedFolder) must be exactly `Templates/`.
@Suite struct DefaultThemeTests {
  /// Why the copy may differ: SwiftPM watches the files it listed when it last planned the
  /// build (docs/ARCHITECTURE.md).
  static let replan = "a file added or removed since the build was planned? touch Package.swift"

  @Test func embeddedThemeMatchesTheTemplatesFolder() throws {
    let folder = TestSupport.templates
    let files = try FileManager.default.subpathsOfDirectory(atPath: folder.path).filter { path in
      var isDirectory: ObjCBool = false
      return FileManager.default.fileExists(
        atPath: folder.appendingPathComponent(path).path, isDirectory: &isDirectory)
        && !isDirectory.boolValue
    }
    #expect(Set(files) == Set(DefaultTheme.files.keys), "\(Self.replan)")
    for path in files {
      let onDisk = try Data(contentsOf: folder.appendingPathComponent(path))
      #expect(
        Data(base64Encoded: DefaultTheme.files[path] ?? "") == onDisk,
        "\(path) differs: \(Self.replan)")
    }
  }

  @Test func builtInThemeIsCompleteOnItsOwn() throws {
    let theme = try Theme.load(overriding: nil)
    #expect(TemplateLibrary.required.allSatisfy { theme.templates[$0] != nil })
    #expect(
      theme.assets.keys.sorted() == [
        "favicon.svg", "moved.js", "search.js", "share.js", "style.css",
      ])
    _ = try TemplateLibrary(theme: theme, wording: .english)
  }
}
