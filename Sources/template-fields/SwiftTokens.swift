/// A token of Swift source, enough to find declarations: a word (an identifier, keyword or
/// number), a mark (one character of punctuation or of an operator, or `->`), or a whole
/// string literal. Comments are left out.
struct Token {
  enum Kind { case word, mark, string }

  var kind: Kind
  /// The word without backticks, or the mark; empty for a string.
  var text: String
  /// Whether a line break comes before it.
  var startsLine: Bool

  func isMark(_ mark: String) -> Bool { kind == .mark && text == mark }
}

/// Splits Swift source into tokens.
struct SwiftTokens {
  private let scalars: [Unicode.Scalar]
  private var index = 0

  static func of(_ source: String) -> [Token] {
    var reader = SwiftTokens(scalars: Array(source.unicodeScalars))
    return reader.tokens()
  }

  private init(scalars: [Unicode.Scalar]) {
    self.scalars = scalars
  }

  private func peek(_ offset: Int = 0) -> Unicode.Scalar? {
    index + offset < scalars.count ? scalars[index + offset] : nil
  }

  private mutating func tokens() -> [Token] {
    var tokens: [Token] = []
    var startsLine = true
    while let scalar = peek() {
      if scalar == "\n" {
        startsLine = true
        index += 1
      } else if scalar.properties.isWhitespace {
        index += 1
      } else if scalar == "/" && peek(1) == "/" {
        while let next = peek(), next != "\n" { index += 1 }
      } else if scalar == "/" && peek(1) == "*" {
        if skipComment() { startsLine = true }
      } else {
        tokens.append(token(startsLine: startsLine))
        startsLine = false
      }
    }
    return tokens
  }

  private mutating func token(startsLine: Bool) -> Token {
    let start = index
    let scalar = scalars[index]
    if scalar == "\"" || scalar == "#" && rawStringAhead() {
      skipString()
      return Token(kind: .string, text: "", startsLine: startsLine)
    }
    if scalar == "`" {
      index += 1
      while let next = peek(), next != "`", next != "\n" { index += 1 }
      let text = String(String.UnicodeScalarView(scalars[(start + 1)..<index]))
      if peek() == "`" { index += 1 }
      return Token(kind: .word, text: text, startsLine: startsLine)
    }
    if Self.isWordScalar(scalar) {
      while let next = peek(), Self.isWordScalar(next) { index += 1 }
      let text = String(String.UnicodeScalarView(scalars[start..<index]))
      return Token(kind: .word, text: text, startsLine: startsLine)
    }
    index += scalar == "-" && peek(1) == ">" ? 2 : 1
    let text = String(String.UnicodeScalarView(scalars[start..<index]))
    return Token(kind: .mark, text: text, startsLine: startsLine)
  }

  /// Letters, digits, `_` and `$`, and any other character beyond ASCII that is neither
  /// space nor an operator's: identifiers, keywords and numbers.
  private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII {
      return scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_"
        || scalar == "$"
    }
    return !scalar.properties.isWhitespace && !scalar.properties.isMath
  }

  /// Skips a (nested) block comment; says whether it held a line break.
  private mutating func skipComment() -> Bool {
    var depth = 0
    var lineBreak = false
    while let scalar = peek() {
      if scalar == "/" && peek(1) == "*" {
        depth += 1
        index += 2
      } else if scalar == "*" && peek(1) == "/" {
        depth -= 1
        index += 2
        if depth == 0 { break }
      } else {
        lineBreak = lineBreak || scalar == "\n"
        index += 1
      }
    }
    return lineBreak
  }

  /// Whether the `#`s here open a raw string (`#"…"#`) rather than a directive (`#if`).
  private func rawStringAhead() -> Bool {
    var offset = 0
    while peek(offset) == "#" { offset += 1 }
    return peek(offset) == "\""
  }

  /// Skips a string literal: plain, multi-line or raw, with interpolations holding any
  /// expression, strings included.
  private mutating func skipString() {
    var hashes = 0
    while peek() == "#" {
      hashes += 1
      index += 1
    }
    let multiLine = peek(1) == "\"" && peek(2) == "\""
    let quotes = multiLine ? 3 : 1
    index += quotes
    while let scalar = peek() {
      if scalar == "\\" && (0..<hashes).allSatisfy({ peek(1 + $0) == "#" }) {
        index += 1 + hashes
        if peek() == "(" {
          skipInterpolation()
        } else {
          index += 1
        }
      } else if scalar == "\"" && (0..<quotes).allSatisfy({ peek($0) == "\"" })
        && (0..<hashes).allSatisfy({ peek(quotes + $0) == "#" })
      {
        index += quotes + hashes
        return
      } else if scalar == "\n" && !multiLine {
        return  // an unterminated string ends with its line
      } else {
        index += 1
      }
    }
  }

  /// Skips `(…)` after a backslash in a string, strings inside it included.
  private mutating func skipInterpolation() {
    var depth = 0
    while let scalar = peek() {
      if scalar == "\"" || scalar == "#" && rawStringAhead() {
        skipString()
        continue
      }
      index += 1
      if scalar == "(" { depth += 1 }
      if scalar == ")" {
        depth -= 1
        if depth == 0 { return }
      }
    }
  }
}
