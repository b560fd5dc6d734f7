import Testing

@testable import GatherSiteCore

@Suite struct FrontMatterTests {
  @Test func splitsFrontMatterFromBody() {
    var diagnostics = Diagnostics()
    let matter = FrontMatter.parse(
      "---\ntitle: About\nmenu: 2\n---\n# Hello\n", file: "pages/about.md", into: &diagnostics)
    #expect(diagnostics.all.isEmpty)
    #expect(matter.fields["title"]?.string == "About")
    #expect(matter.fields["menu"]?.int == 2)
    #expect(matter.body == "# Hello\n")
  }

  @Test func withoutFrontMatterTheWholeFileIsTheBody() {
    var diagnostics = Diagnostics()
    let matter = FrontMatter.parse("Just text\n---\nmore\n", file: "x.md", into: &diagnostics)
    #expect(matter.fields.isEmpty && matter.body == "Just text\n---\nmore\n")
  }

  @Test func unclosedOrInvalidFrontMatterIsAnError() {
    var diagnostics = Diagnostics()
    _ = FrontMatter.parse("---\ntitle: About\n", file: "pages/about.md", into: &diagnostics)
    _ = FrontMatter.parse("---\n- a list\n---\nbody", file: "pages/list.md", into: &diagnostics)
    #expect(
      diagnostics.all.map(\.description) == [
        "error: pages/about.md:1:1: front matter starts with --- but never ends",
        "error: pages/list.md: front matter must be a mapping (key: value)",
      ])
  }
}
