internal import Cvips
import Foundation
import GatherSiteCore

/// libvips, for the match photos: their sizes (`reader`, which the build hands the loader)
/// and their reduced copies (`reduce`). libvips is loaded and started the first time a
/// photo is read, so a build of a site without photos never loads it.
public enum VipsImages {
  /// libvips's functions, once loaded and started; `nil` when it could not be.
  private final class Library: @unchecked Sendable {
    // Written once, by `gs_vips_start`, before the library is shared; only read after.
    let api: UnsafeMutablePointer<gs_vips_api>

    init?() {
      api = .allocate(capacity: 1)
      api.initialize(to: gs_vips_api())
      guard gs_vips_start(api) == 0 else {
        api.deallocate()
        return nil
      }
    }
  }

  private static let library = Library()

  /// Reads a photo's size from its header, as a browser shows it (after its EXIF
  /// orientation); `nil` for a file libvips cannot read, or without libvips.
  public static let reader = ImageReader { url in
    guard let api = library?.api else { return nil }
    var width: Int32 = 0
    var height: Int32 = 0
    guard gs_vips_size(api, url.path, &width, &height) == 0 else { return nil }
    return (Int(width), Int(height))
  }

  /// The qualities tried, best first, until a copy fits.
  static let qualities = [82, 72, 62, 52, 42, 32]

  /// The image at `url` turned upright, scaled to `width` by `height` (its transparency on
  /// white), as a JPEG without metadata of the best of `qualities` that is under `limit`
  /// bytes; `nil` when it cannot be read or no quality fits.
  static func reduce(_ url: URL, width: Int, height: Int, limit: Int) -> Data? {
    guard let api = library?.api,
      let image = gs_vips_thumbnail(api, url.path, Int32(width), Int32(height))
    else { return nil }
    defer { gs_vips_release(api, image) }
    for quality in qualities {
      var bytes: UnsafeMutableRawPointer?
      var count = 0
      guard gs_vips_jpeg(api, image, Int32(quality), &bytes, &count) == 0, let bytes else {
        return nil
      }
      defer { gs_vips_free(api, bytes) }
      if count < limit { return Data(bytes: bytes, count: count) }
    }
    return nil
  }
}
