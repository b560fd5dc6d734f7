/// The structs a Swift file declares, each with its stored properties, in the order they
/// are declared: `Outer.Inner` for a struct inside another type.
///
/// A stored property is a `var` or `let` of a struct that is not `static` and not computed:
/// one without accessors, or with only `willSet` and `didSet`. Bodies of functions and
/// initialisers are skipped whole, and so are string literals and comments.
struct StoredProperties {
  struct Declaration: Equatable {
    var name: String
    var fields: [String]
  }

  private var structs: [Declaration] = []
  private let tokens: [Token]
  private var index = 0

  static func of(_ source: String) -> [Declaration] {
    var reader = StoredProperties(tokens: SwiftTokens.of(source))
    reader.readBody(scope: [], in: nil)
    return reader.structs
  }

  private init(tokens: [Token]) {
    self.tokens = tokens
  }

  /// Words that may come before a declaration's keyword.
  private static let modifiers: Set<String> = [
    "public", "package", "internal", "fileprivate", "private", "open", "static", "class",
    "final", "override", "lazy", "weak", "unowned", "nonisolated", "mutating", "nonmutating",
    "dynamic", "optional", "required", "convenience", "indirect",
  ]

  /// Words after `class` as a modifier (`class func`) rather than a type's keyword.
  private static let afterClassModifier = modifiers.union(["func", "var", "let", "subscript"])

  private static let typeKeywords: Set<String> = [
    "struct", "enum", "class", "actor", "extension", "protocol",
  ]

  private var current: Token? { index < tokens.count ? tokens[index] : nil }

  /// Reads declarations up to the `}` that closes the body (or the end of the file), and
  /// past it. `structIndex` is the struct whose body this is, if it is a struct's.
  private mutating func readBody(scope: [String], in structIndex: Int?) {
    var modifiers: Set<String> = []
    while let token = current {
      index += 1
      guard token.kind != .string else {
        modifiers = []
        continue
      }
      switch token.text {
      case "}":
        return
      case "{":
        skipBlock()
        modifiers = []
      case "@":
        skipAttribute()
      case "(" where !modifiers.isEmpty:
        skipGroup()  // `private(set)`
      case "class" where Self.afterClassModifier.contains(current?.text ?? ""):
        modifiers.insert("class")
      case let keyword where token.kind == .word && Self.typeKeywords.contains(keyword):
        readType(keyword, scope: scope)
        modifiers = []
      case "var", "let":
        if let structIndex, modifiers.isDisjoint(with: ["static", "class"]) {
          structs[structIndex].fields += readStoredNames()
        }
        modifiers = []
      case let word where Self.modifiers.contains(word):
        modifiers.insert(word)
      default:
        modifiers = []
      }
    }
  }

  /// Reads a type's name (dotted after `extension`), skips to its body and reads it.
  private mutating func readType(_ keyword: String, scope: [String]) {
    var name: [String] = []
    while let token = current, token.kind == .word {
      name.append(token.text)
      index += 1
      guard current?.isMark(".") == true else { break }
      index += 1
    }
    while let token = current, !token.isMark("{") {
      if token.isMark("}") || token.isMark(";") { return }  // no body: nothing to read
      index += 1
    }
    index += 1
    let path = keyword == "extension" ? name : scope + name
    var structIndex: Int?
    if keyword == "struct" {
      structs.append(Declaration(name: path.joined(separator: "."), fields: []))
      structIndex = structs.count - 1
    }
    readBody(scope: path, in: structIndex)
  }

  /// Reads a `var` or `let` declaration, after the keyword: the names it stores, which are
  /// none for a computed property. It ends at a `;`, at the `}` of the body, after its
  /// accessors, or at a line that does not continue it.
  private mutating func readStoredNames() -> [String] {
    var names: [String] = []
    var expectsName = true
    var initialised = false
    var depth = 0  // brackets, parentheses and, in a type, angle brackets
    while let token = current {
      if expectsName {
        if token.isMark("(") {  // a tuple: `let (a, b) = …`
          index += 1
          names += wordsOfGroup().filter { $0 != "_" }
        } else if token.kind == .word {
          names.append(token.text)
          index += 1
        } else {
          return names
        }
        expectsName = false
        initialised = false
        continue
      }
      if depth == 0 && token.startsLine && !continues(after: tokens[index - 1], with: token) {
        return names
      }
      if token.kind == .mark {
        switch token.text {
        case "(", "[": depth += 1
        case ")", "]": depth -= 1
        case "<" where !initialised: depth += 1
        case ">" where !initialised: depth -= 1
        case "," where depth == 0:
          expectsName = true
        case "=" where depth == 0:
          initialised = true
        case ";" where depth == 0, "}":
          return names
        case "{" where depth == 0 && (!initialised || observersAhead()):
          // Accessors: observers keep the property stored; anything else computes it.
          let observers = observersAhead()
          index += 1
          skipBlock()
          return observers ? names : Array(names.dropLast())
        case "{":
          index += 1
          skipBlock()  // a closure in the initial value
          continue
        default: break
        }
      }
      index += 1
    }
    return names
  }

  /// Marks that end a line that goes on, and marks that start a line that goes on with
  /// what is before it.
  private static let continuingAfter: Set<String> = [
    ",", ":", "=", "->", ".", "(", "[", "<", "&", "|", "+", "-", "*", "/", "%",
  ]
  private static let continuingWith: Set<String> = [
    ".", "{", "=", "?", "&", "|", "+", "-", "*", "/",
  ]

  /// Whether a token that starts a line continues the declaration before it: after a
  /// comma, colon, arrow, dot, opening bracket or binary operator, or when the line starts
  /// with a dot, an operator or the declaration's accessors.
  private func continues(after previous: Token, with token: Token) -> Bool {
    token.kind == .mark && Self.continuingWith.contains(token.text)
      || previous.kind == .mark && Self.continuingAfter.contains(previous.text)
  }

  /// Whether the `{` here opens `willSet` or `didSet`.
  private func observersAhead() -> Bool {
    index + 1 < tokens.count && ["willSet", "didSet"].contains(tokens[index + 1].text)
  }

  /// Skips to after the `}` that closes a block whose `{` is just behind.
  private mutating func skipBlock() {
    var depth = 1
    while let token = current {
      index += 1
      if token.isMark("{") { depth += 1 }
      if token.isMark("}") {
        depth -= 1
        if depth == 0 { return }
      }
    }
  }

  /// Skips to after the `)` that closes a group whose `(` is just behind.
  private mutating func skipGroup() {
    _ = wordsOfGroup()
  }

  /// The words of a parenthesised group whose `(` is just behind, skipping to after its `)`.
  private mutating func wordsOfGroup() -> [String] {
    var words: [String] = []
    var depth = 1
    while let token = current {
      index += 1
      if token.kind == .word && depth == 1 { words.append(token.text) }
      if token.isMark("(") { depth += 1 }
      if token.isMark(")") {
        depth -= 1
        if depth == 0 { break }
      }
    }
    return words
  }

  /// Skips an attribute's name and arguments, after its `@`.
  private mutating func skipAttribute() {
    guard current?.kind == .word else { return }
    index += 1
    if let token = current, token.isMark("("), !token.startsLine {
      index += 1
      skipGroup()
    }
  }
}
