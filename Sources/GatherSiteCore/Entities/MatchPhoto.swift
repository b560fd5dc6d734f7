/// A match's photo, as the write-up's front matter names it: a JPEG, PNG or WebP file under
/// `static/` that the site's image reader could read, with its size as a browser shows it
/// (after its EXIF orientation) and a digest of its bytes, which names its reduced copy and
/// changes with the picture.
public struct MatchPhoto: Sendable, Hashable, Encodable {
  /// The path under `static/`, as the site publishes it.
  public var path: String
  /// The size in pixels, both positive.
  public var width: Int
  public var height: Int
  /// The first 8 bytes of the SHA-256 of the file, as 16 hexadecimal digits.
  public var digest: String

  public init(path: String, width: Int, height: Int, digest: String) {
    self.path = path
    self.width = width
    self.height = height
    self.digest = digest
  }
}
