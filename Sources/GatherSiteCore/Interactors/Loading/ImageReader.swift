import Foundation

/// How a match photo's size is read: the core reads no image itself (an image library is C,
/// which the domain does not call). The build hands the loader one that reads with libvips;
/// without one (`.none`), no photo can be read and each is left out with a warning.
public struct ImageReader: Sendable {
  /// The size in pixels of the image file at a URL as a browser shows it (after its EXIF
  /// orientation), or `nil` when it cannot be read as an image.
  public var size: @Sendable (URL) -> (width: Int, height: Int)?

  public init(size: @escaping @Sendable (URL) -> (width: Int, height: Int)?) {
    self.size = size
  }

  /// Reads nothing.
  public static let none = ImageReader { _ in nil }
}
