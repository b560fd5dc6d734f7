import ArgumentParser
import Foundation
import GatherSite
import GatherSiteCore

/// `gather-site check`: every warning and error of the content and theme, writing nothing.
struct Check: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Check the exports, pages, write-ups and theme without writing anything.")

  @OptionGroup var site: SiteOptions

  @Option(
    help: ArgumentHelp(
      "Also compare what a build would publish with a host's limits: github-pages, gitlab-pages, cloudflare-pages or netlify.",
      discussion:
        "The site is made in a temporary folder to be measured, and that folder is removed; nothing of yours is written.",
      valueName: "name"))
  var host: PublishingHost?

  func run() async throws {
    let terminal = Terminal()
    var (diagnostics, result) = await SiteBuilder().check(site.options(output: "_site"))
    if let host, case .success = result, diagnostics.errors.isEmpty {
      let (measured, failure) = await Self.measure(site)
      if let measured {
        print(Self.summary(measured, host: host))
        for diagnostic in host.assess(measured, output: "the site") {
          diagnostics.append(diagnostic)
        }
      } else if let failure {
        result = .failure(failure)
      }
    }
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

  /// What a build of `site` publishes, made in a temporary folder (its build state too),
  /// then removed.
  static func measure(_ site: SiteOptions) async -> (PublishedSize?, BuildError?) {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
      "gather-site-check-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: scratch) }
    var options = site.options(output: scratch.appendingPathComponent("site").path)
    options.stateDirectory = scratch.appendingPathComponent("state")
    let (_, result) = await SiteBuilder().build(options)
    switch result {
    case .success: return (PublishedSize(measuring: options.outputDirectory), nil)
    case .failure(let error): return (nil, error)
    }
  }

  /// "The site publishes 1,234 files (45.6 MB); the largest is …".
  static func summary(_ size: PublishedSize, host: PublishingHost) -> String {
    "For \(host.name), the site publishes \(PublishingHost.count(size.files)) files in \(PublishingHost.count(size.folders)) folders, \(PublishingHost.bytes(size.bytes)); the largest file is \(size.largest.path) (\(PublishingHost.bytes(size.largest.bytes))), the fullest folder \(size.fullestFolder.path.isEmpty ? "the top one" : size.fullestFolder.path + "/") (\(PublishingHost.count(size.fullestFolder.files)) files)."
  }
}

extension PublishingHost: ExpressibleByArgument {}
