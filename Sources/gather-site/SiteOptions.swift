import ArgumentParser
import Foundation
import GatherSite
import GatherSiteCore

/// Where a site's content and theme are, shared by `build`, `check` and `serve`.
struct SiteOptions: ParsableArguments {
  @Option(help: "The site's content: site.yml, data/, pages/, matches/, static/.")
  var content = "Content"

  @Option(
    help: ArgumentHelp(
      "Templates overriding the built-in theme file by file.",
      discussion: "Default: ./Templates when it exists, else the built-in theme alone."))
  var templates: String?

  @Flag(help: "Treat every warning as an error.")
  var strict = false

  var contentDirectory: URL { URL(fileURLWithPath: content) }

  var templatesDirectory: URL? {
    if let templates { return URL(fileURLWithPath: templates) }
    var isDirectory: ObjCBool = false
    let fallback = "Templates"
    return FileManager.default.fileExists(atPath: fallback, isDirectory: &isDirectory)
      && isDirectory.boolValue
      ? URL(fileURLWithPath: fallback) : nil
  }

  func options(output: String, baseURL: String? = nil) -> BuildOptions {
    BuildOptions(
      contentDirectory: contentDirectory, templatesDirectory: templatesDirectory,
      outputDirectory: URL(fileURLWithPath: output), baseURL: baseURL, strict: strict)
  }

  /// Prints diagnostics (as errors under `--strict`), the first few of each kind per file
  /// and how many more there are (`DiagnosticSummary`), and returns how many warnings there
  /// were.
  func report(_ diagnostics: Diagnostics, on terminal: Terminal) -> Int {
    for line in DiagnosticSummary.lines(diagnostics.all, strict: strict) {
      terminal.diagnostic(line)
    }
    return diagnostics.warnings.count
  }
}
