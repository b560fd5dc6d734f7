import Foundation
import PackagePlugin

/// Embeds a folder of the package in a target, as an enum of its files (`embed-folder`):
/// the default theme (`Templates/`) in the core, the starter site of `gather-site new`
/// (`Starter/`) in the build, so that an installed program is one file.
///
/// The command runs again whenever a file of the folder changes, or a file is added to or
/// removed from one of its folders (which changes the folder's time). SwiftPM asks for the
/// commands, and so for the list of files to watch, only when it plans the build again
/// (after a file is added to or removed from a target, or Package.swift changes): a file
/// added to the folder is embedded by the next build, but its later changes are seen only
/// from then on, and until then `embed-folder` says so.
@main
struct EmbedFolder: BuildToolPlugin {
  /// What each target embeds: the folder, the enum and the enum's documentation.
  static let embedded: [String: (folder: String, type: String, doc: String)] = [
    "GatherSiteCore": (
      "Templates", "DefaultTheme",
      "The default theme's files, by path inside the theme, base64-encoded."
    ),
    "GatherSite": (
      "Starter", "StarterSite",
      "The files `gather-site new` writes, by path inside the new site, base64-encoded."
    ),
  ]

  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let embed = Self.embedded[target.name] else { return [] }
    let folder = context.package.directoryURL.appending(path: embed.folder)
    let output = context.pluginWorkDirectoryURL.appending(path: "\(embed.type).swift")
    // The folder, its folders and its files, by their paths inside it.
    let paths = FileManager.default.subpaths(atPath: folder.path(percentEncoded: false)) ?? []
    let inputs = [folder] + paths.map { folder.appending(path: $0) }
    return [
      .buildCommand(
        displayName: "Embedding \(embed.folder) in \(target.name)",
        executable: try context.tool(named: "embed-folder").url,
        arguments: [
          folder.path(percentEncoded: false), output.path(percentEncoded: false), embed.type,
          embed.doc,
        ] + paths,
        inputFiles: inputs,
        outputFiles: [output])
    ]
  }
}
