import Foundation
import Testing

@testable import GatherSite
@testable import GatherSiteCore

/// Match photos in a built site: a JPEG, a PNG and a WebP shown on their match pages with
/// their sizes and alt text, each with a reduced JPEG copy as `og:image` (at most 1200 px,
/// under 300 KB); a damaged photo is a warning and is left out; an unchanged photo is not
/// made again, and a changed one gets a new copy, as a clean build makes it.
@Suite struct PhotoCopiesTests {
  static let base = "https://league.example.org/fixture/"
  /// The fixture's matches given a photo, by gather id: the write-up's photo, its match
  /// page, its size, its reduced copy's size and the date the alt text gives.
  static let photos: [(id: String, photo: String, page: String, size: String, copy: String)] = [
    (
      "11111111-1111-4111-8111-111111111111", "photos/landscape.jpg",
      "matches/2024-01-10-11111111/index.html", "1600×1200", "1200×900"
    ),
    (
      "22222222-2222-4222-8222-222222222222", "photos/portrait.png",
      "matches/2024-01-17-22222222/index.html", "300×450", "300×450"
    ),
    (
      "33333333-3333-4333-8333-333333333333", "photos/wide.webp",
      "matches/2024-01-24-33333333/index.html", "2400×800", "1200×400"
    ),
  ]
  static let damaged = "66666666-6666-4666-8666-666666666666"

  static func meta(_ property: String, in page: String) -> String? {
    let pattern = try! Regex(#"<meta (?:property|name)=""# + property + #"" content="([^"]*)">"#)
    return page.firstMatch(of: pattern).map { String($0.output[1].substring!) }
  }

  /// The fixture league with the three photos and a damaged one given in write-ups.
  static func content(in root: URL) throws -> URL {
    let content = try TestSupport.copyOfFixtureLeague(in: root)
    let folder = content.appendingPathComponent("static/photos")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for name in ["landscape.jpg", "portrait.png", "wide.webp"] {
      try FileManager.default.copyItem(
        at: TestSupport.fixtures.appendingPathComponent("photos/\(name)"),
        to: folder.appendingPathComponent(name))
    }
    // JPEG's first bytes, then nothing an image library can read.
    try Data([0xFF, 0xD8, 0xFF, 0xE0] + Array("not a picture at all".utf8)).write(
      to: content.appendingPathComponent("static/photo.jpg"))
    for (id, photo, _, _, _) in photos {
      try write(photo: photo, to: id, in: content)
    }
    try write(photo: "photo.jpg", to: damaged, in: content)
    return content
  }

  /// Gives the write-up of gather `id` the photo `photo`, keeping its other front matter.
  static func write(photo: String, to id: String, in content: URL) throws {
    let url = content.appendingPathComponent("matches/\(id).md")
    let old = (try? String(contentsOf: url, encoding: .utf8)) ?? "---\n---\n"
    var lines = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    lines.removeAll { $0.hasPrefix("photo:") }
    lines.insert("photo: \(photo)", at: 1)
    try lines.joined(separator: "\n").write(to: url, atomically: true, encoding: .utf8)
  }

  /// The width and height of a baseline or progressive JPEG, from its SOF marker.
  static func jpegSize(_ data: Data) -> (width: Int, height: Int)? {
    let bytes = [UInt8](data)
    guard bytes.starts(with: [0xFF, 0xD8]) else { return nil }
    var index = 2
    while index + 9 < bytes.count {
      guard bytes[index] == 0xFF else { return nil }
      let marker = bytes[index + 1]
      let length = Int(bytes[index + 2]) << 8 | Int(bytes[index + 3])
      if (0xC0...0xC3).contains(marker) {
        let height = Int(bytes[index + 5]) << 8 | Int(bytes[index + 6])
        let width = Int(bytes[index + 7]) << 8 | Int(bytes[index + 8])
        return (width, height)
      }
      index += 2 + length
    }
    return nil
  }

  @Test func photosAreShownWithTheirSizesAndReducedForChats() async throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let content = try Self.content(in: root)
    let site = root.appendingPathComponent("_site")
    let (diagnostics, result) = await SiteBuilder().build(
      TestSupport.options(content: content, output: site))
    _ = try result.get()

    for (id, photo, page, size, copySize) in Self.photos {
      let html = try TestSupport.read(page, in: site)
      let dimensions = size.split(separator: "×")
      let gather = try #require(
        try Self.gatherDate(id, content: content), "the fixture dates gather \(id)")
      let alt = "Photo of the match, \(gather)"
      #expect(
        html.contains(
          #"<img src="../../\#(photo)" width="\#(dimensions[0])" height="\#(dimensions[1])" alt="\#(alt)" loading="lazy" decoding="async">"#
        ), "\(page) shows \(photo)")
      let image = try #require(Self.meta("og:image", in: html))
      let name = String(SitePath.name(photo).prefix { $0 != "." })
      #expect(image.hasPrefix(Self.base + "photos/\(name)-"), "\(page): \(image)")
      #expect(image.hasSuffix(".jpg"))
      let bytes = try Data(
        contentsOf: site.appendingPathComponent(String(image.dropFirst(Self.base.count))))
      #expect(bytes.count < 300_000)
      let made = try #require(Self.jpegSize(bytes), "\(image) is a JPEG")
      #expect(made.width <= 1200)
      #expect("\(made.width)×\(made.height)" == copySize, "\(image)")
      #expect(Self.meta("og:image:type", in: html) == "image/jpeg")
      #expect(Self.meta("og:image:width", in: html) == String(made.width))
      #expect(Self.meta("og:image:height", in: html) == String(made.height))
      #expect(Self.meta("og:image:alt", in: html) == alt)
      #expect(Self.meta("twitter:image", in: html) == image)
    }

    // The damaged photo: a warning naming the file and the key, no picture, the share card.
    let warning = try #require(
      diagnostics.warnings.first { $0.file == "matches/\(Self.damaged).md" })
    #expect(warning.path == "photo")
    #expect(warning.message.contains("\"photo.jpg\""))
    let damaged = try TestSupport.read("matches/2023-12-20-66666666/index.html", in: site)
    #expect(!damaged.contains("<img"))
    #expect(!damaged.contains("match-photo"))
    #expect(Self.meta("og:image", in: damaged)?.hasPrefix(Self.base + "cards/match-") == true)
    #expect(Self.meta("og:image:type", in: damaged) == "image/png")
    // Only the photos in use get a copy (beside the static files of the same folder).
    let copies = try FileManager.default.contentsOfDirectory(
      atPath: site.appendingPathComponent("photos").path)
    let reduced = try Regex("-[0-9a-f]{16}\\.jpg$")
    #expect(copies.filter { $0.contains(reduced) }.count == 3, "\(copies)")
  }

  /// The date of gather `id` as a match's title gives it ("10 Jan 2024").
  static func gatherDate(_ id: String, content: URL) throws -> String? {
    var diagnostics = Diagnostics()
    let input = ContentLoader(contentDirectory: content).load(into: &diagnostics)
    let facts = LeagueFactsInteractor.facts(for: input.league, config: input.config)
    let context = PresentationContext(
      facts: facts, router: Router(facts: facts, pages: input.pages), wording: .english)
    guard let index = input.league.gathers.firstIndex(where: { $0.id == id }) else { return nil }
    return context.shortDates[index]
  }

  @Test func anUnchangedPhotoIsNotMadeAgainAndAChangedOneIsAsACleanBuildMakesIt() async throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let content = try Self.content(in: root)
    let site = root.appendingPathComponent("_site")
    let options = TestSupport.options(content: content, output: site)
    _ = try await SiteBuilder().build(options).result.get()
    let page = Self.photos[0].page
    let image = try #require(Self.meta("og:image", in: try TestSupport.read(page, in: site)))
    let copy = site.appendingPathComponent(String(image.dropFirst(Self.base.count)))
    let made = try FileManager.default.attributesOfItem(atPath: copy.path)[.modificationDate]

    // Built again with nothing changed: the copy is left as it was.
    _ = try await SiteBuilder().build(options).result.get()
    #expect(
      try FileManager.default.attributesOfItem(atPath: copy.path)[.modificationDate] as? Date
        == made as? Date)
    #expect(try Self.meta("og:image", in: TestSupport.read(page, in: site)) == image)

    // Another picture under the same name: a new copy, the old one gone, as a clean build.
    let source = content.appendingPathComponent("static/" + Self.photos[0].photo)
    try FileManager.default.removeItem(at: source)
    try FileManager.default.copyItem(
      at: TestSupport.fixtures.appendingPathComponent("photos/wide.webp"), to: source)
    _ = try await SiteBuilder().build(options).result.get()
    let changed = try #require(Self.meta("og:image", in: try TestSupport.read(page, in: site)))
    #expect(changed != image)
    #expect(!FileManager.default.fileExists(atPath: copy.path))
    let clean = root.appendingPathComponent("clean")
    _ = try await SiteBuilder().build(TestSupport.options(content: content, output: clean)).result
      .get()
    let (after, expected) = (try PerturbationTests.files(site), try PerturbationTests.files(clean))
    #expect(after.keys.sorted() == expected.keys.sorted())
    for (path, data) in expected where after[path] != data {
      Issue.record("\(path) differs from a clean build")
    }
  }

  /// An RGB PNG of `width` by `height` pixels of random noise (stored without compression:
  /// noise does not compress), which JPEG cannot make small at a good quality.
  static func noisePNG(width: Int, height: Int) -> Data {
    var generator = SystemRandomNumberGenerator()
    var raw: [UInt8] = []
    raw.reserveCapacity((width * 3 + 1) * height)
    for _ in 0..<height {
      raw.append(0)
      for _ in 0..<(width * 3) { raw.append(UInt8.random(in: 0...255, using: &generator)) }
    }
    var zlib: [UInt8] = [0x78, 0x01]
    var offset = 0
    while offset < raw.count {
      let count = min(65_535, raw.count - offset)
      let last: UInt8 = offset + count == raw.count ? 1 : 0
      zlib += [last, UInt8(count & 0xFF), UInt8(count >> 8)]
      zlib += [UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
      zlib += raw[offset..<(offset + count)]
      offset += count
    }
    var (a, b): (UInt32, UInt32) = (1, 0)
    for byte in raw {
      a = (a + UInt32(byte)) % 65_521
      b = (b + a) % 65_521
    }
    zlib += bigEndian(b << 16 | a)
    func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
      let typed = Array(type.utf8) + body
      var crc: UInt32 = 0xFFFF_FFFF
      for byte in typed {
        crc ^= UInt32(byte)
        for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
      }
      return bigEndian(UInt32(body.count)) + typed + bigEndian(~crc)
    }
    let header = bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, 2, 0, 0, 0]
    return Data(
      [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header)
        + chunk("IDAT", zlib) + chunk("IEND", []))
  }

  static func bigEndian(_ value: UInt32) -> [UInt8] {
    [
      UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF),
      UInt8(value & 0xFF),
    ]
  }

  /// A noisy photo, whose copy at the first quality tried is twice too large: the copy is
  /// made at a lower quality, under 300 KB.
  @Test func aNoisyPhotoIsReducedUnderTheLimit() async throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let content = try TestSupport.copyOfFixtureLeague(in: root)
    try Self.noisePNG(width: 1600, height: 1200).write(
      to: content.appendingPathComponent("static/noise.png"))
    try Self.write(photo: "noise.png", to: Self.photos[0].id, in: content)
    let site = root.appendingPathComponent("_site")
    _ = try await SiteBuilder().build(TestSupport.options(content: content, output: site)).result
      .get()
    let html = try TestSupport.read(Self.photos[0].page, in: site)
    #expect(html.contains(#"src="../../noise.png" width="1600" height="1200""#))
    let image = try #require(Self.meta("og:image", in: html))
    #expect(image.hasPrefix(Self.base + "photos/noise-"))
    let bytes = try Data(
      contentsOf: site.appendingPathComponent(String(image.dropFirst(Self.base.count))))
    #expect(bytes.count < 300_000)
    #expect(Self.jpegSize(bytes).map { "\($0.width)×\($0.height)" } == "1200×900")
  }

  /// A photo stored on its side with an EXIF orientation (as phones save them) has the size
  /// it is shown at, and its copy is turned upright.
  @Test func aPhotoIsMeasuredAndReducedUpright() async throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let content = try TestSupport.copyOfFixtureLeague(in: root)
    // Stored 400 by 200, orientation 6: shown 200 by 400.
    try FileManager.default.copyItem(
      at: TestSupport.fixtures.appendingPathComponent("photos/upright.jpg"),
      to: content.appendingPathComponent("static/upright.jpg"))
    try Self.write(photo: "upright.jpg", to: Self.photos[0].id, in: content)
    let site = root.appendingPathComponent("_site")
    _ = try await SiteBuilder().build(TestSupport.options(content: content, output: site)).result
      .get()
    let html = try TestSupport.read(Self.photos[0].page, in: site)
    #expect(html.contains(#"src="../../upright.jpg" width="200" height="400""#))
    let image = try #require(Self.meta("og:image", in: html))
    let bytes = try Data(
      contentsOf: site.appendingPathComponent(String(image.dropFirst(Self.base.count))))
    #expect(Self.jpegSize(bytes).map { "\($0.width)×\($0.height)" } == "200×400")
    #expect(Self.meta("og:image:width", in: html) == "200")
  }

  /// A site without photos has no reduced copies, and no `photos/` folder.
  @Test func aSiteWithoutPhotosHasNoCopies() async throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let content = try TestSupport.copyOfFixtureLeague(in: root)
    let site = root.appendingPathComponent("_site")
    _ = try await SiteBuilder().build(TestSupport.options(content: content, output: site)).result
      .get()
    #expect(!FileManager.default.fileExists(atPath: site.appendingPathComponent("photos").path))
  }
}
