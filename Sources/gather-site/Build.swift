import ArgumentParser
import Foundation
import GatherSite
import GatherSiteCore

#if canImport(Glibc)
  import Glibc
#endif

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
    keepFreedMemory()
    let terminal = Terminal()
    var options = site.options(output: output, baseURL: baseURL)
    options.progress = { step, files in terminal.progress(step: step, files: files) }
    options.exitsAfterBuild = true
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

  /// A build is one process that ends with it: memory it frees is kept for its next
  /// allocations rather than handed back to the system (blocks up to 32 MiB come from the
  /// heap, which is never trimmed), so that it is not cleared and mapped in again page by
  /// page. A rebuild of a large league made 12% fewer page faults with this, and these cost
  /// most on a virtual machine whose host has taken freed memory back.
  /// (glibc's `mallopt`, which Swift's Glibc module does not export, is looked up by name;
  /// elsewhere nothing changes.)
  private func keepFreedMemory() {
    #if canImport(Glibc)
      typealias MallocOption = @convention(c) (Int32, Int32) -> Int32
      guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
      let mallopt = unsafeBitCast(symbol, to: MallocOption.self)
      let (trimThreshold, mmapThreshold): (Int32, Int32) = (-1, -3)  // glibc's malloc.h
      _ = mallopt(mmapThreshold, 32 << 20)
      _ = mallopt(trimThreshold, Int32.max)
    #endif
  }
}
