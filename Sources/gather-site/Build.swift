import ArgumentParser
import Foundation
import GatherSite

/// `gather-site build`: renders the whole site, then writes only what changed.
struct Build: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Build the site from the content directory into the output directory.")

  @Option(help: "The site's content: site.yml, data/, pages/, matches/, static/.")
  var content = "Content"

  @Option(help: "The theme's Mustache templates and assets/.")
  var templates = "Templates"

  @Option(help: "Where the site is written.")
  var output = "_site"

  @Option(help: "The site's public URL, replacing baseURL from site.yml.")
  var baseURL: String?

  @Flag(help: "Treat every warning as an error.")
  var strict = false

  func run() throws {
    let start = Date()
    let options = BuildOptions(
      contentDirectory: URL(fileURLWithPath: content),
      templatesDirectory: URL(fileURLWithPath: templates),
      outputDirectory: URL(fileURLWithPath: output), baseURL: baseURL, strict: strict)
    let (diagnostics, result) = SiteBuilder().build(options)
    for diagnostic in diagnostics.all {
      var shown = diagnostic
      if strict { shown.severity = .error }
      printError(shown.description)
    }
    let warnings = diagnostics.warnings.count
    switch result {
    case .success(let summary):
      let seconds = String(format: "%.2f", Date().timeIntervalSince(start))
      let report = summary.report
      print(
        "Built \(summary.pages) pages (\(summary.files) files) into \(output) in \(seconds) s: \(report.written) written, \(report.unchanged) unchanged, \(report.removed) removed; \(warnings) warning\(warnings == 1 ? "" : "s")"
      )
    case .failure(let error):
      printError("error: \(error)")
      printError("Build failed; \(output) was left as it was.")
      throw ExitCode.failure
    }
  }

  private func printError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }
}
