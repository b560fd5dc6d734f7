import Testing

@testable import template_fields

/// The reader that the build's template fields are written from (Plugins/TemplateFields):
/// a struct's stored properties, in order, whatever else the file holds.
@Suite struct StoredPropertiesTests {
  @Test func storedPropertiesOfNestedStructsInOrder() {
    let source = #"""
      /// A { brace and "a quote" in a comment
      struct Outer: Sendable {
        struct Inner { var a: Int; var b: String }
        public var x: [String: Int], y: Dictionary<String, Int>
        let constant = "}"  // a brace in a string
        var z: Int = { 3 }()
        private(set) var w: String
        var observed: Int = 0 { didSet { print("}") } }
        @available(*, deprecated) var old: Int
        var multiLine:
          [String]
        var total: Int = 1
          + 2
        var `default`: Bool
        static var shared = Outer()
        var computed: Int { x.count }
        var getter: Int {
          get { 1 }
          set {}
        }
        init() { var local = 1 }
        func f() { struct Local { var q: Int } }
        enum Kind {
          case a, b
          struct Deep { var d: Int }
        }
        /* a /* nested */ comment with var hidden: Int */
      }
      extension Outer {
        var more: Int { 0 }
        struct Added { var e: Int }
      }
      """#
    #expect(
      StoredProperties.of(source) == [
        .init(
          name: "Outer",
          fields: [
            "x", "y", "constant", "z", "w", "observed", "old", "multiLine", "total", "default",
          ]),
        .init(name: "Outer.Inner", fields: ["a", "b"]),
        .init(name: "Outer.Kind.Deep", fields: ["d"]),
        .init(name: "Outer.Added", fields: ["e"]),
      ])
  }

  @Test func stringsHideWhatIsInThem() {
    let source = #"""
      struct Texts {
        var a = """
          { not a block } \(x + "}")
          var hidden: Int
          """
        var b = #"a "quoted" { brace"#
        var c = "\(f("}"))"
        var d: String
      }
      """#
    #expect(StoredProperties.of(source) == [.init(name: "Texts", fields: ["a", "b", "c", "d"])])
  }
}
