import Foundation

/// One named step of the build, producing some of the site's files.
public struct BuildStep: Sendable {
  public var name: String
  public var run: @Sendable (BuildContext) throws -> StepOutput

  public init(name: String, run: @escaping @Sendable (BuildContext) throws -> StepOutput) {
    self.name = name
    self.run = run
  }
}

/// A step's files: how many there are and how to make each, so that a large site is
/// rendered and written in chunks instead of being held in memory whole.
public struct StepOutput: Sendable {
  public var count: Int
  public var make: @Sendable (Int) throws -> OutputFile

  public init(count: Int, make: @escaping @Sendable (Int) throws -> OutputFile) {
    self.count = count
    self.make = make
  }

  /// Files made up front (a few pages, data files, assets).
  public static func files(_ files: [OutputFile]) -> StepOutput {
    StepOutput(count: files.count) { files[$0] }
  }
}

/// What every step can read: the input, the computed facts, the router and the theme.
public struct BuildContext: Sendable {
  public var input: SiteInput
  public var presentation: PresentationContext
  public var templates: TemplateLibrary
  public var themeAssets: [String: Data]
  /// What the theme and this program contribute to every page's render key.
  public var renderSeed: RenderKey
  /// What the previous build rendered; empty when checking or previewing.
  public var cache: RenderCache
  /// How the previous build put its largest files together; empty when checking or
  /// previewing.
  public var blocks: BlockCache
  /// Told of the build's progress, for a progress line on a terminal.
  public var progress: (@Sendable (String, Int) -> Void)?
  /// How many files go between two calls of `progress`.
  public var progressEvery = 2048

  public var facts: LeagueFacts { presentation.facts }
  /// What every block of the largest files is keyed by besides its gathers: the theme and
  /// the program (the render seed) and the settings.
  public var blockSeed: RenderKey {
    var hasher = StableHasher()
    hasher.combine(renderSeed)
    hasher.combine(presentation.keys.settings)
    return hasher.finalize()
  }
  public var router: Router { presentation.router }

  /// The file at `path`, made by `contents` unless the render cache says the file on disk
  /// was made from the same `key` and is still as written: then it is left as it is.
  public func file(
    _ path: String, key: RenderKey, origin: String, contents: () throws -> Data
  ) rethrows -> OutputFile {
    if let stamp = cache.currentStamp(path, key: key) {
      return .reused(path: path, key: key, stamp: stamp, origin: origin)
    }
    var file = OutputFile(path: path, contents: try contents(), origin: origin)
    file.key = key
    return file
  }
}
