import Foundation
import Testing

@testable import GatherSite
@testable import GatherSiteCore

/// The starter site of `gather-site new` (Plugins/EmbedFolder) must be exactly `Starter/`
/// and must build cleanly.
@Suite struct StarterSiteTests {
  @Test func embeddedStarterMatchesTheFolderAndBuildsWithoutWarnings() async throws {
    let folder = TestSupport.repository.appendingPathComponent("Starter")
    let files = try FileManager.default.subpathsOfDirectory(atPath: folder.path).filter { path in
      var isDirectory: ObjCBool = false
      return FileManager.default.fileExists(
        atPath: folder.appendingPathComponent(path).path, isDirectory: &isDirectory)
        && !isDirectory.boolValue
    }
    // SwiftPM watches the files it listed when it last planned the build.
    let replan = "a file added or removed since the build was planned? touch Package.swift"
    #expect(Set(files) == Set(StarterSite.files.keys), "\(replan)")
    for path in files {
      #expect(
        Data(base64Encoded: StarterSite.files[path] ?? "")
          == FileManager.default.contents(atPath: folder.appendingPathComponent(path).path),
        "\(path) differs: \(replan)")
    }
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    try NewSite.create(at: root, theme: true)
    #expect(throws: NewSite.Failure.exists(root.appendingPathComponent("Content").path)) {
      try NewSite.create(at: root, theme: false)
    }
    let options = BuildOptions(
      contentDirectory: root.appendingPathComponent("Content"), templatesDirectory: nil,
      outputDirectory: root.appendingPathComponent("_site"), currentDirectory: root)
    let (diagnostics, result) = await SiteBuilder().build(options)
    _ = try result.get()
    #expect(diagnostics.all.isEmpty)
    #expect(
      FileManager.default.fileExists(
        atPath: root.appendingPathComponent("Templates/layout.mustache").path))
  }
}
