import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// What to build, from where, into where.
public struct BuildOptions: Sendable {
  public var contentDirectory: URL
  /// The site's own templates, overriding the built-in theme file by file; `nil` for the
  /// built-in theme alone.
  public var templatesDirectory: URL?
  public var outputDirectory: URL
  /// Replaces `baseURL` from site.yml when given.
  public var baseURL: String?
  /// Turns every warning into an error.
  public var strict: Bool
  public var currentDirectory: URL
  /// Called every `progressEvery` files, one call at a time, with the name of the step
  /// whose file was just made and the files made so far.
  public var progress: (@Sendable (String, Int) -> Void)?
  public var progressEvery = 2048
  /// The process ends right after the build (the command line's `build`): what the build
  /// holds in memory is left for the system to reclaim at exit instead of being freed
  /// piece by piece, which takes a large league a fifth of a second.
  public var exitsAfterBuild = false

  public init(
    contentDirectory: URL, templatesDirectory: URL?, outputDirectory: URL, baseURL: String? = nil,
    strict: Bool = false,
    currentDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
  ) {
    self.contentDirectory = contentDirectory
    self.templatesDirectory = templatesDirectory
    self.outputDirectory = outputDirectory
    self.baseURL = baseURL
    self.strict = strict
    self.currentDirectory = currentDirectory
  }
}

/// The outcome of a build that wrote the site.
public struct BuildSummary: Sendable {
  public var pages: Int
  public var files: Int
  public var report: WriteReport
}

/// Runs the whole pipeline: load and check the input, compute the facts, render every file
/// in memory, and only then write the site.
public struct SiteBuilder: Sendable {
  public var steps: [BuildStep]

  public init(steps: [BuildStep] = SiteSteps.all) {
    self.steps = steps
  }

  /// Builds the site. Diagnostics are returned whether or not the build succeeded; when it
  /// fails before writing, the output directory is untouched.
  public func build(_ options: BuildOptions) -> (
    diagnostics: Diagnostics, result: Result<BuildSummary, BuildError>
  ) {
    var diagnostics = Diagnostics()
    let result = Result { () throws(BuildError) -> BuildSummary in
      try build(options, &diagnostics)
    }
    return (diagnostics, result)
  }

  /// Checks the content and the theme as a build would, writing nothing.
  public func check(_ options: BuildOptions) -> (
    diagnostics: Diagnostics, result: Result<Void, BuildError>
  ) {
    var diagnostics = Diagnostics()
    let result = Result { () throws(BuildError) -> Void in
      _ = try prepare(options, &diagnostics, reusing: nil)
    }
    return (diagnostics, result)
  }

  private func build(_ options: BuildOptions, _ diagnostics: inout Diagnostics) throws(BuildError)
    -> BuildSummary
  {
    try OutputDirectoryGuard.check(
      output: options.outputDirectory, content: options.contentDirectory,
      templates: options.templatesDirectory,
      current: options.currentDirectory)
    let program = Self.programSeed()
    // What the previous build recorded is read (and its files looked at) while the input
    // is loaded and the facts computed, which leave a core idle much of the time.
    let output = options.outputDirectory
    let caches = Parallel.start {
      (RenderCache.load(output), BlockCache.load(output), OutputWriter.readManifest(in: output))
    }
    var context = try prepare(
      options, &diagnostics,
      reusing: LoadedExports.load(from: options.outputDirectory, program: program))
    context.progress = options.progress
    context.progressEvery = options.progressEvery
    let writer = OutputWriter(directory: options.outputDirectory)
    (context.cache, context.blocks, writer.previousManifest) = caches.value
    do {
      let exports = context.input.reusedExports ? nil : context.input.loadedExports
      let report = try render(context, into: writer, keeping: exports.map { ($0, program) })
      let paths = writer.stagedPaths
      if options.exitsAfterBuild { LeftUntilExit.keep((context, writer)) }
      return BuildSummary(
        pages: paths.count { $0.utf8.reversed().starts(with: ".html".utf8.reversed()) },
        files: paths.count, report: report)
    } catch {
      writer.abort()
      throw error
    }
  }

  /// Keeps values alive until the process ends (see `BuildOptions.exitsAfterBuild`).
  private final class LeftUntilExit: @unchecked Sendable {
    private static let shared = LeftUntilExit()
    private let lock = NSLock()
    private var values: [Any] = []

    static func keep(_ value: Any) { shared.lock.withLock { shared.values.append(value) } }
  }

  /// Loads and checks the input and the theme and computes the facts; `reusing`, what an
  /// earlier build loaded, spares loading again what did not change.
  private func prepare(
    _ options: BuildOptions, _ diagnostics: inout Diagnostics, reusing: LoadedExports?
  ) throws(BuildError) -> BuildContext {
    var isDirectory: ObjCBool = false
    guard
      FileManager.default.fileExists(
        atPath: options.contentDirectory.path, isDirectory: &isDirectory),
      isDirectory.boolValue
    else {
      throw BuildError.unsafeOutput(
        "content directory \(options.contentDirectory.path) does not exist")
    }
    var input = ContentLoader(contentDirectory: options.contentDirectory).load(
      into: &diagnostics, reusing: reusing)
    if let override = options.baseURL {
      if let url = SiteConfigLoader.baseURL(override) {
        input.config.baseURL = url
      } else {
        diagnostics.error(
          "--base-url", nil, "\(JSONValue.quote(override)) is not an absolute http(s) URL")
      }
    }
    checkPageNames(input.pages, &diagnostics)
    let errorCount = diagnostics.errors.count + (options.strict ? diagnostics.warnings.count : 0)
    guard errorCount == 0 else { throw BuildError.invalidInput(errorCount: errorCount) }

    let theme = try Theme.load(overriding: options.templatesDirectory)
    let templates = try TemplateLibrary(theme: theme)
    // The routes and the gathers' texts do not depend on the facts: they are made on a
    // thread of their own meanwhile (the facts leave a core idle part of the time).
    let (league, config, pages) = (input.league, input.config, input.pages)
    let routing = Parallel.start { () -> (Router, GatherTexts) in
      let router = Router(league: league, config: config, pages: pages)
      return (router, GatherTexts(league: league, config: config, router: router))
    }
    let facts = LeagueFactsInteractor.facts(for: input.league, config: input.config)
    let (router, texts) = routing.value
    let renderSeed = Self.renderSeed(theme)
    return BuildContext(
      input: input,
      presentation: PresentationContext(facts: facts, router: router, texts: texts),
      templates: templates,
      themeAssets: theme.assets,
      renderSeed: renderSeed,
      cache: .empty(),
      blocks: .empty(options.outputDirectory))
  }

  /// What every page's render key starts from: the templates and this very program (its
  /// version, and the size and time of its executable, so that a rebuilt binary renders
  /// everything again).
  static func renderSeed(_ theme: Theme) -> RenderKey {
    var hasher = StableHasher()
    hasher.combine(programSeed())
    for (name, text) in theme.templates.sorted(by: { $0.key < $1.key }) {
      hasher.combine(name)
      hasher.combine(text)
    }
    return hasher.finalize()
  }

  /// This very program: its version, and the size and time of its executable (so that a
  /// rebuilt binary does everything again).
  static func programSeed() -> RenderKey {
    var hasher = StableHasher()
    hasher.combine("Gather Site \(GatherSiteVersion.current)")
    var info = stat()
    if stat("/proc/self/exe", &info) == 0 || stat(CommandLine.arguments[0], &info) == 0 {
      hasher.combine(UInt64(truncatingIfNeeded: info.st_size))
      hasher.combine(UInt64(truncatingIfNeeded: info.st_mtim.tv_sec))
      hasher.combine(UInt64(truncatingIfNeeded: info.st_mtim.tv_nsec))
    }
    return hasher.finalize()
  }

  /// Sets up every step, makes and stages their files, then commits the site.
  ///
  /// The steps are set up one after the other (a setup that does much, such as the calendar
  /// events of every gather, uses every core itself), then their files are made as one
  /// stream, in step order, each taken by the next free core: a slow file (the ratings
  /// history of a large league) is made while the other cores go on with everything after
  /// it, and no core waits for a step's last file before the next step starts.
  /// `exports`, when given, is written into the output folder (for `program`) while the
  /// files are put in place, before the build's marker (which says that a killed build may
  /// have left temporaries) goes.
  private func render(
    _ context: BuildContext, into writer: OutputWriter,
    keeping exports: (LoadedExports, program: RenderKey)?
  ) throws(BuildError) -> WriteReport {
    let steps = self.steps
    var outputs: [StepOutput] = []
    var work: [(step: Int, item: Int)] = []
    for (index, step) in steps.enumerated() {
      do {
        let output = try step.run(context)
        outputs.append(output)
        work += (0..<output.count).lazy.map { (index, $0) }
      } catch {
        throw Self.failure(error, in: step)
      }
    }
    let made = outputs
    let stream = StreamProgress(report: context.progress, every: context.progressEvery)
    // Each file is compared with the disk (and written if it changed) as soon as it is made,
    // so that only the files in flight are held in memory. A page takes from microseconds (a
    // reused one) to a large fraction of a second (the ratings history), one at a time.
    // After a failure, files not yet begun are not made.
    let items = work
    let results = Parallel.map(work.count, largestChunk: 1) {
      position -> Result<StagedFile, BuildError>? in
      guard !stream.hasFailed else { return nil }
      let (step, item) = items[position]
      do {
        let file = try writer.stage(try made[step].make(item))
        stream.made(step: steps[step].name)
        return .success(file)
      } catch {
        stream.fail()
        return .failure(Self.failure(error, in: steps[step]))
      }
    }
    // Recorded first, in the stream's order, so that an abort also removes the temporaries.
    // Sized up front: a hundred thousand files appended to a growing array were copied as it
    // grew.
    var files: [StagedFile] = []
    files.reserveCapacity(results.count)
    for case .success(let file)? in results { files.append(file) }
    let conflict = Result { () throws(BuildError) in try writer.record(files) }
    for result in results { _ = try result?.get() }
    try conflict.get()
    try writer.checkFolderConflicts()
    // Like the render cache: one that cannot be written only costs the next build time.
    var snapshot: (@Sendable () -> Void)?
    if let (loaded, program) = exports {
      let directory = writer.directory
      snapshot = { try? loaded.write(to: directory, program: program) }
    }
    return try writer.commit(alongside: snapshot)
  }

  /// Counts the files of the stream as the cores make them, reports progress every `every`
  /// files (one report at a time), and notes a failure.
  private final class StreamProgress: Sendable {
    private let lock = NSLock()
    private let report: (@Sendable (String, Int) -> Void)?
    private let every: Int
    private let count = Atomic(0)
    private let failed = Atomic(false)

    init(report: (@Sendable (String, Int) -> Void)?, every: Int) {
      self.report = report
      self.every = every
    }

    var hasFailed: Bool { failed.load(ordering: .relaxed) }

    func fail() { failed.store(true, ordering: .relaxed) }

    func made(step: String) {
      let made = count.add(1, ordering: .relaxed).newValue
      if made % every == 0, let report { lock.withLock { report(step, made) } }
    }
  }

  private static func failure(_ error: Error, in step: BuildStep) -> BuildError {
    (error as? BuildError) ?? BuildError.step(name: step.name, message: "\(error)")
  }

  private func checkPageNames(_ pages: [ContentPage], _ diagnostics: inout Diagnostics) {
    var seen: [String: String] = [:]
    for page in pages {
      let slug = Slug.make(page.name)
      if slug.isEmpty {
        diagnostics.error(
          page.sourcePath, nil, "the file name gives an empty URL; use letters or digits")
      } else if Router.reservedSegments.contains(slug) {
        diagnostics.error(
          page.sourcePath, nil, "\"\(slug)\" is a section of the site; rename the page")
      } else if let other = seen[slug] {
        diagnostics.error(page.sourcePath, nil, "has the same URL /\(slug)/ as \(other)")
      } else {
        seen[slug] = page.sourcePath
      }
    }
  }

}
