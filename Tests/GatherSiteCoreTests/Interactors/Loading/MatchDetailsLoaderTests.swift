import Foundation
import Testing

@testable import GatherSiteCore

/// A write-up's photo goes through the loader's `ImageReader`: the core reads no image
/// itself. What the reader measures is kept with the file's digest; a file it cannot read
/// is a warning naming the write-up and the key, and is left out.
@Suite struct MatchDetailsLoaderTests {
  static let id = "11111111-1111-4111-8111-111111111111"

  /// The fixture with `bytes` as `static/shot.jpg`, the write-up giving it as its photo.
  static func load(_ bytes: [UInt8], reader: ImageReader) throws -> (SiteInput, Diagnostics) {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let content = try TestSupport.copyOfFixtureLeague(in: root)
    try Data(bytes).write(to: content.appendingPathComponent("static/shot.jpg"))
    try Data("---\nphoto: shot.jpg\n---\n".utf8).write(
      to: content.appendingPathComponent("matches/\(id).md"))
    var diagnostics = Diagnostics()
    let input = ContentLoader(contentDirectory: content, images: reader).load(into: &diagnostics)
    return (input, diagnostics)
  }

  static func photo(_ input: SiteInput) -> MatchPhoto? {
    let index = input.league.gathers.firstIndex { $0.id == id }!
    return input.league.details[index]?.photo
  }

  @Test func aReadablePhotoKeepsItsSizeAndDigest() throws {
    let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 1, 2, 3]
    let (input, diagnostics) = try Self.load(jpeg, reader: ImageReader { _ in (640, 480) })
    #expect(!diagnostics.warnings.contains { $0.path == "photo" })
    let photo = try #require(Self.photo(input))
    #expect(photo.path == "shot.jpg" && photo.width == 640 && photo.height == 480)
    #expect(photo.digest == TextDigest.hex(of: Data(jpeg)))
    #expect(photo.digest.count == 16)
  }

  @Test func aPhotoTheReaderCannotReadIsAWarningAndLeftOut() throws {
    let (input, diagnostics) = try Self.load(
      [0xFF, 0xD8, 0xFF, 0xE0] + Array("garbage".utf8), reader: .none)
    #expect(Self.photo(input) == nil)
    #expect(
      diagnostics.warnings.map(\.description).contains(
        "warning: matches/\(Self.id).md: photo: \"shot.jpg\" cannot be read as an image (damaged?); ignored"
      ))
  }
}
