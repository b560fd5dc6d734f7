import Testing

@testable import GatherSiteCore

/// A reduced copy is named after its photo's file and bytes and fits 1200 px both ways,
/// scaled down only.
@Suite struct ReducedPhotosTests {
  static func copy(_ path: String, _ width: Int, _ height: Int) -> ReducedPhotos.Copy {
    ReducedPhotos.copy(
      of: MatchPhoto(path: path, width: width, height: height, digest: "0123456789abcdef"))
  }

  @Test func aCopyFitsTheLargestSizeAndKeepsTheShape() {
    let wide = Self.copy("2024/Match Day.JPG", 4032, 3024)
    #expect(wide.route == .photo("match-day-0123456789abcdef"))
    #expect(wide.width == 1200 && wide.height == 900)
    let tall = Self.copy("tall.png", 1000, 3000)
    #expect(tall.width == 400 && tall.height == 1200)
    let small = Self.copy("small.webp", 300, 450)
    #expect(small.width == 300 && small.height == 450)
    #expect(Self.copy("....jpg", 10, 10).route == .photo("photo-0123456789abcdef"))
  }
}
