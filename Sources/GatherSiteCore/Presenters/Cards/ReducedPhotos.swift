/// The reduced copies of the match photos, for `og:image`: chat apps want a small picture
/// (WhatsApp's limit is about 300 KB), and an organiser's photo is often several megabytes.
/// The core names each copy and says its size (`copy(of:)`); the build makes them with an
/// image library before the pages are presented, and hands over those it could make. A
/// match whose photo has no copy keeps its share card as `og:image`.
public struct ReducedPhotos: Sendable {
  /// A photo's copy: its route and size in pixels.
  public struct Copy: Sendable, Hashable {
    public var route: Route
    public var width: Int
    public var height: Int
  }

  /// The copies the build made, by the photo's path under `static/`.
  public var copies: [String: Copy]

  public init(copies: [String: Copy]) {
    self.copies = copies
  }

  /// No copies: every match keeps its share card.
  public static let none = ReducedPhotos(copies: [:])

  /// The most a copy measures either way, in pixels.
  public static let largest = 1200

  /// The copy of `photo`: `photos/NAME-DIGEST.jpg`, after the file's name and its bytes'
  /// digest (a changed photo gets a new address, which chat apps need), the photo scaled
  /// down, never up, to fit `largest` both ways.
  public static func copy(of photo: MatchPhoto) -> Copy {
    let file = SitePath.name(photo.path)
    let stem = file.lastIndex(of: ".").map { String(file[..<$0]) } ?? file
    let slug = Slug.make(stem)
    let scale = min(
      1, Double(largest) / Double(photo.width), Double(largest) / Double(photo.height))
    return Copy(
      route: .photo((slug.isEmpty ? "photo" : slug) + "-" + photo.digest),
      width: max(1, Int((Double(photo.width) * scale).rounded())),
      height: max(1, Int((Double(photo.height) * scale).rounded())))
  }

  /// Every photo the league's matches use, once, in order of path.
  public static func photos(in league: League) -> [MatchPhoto] {
    let photos = Set(league.details.values.compactMap(\.photo))
    return photos.sorted { ($0.path, $0.digest) < ($1.path, $1.digest) }
  }

  /// The copies' routes, each once, in order.
  var routes: [Route] {
    let names = Set(
      copies.values.compactMap { copy -> String? in
        guard case .photo(let name) = copy.route else { return nil }
        return name
      })
    return names.sorted().map(Route.photo)
  }
}
