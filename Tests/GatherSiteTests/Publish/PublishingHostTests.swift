import Foundation
import GatherSiteCore
import Testing

@testable import GatherSite

/// Each host's limits: a site over one is an error, near one (80%) a warning, under all of
/// them nothing; and what is measured is what a host is given.
@Suite struct PublishingHostTests {
  private let megabyte: Int64 = 1024 * 1024

  private func site(
    files: Int = 300, folders: Int = 100, bytes: Int64 = 10 * 1024 * 1024,
    largest: Int64 = 100_000, fullest: Int = 50, cards: Int = 0
  ) -> PublishedSize {
    var size = PublishedSize()
    size.files = files
    size.folders = folders
    size.bytes = bytes
    size.largest = ("data/matches.json", largest)
    size.fullestFolder = ("matches", fullest)
    size.filesByTopFolder = ["cards": cards]
    size.bytesByTopFolder = ["cards": Int64(cards) * 30_000]
    return size
  }

  private func messages(_ host: PublishingHost, _ size: PublishedSize) -> [String] {
    host.assess(size, output: "the site").map(\.description)
  }

  @Test func aSmallSiteIsUnderEveryLimit() {
    for host in PublishingHost.allCases { #expect(messages(host, site()) == []) }
  }

  @Test func gitHubPagesPublishesAtMostOneGigabyte() {
    #expect(
      messages(.githubPages, site(bytes: 1100 * megabyte, cards: 10_000)) == [
        "error: the site: the site's size, 1.1 GB, is over GitHub Pages's limit of 1.0 GB; cards/ takes 286.1 MB, share cards: give fewer matches one (shareCardMatches in site.yml) or none (shareCards: false)"
      ])
    #expect(
      messages(.githubPages, site(bytes: 900 * megabyte)).first?.hasPrefix(
        "warning: the site: the site's size, 900.0 MB, is near GitHub Pages's limit") == true)
    #expect(messages(.githubPages, site(bytes: 800 * megabyte)) == [])
  }

  @Test func gitLabPagesCountsFilesAndFolders() {
    #expect(
      messages(.gitlabPages, site(files: 150_000, folders: 60_000)) == [
        "error: the site: the number of files and folders, 210,000, is over GitLab Pages's limit of 200,000; every match and player has a page of its own; a host with a higher limit is needed"
      ])
    #expect(messages(.gitlabPages, site(files: 150_000, folders: 10_000)).count == 1)
    #expect(messages(.gitlabPages, site(files: 100_000, folders: 50_000)) == [])
    #expect(messages(.gitlabPages, site(bytes: 1025 * megabyte)).count == 1)
  }

  @Test func cloudflarePagesTakesTwentyThousandFilesOfTwentyFiveMegabytes() {
    #expect(
      messages(.cloudflarePages, site(files: 21_723, cards: 10_513)) == [
        "error: the site: the number of files, 21,723, is over Cloudflare Pages (free plan)'s limit of 20,000; 10,513 of them are share cards: give fewer matches one (shareCardMatches in site.yml, such as 100) or none (shareCards: false)"
      ])
    #expect(messages(.cloudflarePages, site(files: 15_999)) == [])
    #expect(messages(.cloudflarePages, site(files: 16_000)).first?.hasPrefix("warning:") == true)
    #expect(
      messages(.cloudflarePages, site(largest: 26 * megabyte)) == [
        "error: the site: the largest file, data/matches.json (26.0 MB), is over Cloudflare Pages (free plan)'s limit of 25.0 MB; make that file smaller, or leave it out of static/"
      ])
  }

  @Test func netlifyTakesFiftyFourThousandFilesInAFolder() {
    #expect(
      messages(.netlify, site(files: 60_000, fullest: 55_000)).first?.hasPrefix(
        "error: the site: the number of files in matches/, 55,000, is over Netlify's limit of 54,000"
      ) == true)
    #expect(messages(.netlify, site(files: 200_000, fullest: 40_000)) == [])
  }

  @Test func aBuildOnlyWarns() {
    let found = PublishingHost.cloudflarePages.assess(
      site(files: 30_000), output: "_site", overIsError: false)
    #expect(found.map(\.severity) == [.warning])
  }

  @Test func theMeasureLeavesHiddenFilesOut() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("cards"), withIntermediateDirectories: true)
    try Data(count: 10).write(to: root.appendingPathComponent("index.html"))
    try Data(count: 30).write(to: root.appendingPathComponent("cards/a.png"))
    try Data(count: 20).write(to: root.appendingPathComponent("cards/b.png"))
    try Data(count: 999).write(to: root.appendingPathComponent(".gather-site-files"))
    let size = PublishedSize(measuring: root)
    #expect(size.files == 3)
    #expect(size.folders == 1)
    #expect(size.bytes == 60)
    #expect(size.largest.path == "cards/a.png")
    #expect(size.fullestFolder.path == "cards" && size.fullestFolder.files == 2)
    #expect(size.filesByTopFolder["cards"] == 2)
  }
}
