import ArgumentParser
import Foundation
import GatherSite
import GatherSiteCore

/// `gather-site check`: every warning and error of the content and theme, writing nothing.
struct Check: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Check the exports, pages, write-ups and theme without writing anything.")

  @OptionGroup var site: SiteOptions

  func run() async throws {
    let terminal = Terminal()
    let (diagnostics, result) = await SiteBuilder().check(site.options(output: "_site"))
    let warnings = site.report(diagnostics, on: terminal)
    var errors = diagnostics.errors.count + (site.strict ? warnings : 0)
    switch result {
    case .success, .failure(.invalidInput): break  // the diagnostics above say it all
    case .failure(let error):
      terminal.diagnostic("error: \(error)")
      errors += 1
    }
    let plural = { (n: Int, word: String) in "\(n) \(word)\(n == 1 ? "" : "s")" }
    print(
      "Checked \(site.content): \(plural(errors, "error")), \(plural(site.strict ? 0 : warnings, "warning"))"
    )
    if errors > 0 { throw ExitCode.failure }
  }
}
