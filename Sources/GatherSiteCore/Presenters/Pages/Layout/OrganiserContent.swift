/// One of the organiser's Markdown files that a page can be made from.
public enum ContentSource: Hashable, Sendable {
  /// The write-up of the gather at this index into `league.gathers`.
  case writeUp(index: Int)
  /// The standalone page of this name.
  case page(name: String)
}

/// The organiser's Markdown pages and write-ups as a page reads them: every read is noted
/// in `read`, whether the file exists or not, so that whoever presents a page learns which
/// of these files it was made from. Presenters reach a page's or a write-up's Markdown
/// only through this.
public struct OrganiserContent: Sendable {
  private let pages: [String: ContentPage]
  private let writeUps: [Int: ContentPage]
  /// The files read so far, in the order they were read.
  public private(set) var read: [ContentSource] = []

  public init(pages: [ContentPage], writeUps: [Int: ContentPage]) {
    self.pages = Dictionary(pages.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    self.writeUps = writeUps
  }

  /// The same files, with nothing read yet.
  public var unread: OrganiserContent {
    var copy = self
    copy.read = []
    return copy
  }

  /// The file `source` names, or `nil` when there is none; not noted as read.
  public func file(_ source: ContentSource) -> ContentPage? {
    switch source {
    case .writeUp(let index): writeUps[index]
    case .page(let name): pages[name]
    }
  }

  /// The write-up of the gather at `index`, noted as read.
  mutating func writeUp(_ index: Int) -> ContentPage? {
    read.append(.writeUp(index: index))
    return writeUps[index]
  }

  /// The page named `name`, noted as read.
  mutating func page(_ name: String) -> ContentPage? {
    read.append(.page(name: name))
    return pages[name]
  }
}
