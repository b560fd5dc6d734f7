import ArgumentParser
import Foundation
import GatherSite
import GatherSiteCore

/// `gather-site build`: renders the whole site, then writes only what changed.
struct Build: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Build the site from the content directory into the output directory.")

  @OptionGroup var site: SiteOptions

  @Option(help: "Where the site is written.")
  var output = "_site"

  @Option(help: "The site's public URL, replacing baseURL from site.yml.")
  var baseURL: String?

  func run() throws {
    let start = Date()
    let terminal = Terminal()
    var options = site.options(output: output, baseURL: baseURL)
    options.progress = { step, files in terminal.progress(step: step, files: files) }
    let (diagnostics, result) = SiteBuilder().build(options)
    terminal.clearProgress()
    let warnings = site.report(diagnostics, on: terminal)
    switch result {
    case .success(let summary):
      let seconds = String(format: "%.2f", Date().timeIntervalSince(start))
      let report = summary.report
      print(
        "Built \(summary.pages) pages (\(summary.files) files) into \(output) in \(seconds) s: \(report.written) written, \(report.unchanged) unchanged, \(report.removed) removed; \(warnings) warning\(warnings == 1 ? "" : "s")"
      )
    case .failure(let error):
      terminal.diagnostic("error: \(error)")
      terminal.write("Build failed; \(output) was left as it was.\n")
      throw ExitCode.failure
    }
  }
}
