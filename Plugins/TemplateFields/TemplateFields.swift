import Foundation
import PackagePlugin

/// Writes `TemplateFields.swift`: the `TemplateData` conformance of every view model, made
/// by `template-fields` from the view-model files' stored properties, so that a field added
/// to a view model reaches the templates with nothing else to do.
///
/// The view-model files are the files of the target whose names contain "ViewModel", in
/// `Presenters/Pages/`, `Presenters/Shared/` and `View/`; the command runs again whenever
/// one of them changes, and the list is made again when a file is added or removed.
@main
struct TemplateFields: BuildToolPlugin {
  static let folders = ["Presenters/Pages/", "Presenters/Shared/", "View/"]

  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let module = target as? SourceModuleTarget else { return [] }
    let root = module.directoryURL.pathComponents
    let viewModels = module.sourceFiles(withSuffix: "swift").map(\.url).filter { url in
      let relative = url.pathComponents.dropFirst(root.count).joined(separator: "/")
      return url.lastPathComponent.contains("ViewModel")
        && Self.folders.contains { relative.hasPrefix($0) }
    }
    let output = context.pluginWorkDirectoryURL.appending(path: "TemplateFields.swift")
    return [
      .buildCommand(
        displayName: "Writing the template fields of \(viewModels.count) view-model files",
        executable: try context.tool(named: "template-fields").url,
        arguments: [output.path(percentEncoded: false)]
          + viewModels.map { $0.path(percentEncoded: false) },
        inputFiles: viewModels,
        outputFiles: [output])
    ]
  }
}
