import Foundation

/// A file of the finished site, held in memory until every page has been rendered.
public struct OutputFile: Sendable {
  /// Path relative to the output directory, with `/` separators.
  public var path: String
  public var contents: Data
  /// The build step that made it, for conflict messages.
  public var origin: String

  public init(path: String, contents: Data, origin: String) {
    self.path = path
    self.contents = contents
    self.origin = origin
  }

  public init(path: String, text: String, origin: String) {
    self.init(path: path, contents: Data(text.utf8), origin: origin)
  }
}
