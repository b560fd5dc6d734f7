import Testing

@testable import template_fields

/// The reader that the build's template fields are written from (Plugins/TemplateFields):
/// a struct's stored properties, in order, from a file as `swift format` leaves it.
@Suite struct StoredPropertiesTests {
  @Test func storedPropertiesOfNestedStructsInOrder() {
    let source = #"""
      /// A struct Fake { var doc: Int } in a comment
      struct Outer: Sendable {
        /// var documented: Int
        public var x: [String: Int]
        let constant = "}"  // a brace in a string
        var z: Int = { 3 }()
        private(set) var w: String
        @MainActor var isolated: Int
        var multiLine:
          [String]
        var `default`: Bool
        var first, second: Int
        let text = """
          struct Fake {
            var hidden: Int
          """
        static var shared = Outer()
        var computed: Int { x.count }
        var getter: Int {
          get { 1 }
          set {}
        }
        struct Inner: Sendable {
          var a: Int
          package let b: String
        }
        init() {
          var local = 1
          let other = 2
        }
        func f() {
          if true {
            var q = 1
          }
        }
        var afterInner: Bool
        enum Kind {
          case a, b

          struct Deep {
            let d: Int
          }
        }
      }

      extension Outer {
        var more: Int { 0 }
        struct Added {
          var e: Int
        }
      }
      """#
    #expect(
      StoredProperties.of(source) == [
        .init(
          name: "Outer",
          fields: [
            "x", "constant", "z", "w", "isolated", "multiLine", "default", "first", "second",
            "text", "afterInner",
          ]),
        .init(name: "Outer.Inner", fields: ["a", "b"]),
        .init(name: "Outer.Kind.Deep", fields: ["d"]),
        .init(name: "Outer.Added", fields: ["e"]),
      ])
  }
}
