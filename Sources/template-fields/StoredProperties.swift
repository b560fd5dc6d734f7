/// The structs a view-model file declares, each with its stored properties in the order
/// they are declared: `Outer.Inner` for a struct inside another type.
///
/// The file is read line by line as `swift format` leaves it (`make lint` holds every file
/// to that): a declaration starts a line, and a body's lines are indented one step (two
/// spaces) more than the line that opens it. A stored property is a `var` or `let` one step
/// inside a struct, neither `static` nor `class`, and not computed: no `{` of accessors
/// stands before an `=` on its line. Anything deeper (the bodies of functions and initialisers) is
/// passed over. `TemplateFieldsTests` holds what is read here to what reflection finds in
/// every view model of three sites, so a declaration read wrongly fails the tests.
struct StoredProperties {
  /// A struct, by its dotted name, and the names of its stored properties in order.
  struct Declaration: Equatable {
    var name: String
    var fields: [String]
  }

  /// Words that may come before a declaration's keyword.
  private static let modifiers: Set<Substring> = [
    "public", "package", "internal", "fileprivate", "private", "open", "final", "override",
    "lazy", "weak", "unowned", "nonisolated", "dynamic", "indirect", "private(set)",
    "package(set)", "public(set)", "internal(set)", "fileprivate(set)",
  ]

  private static let typeKeywords: Set<Substring> = [
    "struct", "enum", "class", "actor", "extension", "protocol",
  ]

  static func of(_ source: String) -> [Declaration] {
    var structs: [Declaration] = []
    // The types whose bodies are open, innermost last: their dotted names, the indent of
    // the line that opens them, and where they are in `structs` if they are structs.
    var open: [(name: String, indent: Int, index: Int?)] = []
    // Whether the line is inside a multi-line string literal, which declares nothing.
    var inString = false
    for line in source.split(separator: "\n") {
      let wasInString = inString
      let quotes = String(repeating: "\"", count: 3)
      if line.split(separator: quotes, omittingEmptySubsequences: false).count.isMultiple(of: 2) {
        inString.toggle()
      }
      if wasInString { continue }
      let indent = line.prefix { $0 == " " }.count
      let words = line.dropFirst(indent).split(separator: " ").drop { $0.hasPrefix("@") }
      guard let first = words.first, !["//", "///", "/*", "*", "*/"].contains(first) else {
        continue
      }
      // A line no deeper than a type's opening line is after its body (its `}` first).
      while let type = open.last, type.indent >= indent { open.removeLast() }
      let declaration = words.drop { modifiers.contains($0) }
      guard let keyword = declaration.first, let name = declaration.dropFirst().first else {
        continue
      }
      if typeKeywords.contains(keyword) {
        let bare = name.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
        let outer = keyword == "extension" ? nil : open.last?.name
        let dotted = outer.map { "\($0).\(bare)" } ?? String(bare)
        if keyword == "struct" { structs.append(Declaration(name: dotted, fields: [])) }
        open.append((dotted, indent, keyword == "struct" ? structs.count - 1 : nil))
      } else if keyword == "var" || keyword == "let", let type = open.last,
        let index = type.index, indent == type.indent + 2,
        !line.prefix(while: { $0 != "=" }).contains("{")
      {
        // `var a, b: Int` stores two: each name but the last ends with a comma.
        let names = declaration.dropFirst()
        let count =
          (names.firstIndex { !$0.hasSuffix(",") } ?? names.endIndex) - names.startIndex + 1
        structs[index].fields += names.prefix(count).map { word in
          String(word.prefix { $0 != ":" && $0 != "," }.filter { $0 != "`" })
        }
      }
    }
    return structs
  }
}
