import ExportScanning
import FastView
import Foundation
import GatherSiteCore
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
  /// Removes from the output folder every file and folder the site does not make (but a
  /// `CNAME` and hidden files at its top), and lets the build replace files it did not
  /// make.
  public var clean = false
  /// Called with what `clean` is about to remove and replace, before it does; the build
  /// goes on only when it returns `true`.
  public var cleaning: (@Sendable (OutputFolder.Cleaning) -> Bool)?
  public var currentDirectory: URL
  /// Where builds keep what the next build of the same output needs (see
  /// `IncrementalStore`); when `nil`, `.gather-site` beside the content directory (in the
  /// site's folder, as `.build` is in a Swift package's).
  public var stateDirectory: URL?
  /// Called every `progressEvery` files, one call at a time, with the name of the step
  /// whose file was just made and the files made so far.
  public var progress: (@Sendable (String, Int) -> Void)?
  public var progressEvery = 2048

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

/// Runs the whole pipeline: load and check the input, compute the facts, plan the site,
/// make every file that changed, and only then put the site in place.
public struct SiteBuilder: Sendable {
  /// What the last build left for the next, when builds are to remember (`serve`).
  private let memory: BuildMemory?

  /// A builder whose builds are independent of one another.
  public init() { memory = nil }

  /// A builder that remembers, in memory, the league and the facts of its last build, and
  /// uses them again while the exports and the site are the same: for `serve`, which
  /// builds the same site again on every change. Its builds equal a fresh builder's.
  public init(remembering: Bool) { memory = remembering ? BuildMemory() : nil }

  /// Builds the site. Diagnostics are returned whether or not the build succeeded; when it
  /// fails, the output directory is left as it was.
  public func build(_ options: BuildOptions) async -> (
    diagnostics: Diagnostics, result: Result<BuildSummary, BuildError>
  ) {
    var diagnostics = Diagnostics()
    do throws(BuildError) {
      let summary = try await build(options, &diagnostics)
      return (diagnostics, .success(summary))
    } catch {
      return (diagnostics, .failure(error))
    }
  }

  /// Checks the content and the theme as a build would, writing nothing; and what share
  /// cards need of the machine and the settings (`ShareCardWarnings`).
  public func check(_ options: BuildOptions) async -> (
    diagnostics: Diagnostics, result: Result<Void, BuildError>
  ) {
    var diagnostics = Diagnostics()
    do throws(BuildError) {
      let prepared = try await prepare(options, &diagnostics)
      ShareCardWarnings.check(prepared.input, fonts: .installed, into: &diagnostics)
      return (diagnostics, .success(()))
    } catch {
      return (diagnostics, .failure(error))
    }
  }

  private func build(_ options: BuildOptions, _ diagnostics: inout Diagnostics)
    async throws(BuildError) -> BuildSummary
  {
    let stateRoot =
      options.stateDirectory
      ?? options.contentDirectory.standardizedFileURL.deletingLastPathComponent()
      .appendingPathComponent(".gather-site")
    try OutputDirectoryGuard.check(
      output: options.outputDirectory, content: options.contentDirectory,
      templates: options.templatesDirectory, current: options.currentDirectory, state: stateRoot)
    let prepared = try await prepare(options, &diagnostics)
    let writer = OutputWriter(directory: options.outputDirectory)
    try writer.prepare()
    let folder = OutputFolder(options.outputDirectory)
    defer { folder.unlock() }
    var adoption: OutputFolder.Adoption?
    do throws(BuildError) {
      try folder.lock()
      let store = IncrementalStore(stateRoot: stateRoot, outputPath: folder.resolvedPath)
      try store.open()
      let adopted = try folder.adopt(record: store, clean: options.clean)
      adoption = adopted
      if adopted.wroteFirstList { writer.removeOldBookkeeping() }
      writer.made = adopted.made
      // The record speeds the build up only when it is of the files the folder holds.
      if Set(store.previous.keys) != adopted.made { store.forget() }
      if folder.beginWriting() || !store.hasRecord { writer.removeLeftovers() }
      let files = try await make(prepared, options, store: store, writer: writer)
      try writer.record(files)
      let site = Set(files.lazy.map(\.path))
      let replaced = files.filter(\.replacesForeign).map(\.path).sorted()
      if !replaced.isEmpty, !options.clean {
        throw BuildError.unsafeOutput(folder.refusal(replacing: replaced))
      }
      let stale = writer.made.subtracting(site).sorted()
      var clean = OutputFolder.Cleaning(files: [], folders: [], replaced: replaced)
      if options.clean {
        (clean.files, clean.folders) = folder.foreign(notIn: site.union(stale))
        if let cleaning = options.cleaning, !cleaning(clean) {
          throw BuildError.unsafeOutput(
            "nothing was removed from \(PrintableText.escaped(folder.url.path)): --clean was not confirmed"
          )
        }
      }
      let report = try await writer.commit(
        removing: stale, cleaning: (clean.files, clean.folders), list: folder, store: store)
      folder.endWriting()
      // The players' permanent addresses only lead to their pages: they are not counted.
      let summary = BuildSummary(
        pages: files.count {
          $0.path.hasSuffix(".html") && $0.origin != PlayerAddressPresenter.origin
        },
        files: files.count, report: report)
      // What the site was made from is let go in a task of its own: freeing its tens of
      // thousands of objects one by one held up the end of every build.
      Self.letGo((consume prepared, consume files))
      return summary
    } catch {
      if adoption?.wroteFirstList == true, !writer.hasBegunCommit { folder.removeList() }
      folder.endWriting()
      writer.abort()
      throw error
    }
  }

  /// What a build makes the site from: the checked input, the facts for the presenters,
  /// and the theme.
  private struct Prepared: Sendable {
    var input: SiteInput
    var presentation: PresentationContext
    var theme: Theme
    var templates: TemplateLibrary
    /// The seed of every key: the program and the templates.
    var seed: RenderKey
    var inputs: SiteInputs
  }

  /// Loads and checks the input and the theme and computes the facts.
  private func prepare(_ options: BuildOptions, _ diagnostics: inout Diagnostics)
    async throws(BuildError) -> Prepared
  {
    var isDirectory: ObjCBool = false
    guard
      FileManager.default.fileExists(
        atPath: options.contentDirectory.path, isDirectory: &isDirectory),
      isDirectory.boolValue
    else {
      throw BuildError.unsafeOutput(
        "content directory \(options.contentDirectory.path) does not exist")
    }
    let loader = ContentLoader(
      contentDirectory: options.contentDirectory, rows: ScannedExports.reader,
      images: VipsImages.reader)
    // The league as loaded, or its digest when `serve`'s memory has it.
    var loadedLeague: (league: League?, key: RenderKey?)
    var input = loader.load(into: &diagnostics) { exports in
      guard let memory else {
        let league = loader.league(of: exports)
        loadedLeague = (league.league, nil)
        return league
      }
      let (league, key) = memory.league(of: exports) { loader.league(of: exports) }
      loadedLeague = (nil, key)
      return league
    }
    if let override = options.baseURL {
      input.overrideBaseURL(override, &diagnostics)
    }
    input.checkPageNames(reserved: PageRegistry.reservedSegments, &diagnostics)
    let errorCount = diagnostics.errors.count + (options.strict ? diagnostics.warnings.count : 0)
    guard errorCount == 0 else { throw BuildError.invalidInput(errorCount: errorCount) }

    let theme = try Theme.load(overriding: options.templatesDirectory)
    let catalogues = WordingLoader(
      builtIn: theme.catalogues, site: theme.siteCatalogues,
      siteFolder: options.templatesDirectory?.lastPathComponent ?? "Templates")
    let found = diagnostics.all.count
    let language = catalogues.wording(
      language: input.config.language, sidesNamed: input.config.teamNames != nil,
      into: &diagnostics)
    let added = diagnostics.all.dropFirst(found)
    let wordingErrors =
      added.count { $0.severity == .error }
      + (options.strict ? added.count { $0.severity == .warning } : 0)
    guard let wording = language, wordingErrors == 0 else {
      throw BuildError.invalidInput(errorCount: max(wordingErrors, 1))
    }
    let templates = try TemplateLibrary(theme: theme, wording: wording)
    let seed = Self.keySeed(theme)
    // The digest of the inputs is made beside the facts (it is needed first only when the
    // last build's facts may be kept).
    let (loaded, league) = (input, loadedLeague)
    async let inputs = SiteInputs(
      loaded, league: league.key ?? SiteInputs.key(of: league.league ?? loaded.league), seed: seed)
    let presentation =
      if let memory {
        await memory.presentation(site: inputs.site) { await Self.present(loaded, wording) }
      } else {
        await Self.present(loaded, wording)
      }
    return Prepared(
      input: input, presentation: presentation, theme: theme, templates: templates, seed: seed,
      inputs: await inputs)
  }

  /// The facts and the routes for the presenters. The routes and the gathers' texts do not
  /// depend on the facts: they are made meanwhile (the facts leave a core idle part of the
  /// time).
  private static func present(_ input: SiteInput, _ wording: Wording) async
    -> PresentationContext
  {
    let (league, config, pages) = (input.league, input.config, input.pages)
    async let routing = { () -> (Router, GatherTexts, String) in
      // Fonts are looked up only for a site with cards.
      let fonts = config.shareCards ? FontCoverage.installed.fingerprint : ""
      let router = Router(league: league, config: config, pages: pages)
      return (
        router, GatherTexts(league: league, config: config, router: router, wording: wording),
        fonts
      )
    }()
    let facts = await Self.facts(league, config)
    let (router, texts, fonts) = await routing
    return PresentationContext(
      facts: facts, router: router, wording: wording, texts: texts, cardFonts: fonts)
  }

  /// The league's facts (`LeagueFactsInteractor`), its independent steps taken at the same
  /// time: the tallies beside the ratings (each candidate of the rating fit a task of its
  /// own), then the players' stats in runs of 16, each a task of its own.
  static func facts(_ league: League, _ config: SiteConfig) async -> LeagueFacts {
    let basis = LeagueFactsInteractor.Basis(league: league, config: config)
    async let ratings = { () async -> LeagueRatings in
      let plan = basis.ratingPlan()
      let losses = await withTaskGroup { group in
        for (index, candidate) in plan.candidates.enumerated() {
          group.addTask { (index, basis.fitLosses(candidate, plan)) }
        }
        return await group.reduce(into: []) { $0.append($1) }
      }
      let model = RatingModelFit.choose(plan, losses: losses.sorted { $0.0 < $1.0 }.map(\.1))
      return basis.ratings(model: model)
    }()
    let tallies = basis.tallies()
    let count = basis.playerIDs.count
    let runs = await withTaskGroup { group in
      for start in stride(from: 0, to: count, by: 16) {
        group.addTask {
          (start, basis.playerStats(start..<min(count, start + 16), tallies: tallies))
        }
      }
      return await group.reduce(into: []) { $0.append($1) }
    }
    let players = runs.sorted { $0.0 < $1.0 }.flatMap(\.1)
    return basis.facts(tallies: tallies, ratings: await ratings, players: players)
  }

  /// What every key starts from: this very program (its version, and the size and time of
  /// its executable, so that a rebuilt binary makes everything again) and the templates.
  static func keySeed(_ theme: Theme) -> RenderKey {
    var hasher = KeyHasher()
    hasher.combine("Gather Site \(GatherSiteVersion.current)")
    var info = stat()
    if stat("/proc/self/exe", &info) == 0 || stat(CommandLine.arguments[0], &info) == 0 {
      hasher.combine(UInt64(truncatingIfNeeded: info.st_size))
      hasher.combine(UInt64(truncatingIfNeeded: info.st_mtim.tv_sec))
      hasher.combine(UInt64(truncatingIfNeeded: info.st_mtim.tv_nsec))
    }
    for (name, text) in theme.templates.sorted(by: { $0.key < $1.key }) {
      hasher.combine(name)
      hasher.combine(text)
    }
    for catalogues in [theme.catalogues, theme.siteCatalogues] {
      hasher.combine(UInt64(catalogues.count))
      for (language, text) in catalogues.sorted(by: { $0.key < $1.key }) {
        hasher.combine(language)
        hasher.combine(text)
      }
    }
    return hasher.finalize()
  }

  /// Makes every file of the plan that the store does not find already made, and stages
  /// it. The files are made as one stream, in plan order, each taken by the next free
  /// core: a slow file (the ratings history of a large league) is made while the other
  /// cores go on with everything after it. After a failure, files not yet begun are not
  /// made.
  private func make(
    _ prepared: Prepared, _ options: BuildOptions, store: IncrementalStore, writer: OutputWriter
  ) async throws(BuildError) -> [StagedFile] {
    // Calendars are documents, made from the site alone: all of them change when the
    // league's does.
    let leagueCalendar = prepared.presentation.router.outputPath(.leagueCalendar)
    // The match photos' reduced copies come first: a match page's og:image names its
    // photo's copy only when there is one, so which there are is among its inputs.
    let photos = await PhotoCopies.make(
      prepared.input, router: prepared.presentation.router, seed: prepared.seed, store: store,
      output: options.outputDirectory.path)
    // So do the season books: a season page gives its book's size and pages.
    let books = try await SeasonBookFiles.make(
      prepared.presentation, seed: prepared.seed, store: store,
      output: options.outputDirectory.path)
    let inputs = prepared.inputs.including(photos.fingerprint + books.fingerprint)
    let plan = SitePlan(
      input: prepared.input, presentation: prepared.presentation,
      themeAssets: prepared.theme.assets,
      calendarsChange: store.unchanged(
        leagueCalendar, inputs: inputs.digest([]),
        in: options.outputDirectory.path) == nil, photos: photos, books: books)
    let groups = plan.groups
    var work: [(group: Int, item: Int)] = []
    for (index, group) in groups.enumerated() {
      work += (0..<group.count).lazy.map { (index, $0) }
    }
    let items = work
    let router = prepared.presentation.router
    // Pages are rendered through template shapes (`FastView`), which are held equal to the
    // core's reference path, `PageRenderer`; this is the one place that chooses.
    let renderer = ShapedPageRenderer(templates: prepared.templates)
    let seed = prepared.seed
    let content = OrganiserContent(pages: prepared.input.pages, writeUps: prepared.input.writeUps)
    let output = options.outputDirectory.path
    let stream = FileStream(
      count: work.count, report: options.progress, every: options.progressEvery)
    let makeFile = { @Sendable (position: Int) -> Result<StagedFile, BuildError> in
      let group = groups[items[position].group]
      do {
        let file = try group.file(items[position].item)
        let path = router.outputPath(file.route)
        let origin = file.origin ?? group.name
        let made: MadeFile
        switch file.source {
        case .page(let present):
          // Made from the same inputs as last time, a page is what it was: it is not even
          // presented. Otherwise it is presented, noting the organiser's files it reads,
          // and keyed by its draft: the template's output (tables and all, made once) and
          // the layout's view model; CommonMark and the layout run only for a changed page.
          if let sources = store.sources(of: path),
            let entry = store.unchanged(path, inputs: inputs.digest(sources), in: output)
          {
            made = Self.kept(entry, path: path, origin: origin)
            break
          }
          var reading = content
          guard let page = present(&reading) else {
            throw BuildError.step(name: group.name, message: "no page at \(path)")
          }
          let draft = renderer.draft(page)
          let key = KeyEncoder.key(of: draft, seed: Self.pathSeed(seed, path))
          let stamp = store.current(path, key: key, in: output)
          made = MadeFile(
            path: path, origin: origin, key: key,
            madeFrom: MadeFrom(inputs: inputs.digest(reading.read), sources: reading.read),
            contents: stamp == nil ? renderer.render(draft) : nil, stamp: stamp)
        case .document(let write):
          // A document is made from the site alone; any other file is keyed by its bytes.
          let digest = inputs.digest([])
          if let entry = store.unchanged(path, inputs: digest, in: output) {
            made = Self.kept(entry, path: path, origin: origin)
            break
          }
          made = Self.made(
            write(), path: path, origin: origin, seed: seed, store: store, output: output,
            madeFrom: MadeFrom(inputs: digest, sources: []))
        case .card(let present):
          // A card is made from the site, and keyed by what it says: it is drawn only when
          // the file there says something else.
          let digest = inputs.digest([])
          if let entry = store.unchanged(path, inputs: digest, in: output) {
            made = Self.kept(entry, path: path, origin: origin)
            break
          }
          let card = present()
          let key = KeyEncoder.key(of: card, seed: Self.pathSeed(seed, path))
          let stamp = store.current(path, key: key, in: output)
          var contents: Data?
          if stamp == nil {
            guard let png = CardRenderer.png(card) else {
              throw BuildError.step(name: group.name, message: "could not draw \(path)")
            }
            contents = png
          }
          made = MadeFile(
            path: path, origin: origin, key: key, madeFrom: MadeFrom(inputs: digest, sources: []),
            contents: contents, stamp: stamp)
        case .copy(let read):
          made = Self.made(
            try read(), path: path, origin: origin, seed: seed, store: store, output: output,
            madeFrom: nil)
        case .made(let file):
          made = MadeFile(
            path: path, origin: origin, key: file.key, madeFrom: file.madeFrom,
            contents: file.contents, stamp: file.stamp)
        }
        let staged = try writer.stage(made)
        stream.made(group: group.name)
        return .success(staged)
      } catch {
        stream.fail()
        return .failure((error as? BuildError) ?? .step(name: group.name, message: "\(error)"))
      }
    }
    // The files are made in the plan's order but for the late groups' files, made last, by
    // one task for each core, each taking the next file as it is free; the results are put
    // back in the plan's order. The first task makes the plan's work ahead first.
    let isLate = { (position: Int) in groups[items[position].group].late }
    let order = work.indices.filter { !isLate($0) } + work.indices.filter(isLate)
    let results = await withTaskGroup { group in
      for task in 0..<ProcessInfo.processInfo.activeProcessorCount {
        group.addTask {
          if task == 0 { plan.ahead() }
          var made: [(Int, Result<StagedFile, BuildError>)] = []
          while let step = stream.next() { made.append((order[step], makeFile(order[step]))) }
          return made
        }
      }
      var results = [Result<StagedFile, BuildError>?](repeating: nil, count: work.count)
      for await made in group {
        for (position, result) in made { results[position] = result }
      }
      return results
    }
    var files: [StagedFile] = []
    files.reserveCapacity(results.count)
    var failure: BuildError?
    for result in results {
      switch result {
      case .success(let file)?: files.append(file)
      case .failure(let error)?: failure = failure ?? error
      case nil: break
      }
    }
    if let failure {
      // Recorded all the same, so that the abort removes their temporaries.
      try? writer.record(files)
      throw failure
    }
    return files
  }

  /// A file that the last build made from the same inputs, kept as it is.
  private static func kept(_ entry: IncrementalStore.Entry, path: String, origin: String)
    -> MadeFile
  {
    MadeFile(
      path: path, origin: origin, key: entry.key, madeFrom: entry.madeFrom, contents: nil,
      stamp: entry.stamp)
  }

  /// A file made of `bytes`, keyed by them.
  private static func made(
    _ bytes: Data, path: String, origin: String, seed: RenderKey, store: IncrementalStore,
    output: String, madeFrom: MadeFrom?
  ) -> MadeFile {
    var hasher = KeyHasher()
    hasher.combine(pathSeed(seed, path))
    hasher.combine(bytes: bytes)
    let key = hasher.finalize()
    let stamp = store.current(path, key: key, in: output)
    return MadeFile(
      path: path, origin: origin, key: key, madeFrom: madeFrom,
      contents: stamp == nil ? bytes : nil, stamp: stamp)
  }

  /// Releases `value` in a task of its own, unless the program ends first.
  private static func letGo(_ value: consuming some Sendable) {
    Task.detached(priority: .background) { [value] in withExtendedLifetime(value) {} }
  }

  /// The seed and a file's path: two files never share a key.
  static func pathSeed(_ seed: RenderKey, _ path: String) -> RenderKey {
    var hasher = KeyHasher()
    hasher.combine(seed)
    hasher.combine(path)
    return hasher.finalize()
  }

  /// Hands out the steps of the stream of `count` files, each once, to whichever task asks
  /// next, until none is left or a file failed; counts the files made and reports progress
  /// every `every` files, one report at a time.
  private final class FileStream: Sendable {
    private let count: Int
    private let report: (@Sendable (String, Int) -> Void)?
    private let every: Int
    private let taken = Atomic(0)
    private let failed = Atomic(false)
    private let made = Mutex(0)

    init(count: Int, report: (@Sendable (String, Int) -> Void)?, every: Int) {
      (self.count, self.report, self.every) = (count, report, every)
    }

    /// The next step, or `nil` when none is left or a file failed.
    func next() -> Int? {
      guard !failed.load(ordering: .relaxed) else { return nil }
      let step = taken.add(1, ordering: .relaxed).oldValue
      return step < count ? step : nil
    }

    func fail() { failed.store(true, ordering: .relaxed) }

    func made(group: String) {
      guard let report else { return }
      made.withLock { made in
        made += 1
        if made % every == 0 { report(group, made) }
      }
    }
  }
}
