import ArgumentParser
import Foundation
import GatherSite
import GatherSiteCore

/// `gather-site build`: renders the whole site, then writes only what changed.
struct Build: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Build the site from the content directory into the output directory.")

  @OptionGroup var site: SiteOptions

  @Option(help: "Where the site is written.")
  var output = "_site"

  @Option(help: "The site's public URL, replacing baseURL from site.yml.")
  var baseURL: String?

  @Flag(
    help: ArgumentHelp(
      "Remove everything in the output folder that the site does not make.",
      discussion:
        "A CNAME and hidden files at the folder's top are kept. What is removed is listed first. Without it, a build replaces and removes only files that builds made, and refuses a folder that holds other files."
    ))
  var clean = false

  @Option(
    help: ArgumentHelp(
      "Warn when the site is near or over a host's limits: github-pages, gitlab-pages, cloudflare-pages or netlify.",
      valueName: "name"))
  var host: PublishingHost?

  func run() async throws {
    let start = Date()
    let terminal = Terminal()
    var options = site.options(output: output, baseURL: baseURL)
    options.progress = { step, files in terminal.progress(step: step, files: files) }
    options.clean = clean
    options.cleaning = { [output] cleaning in
      terminal.clearProgress()
      terminal.write(Self.cleaning(output, cleaning))
      return !terminal.asks || terminal.confirm("Go on? [y/N] ")
    }
    let (diagnostics, result) = await SiteBuilder().build(options)
    terminal.clearProgress()
    let warnings = site.report(diagnostics, on: terminal)
    switch result {
    case .success(let summary):
      let seconds = String(format: "%.2f", Date().timeIntervalSince(start))
      let report = summary.report
      for path in report.notRemoved {
        terminal.diagnostic(
          "warning: \(PrintableText.escaped(output))/\(PrintableText.escaped(path)): a file of an earlier build that could not be removed (a link or a folder is in its way, or it may not be deleted); the next build tries again"
        )
      }
      if let host {
        let measured = PublishedSize(measuring: URL(fileURLWithPath: output))
        for diagnostic in host.assess(measured, output: output, overIsError: false) {
          terminal.diagnostic(diagnostic.description)
        }
      }
      print(
        "Built \(summary.pages) pages (\(summary.files) files) into \(output) in \(seconds) s: \(report.written) written, \(report.unchanged) unchanged, \(report.removed) removed; \(warnings) warning\(warnings == 1 ? "" : "s")"
      )
    case .failure(let error):
      terminal.diagnostic("error: \(error)")
      terminal.write("Build failed; \(output) was left as it was.\n")
      throw ExitCode.failure
    }
  }

  /// What `--clean` is about to remove from `output` and replace there: a line for each of
  /// the first 50 files and folders, then how many more.
  static func cleaning(_ output: String, _ cleaning: OutputFolder.Cleaning) -> String {
    let count = { (n: Int, noun: String) in "\(n) \(noun)\(n == 1 ? "" : "s")" }
    let folder = PrintableText.escaped(output)
    var text = ""
    for (heading, items) in [
      (
        "--clean: removing \(count(cleaning.files.count, "file")) and \(count(cleaning.folders.count, "folder")) from \(folder) that the site does not make:",
        cleaning.files + cleaning.folders.map { $0 + "/" }
      ),
      (
        "--clean: replacing \(count(cleaning.replaced.count, "file")) in \(folder) that no build made:",
        cleaning.replaced
      ),
    ] where !items.isEmpty {
      text += heading + "\n"
      for item in items.prefix(50) { text += "  \(PrintableText.escaped(item))\n" }
      if items.count > 50 { text += "  and \(items.count - 50) more\n" }
    }
    return text
  }
}
