import ArgumentParser
import Foundation
import GatherSite
import GatherSiteCore
import Hummingbird
import Logging

/// `gather-site serve`: builds, serves on 127.0.0.1, rebuilds on every change and reloads
/// open pages; a failed build is shown in the terminal and the browser while the last good
/// site keeps being served.
struct Serve: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Preview the site on 127.0.0.1, rebuilt and reloaded as you edit.")

  @OptionGroup var site: SiteOptions

  @Option(help: "The port to listen on.")
  var port: UInt16 = 8080

  func run() async throws {
    let terminal = Terminal()
    let output = FileManager.default.temporaryDirectory.appendingPathComponent(
      "gather-site-serve-\(ProcessInfo.processInfo.processIdentifier)")
    // The preview's state is its own: a build of the site elsewhere keeps its state.
    let state = output.appendingPathExtension("state")
    defer {
      try? FileManager.default.removeItem(at: output)
      try? FileManager.default.removeItem(at: state)
    }
    var options = site.options(output: output.path, baseURL: "http://127.0.0.1:\(port)/")
    options.currentDirectory = FileManager.default.temporaryDirectory
    options.stateDirectory = state
    let status = BuildState()
    // One builder for every build of the preview: it keeps the last build's league and
    // facts in memory while the exports and the settings stay the same.
    let builder = SiteBuilder(remembering: true)
    await rebuild(options, with: builder, state: status, terminal: terminal)

    var logger = Logger(label: "gather-site serve")
    logger.logLevel = .critical
    // Hummingbird serves the files; the preview adds the reload script and the 404 page.
    let router = Router()
    router.add(middleware: LiveReloadMiddleware(site: output))
    router.add(
      middleware: FileMiddleware(output.path, searchForIndexHtml: true, logger: logger)
        .withAdditionalMediaTypes(forFileExtensions: Self.textTypes))
    // Held until the next build when the page says which build it has seen (`after`), so
    // that an open page learns of a new build at once; answered at once otherwise.
    router.get(RouterPath(LiveReload.statusPath)) { request, _ -> Response in
      let seen = request.uri.queryParameters.get("after", as: Int.self)
      let snapshot = await status.snapshot(after: seen, waitingAtMost: 10)
      let body = try JSONSerialization.data(withJSONObject: [
        "version": snapshot.version, "generation": snapshot.generation,
        "error": snapshot.error as Any? ?? NSNull(),
      ])
      return Response(
        status: .ok, headers: [.contentType: "application/json"],
        body: .init(byteBuffer: ByteBuffer(bytes: body)))
    }
    let server = Application(
      router: router, configuration: .init(address: .hostname("127.0.0.1", port: Int(port))),
      logger: logger)
    let watcher = try SourceWatcher(
      directories: [options.contentDirectory] + (options.templatesDirectory.map { [$0] } ?? []))
    let watch = Task {
      for await _ in watcher.changes() {
        await rebuild(options, with: builder, state: status, terminal: terminal)
      }
    }
    defer { watch.cancel() }
    terminal.write("Serving \(site.content) at http://127.0.0.1:\(port)/ (Ctrl-C to stop)\n")
    try await server.runService()
  }

  /// The site's text files, which are UTF-8, with their charset.
  private static let textTypes = Dictionary(
    uniqueKeysWithValues: ["html", "htm", "css", "ics", "csv", "txt"].compactMap { fileExtension in
      MediaType.getMediaType(forExtension: fileExtension).map {
        (fileExtension, $0.withParameter(name: "charset", value: "utf-8"))
      }
    })

  private func rebuild(
    _ options: BuildOptions, with builder: SiteBuilder, state: BuildState, terminal: Terminal
  ) async {
    let start = Date()
    let (diagnostics, result) = await builder.build(options)
    _ = site.report(diagnostics, on: terminal)
    switch result {
    case .success(let summary):
      await state.succeeded()
      terminal.write(
        "Built \(summary.pages) pages in \(String(format: "%.2f", Date().timeIntervalSince(start))) s: \(summary.report.written) written\n"
      )
    case .failure(let error):
      let messages = DiagnosticSummary.lines(diagnostics.errors) + ["error: \(error)"]
      await state.failed(messages.joined(separator: "\n"))
      terminal.diagnostic("error: \(error)")
      terminal.write("Still serving the last good site.\n")
    }
  }
}

/// The version of the site being served (how many builds succeeded), the error of the last
/// build if it failed, and how many builds ended; a request can wait for the next.
actor BuildState {
  /// What the live-reload script is told.
  struct Snapshot: Sendable {
    var version: Int
    var generation: Int
    var error: String?
  }

  private var current = Snapshot(version: 0, generation: 0, error: nil)
  private var waiting: [UUID: CheckedContinuation<Void, Never>] = [:]

  func succeeded() {
    current.version += 1
    current.error = nil
    ended()
  }

  func failed(_ message: String) {
    current.error = message
    ended()
  }

  private func ended() {
    current.generation += 1
    for continuation in waiting.values { continuation.resume() }
    waiting = [:]
  }

  /// The state now, or, when `seen` is the current generation, once the next build has
  /// ended (or after `seconds`, whichever comes first).
  func snapshot(after seen: Int?, waitingAtMost seconds: Double) async -> Snapshot {
    guard seen == current.generation else { return current }
    let id = UUID()
    let timeout = Task {
      try? await Task.sleep(nanoseconds: UInt64(seconds * 1e9))
      self.release(id)
    }
    await withCheckedContinuation { waiting[id] = $0 }
    timeout.cancel()
    return current
  }

  private func release(_ id: UUID) {
    waiting.removeValue(forKey: id)?.resume()
  }
}
