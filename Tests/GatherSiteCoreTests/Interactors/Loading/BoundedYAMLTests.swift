import Foundation
import Testing

@testable import GatherSiteCore

/// Every YAML input is bounded: anchors and aliases, size and nesting are refused at once,
/// with one error naming the file and the line.
@Suite struct BoundedYAMLTests {
  /// `levels` lines, each an anchored collection of ten aliases of the line before: the
  /// last one stands for 10^levels texts.
  static func billionLaughs(levels: Int, mapping: Bool) -> String {
    let names = (0..<levels).map { "l\($0)" }
    var lines: [String] = []
    for (index, name) in names.enumerated() {
      let item = index == 0 ? "x" : "*\(names[index - 1])"
      let items = (0..<10).map { mapping ? "k\($0): \(item)" : item }.joined(separator: ", ")
      lines.append("\(name): &\(name) " + (mapping ? "{\(items)}" : "[\(items)]"))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Ten million texts in 700 bytes used to end the build after 55 s with a failed 1 GB
  /// allocation.
  @Test func aBillionLaughsCatalogueIsRefusedAtOnce() {
    let catalogue = Self.billionLaughs(levels: 7, mapping: true)
    #expect(catalogue.utf8.count < 800)
    let start = Date()
    var diagnostics = Diagnostics()
    let wording = WordingLoader(
      builtIn: ["en": "site:\n  title: Site\n"], site: ["pl": catalogue], siteFolder: "Templates"
    ).wording(language: "pl", into: &diagnostics)
    #expect(Date().timeIntervalSince(start) < 5)
    #expect(wording == nil)
    #expect(
      diagnostics.all.map(\.description) == [
        "error: Templates/i18n/pl.yml:1:5: invalid YAML: anchors and aliases are not supported (found &l0); write each value out in full"
      ])
  }

  /// An alias as a mapping key made Yams hash the whole expansion while it built the tree
  /// (330 bytes took 11 s, and each level more ten times as long): the anchors must be
  /// refused before Yams sees the text.
  @Test func anAliasUsedAsAKeyIsRefusedBeforeYamsBuildsTheTree() {
    let settings = Self.billionLaughs(levels: 7, mapping: false) + "z: {*l6: 1}\n"
    let start = Date()
    var diagnostics = Diagnostics()
    _ = SiteConfigLoader().load(settings, into: &diagnostics)
    #expect(Date().timeIntervalSince(start) < 5)
    #expect(
      diagnostics.all.map(\.description) == [
        "error: site.yml:1:5: invalid YAML: anchors and aliases are not supported (found &l0); write each value out in full"
      ])
  }

  @Test func anAliasWithoutItsAnchorIsRefusedToo() {
    var diagnostics = Diagnostics()
    _ = FrontMatter.parse("---\ntitle: *name\n---\nBody\n", file: "pages/a.md", into: &diagnostics)
    #expect(
      diagnostics.all.map(\.description) == [
        "error: pages/a.md:2:8: invalid front matter: anchors and aliases are not supported (found *name); write each value out in full"
      ])
  }

  /// `yaml` made `size` bytes long with a comment.
  static func padded(_ yaml: String, to size: Int) -> String {
    yaml + "#" + String(repeating: "x", count: size - yaml.utf8.count - 1)
  }

  @Test func eachInputHasItsSizeLimit() {
    func settings(_ size: Int) -> [String] {
      var diagnostics = Diagnostics()
      _ = SiteConfigLoader().load(Self.padded("title: A\n", to: size), into: &diagnostics)
      return diagnostics.all.map(\.description)
    }
    #expect(settings(1 << 20).isEmpty)
    #expect(
      settings((1 << 20) + 1) == [
        "error: site.yml: is 1,048,577 bytes, more than the 1 MiB allowed for site.yml"
      ])
    func catalogue(_ size: Int) -> [String] {
      var diagnostics = Diagnostics()
      _ = WordingLoader(
        builtIn: ["en": "site:\n  title: Site\n"],
        site: ["en": Self.padded("site:\n  title: Ours\n", to: size)], siteFolder: "Templates"
      ).wording(language: "en", into: &diagnostics)
      return diagnostics.all.map(\.description)
    }
    #expect(catalogue(1 << 20).isEmpty)
    #expect(
      catalogue((1 << 20) + 2) == [
        "error: Templates/i18n/en.yml: is 1,048,578 bytes, more than the 1 MiB allowed for a catalogue"
      ])
    func frontMatter(_ size: Int) -> [String] {
      var diagnostics = Diagnostics()
      let page = "---\n\(Self.padded("title: A\n", to: size))\n---\nBody\n"
      _ = FrontMatter.parse(page, file: "pages/a.md", into: &diagnostics)
      return diagnostics.all.map(\.description)
    }
    #expect(frontMatter(1 << 16).isEmpty)
    #expect(
      frontMatter((1 << 16) + 1) == [
        "error: pages/a.md: the front matter is 65,537 bytes, more than the 64 KiB allowed"
      ])
  }

  /// The built-in catalogues are far from the limit (a site's own is read the same way).
  @Test func theBuiltInCataloguesAreWellUnderTheLimits() throws {
    let theme = try Theme.load(overriding: nil)
    #expect(theme.catalogues.count >= 7)
    for (language, text) in theme.catalogues {
      #expect(text.utf8.count < BoundedYAML.Input.catalogue.maximumBytes / 20, "\(language)")
      guard case .success = BoundedYAML.read(text, as: .catalogue, file: language) else {
        Issue.record("\(language) is refused")
        continue
      }
    }
  }

  @Test func nestingIsLimitedToThirtyTwoLevels() {
    func messages(_ text: String) -> [String] {
      var diagnostics = Diagnostics()
      _ = SiteConfigLoader().load(text, into: &diagnostics)
      return diagnostics.all.map(\.description)
    }
    let block = { (levels: Int) in (0..<levels).map { String(repeating: " ", count: $0) + "k:" } }
    #expect(
      messages(block(32).joined(separator: "\n")) == [
        #"warning: site.yml:2:2: k: unknown setting "k" is ignored"#
      ])
    #expect(
      messages(block(33).joined(separator: "\n")) == [
        "error: site.yml:33:33: invalid YAML: nested more than 32 levels deep"
      ])
  }

  /// libyaml keeps its own stack, and stops at 1,000 levels; Yams, which builds the tree
  /// recursively, never sees more than 32.
  @Test func oneHundredThousandNestedBracketsAreAnErrorNotACrash() {
    let text =
      "title: " + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    var diagnostics = Diagnostics()
    _ = SiteConfigLoader().load(text, into: &diagnostics)
    #expect(
      diagnostics.all.map(\.description) == [
        "error: site.yml:1:9: invalid YAML: nested more than 32 levels deep"
      ])
  }
}
